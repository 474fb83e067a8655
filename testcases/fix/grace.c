struct dev {
	struct list_head list;
	int id;
};

int dev_add(struct devs *d, struct dev *dev)
{
	int ret;

	mutex_lock(&d->lock);
	list_add_rcu(&dev->list, &d->head);
	mutex_unlock(&d->lock);
	ret = dev_register(dev);
	if (ret)
		goto err_unlink;
	ret = dev_start(dev);
	if (ret)
		goto err_free;
	return 0;

err_unlink:
	mutex_lock(&d->lock);
	list_del_rcu(&dev->list);
	mutex_unlock(&d->lock);
err_free:
	dev_free(dev);
	return ret;
}

void dev_del(struct devs *d, struct dev *dev)
{
	spin_lock(&d->spin);
	list_del_rcu(&dev->list);
	spin_unlock(&d->spin);
	kfree(dev);
}

void dev_del_locked(struct devs *d, struct dev *dev)
{
	spin_lock(&d->spin);
	list_del_rcu(&dev->list);
	kfree(dev);
	spin_unlock(&d->spin);
}

void dev_swap(struct box *b, struct dev *new)
{
	struct dev *old = rcu_dereference_protected(b->cur, 1);

	rcu_assign_pointer(b->cur, new);
	kfree(old);
}

/*
 * rcu-reclaim-no-gp: the wait for the readers, synchronize_rcu(), goes
 * after the unlink: before the first label between the unlink and the
 * free, where paths that never unlinked join (dev_add(): dev_start()'s
 * failure reaches err_free with dev never unlinked), else right before
 * the free (dev_del(), dev_swap()'s replaced pointer). Under a spinlock
 * it cannot sleep (dev_del_locked()): a human.
 *
 * check-name: fix: an object freed right after its unlink gets synchronize_rcu() between them, on the unlink's path (before a label that other paths join); under a spinlock, a human (before: every reclaim finding left out)
 * check-command: rcucheck fix --diff -C . grace.json
 * check-exit-value: 1
 *
 * check-output-start
 * [PATCH 1/3] grace: Wait for RCU readers before freeing dev in dev_add()
 * --- a/grace.c
 * +++ b/grace.c
 * @@ -22,6 +22,7 @@ err_unlink:
 *  	mutex_lock(&d->lock);
 *  	list_del_rcu(&dev->list);
 *  	mutex_unlock(&d->lock);
 * +	synchronize_rcu();
 *  err_free:
 *  	dev_free(dev);
 *  	return ret;
 * [PATCH 2/3] grace: Wait for RCU readers before freeing dev in dev_del()
 * --- a/grace.c
 * +++ b/grace.c
 * @@ -33,6 +33,7 @@ void dev_del(struct devs *d, struct dev
 *  	spin_lock(&d->spin);
 *  	list_del_rcu(&dev->list);
 *  	spin_unlock(&d->spin);
 * +	synchronize_rcu();
 *  	kfree(dev);
 *  }
 *  
 * [PATCH 3/3] grace: Wait for RCU readers before freeing old in dev_swap()
 * --- a/grace.c
 * +++ b/grace.c
 * @@ -50,6 +50,7 @@ void dev_swap(struct box *b, struct dev
 *  	struct dev *old = rcu_dereference_protected(b->cur, 1);
 *  
 *  	rcu_assign_pointer(b->cur, new);
 * +	synchronize_rcu();
 *  	kfree(old);
 *  }
 *  
 * check-output-end
 * check-error-contains: needs a human: grace.c:42 kfree(dev) in dev_del_locked(): spin_lock() is held where the wait would go
 */

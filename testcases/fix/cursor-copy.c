int pick_dev(struct devs *ds)
{
	struct dev *d, *found;
	int id;

	found = NULL;
	list_for_each_entry_rcu(d, &ds->list, node) {
		if (d->up) {
			found = d;
			break;
		}
	}
	if (!found)
		return -ENODEV;
	id = found->id;
	return id;
}

int count_up(struct devs *ds)
{
	struct dev *d, *last;
	int n = 0;

	last = NULL;
	list_for_each_entry_rcu(d, &ds->list, node) {
		if (d->up) {
			last = d;
			n++;
		}
	}
	last = ds->spare;
	return n + last->id;
}

int pick_dev_id(struct devs *ds, int id)
{
	struct dev *d, *found;

	found = NULL;
	DEVS_FOR_EACH(ds, d)
		if (d->id == id)
			found = d;
	if (!found)
		return -ENODEV;
	ds->cur_id = found->id;
	return 0;
}

/*
 * The cursor of an _rcu iterator copied inside the loop ("found = d")
 * is what the walk loaded: its uses after the loop need the reader too
 * (net/ncsi's ncsi_choose_active_channel()). A subsystem's wrapper may
 * take the cursor anywhere (NCSI_FOR_EACH_CHANNEL(np, nc)): any pointer
 * variable passed alone is taken for it (pick_dev_id()). A copy given a
 * new value after the loop, before any use, ends there (count_up()).
 *
 * check-name: fix: a cursor copied inside an _rcu walk keeps the reader over its uses after the loop
 * check-command: rcucheck fix --diff -C . cursor-copy.json
 *
 * check-output-start
 * [PATCH 1/3] cursor-copy: Fix missing RCU protection for list_for_each_entry_rcu() in pick_dev()
 * --- a/cursor-copy.c
 * +++ b/cursor-copy.c
 * @@ -4,15 +4,19 @@ int pick_dev(struct devs *ds)
 *  	int id;
 *  
 *  	found = NULL;
 * +	rcu_read_lock();
 *  	list_for_each_entry_rcu(d, &ds->list, node) {
 *  		if (d->up) {
 *  			found = d;
 *  			break;
 *  		}
 *  	}
 * -	if (!found)
 * +	if (!found) {
 * +		rcu_read_unlock();
 *  		return -ENODEV;
 * +	}
 *  	id = found->id;
 * +	rcu_read_unlock();
 *  	return id;
 *  }
 *  
 * [PATCH 2/3] cursor-copy: Fix missing RCU protection for list_for_each_entry_rcu() in count_up()
 * --- a/cursor-copy.c
 * +++ b/cursor-copy.c
 * @@ -26,12 +26,14 @@ int count_up(struct devs *ds)
 *  	int n = 0;
 *  
 *  	last = NULL;
 * +	rcu_read_lock();
 *  	list_for_each_entry_rcu(d, &ds->list, node) {
 *  		if (d->up) {
 *  			last = d;
 *  			n++;
 *  		}
 *  	}
 * +	rcu_read_unlock();
 *  	last = ds->spare;
 *  	return n + last->id;
 *  }
 * [PATCH 3/3] cursor-copy: Fix missing RCU protection for DEVS_FOR_EACH() in pick_dev_id()
 * --- a/cursor-copy.c
 * +++ b/cursor-copy.c
 * @@ -43,12 +43,16 @@ int pick_dev_id(struct devs *ds, int id)
 *  	struct dev *d, *found;
 *  
 *  	found = NULL;
 * +	rcu_read_lock();
 *  	DEVS_FOR_EACH(ds, d)
 *  		if (d->id == id)
 *  			found = d;
 * -	if (!found)
 * +	if (!found) {
 * +		rcu_read_unlock();
 *  		return -ENODEV;
 * +	}
 *  	ds->cur_id = found->id;
 * +	rcu_read_unlock();
 *  	return 0;
 *  }
 *  
 * check-output-end
 */

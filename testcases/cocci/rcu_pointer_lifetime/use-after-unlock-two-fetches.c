/*
 * check-name: rcu_pointer_lifetime: a use reached from two fetches is reported when one of them took no reference
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * dev_mtu_retry(): d->mtu is reached from the first fetch, which holds
 * d, and from the second, which does not (the again path). The use was
 * kept under the first fetch alone and left out as referenced; each
 * fetch is now tested for a reference before its uses are followed.
 * dev_mtu_held(): one fetch, held: quiet.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-two-fetches.c	32	9	dev_mtu_retry	rcu-use-after-unlock	rcu	-	-	local	-	d->mtu
 * check-output-end
 */
struct dev { int mtu; };
struct conf { struct dev __rcu *dev; };

int dev_mtu_retry(struct conf *c, bool again)
{
	struct dev *d;

	rcu_read_lock();
	d = rcu_dereference(c->dev);
	dev_hold(d);
	rcu_read_unlock();
	if (again) {
		dev_put(d);
		rcu_read_lock();
		d = rcu_dereference(c->dev);
		rcu_read_unlock();
	}
	return d->mtu;
}

int dev_mtu_held(struct conf *c)
{
	struct dev *d;

	rcu_read_lock();
	d = rcu_dereference(c->dev);
	dev_hold(d);
	rcu_read_unlock();
	return d->mtu;
}

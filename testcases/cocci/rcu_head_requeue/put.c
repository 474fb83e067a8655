/*
 * check-name: rcu_head_requeue: a put that queues the head only on its last reference is not a queueing: two puts are not a double call_rcu()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * ksmbd's opinfo_put() (if (!atomic_dec_and_test()) return; call_rcu())
 * called on two paths of one loop turn (find_same_lease_key()); the same
 * with refcount_dec_and_test() around the call, and two direct queueings
 * each under its own last-reference test. Still reported: a helper that
 * tests the reference on one path and queues unconditionally on another,
 * and a second direct call_rcu() with no test before it.
 *
 * check-output-start
 * rcucheck	access	put.c	98	2	half_put_twice	rcu-head-requeue	rcu	-	-	local	-	half_put(f, err)	f's rcu_head is queued again, already queued by half_put() at line 97 and its callback not yet run
 * rcucheck	access	put.c	105	2	test_then_queue	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&f->rcu, foo_free_rcu)	f's rcu_head is queued again, already queued by call_rcu() at line 104 and its callback not yet run
 * check-output-end
 */
struct foo {
	struct list_head node;
	struct rcu_head rcu;
	atomic_t refcount;
	refcount_t ref;
	struct foo *next;
	int v;
};

static void foo_free_rcu(struct rcu_head *h)
{
	kfree(container_of(h, struct foo, rcu));
}

void opinfo_put(struct foo *f)
{
	if (!atomic_dec_and_test(&f->refcount))
		return;

	call_rcu(&f->rcu, foo_free_rcu);
}

static void foo_put(struct foo *f)
{
	if (refcount_dec_and_test(&f->ref))
		call_rcu(&f->rcu, foo_free_rcu);
}

int find_same(struct list_head *h, int key)
{
	struct foo *f;
	int err = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(f, h, node) {
		if (!atomic_inc_not_zero(&f->refcount))
			continue;
		rcu_read_unlock();
		if (f->v == key)
			goto next;
		if (f->v < 0) {
			err = -EINVAL;
			opinfo_put(f);
			goto out;
		}
next:
		opinfo_put(f);
		rcu_read_lock();
	}
	rcu_read_unlock();
out:
	return err;
}

void two_puts(struct foo *f)
{
	foo_put(f);
	foo_put(f);
}

void direct_puts(struct foo *f)
{
	if (refcount_dec_and_test(&f->ref))
		call_rcu(&f->rcu, foo_free_rcu);
	if (refcount_dec_and_test(&f->ref))
		call_rcu(&f->rcu, foo_free_rcu);
}

static void half_put(struct foo *f, int err)
{
	if (err) {
		call_rcu(&f->rcu, foo_free_rcu);
		return;
	}
	if (refcount_dec_and_test(&f->ref))
		call_rcu(&f->rcu, foo_free_rcu);
}

void half_put_twice(struct foo *f, int err)
{
	half_put(f, err);
	half_put(f, err);
}

void test_then_queue(struct foo *f)
{
	if (refcount_dec_and_test(&f->ref))
		call_rcu(&f->rcu, foo_free_rcu);
	call_rcu(&f->rcu, foo_free_rcu);
}

/*
 * After the unlock, wq is passed to dprintk() and to foo_touch(). Only
 * the definitions a call can mean decide: foo_touch() beside this file
 * dereferences it (reported); of dprintk(), the one under include/ only
 * prints the pointer (quiet), and drivers/bar's own dprintk(), which
 * dereferences its third argument, is not this file's.
 */
void foo_release(struct foo *f)
{
	struct foo_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(f->wq);
	rcu_read_unlock();
	dprintk("%s: wq %p\n", __func__, wq);
	foo_touch(wq);
}

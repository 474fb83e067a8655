/*
 * check-name: rcu_dereference_protected: the tree's guard classes ($RCUCHECK_GUARDS, as the audit learns them) hold the lock their definition names: guard(foo_m)(x) holds &x->m, CLASS() and scoped_class() of a lock class too; another class's lock is reported, and CLASS(fd) holds no lock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D report $file
 * check-env: RCUCHECK_GUARDS=guard-learned.tbl
 *
 * check-output-start
 * guard-learned.c:49:8-33: rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without &x->m; held instead: &x->other
 * guard-learned.c:26:8-33: rcu_dereference_protected(x->b, lockdep_is_held(&x->m)) without &x->m; held instead: &x->other
 * check-output-end
 */
int member_lock(struct foo *x)
{
	guard(foo_m)(x);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

int member_lock_of_address(struct foo_holder *h)
{
	guard(foo_m)(&h->foo);
	return rcu_dereference_protected(h->foo.b, lockdep_is_held(&h->foo.m))->v;
}

int other_class(struct foo *x)
{
	guard(foo_other)(x);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

int class_lock(struct foo *x)
{
	CLASS(foo_ctx, c)(x);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

int scoped_class_lock(struct foo *x)
{
	guard(foo_other)(x);
	scoped_class(foo_ctx, c, x) {
		x->n++;
		return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
	}
	return 0;
}

int not_a_lock_class(int fd, struct foo *x)
{
	CLASS(fd, f)(fd);
	guard(foo_other)(x);
	return rcu_dereference_protected(x->b, lockdep_is_held(&x->m))->v;
}

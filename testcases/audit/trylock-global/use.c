/* An RTNL-protected pointer, read by callers of another file: one reader each. */
struct foo {
	struct bar __rcu *b;
	int x;
};

int use_a(struct foo *f)
{
	return rcu_dereference_protected(f->b, lockdep_rtnl_is_held())->x;
}

int use_b(struct foo *f)
{
	return rcu_dereference_protected(f->b, lockdep_rtnl_is_held())->x;
}

int use_c(struct foo *f)
{
	return rcu_dereference_protected(f->b, lockdep_rtnl_is_held())->x;
}

/*
 * check-name: rcu_reclaim: an RCU pointer's old value freed right after it is replaced
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_reclaim.cocci -D rcucheck $file
 *
 * The old value loaded with rcu_dereference_protected() (or a plain
 * read) and the pointer given a new value with rcu_assign_pointer() or
 * RCU_INIT_POINTER(); the old value returned by rcu_replace_pointer().
 * Quiet: synchronize_net() between, a wait under a test of the old
 * value itself (6.1's ftrace_graph_release(): the free of the static
 * EMPTY_HASH is none); a wait on one path only is still reported.
 *
 * check-output-start
 * rcucheck	access	replace-free.c	43	2	clear_bad	rcu-reclaim-no-gp	rcu	-	-	local	-	kfree(old)	old, the old value of b->cur, is replaced by RCU_INIT_POINTER() at line 42 and freed with no grace period between: readers may still hold it
 * rcucheck	access	replace-free.c	34	2	replace_bad	rcu-reclaim-no-gp	rcu	-	-	local	-	kfree(old)	old, the old value of b->cur, is replaced by rcu_assign_pointer() at line 33 and freed with no grace period between: readers may still hold it
 * rcucheck	access	replace-free.c	88	2	swap_hash_bad	rcu-reclaim-no-gp	rcu	-	-	local	-	kfree(old)	old, the old value of b->cur, is replaced by rcu_assign_pointer() at line 85 and freed with no grace period between: readers may still hold it
 * rcucheck	access	replace-free.c	60	2	swap_bad	rcu-reclaim-no-gp	rcu	-	-	local	-	kvfree(old)	old, the old value of b->cur, is replaced by rcu_replace_pointer() at line 58 and freed with no grace period between: readers may still hold it
 * check-output-end
 */
struct foo {
	struct rcu_head rcu;
	int v;
};

struct bar {
	struct foo __rcu *cur;
	struct mutex lock;
};

void replace_bad(struct bar *b, struct foo *n)
{
	struct foo *old = rcu_dereference_protected(b->cur, lockdep_is_held(&b->lock));

	rcu_assign_pointer(b->cur, n);
	kfree(old);
}

void clear_bad(struct bar *b)
{
	struct foo *old;

	old = b->cur;
	RCU_INIT_POINTER(b->cur, NULL);
	kfree(old);
}

void replace_ok(struct bar *b)
{
	struct foo *old;

	old = rtnl_dereference(b->cur);
	RCU_INIT_POINTER(b->cur, NULL);
	synchronize_net();
	kfree(old);
}

void swap_bad(struct bar *b, struct foo *n)
{
	struct foo *old = rcu_replace_pointer(b->cur, n, true);

	kvfree(old);
}

void swap_ok(struct bar *b, struct foo *n)
{
	struct foo *old = rcu_replace_pointer(b->cur, n, true);

	if (old)
		kfree_rcu(old, rcu);
}

void swap_hash(struct bar *b, struct foo *n)
{
	struct foo *old = rcu_dereference_protected(b->cur, 1);

	rcu_assign_pointer(b->cur, n);
	if (old != EMPTY_FOO)
		synchronize_rcu_tasks_rude();
	kfree(old);
}

void swap_hash_bad(struct bar *b, struct foo *n, int t)
{
	struct foo *old = rcu_dereference_protected(b->cur, 1);

	rcu_assign_pointer(b->cur, n);
	if (t)
		synchronize_rcu();
	kfree(old);
}

/*
 * The lockdep condition of a traversal: facts for the audit when nothing
 * is held, reported when another lock or none is held, quiet when its
 * lock is.
 *
 * check-name: rcu_list: conditions the callers must make true are facts; a condition naming another lock than the one held is reported; one whose lock is held is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D rcucheck $file
 * check-output-start
 * rcucheck	access	conditions.c	53	2	sum_callers	rcu-list	any	-	lockdep_is_held(&x->mutex)	entry	-	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
 * rcucheck	access	conditions.c	55	2	sum_callers	rcu-list	any	-	refcount_read(&x->users) == 0	entry	-	list_for_each_entry_rcu(b, &x->list, node, refcount_read(&x->users) == 0)
 * rcucheck	access	conditions.c	70	2	sum_wrong	rcu-list	any	-	lockdep_is_held(&x->other_mutex)	entry	&x->mutex	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
 * rcucheck	access	conditions.c	73	2	sum_wrong	rcu-list	any	-	lockdep_is_held(&x->mutex)	entry	-	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
 * check-output-end
 *
 * check-name: rcu_list: report mode reports a condition only with local evidence
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_list.cocci -D report $file
 * check-output-start
 * conditions.c:70:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex)) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * conditions.c:73:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex)) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 72)
 * check-output-end
 *
 * check-name: rcu_list: coccicheck context mode on lockdep conditions (no macro file)
 * check-command: spatch -D context --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-contains: --- conditions.c
 * check-output-contains: -	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
 * check-output-contains: -	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
 *
 * check-name: rcu_list: coccicheck org mode on lockdep conditions (no macro file)
 * check-command: spatch -D org --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-start
 * * TODO [[view:conditions.c::face=ovl-face1::linb=70::colb=1::cole=24][list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex)) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex]]
 * * TODO [[view:conditions.c::face=ovl-face1::linb=73::colb=1::cole=24][list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex)) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 72)]]
 * check-output-end
 *
 * check-name: rcu_list: coccicheck report mode on lockdep conditions (no macro file)
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_list.cocci --no-includes --include-headers $file
 * check-output-start
 * conditions.c:70:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex)) outside an RCU reader (rcu_read_lock_any_held()); held instead: &x->mutex
 * conditions.c:73:1-24: list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex)) outside an RCU reader (rcu_read_lock_any_held()) (after the unlock at line 72)
 * check-output-end
 */
/*
 * Conditions the callers must make true are facts; report mode reports
 * a condition only with local evidence: sum_callers() takes no lock,
 * whether its callers hold x->mutex or a reader is for "rcucheck audit",
 * and an opaque condition is never reported.
 */
static int sum_callers(struct foo *x)
{
	struct bar *b;
	int n = 0;

	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	list_for_each_entry_rcu(b, &x->list, node, refcount_read(&x->users) == 0)
		n += b->v;
	return n;
}

/*
 * A lockdep condition naming another lock than the one held, then a
 * traversal after the unlock.
 */
int sum_wrong(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->other_mutex))
		n += b->v;
	mutex_unlock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}

/*
 * A lockdep condition whose lock is held is quiet.
 *
 * srcu_read_lock(ssp) acquires ssp's lockdep map, so lockdep_is_held(ssp) is
 * true inside it (kernel/events/core.c walks &pmus that way).
 */
int sum_cond(struct foo *x)
{
	struct bar *b;
	int n = 0;

	mutex_lock(&x->mutex);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->mutex))
		n += b->v;
	mutex_unlock(&x->mutex);
	return n;
}

static int sum_asserted(struct foo *x)
{
	struct bar *b;
	int n = 0;

	lockdep_assert_held(&x->mutex);
	hlist_for_each_entry_rcu(b, &x->hlist, hnode, lockdep_is_held(&x->mutex))
		n += b->v;
	return n;
}

int sum_srcu_struct(struct foo *x)
{
	struct bar *b;
	int idx, n = 0;

	idx = srcu_read_lock(&x->srcu);
	list_for_each_entry_rcu(b, &x->list, node, lockdep_is_held(&x->srcu))
		n += b->v;
	srcu_read_unlock(&x->srcu, idx);
	return n;
}

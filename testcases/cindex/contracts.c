/*
 * check-name: index: RCU contracts (comments, lockdep, __must_hold)
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file contracts.c
 * func set_prio static line 60-63 contract=comment "the caller must hold the RCU read lock" access=62 "__task_cred(p)"
 * call set_prio -> apply 62:9
 * call set_prio -> __task_cred 62:15
 * func prio_perm static line 66-69 contract=comment "Called with rcu_read_lock, creds are safe"
 * call prio_perm -> check 68:9
 * func find_widget line 78-81 contract=comment "Must be called with rcu_read_lock held."
 * call find_widget -> idr_find 80:9
 * func lookup_locked line 84-92 flags=rcu
 * call lookup_locked -> rcu_read_lock 88:2
 * call lookup_locked -> find_widget 89:6
 * call lookup_locked -> rcu_read_unlock 90:2
 * func sleepy line 95-98
 * call sleepy -> msleep 97:2
 * func bh_only line 101-103
 * func task_by_nr line 105-110 contract=lockdep "RCU_LOCKDEP_WARN(!rcu_read_lock_held(), \"task_by_nr() needs rcu_read_lock() protection\")"
 * call task_by_nr -> RCU_LOCKDEP_WARN 107:2
 * call task_by_nr -> rcu_read_lock_held 107:20
 * call task_by_nr -> pid_task 109:9
 * call task_by_nr -> find_pid_ns 109:18
 * func asserts_in static line 112-116 contract=lockdep "lockdep_assert_in_rcu_read_lock()"
 * call asserts_in -> lockdep_assert_in_rcu_read_lock 114:2
 * call asserts_in -> use 115:2
 * func warns static line 118-122 contract=lockdep "WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_is_held(&sk_lock))"
 * call warns -> WARN_ON_ONCE 120:2
 * call warns -> rcu_read_lock_held 120:16
 * call warns -> lockdep_is_held 120:41
 * call warns -> use 121:2
 * func warns_positive static line 124-128
 * call warns_positive -> WARN_ON 126:2
 * call warns_positive -> rcu_read_lock_held 126:10
 * call warns_positive -> use 127:2
 * func annotated static line 130-134 contract=annotation "__must_hold(RCU)"
 * call annotated -> use 133:2
 * func inside_comment static line 136-140 contract=comment "called under rcu_read_lock() from the receive path"
 * call inside_comment -> use 139:2
 * func late_comment static line 142-146
 * call late_comment -> use 144:2
 * ref p
 * ref niceval
 * ref widgets
 * ref id
 * ref nr
 * ref ns
 * ref sk
 * ref sk_lock
 * check-output-end
 */
#include <linux/rcupdate.h>

/*
 * set the priority of a task
 * - the caller must hold the RCU read lock
 */
static int set_prio(struct task_struct *p, int niceval)
{
	return apply(__task_cred(p), niceval);
}

/* Called with rcu_read_lock, creds are safe */
static bool prio_perm(struct task_struct *p)
{
	return check(p);
}

/**
 * find_widget - look a widget up
 * @id: its number
 *
 * Must be called with
 * rcu_read_lock held.
 */
struct widget *find_widget(int id)
{
	return idr_find(&widgets, id);
}

/* We take rcu_read_lock() here, so callers need not. */
int lookup_locked(int id)
{
	struct widget *w;

	rcu_read_lock();
	w = find_widget(id);
	rcu_read_unlock();
	return w != NULL;
}

/* This must not be called with rcu_read_lock held: it sleeps. */
void sleepy(void)
{
	msleep(10);
}

/* Only the bh flavor: called under rcu_read_lock_bh(). */
void bh_only(void)
{
}

struct task_struct *task_by_nr(pid_t nr, struct pid_namespace *ns)
{
	RCU_LOCKDEP_WARN(!rcu_read_lock_held(),
			 "task_by_nr() needs rcu_read_lock() protection");
	return pid_task(find_pid_ns(nr, ns), PIDTYPE_PID);
}

static void asserts_in(struct sock *sk)
{
	lockdep_assert_in_rcu_read_lock();
	use(sk);
}

static void warns(struct sock *sk)
{
	WARN_ON_ONCE(!rcu_read_lock_held() && !lockdep_is_held(&sk_lock));
	use(sk);
}

static void warns_positive(struct sock *sk)
{
	WARN_ON(rcu_read_lock_held());
	use(sk);
}

static void annotated(struct sock *sk)
	__must_hold(RCU)
{
	use(sk);
}

static void inside_comment(struct sock *sk)
{
	/* called under rcu_read_lock() from the receive path */
	use(sk);
}

static void late_comment(struct sock *sk)
{
	use(sk);
	/* called under rcu_read_lock() from the receive path */
}

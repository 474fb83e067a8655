/*
 * check-name: rcu_pointer_lifetime: a pointer passed on or returned after the unlock, or stored in a field
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * A call passed the pointer (or &p->f) is a fact with CALLEE:ARG in a
 * 14th column: "rcucheck audit" keeps it only if the callee dereferences
 * that parameter. A return is a use by the caller. A store into a
 * field (p->f = x) keeps the pointer past the section; from a call that
 * is not an accessor, the fact names it (CALLEE:result) for the audit to
 * judge. Not facts: the same calls inside the section, a reference taken
 * before the unlock or the store, an update-side fetch.
 *
 * check-output-start
 * rcucheck	access	escape.c	38	6	passed	rcu-use-after-unlock	rcu	-	-	local	-	skwq_has_sleeper(wq)	-	skwq_has_sleeper:0
 * rcucheck	access	escape.c	39	3	passed	rcu-use-after-unlock	rcu	-	-	local	-	wake_up_interruptible_poll(&wq->wait, EPOLLIN)	-	wake_up_interruptible_poll:0
 * rcucheck	access	escape.c	60	9	returned	rcu-use-after-unlock	rcu	-	-	local	-	return cred
 * rcucheck	access	escape.c	68	9	returned_decl	rcu-use-after-unlock	rcu	-	-	local	-	return cred
 * rcucheck	access	escape.c	89	6	stored	rcu-use-after-unlock	rcu	-	-	local	-	sk->sk_memcg = memcg	-	mem_cgroup_from_task:result
 * rcucheck	access	escape.c	99	5	stored_fetch	rcu-use-after-unlock	rcu	-	-	local	-	f->wq = wq
 * check-output-end
 *
 * check-name: rcu_pointer_lifetime: report mode leaves out what only the index can decide
 * check-command: spatch -D report --no-show-diff --very-quiet --cocci-file $home/cocci/rcu_pointer_lifetime.cocci --no-includes --include-headers $file
 *
 * check-output-start
 * escape.c:60:8-12: return cred: cred is from __task_cred() at line 58 and is returned after the rcu_read_unlock() at line 59, with no reference taken
 * escape.c:68:8-12: return cred: cred is from __task_cred() at line 66 and is returned after the rcu_read_unlock() at line 67, with no reference taken
 * escape.c:99:4-6: f->wq = wq: wq is from rcu_dereference() at line 98 and is stored where it outlives the read-side section, with no reference taken
 * check-output-end
 */
void passed(struct sock *sk)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	rcu_read_unlock();
	if (skwq_has_sleeper(wq))
		wake_up_interruptible_poll(&wq->wait, EPOLLIN);
}

void passed_before(struct sock *sk)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	if (skwq_has_sleeper(wq))
		wake_up_interruptible_poll(&wq->wait, EPOLLIN);
	rcu_read_unlock();
}

const struct cred *returned(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(task);
	rcu_read_unlock();
	return cred;
}

const struct cred *returned_decl(struct task_struct *task)
{
	rcu_read_lock();
	const struct cred *cred = __task_cred(task);
	rcu_read_unlock();
	return cred;
}

const struct cred *returned_ref(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	do {
		cred = __task_cred(task);
	} while (!get_cred_rcu(cred));
	rcu_read_unlock();
	return cred;
}

void stored(struct sock *sk)
{
	struct mem_cgroup *memcg;

	rcu_read_lock();
	memcg = mem_cgroup_from_task(current);
	sk->sk_memcg = memcg;
	rcu_read_unlock();
}

void stored_fetch(struct sock *sk, struct foo *f)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	f->wq = wq;
	rcu_read_unlock();
}

void stored_ref(struct sock *sk, struct foo *f)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	sock_wq_get(wq);
	f->wq = wq;
	rcu_read_unlock();
}

void stored_protected(struct sock *sk, struct foo *f)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference_protected(sk->sk_wq, lockdep_sock_is_held(sk));
	f->wq = wq;
	rcu_read_unlock();
}

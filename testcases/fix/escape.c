void passed_deref(struct sock *sk)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	rcu_read_unlock();
	if (skwq_has_sleeper(wq))
		sk_wake(sk);
}

const struct cred *returned(struct task_struct *task)
{
	const struct cred *cred;

	rcu_read_lock();
	cred = __task_cred(task);
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

/*
 * Escapes: a pointer passed after the unlock to a function that
 * dereferences it is fixed as any use after the unlock (the section
 * grows over the call); returned or stored where it outlives the
 * function, no section can cover it: a human takes a reference.
 *
 * check-name: fix: a pointer passed on after the unlock grows the section; returned or stored needs a reference, for a human
 * check-command: rcucheck fix --diff -C . escape.json
 * check-exit-value: 1
 *
 * check-output-start
 * [PATCH 1/1] escape: Fix use of wq after rcu_read_unlock() in passed_deref()
 * --- a/escape.c
 * +++ b/escape.c
 * @@ -4,9 +4,9 @@ void passed_deref(struct sock *sk)
 *  
 *  	rcu_read_lock();
 *  	wq = rcu_dereference(sk->sk_wq);
 * -	rcu_read_unlock();
 *  	if (skwq_has_sleeper(wq))
 *  		sk_wake(sk);
 * +	rcu_read_unlock();
 *  }
 *  
 *  const struct cred *returned(struct task_struct *task)
 * check-output-end
 * check-error-contains: needs a human: escape.c:19 return cred in returned(): return cred at line 19 lets cred outlive any section of returned(): a reference must be taken inside the section
 * check-error-contains: needs a human: escape.c:28 sk->sk_memcg = memcg in stored(): sk->sk_memcg = memcg at line 28 lets memcg outlive any section of stored(): a reference must be taken inside the section
 */

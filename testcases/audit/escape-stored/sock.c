/*
 * A pointer valid only inside the read-side section stored into a field
 * of a longer-lived object with no reference taken: from an accessor, or
 * from a function whose return is one (mem_cgroup_from_task(), through
 * task_css() in a header). Not a finding: a reference taken first
 * (css_tryget()), a store into a local structure, a pointer from a call
 * that returns no RCU pointer (mem_cgroup_alloc()).
 */
void sk_alloc_memcg(struct sock *sk)
{
	struct mem_cgroup *memcg;

	rcu_read_lock();
	memcg = mem_cgroup_from_task(current);
	if (memcg == root_mem_cgroup)
		goto out;
	sk->sk_memcg = memcg;
out:
	rcu_read_unlock();
}

void sk_alloc_memcg_ref(struct sock *sk)
{
	struct mem_cgroup *memcg;

	rcu_read_lock();
	memcg = mem_cgroup_from_task(current);
	if (css_tryget(&memcg->css))
		sk->sk_memcg = memcg;
	rcu_read_unlock();
}

void sk_stash_wq(struct sock *sk, struct foo *f)
{
	struct socket_wq *wq;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	f->wq = wq;
	rcu_read_unlock();
}

void sk_local_wq(struct sock *sk)
{
	struct socket_wq *wq;
	struct foo f;

	rcu_read_lock();
	wq = rcu_dereference(sk->sk_wq);
	f.wq = wq;
	use(&f);
	rcu_read_unlock();
}

void sk_new_memcg(struct sock *sk)
{
	struct mem_cgroup *memcg;

	rcu_read_lock();
	memcg = mem_cgroup_alloc();
	sk->sk_memcg = memcg;
	rcu_read_unlock();
}

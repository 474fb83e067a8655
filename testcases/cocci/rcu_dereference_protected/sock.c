/*
 * check-name: rcu_dereference_protected: lockdep_sock_is_held() and lock_sock()
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_dereference_protected.cocci -D rcucheck $file
 *
 * check-output-start
 * rcucheck	access	sock.c	27	2	sock_unlocked	rcu-dereference-protected	protected	-	lockdep_sock_is_held(sk)	26	-	rcu_dereference_protected(sk->sk_filter, lockdep_sock_is_held(sk))
 * check-output-end
 */
void sock_locked(struct sock *sk)
{
	lock_sock(sk);
	rcu_dereference_protected(sk->sk_filter, lockdep_sock_is_held(sk))->v++;
	release_sock(sk);
}

void sock_bh_locked(struct sock *sk)
{
	bh_lock_sock(sk);
	rcu_dereference_protected(sk->sk_filter, lockdep_sock_is_held(sk))->v++;
	bh_unlock_sock(sk);
}

void sock_unlocked(struct sock *sk)
{
	lock_sock(sk);
	release_sock(sk);
	rcu_dereference_protected(sk->sk_filter, lockdep_sock_is_held(sk))->v++;
}

void icmp6_send(struct sock *sk, struct page_frag *pfrag)
{
	rcu_read_lock();
	sk_page_frag_refill(sk, pfrag);
	rcu_read_unlock();
}

void icmp6_send_reclaim(struct sock *sk, struct page_frag *pfrag)
{
	rcu_read_lock();
	skb_page_frag_refill_reclaim(32U, pfrag, sk->sk_allocation);
	rcu_read_unlock();
}

/* Callers under the socket's spinlock, no reader (6.1 __sock_queue_rcv_skb()). */
#include "../include/dst.h"

static int queue_rcv_skb(struct sock *sk, struct sk_buff *skb)
{
	spin_lock(&sk->sk_receive_queue.lock);
	dst_force(skb);
	spin_unlock(&sk->sk_receive_queue.lock);
	return 0;
}

static int queue_rcv_checked(struct sock *sk, struct sk_buff *skb)
{
	spin_lock(&sk->sk_receive_queue.lock);
	dst_hold_checked(skb);
	spin_unlock(&sk->sk_receive_queue.lock);
	return 0;
}

static int queue_rcv_debug(struct sock *sk, struct sk_buff *skb)
{
	spin_lock(&sk->sk_receive_queue.lock);
	dst_force_debug(skb);
	spin_unlock(&sk->sk_receive_queue.lock);
	return 0;
}

SYSCALL_DEFINE1(queue, int, fd)
{
	struct sock *sk = sock_of(fd);

	queue_rcv_skb(sk, skb_of(fd));
	queue_rcv_checked(sk, skb_of(fd));
	return queue_rcv_debug(sk, skb_of(fd));
}

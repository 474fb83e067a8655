/*
 * Two callbacks on one chain: the system call calls the socket's
 * ->sendmsg of struct sock_ops (sock->ops->sendmsg()), which calls the
 * protocol's ->sendmsg of struct proto (sk->sk_prot->sendmsg()); both
 * calls name the struct their store fills, so the chain from the system
 * call to udpish_sendmsg()'s access is exact: the default tier.
 * Three callbacks (stage.c) are past the bound: the search stops at the
 * second, reached only through a function pointer (lower tier).
 */
#include "net.h"

static int udpish_sendmsg(struct sock *sk, struct msg *m)
{
	return rcu_dereference(sk->route)->mtu;
}

static struct proto udpish_prot = {
	.sendmsg = udpish_sendmsg,
};

static int inetish_sendmsg(struct sock *sk, struct msg *m)
{
	return sk->sk_prot->sendmsg(sk, m);
}

static const struct sock_ops inetish_ops = {
	.sendmsg = inetish_sendmsg,
};

SYSCALL_DEFINE2(sendish, struct sock *, sk, struct msg *, m)
{
	return sk->ops->sendmsg(sk, m);
}

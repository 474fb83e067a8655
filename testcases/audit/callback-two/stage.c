/*
 * Three callbacks on one chain, every call naming its store's struct:
 * stage_c_run() is ->run_c, called by stage_b_run() (->run_b), called by
 * stage_a_run() (->run_a), called by the system call. Two callbacks are
 * the bound: the search does not climb above stage_b_run()'s ->run_b, so
 * stage_a_run() is reached only through a function pointer (lower tier).
 */
#include "net.h"

static int stage_c_run(struct sock *sk)
{
	return rcu_dereference(sk->route)->mtu;
}

static const struct stage_c the_c = { .run_c = stage_c_run };

static int stage_b_run(struct stages *st)
{
	return st->c->run_c(st->sk);
}

static const struct stage_b the_b = { .run_b = stage_b_run };

static int stage_a_run(struct stages *st)
{
	return st->b->run_b(st);
}

static const struct stage_a the_a = { .run_a = stage_a_run };

SYSCALL_DEFINE1(stageish, struct stages *, st)
{
	return st->a->run_a(st);
}

/*
 * check-name: index: a comment that says the RCU read lock is not enough is no contract
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file contract-insufficient.c
 * func not_enough static line 22-25
 * call not_enough -> use 24:2
 * func not_sufficient static line 30-33
 * call not_sufficient -> use 32:2
 * func enough static line 38-41 contract=comment "Must be called under rcu_read_lock(): enough to keep @sk."
 * call enough -> use 40:2
 * ref sk
 * check-output-end
 */
#include <linux/rcupdate.h>

/*
 * This function expects the refcount to be positive.  IOW, rcu_read_lock() protection on
 * @sk isn't enough (as mm/backing-dev.c's wb_get_lookup() says of its memcg_css).
 */
static void not_enough(struct sock *sk)
{
	use(sk);
}

/*
 * Holding the RCU read lock is not sufficient here; hold sk_lock.
 */
static void not_sufficient(struct sock *sk)
{
	use(sk);
}

/*
 * Must be called under rcu_read_lock(): enough to keep @sk.
 */
static void enough(struct sock *sk)
{
	use(sk);
}

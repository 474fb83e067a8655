/*
 * A section entered and left inside one if block (net/core/sock_map.c's
 * sock_map_free() shape, with the grace period moved into the reader):
 * an ordinary section, not one left under a second test of the
 * condition; the mention of sk inside it ends nothing.
 */
#include <linux/rcupdate.h>

struct sock;
void lock_sock(struct sock *sk);
void release_sock(struct sock *sk);
void map_unref(struct sock *sk);

void map_free(struct sock *sk)
{
	if (sk) {
		lock_sock(sk);
		rcu_read_lock();
		map_unref(sk);
		synchronize_rcu();
		rcu_read_unlock();
		release_sock(sk);
	}
	synchronize_rcu();
}

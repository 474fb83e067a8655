/*
 * check-name: sparse-rcu: a pointer reloaded in a loop that drops and retakes the reader (a phi node), dereferenced after the section ended; the same loop with the use inside the section is clean
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * use-after-unlock-loop.c:34:16: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in next_after_unlock)
 *   access: rcu_dereference(gtable)
 *   chain: next_after_unlock
 * check-error-end
 */
#include "rcu.h"

struct table {
	unsigned long last;
};

struct table __rcu *gtable;
bool grow_table(unsigned long x);

/* 6.1 next_prime_number() with its last read moved after the unlock (the recall corpus's 21-e) */
unsigned long next_after_unlock(unsigned long x)
{
	const struct table *p;

	rcu_read_lock();
	p = rcu_dereference(gtable);
	while (x >= p->last) {
		rcu_read_unlock();
		if (!grow_table(x))
			return 0;
		rcu_read_lock();
		p = rcu_dereference(gtable);
	}
	rcu_read_unlock();
	return p->last;
}

/* As 6.1 has it: the read before the unlock. */
unsigned long next_in_section(unsigned long x)
{
	const struct table *p;

	rcu_read_lock();
	p = rcu_dereference(gtable);
	while (x >= p->last) {
		rcu_read_unlock();
		if (!grow_table(x))
			return 0;
		rcu_read_lock();
		p = rcu_dereference(gtable);
	}
	x = p->last;
	rcu_read_unlock();
	return x;
}

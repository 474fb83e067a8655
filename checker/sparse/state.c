// SPDX-License-Identifier: GPL-2.0
/*
 * The lock state of one path and lockdep's questions about it.  The
 * answers follow kernel/rcu/update.c of 6.1: rcu_read_lock_held() wants
 * rcu_read_lock() itself; rcu_read_lock_bh_held() is happy with bottom
 * halves or interrupts disabled; rcu_read_lock_sched_held() with anything
 * that disables preemption (a spinlock does, a mutex does not).
 */
#include <string.h>

#include <stdlib.h>
#include "index/impact_rule.h"
#include "sparse/sparse-rcu.h"

void state_init(struct rstate *s, bool assume_any)
{
	memset(s, 0, sizeof(*s));
	s->assume_any = assume_any;
	s->warn_stream = -1;
}

unsigned long long state_hash(const struct rstate *s)
{
	unsigned long long h = 1469598103934665603ull;

#define MIX(x) (h = (h ^ (unsigned long long)(x)) * 1099511628211ull)
	MIX(s->rcu);
	MIX(s->rcu_maybe);
	MIX(s->rcu_bh);
	MIX(s->rcu_sched);
	MIX(s->preempt);
	MIX(s->irq);
	MIX(s->assume_any);
	MIX(s->slept);
	for (int i = 0; i < s->nheld; i++) {
		MIX((unsigned long)s->held[i].base);
		MIX(s->held[i].off);
		MIX(s->held[i].count);
	}
	for (int i = 0; i < s->ntrack; i++)
		MIX(s->track[i].stale);
#undef MIX
	return h;
}

static bool spin_held(const struct rstate *s)
{
	for (int i = 0; i < s->nheld; i++)
		if (s->held[i].kind == LK_SPIN)
			return true;
	return false;
}

bool held_rcu(const struct rstate *s)
{
	return s->rcu > 0 || s->assume_any || s->rcu_maybe;
}

bool held_bh(const struct rstate *s)
{
	return s->rcu_bh > 0 || (s->preempt & SOFTIRQ_MASK) || s->irq > 0 ||
	       s->assume_any;
}

bool held_sched(const struct rstate *s)
{
	return s->rcu_sched > 0 || s->rcu_bh > 0 || s->preempt > 0 ||
	       s->irq > 0 || spin_held(s) || s->assume_any;
}

unsigned state_flavors(const struct rstate *s)
{
	unsigned f = 0;

	if (held_rcu(s))
		f |= RCU_FL_RCU;
	if (held_bh(s))
		f |= RCU_FL_BH;
	if (held_sched(s))
		f |= RCU_FL_SCHED;
	for (int i = 0; i < s->nheld; i++)
		if (s->held[i].kind == LK_SRCU)
			f |= RCU_FL_SRCU;
	return f;
}

const struct held *state_find_lock(const struct rstate *s, const char *base,
				   long long off)
{
	for (int i = 0; i < s->nheld; i++) {
		const struct held *h = &s->held[i];
		long long size = h->size > 0 ? h->size : 1;

		if (h->base == base && off >= h->off && off < h->off + size)
			return h;
	}
	return NULL;
}

void state_acquire(struct rstate *s, enum lock_kind kind, const char *base,
		   long long off, long long size, const char *name)
{
	for (int i = 0; i < s->nheld; i++) {
		struct held *h = &s->held[i];

		if (h->base == base && h->off == off) {
			if (h->count < 8)
				h->count++;
			return;
		}
	}
	if (s->nheld == MAX_HELD)
		return;
	s->held[s->nheld++] = (struct held){
		base, off, size, name, (unsigned char)kind, 1
	};
}

void state_release(struct rstate *s, const char *base, long long off)
{
	for (int i = 0; i < s->nheld; i++) {
		struct held *h = &s->held[i];

		if (h->base != base || h->off != off)
			continue;
		if (--h->count == 0) {
			memmove(h, h + 1, (size_t)(s->nheld - i - 1) * sizeof(*h));
			s->nheld--;
		}
		return;
	}
}

void state_ring_add(struct rstate *s, int kind, bool value, const char *alt,
		    const char *alt_name)
{
	if (s->nring == MAX_RING) {
		memmove(s->ring, s->ring + 1, (MAX_RING - 1) * sizeof(s->ring[0]));
		s->nring--;
	}
	s->ring[s->nring++] = (struct ring_entry){
		(unsigned char)kind, value, alt, alt_name
	};
}

void state_ring_clear(struct rstate *s)
{
	s->nring = 0;
}

/* The undecided branches leave the ring, the predicates' answers stay. */
void state_ring_drop_branches(struct rstate *s)
{
	int n = 0;

	for (int i = 0; i < s->nring; i++)
		if (s->ring[i].kind != PRED_UNKNOWN_BRANCH)
			s->ring[n++] = s->ring[i];
	s->nring = (unsigned char)n;
}

/* The names of several paths are merged into one list: each once. */
static void push_once(struct strlist *out, const char *name)
{
	if (!sl_contains(out, name))
		sl_push(out, name);
}

void state_held_names(const struct rstate *s, struct strlist *out)
{
	for (int i = 0; i < s->nheld; i++)
		if (!sl_contains(out, s->held[i].name))
			sl_push(out, s->held[i].name);
	if (s->rcu > 0)
		push_once(out, "rcu_read_lock()");
	if (s->rcu_bh > 0)
		push_once(out, "rcu_read_lock_bh()");
	if (s->rcu_sched > 0)
		push_once(out, "rcu_read_lock_sched()");
	if (!s->rcu_bh && (s->preempt & SOFTIRQ_MASK))
		push_once(out, "bh-disabled");
	if (!s->rcu_sched && (s->preempt & PREEMPT_MASK))
		push_once(out, "preempt-disabled");
	if (s->irq > 0)
		push_once(out, "irqs-disabled");
}

void state_lock_keys(const struct rstate *s, struct strlist *out)
{
	for (int i = 0; i < s->nheld; i++) {
		char *k = s->held[i].kind == LK_SRCU ? NULL : objkey_lock(s->held[i].name);

		if (k && !sl_contains(out, k))
			sl_push(out, k);
		free(k);
	}
}

void keys_meet(struct strlist *acc, bool *set, const struct strlist *now)
{
	if (*set) {
		impact_intersect(acc, now);
		return;
	}
	for (size_t i = 0; i < now->n; i++)
		sl_push(acc, now->v[i]);
	*set = true;
}

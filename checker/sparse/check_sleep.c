// SPDX-License-Identifier: GPL-2.0
/*
 * check_sleep: a call that may sleep on a path where sleeping is illegal
 * (rcu-sleep-in-reader), and a wait for a grace period inside the reader
 * it waits for (rcu-sync-in-reader): the sparse side of
 * cocci/rcu_sleep.cocci and audit/sleep.c.
 *
 * The path walker's state says what is held at each call: an RCU reader
 * of any flavor (rcu, bh, sched), preemption, interrupts or bottom halves
 * off, a spinlock, an srcu_struct's reader. A call is a sleeper when the
 * RCU model's "sleepers" names it as the IR calls it (mutex_lock_nested()
 * under PROVE_LOCKING is mutex_lock's row; might_fault() is
 * __might_fault()); an allocation with gfp_t flags by the flags its
 * source line names ("gfp-flags"), quiet when the line does not settle
 * them. SRCU readers may sleep: only synchronize_srcu() on the same
 * srcu_struct is reported there. A sleep in an RCU reader proper is the
 * default tier; one only with a spinlock, preemption, interrupts or
 * bottom halves off is atomic context, the lower tier (--rcu-lower), as
 * in the audit.
 *
 * A function of the file sleeps when every path through it (nothing held
 * on entry) calls one that does, as index/sleepers.c's "unconditionally":
 * its calls in a reader are reported as its sleeper's would be, with the
 * sleeper named. Functions are walked in file order, so a helper counts
 * for the callers after it (a static helper precedes them, in the kernel's
 * style); the tree's functions in other files are the audit's.
 */
#include <string.h>

#include "rcu/confidence.h"
#include "rcu/sleepers.h"
#include "sparse/sparse-rcu.h"

static struct instruction **done;
static size_t ndone, adone;

/* The functions of the file that sleep on every path, and the call that does. */
struct sleepy {
	struct symbol *fn;
	const struct rcu_sleeper *sl;
	const char *via;	/* the sleeper's name, interned */
};
static struct sleepy *sleepy;
static size_t nsleepy, asleepy;

/* The function being walked: a return reached without sleeping; its first sleeper. */
static bool woke;
static const struct sleepy *first;
static struct sleepy mine;

static const struct sleepy *sleepy_of(struct symbol *fn)
{
	for (size_t i = 0; fn && i < nsleepy; i++)
		if (sleepy[i].fn == fn)
			return &sleepy[i];
	return NULL;
}

static bool reported(struct instruction *insn)
{
	for (size_t i = 0; i < ndone; i++)
		if (done[i] == insn)
			return true;
	ALLOC_GROW(done, ndone, adone);
	done[ndone++] = insn;
	return false;
}

/* What makes sleeping illegal on this path, for the message; NULL if nothing. */
static const char *atomic_context(const struct rstate *s, bool *reader)
{
	*reader = true;
	if (s->rcu > 0)
		return "rcu_read_lock()";
	if (s->rcu_bh > 0)
		return "rcu_read_lock_bh()";
	if (s->rcu_sched > 0)
		return "rcu_read_lock_sched()";
	*reader = false;
	for (int i = 0; i < s->nheld; i++)
		if (s->held[i].kind == LK_SPIN)
			return s->held[i].name;
	if (s->irq > 0)
		return "irqs-disabled";
	if (s->preempt & SOFTIRQ_MASK)
		return "bh-disabled";
	if (s->preempt & PREEMPT_MASK)
		return "preempt-disabled";
	return NULL;
}

/* The srcu_struct reader held on this path of the object @arg points to, or NULL. */
static const struct held *srcu_reader_of(const struct rstate *s, pseudo_t arg)
{
	struct canon c = canon_of(arg);
	const struct held *h = c.base ? state_find_lock(s, c.base, c.off) : NULL;

	return h && h->kind == LK_SRCU ? h : NULL;
}

/*
 * Do the gfp_t flags of a call at @pos sleep? By its source line, which
 * must name them: 1, 0, or -1 when it does not settle them.
 */
static int gfp_at(struct position pos)
{
	const char *line = source_line_at(pos);

	if (!line)
		return -1;
	const char *eol = strchr(line, '\n');
	char *l = xstrndup(line, eol ? (size_t)(eol - line) : strlen(line));
	int r = rcu_model_gfp_sleeps(l);

	free(l);
	return r;
}

/*
 * Does @insn call something that sleeps? Its sleeper row, and in *@via
 * the sleeper a function of the file calls on every path (else NULL).
 */
static const struct rcu_sleeper *sleeper_of(struct instruction *insn, const char **via)
{
	const char *name;
	const struct rcu_sleeper *sl;
	const struct sleepy *h;

	*via = NULL;
	if (insn->opcode != OP_CALL || !(name = callee_name(insn)))
		return NULL;
	if ((h = sleepy_of(callee_symbol(insn)))) {
		*via = h->via;
		return h->sl;
	}
	if (!(sl = rcu_model_sleeper(name, strlen(name))) || sl->kind == RCU_SLEEP_COND)
		return NULL;
	if (sl->gfp && gfp_at(insn->pos) != 1)
		return NULL;
	return sl;
}

/* Run 0: the path has slept once a call that sleeps has run. */
static void sleep_track(struct walk *w, struct instruction *insn)
{
	const char *via;
	const struct rcu_sleeper *sl;

	if (w->run != 0)
		return;
	if (insn->opcode == OP_RET && !w->st->slept)
		woke = true;
	if (w->st->slept || !(sl = sleeper_of(insn, &via)))
		return;
	w->st->slept = true;
	if (!first) {
		mine = (struct sleepy){ .fn = w->fn, .sl = sl,
					.via = via ? via : intern(callee_name(insn)) };
		first = &mine;
	}
}

static void sleep_insn(struct walk *w, struct instruction *insn)
{
	const struct rstate *s = w->st;
	const char *name, *ctx, *rule = "rcu-sleep-in-reader", *via;
	const struct rcu_sleeper *sl;
	bool reader;
	char msg[512], through[160] = "";

	if (w->run != 0 || !(sl = sleeper_of(insn, &via)))
		return;
	name = callee_name(insn);
	if (via)
		snprintf(through, sizeof(through), " (it calls %s() on every path)", via);
	ctx = atomic_context(s, &reader);
	if (sl->kind == RCU_SLEEP_SYNC_SRCU && !via) {
		const struct held *h = srcu_reader_of(s, call_arg(insn, 0));

		if (h) {
			if (reported(insn))
				return;
			snprintf(msg, sizeof(msg), "%s() waits for the grace period of %s inside its own read-side critical section: a deadlock",
				 name, h->name);
			struct finding *f = report_finding("rcu-sync-in-reader", insn->pos,
							   function_at(insn->pos, w->fname), msg);

			f->flavor = str_dup("srcu");
			sl_push(&f->held, h->name);
			f->confidence = str_dup(rcu_confidence_name(RCU_CONF_HIGH));
			sl_push(&f->chain, w->fname);
			return;
		}
	}
	/* atomic context only: the lower tier, as the audit's (audit/sleep.c) */
	if (!ctx || (!reader && !rcu_opt.lower_tier) || reported(insn))
		return;
	if (reader && (sl->kind == RCU_SLEEP_SYNC_RCU || sl->kind == RCU_SLEEP_SYNC_SRCU)) {
		rule = "rcu-sync-in-reader";
		snprintf(msg, sizeof(msg), "%s()%s waits for a grace period inside the read-side critical section of %s: a deadlock",
			 name, through, ctx);
	} else {
		snprintf(msg, sizeof(msg), "%s()%s may sleep %s %s%s", name, through,
			 reader ? "inside the read-side critical section of" : "while holding", ctx,
			 reader ? "" : " (atomic context, not an RCU reader proper)");
	}
	struct finding *f = report_finding(rule, insn->pos, function_at(insn->pos, w->fname), msg);

	f->flavor = str_dup(s->rcu > 0 ? "rcu" : s->rcu_bh > 0 || (s->preempt & SOFTIRQ_MASK) ? "bh" : "sched");
	sl_push(&f->held, ctx);
	f->confidence = str_dup(rcu_confidence_name(reader ? RCU_CONF_HIGH : RCU_CONF_MODERATE));
	if (!reader) {
		free(f->tier);
		f->tier = str_dup("lower");
	}
	sl_push(&f->chain, w->fname);
}

static void sleep_begin(struct walk *w)
{
	ndone = 0;
	if (w->run == 0) {
		woke = false;
		first = NULL;
	}
}

/* Is @e the context named @name ("RCU")? */
static bool context_named(struct expression *e, const char *name)
{
	return e && e->type == EXPR_SYMBOL && e->symbol_name &&
	       !strcmp(show_ident(e->symbol_name), name);
}

/*
 * Does @fn end a reader its caller began: a context annotation of RCU,
 * RCU_BH or RCU_SCHED that it leaves lower than it found
 * (__releases(RCU): 6.1 ipc/msg.c freeque(), fs/xfs/xfs_icache.c
 * xfs_iget_cache_hit())? The path walk ends its caller's reader at the
 * call (the context instruction sparse leaves there); its own sleeps
 * come after that end, so it is no sleeper for its callers, as
 * index/sleepers.c's body whose first reader call ends one is not.
 */
static bool ends_callers_reader(struct symbol *fn)
{
	for (int n = 0; fn && n < 8; n++, fn = fn->same_symbol) {
		struct symbol *t = fn;

		for (int level = 0; t && level < 3; level++, t = t->ctype.base_type) {
			struct context *ctx;

			FOR_EACH_PTR(t->ctype.contexts, ctx) {
				if (ctx->in > ctx->out && (context_named(ctx->context, "RCU") ||
							   context_named(ctx->context, "RCU_BH") ||
							   context_named(ctx->context, "RCU_SCHED")))
					return true;
			} END_FOR_EACH_PTR(ctx);
		}
	}
	return false;
}

/* Run 0 done: a function every path of which sleeps is a sleeper for its callers. */
static void sleep_end(struct walk *w)
{
	if (w->run != 0 || w->aborted || woke || !first || ends_callers_reader(w->fn))
		return;
	ALLOC_GROW(sleepy, nsleepy, asleepy);
	sleepy[nsleepy++] = mine;
}

static const struct check_ops sleep_ops = {
	.name = "sleep-in-reader",
	.begin = sleep_begin,
	.track = sleep_track,
	.insn = sleep_insn,
	.end = sleep_end,
};

void check_sleep_register(void)
{
	register_check(&sleep_ops);
}

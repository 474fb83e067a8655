// SPDX-License-Identifier: GPL-2.0
/*
 * The path walker: depth-first over the basic blocks of one linearized
 * function, carrying a struct rstate per path, so that "one branch takes
 * the lock, the other does not" stays two states instead of one average.
 * Each function is walked twice: once with nothing held on entry (what the
 * function protects by itself) and once assuming its callers hold whatever
 * lockdep asks (what it leaves to them); facts.c compares the two.
 *
 * Values: a pseudo's value on the current path lives in pseudo->priv.  In
 * SSA every use is dominated by its definition, so along one path the
 * definition always ran last; a phi takes the source of the block the
 * path came from.  Changes are logged and undone when the walk takes up
 * a path pushed earlier, which then sees the values of its own prefix.  Branches on values nobody knows split the path and
 * remember the choice, so that lock_task_sighand()'s "if it returned
 * non-NULL the lock is held" stays correlated with the caller's test.
 *
 * A (block, predecessor, state) seen once is not walked again, which
 * bounds loops (a loop's counter is unknown from its second turn on, so
 * that its exit is walked); a budget bounds the rest and gives up silently (no finding
 * is better than a wrong one).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparse/sparse-rcu.h"

#define BLOCK_BUDGET	40000

/* In the order of check_list.h, as main.c registers them. */
static const struct check_ops **checks;
static int nchecks;

void register_check(const struct check_ops *ops)
{
	checks = xrealloc(checks, (size_t)(nchecks + 1) * sizeof(*checks));
	checks[nchecks++] = ops;
}

/* ---- values --------------------------------------------------------- */

/*
 * priv: NULL unknown; low bits 01: a known value (shifted); 10: known to
 * be non-zero.
 */
#define TAG_KNOWN	1u
#define TAG_NONZERO	2u

/* Pseudos whose value the path may learn (arguments: from branches). */
static bool has_value(pseudo_t p)
{
	return p && (p->type == PSEUDO_REG || p->type == PSEUDO_PHI ||
		     p->type == PSEUDO_ARG);
}

bool value_known(pseudo_t p, long long *v)
{
	if (!p)
		return false;
	if (p->type == PSEUDO_VAL) {
		*v = p->value;
		return true;
	}
	if (!has_value(p))
		return false;
	uintptr_t x = (uintptr_t)p->priv;

	if ((x & 3) == TAG_KNOWN) {
		*v = (long long)((intptr_t)x >> 2);
		return true;
	}
	return false;
}

static bool value_nonzero(pseudo_t p)
{
	long long v;

	if (value_known(p, &v))
		return v != 0;
	if (p && p->type == PSEUDO_SYM)
		return true;	/* an address */
	return has_value(p) && ((uintptr_t)p->priv & 3) == TAG_NONZERO;
}

/*
 * Every change of a value is logged, so that a path taken up again from
 * the walk's stack sees the values it had when it was pushed, not those
 * the paths walked since left behind (a loop's second turn rewrites the
 * values of its header; without the undo, the first turn's other branch
 * was then decided with them, and never walked).
 */
struct trail_entry {
	pseudo_t p;
	void *old;
};

static struct trail_entry *trail;
static size_t ntrail, atrail;

static void set_priv(pseudo_t p, void *v)
{
	if (p->priv == v)
		return;
	ALLOC_GROW(trail, ntrail, atrail);
	trail[ntrail++] = (struct trail_entry){ p, p->priv };
	p->priv = v;
}

static void trail_undo(size_t to)
{
	while (ntrail > to) {
		ntrail--;
		trail[ntrail].p->priv = trail[ntrail].old;
	}
}

void value_set(pseudo_t p, long long v)
{
	if (has_value(p))
		set_priv(p, (void *)(((uintptr_t)(intptr_t)v << 2) | TAG_KNOWN));
}

static void value_set_nonzero(pseudo_t p)
{
	if (has_value(p))
		set_priv(p, (void *)(uintptr_t)TAG_NONZERO);
}

void value_unknown(pseudo_t p)
{
	if (has_value(p))
		set_priv(p, NULL);
}

/* Truth of @p: 1, 0, or -1 unknown. */
static int truth(pseudo_t p)
{
	long long v;

	if (value_known(p, &v))
		return v != 0;
	if (value_nonzero(p))
		return 1;
	return -1;
}

static void copy_value(pseudo_t dst, pseudo_t src)
{
	long long v;

	if (value_known(src, &v))
		value_set(dst, v);
	else if (value_nonzero(src))
		value_set_nonzero(dst);
	else
		value_unknown(dst);
}

static void eval_compare(struct instruction *insn)
{
	long long a = 0, b = 0;
	bool ka = value_known(insn->src1, &a), kb = value_known(insn->src2, &b);

	if (!ka || !kb) {
		/* x != 0 and x == 0 are decided by "non-zero" alone */
		if (kb && b == 0 && value_nonzero(insn->src1)) {
			if (insn->opcode == OP_SET_NE)
				value_set(insn->target, 1);
			else if (insn->opcode == OP_SET_EQ)
				value_set(insn->target, 0);
			else
				value_unknown(insn->target);
			return;
		}
		value_unknown(insn->target);
		return;
	}
	unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
	long long r;

	switch (insn->opcode) {
	case OP_SET_EQ: r = a == b; break;
	case OP_SET_NE: r = a != b; break;
	case OP_SET_LT: r = a < b; break;
	case OP_SET_LE: r = a <= b; break;
	case OP_SET_GT: r = a > b; break;
	case OP_SET_GE: r = a >= b; break;
	case OP_SET_B: r = ua < ub; break;
	case OP_SET_BE: r = ua <= ub; break;
	case OP_SET_A: r = ua > ub; break;
	case OP_SET_AE: r = ua >= ub; break;
	default: value_unknown(insn->target); return;
	}
	value_set(insn->target, r);
}

static void eval_binop(struct instruction *insn)
{
	long long a = 0, b = 0;
	bool ka = value_known(insn->src1, &a), kb = value_known(insn->src2, &b);

	/* 0 & x, 1 | x: boolean short cuts the conditions rely on */
	if (insn->opcode == OP_AND && ((ka && !a) || (kb && !b))) {
		value_set(insn->target, 0);
		return;
	}
	if (!ka || !kb) {
		value_unknown(insn->target);
		return;
	}
	switch (insn->opcode) {
	case OP_ADD: value_set(insn->target, a + b); break;
	case OP_SUB: value_set(insn->target, a - b); break;
	case OP_AND: value_set(insn->target, a & b); break;
	case OP_OR: value_set(insn->target, a | b); break;
	case OP_XOR: value_set(insn->target, a ^ b); break;
	default: value_unknown(insn->target);
	}
}

/*
 * A loop's counter over its back edge: the phi's incoming value is the
 * phi itself plus or minus something ("cnt++", "n--").  The walk does not
 * unroll loops: a (block, predecessor, state) seen once is dropped, and
 * the loop's body is such a block, so its second turn (cnt 1) was
 * dropped, "cnt < 3" never false and nothing after the loop walked.
 * Taken as unknown, the bound is undecided from the second turn on and
 * the exit is walked; a flag the loop sets ("locked = 1") stays known.
 */
static bool phi_counts(struct instruction *phi, pseudo_t incoming)
{
	struct instruction *def;

	if (!incoming || incoming->type != PSEUDO_REG || !incoming->def)
		return false;
	def = incoming->def;
	if (def->opcode != OP_ADD && def->opcode != OP_SUB)
		return false;
	return def->src1 == phi->target || def->src2 == phi->target;
}

static void eval_phi(struct walk *w, struct instruction *insn)
{
	pseudo_t src;

	FOR_EACH_PTR(insn->phi_list, src) {
		if (src == VOID || !src->def)
			continue;
		if (src->def->bb == w->prev) {
			if (phi_counts(insn, src->def->phi_src))
				value_unknown(insn->target);
			else
				copy_value(insn->target, src);
			return;
		}
	} END_FOR_EACH_PTR(src);
	value_unknown(insn->target);
}

static void eval(struct walk *w, struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_PHISOURCE:
		copy_value(insn->target, insn->phi_src);
		break;
	case OP_PHI:
		eval_phi(w, insn);
		break;
	case OP_SET_EQ: case OP_SET_NE: case OP_SET_LT: case OP_SET_LE:
	case OP_SET_GT: case OP_SET_GE: case OP_SET_B: case OP_SET_BE:
	case OP_SET_A: case OP_SET_AE:
		eval_compare(insn);
		break;
	case OP_ADD: case OP_SUB: case OP_AND: case OP_OR: case OP_XOR:
		eval_binop(insn);
		break;
	case OP_ZEXT: case OP_SEXT: case OP_TRUNC: case OP_PTRCAST:
	case OP_UTPTR: case OP_PTRTU: case OP_COPY:
		copy_value(insn->target, insn->src);
		break;
	case OP_NOT: {
		long long v;

		if (value_known(insn->src, &v))
			value_set(insn->target, ~v);
		else
			value_unknown(insn->target);
		break;
	}
	case OP_LOAD: {
		pseudo_t stored = local_load_source(insn);

		if (stored)
			copy_value(insn->target, stored);
		else
			value_unknown(insn->target);
		break;
	}
	case OP_SEL: {
		int t = truth(insn->src1);

		if (t == 1)
			copy_value(insn->target, insn->src2);
		else if (t == 0)
			copy_value(insn->target, insn->src3);
		else
			value_unknown(insn->target);
		break;
	}
	default:
		if (insn->target && insn->target != VOID)
			value_unknown(insn->target);
	}
}

/* ---- the walk ------------------------------------------------------- */

struct frame {
	struct basic_block *bb, *prev;
	size_t trail;		/* values as they were when pushed */
	pseudo_t assume;	/* branch condition the path chose ... */
	int assume_val;		/* ... and its truth */
	struct rstate st;
};

struct seen {
	unsigned long long *v;
	size_t n, cap;
};

static bool seen_add(struct seen *s, unsigned long long key)
{
	if (!key)
		key = 1;
	if (s->n * 2 >= s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 1024;
		unsigned long long *v = xcalloc(cap, sizeof(*v));

		for (size_t i = 0; i < s->cap; i++) {
			if (!s->v[i])
				continue;
			size_t j = s->v[i] % cap;

			while (v[j])
				j = (j + 1) % cap;
			v[j] = s->v[i];
		}
		free(s->v);
		s->v = v;
		s->cap = cap;
	}
	size_t j = key % s->cap;

	while (s->v[j]) {
		if (s->v[j] == key)
			return false;
		j = (j + 1) % s->cap;
	}
	s->v[j] = key;
	s->n++;
	return true;
}

static void reset_values(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;
	pseudo_t arg;

	if (ep->entry)
		FOR_EACH_PTR(ep->entry->arg_list, arg) {
			arg->priv = NULL;
		} END_FOR_EACH_PTR(arg);

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->target && insn->target != VOID)
				insn->target->priv = NULL;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

struct stack {
	struct frame *v;
	size_t n, cap;
};

static void push(struct stack *s, struct basic_block *bb,
		 struct basic_block *prev, const struct rstate *st,
		 pseudo_t assume, int val)
{
	if (!bb)
		return;
	ALLOC_GROW(s->v, s->n, s->cap);
	struct frame *f = &s->v[s->n++];

	f->bb = bb;
	f->prev = prev;
	f->trail = ntrail;
	f->assume = assume;
	f->assume_val = val;
	f->st = *st;
}

/* Learn what a chosen branch says about its condition. */
static void assume(pseudo_t cond, int val)
{
	struct instruction *def;

	if (!has_value(cond))
		return;
	if (val)
		value_set_nonzero(cond);
	else
		value_set(cond, 0);
	def = cond->type == PSEUDO_REG ? cond->def : NULL;
	if (!def)
		return;
	/* x != 0 / x == 0: the same about x */
	if ((def->opcode == OP_SET_NE || def->opcode == OP_SET_EQ) &&
	    def->src2->type == PSEUDO_VAL && def->src2->value == 0) {
		int xv = def->opcode == OP_SET_NE ? val : !val;
		long long dummy;

		if (!value_known(def->src1, &dummy))
			assume(def->src1, xv);
	}
	if ((def->opcode == OP_ZEXT || def->opcode == OP_SEXT ||
	     def->opcode == OP_TRUNC || def->opcode == OP_PTRCAST) && !val)
		assume(def->src, 0);
}

static void exec_block(struct walk *w, struct basic_block *bb,
		       struct stack *stack)
{
	struct instruction *insn, *last = NULL;

	if (rcu_opt.debug)
		fprintf(stderr, "walk %s run %d .L%u from .L%d rcu %d bh %d sched %d preempt %#x irq %d held %d\n",
			w->fname, w->run, bb->nr, w->prev ? (int)w->prev->nr : -1,
			w->st->rcu, w->st->rcu_bh, w->st->rcu_sched,
			w->st->preempt, w->st->irq, w->st->nheld);
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		eval(w, insn);
		if (rcu_opt.debug)
			fprintf(stderr, "  %s\n", show_instruction(insn));
		for (int i = 0; i < nchecks; i++)
			if (checks[i]->track)
				checks[i]->track(w, insn);
		for (int i = 0; i < nchecks; i++)
			if (checks[i]->insn)
				checks[i]->insn(w, insn);
		last = insn;
	} END_FOR_EACH_PTR(insn);

	if (!last)
		return;
	switch (last->opcode) {
	case OP_BR:
		push(stack, last->bb_true, bb, w->st, NULL, 0);
		break;
	case OP_CBR: {
		int t = truth(last->cond);

		if (t < 0) {
			/* undecided: both ways, remembered for the check */
			struct rstate st = *w->st;

			state_ring_add(&st, PRED_UNKNOWN_BRANCH, false, NULL, NULL);
			push(stack, last->bb_false, bb, &st, last->cond, 0);
			push(stack, last->bb_true, bb, &st, last->cond, 1);
		} else {
			push(stack, t ? last->bb_true : last->bb_false, bb,
			     w->st, NULL, 0);
		}
		break;
	}
	case OP_SWITCH: case OP_COMPUTEDGOTO: {
		struct multijmp *jmp;

		FOR_EACH_PTR(last->multijmp_list, jmp) {
			push(stack, jmp->target, bb, w->st, NULL, 0);
		} END_FOR_EACH_PTR(jmp);
		break;
	}
	default:
		break;
	}
}

/*
 * What the block's phis will take on entering from @prev, as truths
 * (unknown, zero, non-zero): a loop's header entered with sd == NULL and
 * again with sd set is two paths, not one seen twice.  Truths, not
 * values, so that a counting loop still ends; a counter over the back
 * edge is unknown (phi_counts()).
 */
static unsigned long long phi_key(struct basic_block *bb,
				  struct basic_block *prev)
{
	unsigned long long h = 0;
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		pseudo_t src;

		if (!insn->bb)
			continue;
		if (insn->opcode != OP_PHI)
			break;
		FOR_EACH_PTR(insn->phi_list, src) {
			int t;

			if (src == VOID || !src->def || src->def->bb != prev)
				continue;
			t = phi_counts(insn, src->def->phi_src) ? -1 :
			    truth(src->def->phi_src);
			h = (h ^ (unsigned long long)(t + 2)) * 1099511628211ull;
			break;
		} END_FOR_EACH_PTR(src);
	} END_FOR_EACH_PTR(insn);
	return h;
}

void notify_section_end(struct walk *w, unsigned flavors)
{
	for (int i = 0; i < nchecks; i++)
		if (checks[i]->section_end)
			checks[i]->section_end(w, flavors);
}

/*
 * The inline functions whose bodies are in @ep, known before the walk:
 * their "# call" note comes after the body, and function_at() must place
 * the body's instructions in the helper from the first one on.
 */
static void note_inlined(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_INLINED_CALL)
				functions_note(callee_symbol(insn));
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

void walk_function(struct entrypoint *ep, struct symbol *fn)
{
	struct walk w = { .ep = ep, .fn = fn };
	struct stack stack = { NULL, 0, 0 };
	struct rstate init;

	w.fname = intern(fn->ident ? show_ident(fn->ident) : "?");
	note_inlined(ep);
	for (int run = 0; run < 2; run++) {
		struct seen seen = { NULL, 0, 0 };
		long budget = BLOCK_BUDGET;

		w.run = run;
		w.aborted = false;
		ntrail = 0;
		reset_values(ep);
		state_init(&init, run == 1);
		w.st = &init;
		for (int i = 0; i < nchecks; i++)
			if (checks[i]->enter)
				checks[i]->enter(&w);
		for (int i = 0; i < nchecks; i++)
			if (checks[i]->begin)
				checks[i]->begin(&w);
		stack.n = 0;
		push(&stack, ep->entry ? ep->entry->bb : NULL, NULL, &init, NULL, 0);
		while (stack.n) {
			struct frame f = stack.v[--stack.n];
			unsigned long long key = state_hash(&f.st);

			trail_undo(f.trail);
			if (f.assume)
				assume(f.assume, f.assume_val);
			key = (key ^ (uintptr_t)f.bb) * 1099511628211ull;
			key = (key ^ (uintptr_t)f.prev) * 1099511628211ull;
			key = (key ^ phi_key(f.bb, f.prev)) * 1099511628211ull;
			if (!seen_add(&seen, key))
				continue;
			if (--budget < 0) {
				w.aborted = true;
				break;
			}
			w.st = &f.st;
			w.prev = f.prev;
			exec_block(&w, f.bb, &stack);
		}
		for (int i = 0; i < nchecks; i++)
			if (checks[i]->end)
				checks[i]->end(&w);
		free(seen.v);
	}
	free(stack.v);
}

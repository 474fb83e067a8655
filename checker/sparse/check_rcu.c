// SPDX-License-Identifier: GPL-2.0
/*
 * check_rcu: read-side sections, other locks, and the lockdep-RCU check
 * every rcu_dereference*() carries under CONFIG_PROVE_RCU.
 *
 * Sections are told apart by what the expanded primitives leave in the
 * IR: the context instructions of __acquire(RCU), __acquire(RCU_BH),
 * __acquire(RCU_SCHED) and of __acquires(ssp) on __srcu_read_lock(); the
 * preempt_count, bottom-half and interrupt primitives, whether they are
 * inlined (an "# call" annotation is left behind) or called.  Spinlocks
 * and rwlocks are known by their __acquires(lock) context on
 * _raw_spin_lock() and friends, mapped to the argument the caller passed;
 * mutexes and rwsems, which carry no annotation, by name.  The names are
 * the RCU model's (rcu/model.h, rcu_model_callee()).
 *
 * The access itself: RCU_LOCKDEP_WARN(!(c), ...) compiles to a branch on
 * c guarding lockdep_rcu_suspicious(__FILE__, __LINE__, msg).  Answering
 * rcu_read_lock_held(), lock_is_held() and the rest from the path's state
 * and folding the branch tells whether lockdep would splat on this path;
 * a path that reaches the call is an access lockdep would report.
 */
#include <stdlib.h>
#include <string.h>

#include "lib/strmap.h"
#include "rcu/lookups.h"
#include "rcu/model.h"
#include "audit/rcufacts.h"
#include "sparse/sparse-rcu.h"

/* ---- per-function results ------------------------------------------ */

struct event {
	struct instruction *insn;	/* the lockdep_rcu_suspicious() call */
	struct position pos;
	int line;
	const char *file, *msg;
	unsigned flavors;		/* read sides that would have satisfied */
	struct strlist alts;		/* locks that would have satisfied */
	struct strlist held;		/* what the path held instead */
	bool uncertain;
	unsigned char held_flavors;
	struct strlist every;		/* lock keys held on every path to it */
	bool every_set;
	bool dropped;			/* after the function ended such a section */
};

struct site_acc {
	struct instruction *insn;
	unsigned prot;
	struct strlist canon, names;
	struct strlist every;		/* lock keys held on every path */
	bool visited;
};

static struct event *events[2];
static size_t nevents[2], aevents[2];
static struct site_acc *sites;
static size_t nsites, asites;
static struct instruction *last_call;

static void clear_events(int run)
{
	for (size_t i = 0; i < nevents[run]; i++) {
		sl_free(&events[run][i].alts);
		sl_free(&events[run][i].held);
		sl_free(&events[run][i].every);
	}
	nevents[run] = 0;
}

/* The locks held on this path at @insn's event, met with the other paths'. */
static void event_every(int run, struct instruction *insn, const struct rstate *s)
{
	for (size_t i = 0; i < nevents[run]; i++) {
		struct event *ev = &events[run][i];
		struct strlist now = STRLIST_INIT;

		if (ev->insn != insn)
			continue;
		state_lock_keys(s, &now);
		keys_meet(&ev->every, &ev->every_set, &now);
		sl_free(&now);
		return;
	}
}

/* ---- lock naming ---------------------------------------------------- */

static bool is_name(struct expression *e, const char *name);

/* A context expression as C, for locks we can only know by their text. */
static void expr_text(struct strbuf *sb, struct expression *e)
{
	if (!e) {
		sb_puts(sb, "?");
		return;
	}
	switch (e->type) {
	case EXPR_SYMBOL:
		sb_puts(sb, e->symbol_name ? show_ident(e->symbol_name) : "?");
		break;
	case EXPR_PREOP:
		sb_putc(sb, (char)e->op);
		expr_text(sb, e->unop);
		break;
	case EXPR_DEREF:
		if (e->deref->type == EXPR_PREOP && e->deref->op == '*') {
			expr_text(sb, e->deref->unop);
			sb_puts(sb, "->");
		} else {
			expr_text(sb, e->deref);
			sb_putc(sb, '.');
		}
		sb_puts(sb, e->member ? show_ident(e->member) : "?");
		break;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		expr_text(sb, e->cast_expression);
		break;
	case EXPR_CALL:
		/* "current" is get_current(), an inline function */
		if (is_name(e->fn, "get_current")) {
			sb_puts(sb, "current");
			break;
		}
		expr_text(sb, e->fn);
		sb_puts(sb, "()");
		break;
	case EXPR_STATEMENT: {
		/* ({ ...; x; }): the value is the last expression's */
		struct statement *st = e->statement, *last;

		if (st && st->type == STMT_COMPOUND &&
		    (last = last_ptr_list((struct ptr_list *)st->stmts)) &&
		    last->type == STMT_EXPRESSION) {
			expr_text(sb, last->expression);
			break;
		}
		sb_puts(sb, "?");
		break;
	}
	default:
		sb_puts(sb, "?");
	}
}

static bool is_name(struct expression *e, const char *name)
{
	return e && e->type == EXPR_SYMBOL && e->symbol_name &&
	       !strcmp(show_ident(e->symbol_name), name);
}

/* The argument of @call passed for the parameter named @ident. */
static pseudo_t param_arg(struct instruction *call, struct ident *ident,
			  struct symbol **param)
{
	struct symbol *fn = callee_symbol(call), *arg;
	int i = 0;

	if (!fn || !ident)
		return NULL;
	fn = fn->ctype.base_type;
	if (!fn || fn->type != SYM_FN)
		return NULL;
	FOR_EACH_PTR(fn->arguments, arg) {
		if (arg->ident == ident) {
			*param = arg;
			return call_arg(call, i);
		}
		i++;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

/* The member @name of the structure pointer type @ptr points to. */
static struct symbol *member_of(struct symbol *ptr, struct ident *name)
{
	struct symbol *t = ptr, *m;

	for (int i = 0; t && i < 8 && t->type != SYM_PTR; i++)
		t = t->ctype.base_type;
	t = t ? t->ctype.base_type : NULL;
	for (int i = 0; t && i < 8 && t->type != SYM_STRUCT && t->type != SYM_UNION; i++)
		t = t->ctype.base_type;
	if (!t || (t->type != SYM_STRUCT && t->type != SYM_UNION))
		return NULL;
	FOR_EACH_PTR(t->symbol_list, m) {
		if (m->ident == name)
			return m;
	} END_FOR_EACH_PTR(m);
	return NULL;
}

/* @insn is in the walked function's own body, not an inlined helper's. */
static bool in_own_body(const struct walk *w, const struct instruction *insn)
{
	return !strcmp(function_at(insn->pos, w->fname), w->fname);
}

/*
 * A section of @fl ended at @insn: the function's own when @insn is in
 * its body, or in an inlined rcu_read_unlock() / srcu_read_unlock()
 * called from its body (own_section_note()); net_generic()'s balanced
 * reader, inlined, is not.
 */
static void own_section_end(struct walk *w, const struct instruction *insn, unsigned fl)
{
	if (in_own_body(w, insn)) {
		w->st->ended |= (unsigned char)fl;
		return;
	}
	w->st->ending = (unsigned char)fl;
	w->st->ending_in = function_at(insn->pos, w->fname);
}

/*
 * The "# call" note of the inlined function that ended a section, at its
 * call site, after its body; the notes of what it inlines in turn after
 * the release (6.1 rcu_read_unlock()'s rcu_lock_release()) say nothing.
 */
static void own_section_note(struct walk *w, struct instruction *insn)
{
	const char *callee;

	if (insn->opcode != OP_INLINED_CALL || !w->st->ending)
		return;
	callee = callee_name(insn);
	if (!callee || strcmp(callee, w->st->ending_in))
		return;
	if (in_own_body(w, insn))
		w->st->ended |= w->st->ending;
	w->st->ending = 0;
}

static void flavor_change(struct walk *w, const struct instruction *insn, short *nest,
			  int inc, unsigned fl)
{
	int was = *nest;

	if (inc < 0 && nest == &w->st->rcu)
		w->st->rcu_maybe = false;	/* its reader ends with the one it may have begun */
	*nest = (short)(*nest + inc);
	if (*nest < 0)
		*nest = 0;
	if (*nest > 8)
		*nest = 8;
	if (was > 0 && *nest == 0) {
		if (insn)
			own_section_end(w, insn, fl);
		notify_section_end(w, fl);
	}
}

static void lock_context(struct walk *w, struct instruction *insn)
{
	struct expression *e = insn->context_expr;
	int inc = insn->increment;
	struct rstate *s = w->st;

	if (!inc)
		return;		/* __must_hold(): a check, not a change */
	if (is_name(e, "RCU")) {
		flavor_change(w, insn, &s->rcu, inc, RCU_FL_RCU);
		return;
	}
	if (is_name(e, "RCU_BH")) {
		flavor_change(w, insn, &s->rcu_bh, inc, RCU_FL_BH);
		return;
	}
	if (is_name(e, "RCU_SCHED")) {
		flavor_change(w, insn, &s->rcu_sched, inc, RCU_FL_SCHED);
		return;
	}

	struct symbol *param = NULL;
	pseudo_t arg = NULL;
	const char *cname = NULL;

	struct ident *member = NULL;

	if (e && e->type == EXPR_SYMBOL && last_call &&
	    last_call->bb == insn->bb)
		arg = param_arg(last_call, e->symbol_name, &param);
	/*
	 * __acquires(rq->lock), __releases(&p->pi_lock): a member of what
	 * a parameter points to.  The member named may not exist (struct
	 * rq's lock is __lock in 6.1): then the whole object stands for it,
	 * which lockdep_is_held(&rq->__lock) still falls inside.
	 */
	if (!arg && e && last_call && last_call->bb == insn->bb) {
		struct expression *d = e;

		if (d->type == EXPR_PREOP && d->op == '&')
			d = d->unop;
		if (d && d->type == EXPR_DEREF && d->deref &&
		    d->deref->type == EXPR_PREOP && d->deref->op == '*' &&
		    d->deref->unop && d->deref->unop->type == EXPR_SYMBOL) {
			arg = param_arg(last_call, d->deref->unop->symbol_name, &param);
			member = arg ? d->member : NULL;
		}
	}
	if (last_call && last_call->bb == insn->bb)
		cname = callee_name(last_call);

	enum lock_kind kind = LK_SPIN;

	if (cname && strstr(cname, "srcu"))
		kind = LK_SRCU;
	else if (cname && (strstr(cname, "mutex") || strstr(cname, "rwsem")))
		kind = LK_SLEEP;

	const char *base, *name;
	long long off = 0, size = 1;

	if (arg) {
		struct canon c = canon_of(arg);
		char *n = member ? NULL : pseudo_name_typed(arg, param);

		base = c.base;
		off = c.off;
		size = pointee_size(param);
		if (member) {
			struct symbol *m = member_of(param, member);
			char *v = pseudo_name(arg);

			if (m) {
				off += (long long)m->offset;
				size = bits_to_bytes(m->bit_size);
			}
			n = str_printf("&%s->%s", v, show_ident(member));
			free(v);
		}
		if (kind == LK_SRCU) {
			char *t = str_printf("srcu_read_lock(%s)", n);

			free(n);
			n = t;
		}
		name = intern(n);
		free(n);
	} else {
		struct strbuf sb = STRBUF_INIT;

		expr_text(&sb, e);
		name = intern(sb.buf);
		char *t = str_printf("expr:%s", sb.buf);

		base = intern(t);
		free(t);
		sb_free(&sb);
	}
	if (inc > 0) {
		state_acquire(s, kind, base, off, size, name);
		return;
	}
	if (state_find_lock(s, base, off)) {
		bool srcu = state_find_lock(s, base, off)->kind == LK_SRCU;

		state_release(s, base, off);
		if (srcu && !state_find_lock(s, base, off)) {
			own_section_end(w, insn, RCU_FL_SRCU);
			notify_section_end(w, RCU_FL_SRCU);
		}
		return;
	}
	/*
	 * Taken by expression (__cond_lock() in lock_task_sighand()),
	 * released by a call: the latest lock known only by its text goes.
	 */
	for (int i = s->nheld - 1; i >= 0; i--) {
		if (!strncmp(s->held[i].base, "expr:", 5)) {
			state_release(s, s->held[i].base, s->held[i].off);
			return;
		}
	}
}

/* ---- calls ---------------------------------------------------------- */

/*
 * What a call does, from the RCU model's "out-of-line" rows (the names
 * the primitives leave in the IR). A callee no row names is code to
 * follow; a call left in an inlined body counts only if its row says so.
 */
static const struct rcu_callee *classify(const char *name, bool inlined)
{
	static const struct rcu_callee none = { NULL, RCU_CALLEE_NONE, false, 0, NULL };
	static const struct rcu_callee ignored = { NULL, RCU_CALLEE_IGNORE, false, 0, NULL };
	const struct rcu_callee *c;

	if (!name)
		return &none;
	c = rcu_model_callee(name);
	if (c && (!inlined || c->inlined))
		return c;
	return inlined ? &ignored : &none;
}

static void pred(struct walk *w, struct instruction *insn, int kind, bool v,
		 const char *alt, const char *alt_name)
{
	value_set(insn->target, v);
	state_ring_add(w->st, kind, v, alt, alt_name);
}

static const char *string_arg(pseudo_t p)
{
	if (!p || p->type != PSEUDO_SYM)
		return NULL;
	struct expression *init = p->sym->initializer;

	if (init && init->type == EXPR_STRING && init->string)
		return init->string->data;
	return NULL;
}

/*
 * Is lockdep_rcu_suspicious() called in @bb or a few blocks after it?
 * RCU_LOCKDEP_WARN() tests debug_lockdep_rcu_enabled() and !__warned
 * around its condition, so the call is up to three blocks away; an __rcu
 * load on the way means another access has begun.
 */
static bool block_warns(struct basic_block *bb, int depth)
{
	struct instruction *insn;
	struct basic_block *child;

	if (!bb || depth > 3)
		return false;
	FOR_EACH_PTR(bb->insns, insn) {
		const char *n;

		if (!insn->bb)
			continue;
		if (insn->opcode == OP_CALL && (n = callee_name(insn)) &&
		    !strcmp(n, "lockdep_rcu_suspicious"))
			return true;
		if (insn->opcode == OP_LOAD && type_is_rcu_pointer(insn->type))
			return false;
	} END_FOR_EACH_PTR(insn);
	FOR_EACH_PTR(bb->children, child) {
		if (block_warns(child, depth + 1))
			return true;
	} END_FOR_EACH_PTR(child);
	return false;
}

/* Does @p decide a branch to lockdep_rcu_suspicious()? */
static bool feeds_rcu_check(pseudo_t p, int depth)
{
	struct pseudo_user *pu;

	if (!p || p == VOID || depth > 8)
		return false;
	FOR_EACH_PTR(p->users, pu) {
		struct instruction *u = pu->insn;

		if (!u || !u->bb)
			continue;
		if (u->opcode == OP_CBR) {
			if (block_warns(u->bb_true, 0) || block_warns(u->bb_false, 0))
				return true;
			continue;
		}
		if (u->opcode == OP_PHISOURCE) {
			if (feeds_rcu_check(u->target, depth + 1) ||
			    (u->phi_node && feeds_rcu_check(u->phi_node->target, depth + 1)))
				return true;
			continue;
		}
		if (u->target && u->target != VOID && u->opcode != OP_STORE &&
		    feeds_rcu_check(u->target, depth + 1))
			return true;
	} END_FOR_EACH_PTR(pu);
	return false;
}

/*
 * The last lockdep_is_held() asked on this path, while no other call has
 * come since: an inlined srcu_read_lock_held()'s own lock_is_held().
 */
static struct {
	bool set;
	struct canon c;
	pseudo_t arg;
} last_lock_pred;

/* An argument whose computation the optimiser removed (VOID, a killed instruction). */
static bool pseudo_dropped(pseudo_t p)
{
	return !p || p == VOID || (p->type == PSEUDO_REG && (!p->def || !p->def->bb));
}

/* Offset of dep_map in the srcu_struct the inlined function @insn takes first; 0 if unknown. */
static long long srcu_dep_map_offset(struct instruction *insn)
{
	struct symbol *fn = callee_symbol(insn), *param = NULL, *m = NULL;

	fn = fn ? fn->ctype.base_type : NULL;
	if (fn && fn->type == SYM_FN)
		param = first_ptr_list((struct ptr_list *)fn->arguments);
	if (param)
		m = member_of(param, built_in_ident("dep_map"));
	return m ? (long long)m->offset : 0;
}

static void srcu_pred(struct walk *w, struct instruction *insn)
{
	pseudo_t a = call_arg(insn, 0);
	struct canon c = canon_of(a);
	char *n;

	/*
	 * srcu_read_lock_held(ssp) inlined (CONFIG_DEBUG_LOCK_ALLOC): the
	 * address of ssp often has no user left but the inlined call's
	 * note, which sparse leaves after the body, and is removed (6.1
	 * &dquot_srcu, &kvm->irq_srcu). The body's last call was
	 * lock_is_held(&ssp->dep_map): the srcu_struct is read from it.
	 */
	if (insn->opcode == OP_INLINED_CALL && pseudo_dropped(a)) {
		if (!last_lock_pred.set)
			return;		/* lockdep's value from the body stands */
		c = last_lock_pred.c;
		c.off -= srcu_dep_map_offset(insn);
		n = pseudo_name(last_lock_pred.arg);
		size_t l = strlen(n);

		/* "&ssp->dep_map" names the srcu_struct "&ssp" */
		if (l > 8 && !strcmp(n + l - 8, ".dep_map"))
			n[l - 8] = '\0';
		else if (l > 9 && !strcmp(n + l - 9, "->dep_map"))
			n[l - 9] = '\0';
	} else {
		n = pseudo_name(a);
	}
	const struct held *h = state_find_lock(w->st, c.base, c.off);
	bool v = w->st->assume_any || (h && h->kind == LK_SRCU);
	char *t = canon_text(c);
	char *alt = str_printf("srcu:%s", t);

	pred(w, insn, PRED_SRCU, v, intern(alt), intern(n));
	free(t);
	free(alt);
	free(n);
}

static void lock_pred(struct walk *w, struct instruction *insn)
{
	pseudo_t a = call_arg(insn, 0);
	struct canon c = canon_of(a);
	const char *b = c.base;
	bool v;

	if (!strcmp(b, "rcu_lock_map")) {
		pred(w, insn, PRED_RCU, held_rcu(w->st), NULL, NULL);
		return;
	}
	if (!strcmp(b, "rcu_bh_lock_map")) {
		pred(w, insn, PRED_BH, held_bh(w->st), NULL, NULL);
		return;
	}
	if (!strcmp(b, "rcu_sched_lock_map")) {
		pred(w, insn, PRED_SCHED, held_sched(w->st), NULL, NULL);
		return;
	}
	v = w->st->assume_any || state_find_lock(w->st, b, c.off);
	last_lock_pred.c = c;
	last_lock_pred.arg = a;
	last_lock_pred.set = true;
	char *t = canon_text(c);
	char *n = pseudo_name(a);

	/*
	 * lockdep_assert_held(&x): asked, but not for an RCU check.  The
	 * author states that x is held here (lockdep warns otherwise):
	 * from here on, it is.
	 */
	if (!v && !feeds_rcu_check(insn->target, 0)) {
		state_acquire(w->st, LK_SLEEP, b, c.off, 1, intern(n));
		v = true;
	}

	pred(w, insn, PRED_LOCK, v, intern(t), intern(n));
	free(t);
	free(n);
}


/*
 * __must_hold(RCU) on a function: context(RCU,1,1).  sparse 0.6.4 does
 * not check it at call sites (no context instruction is emitted for an
 * unchanged count), so the checker does: the callee's contract is an
 * access at the call, and the function's own body starts in the section.
 */
static unsigned contract_flavors_one(struct symbol *fn)
{
	unsigned fl = 0;

	for (int level = 0; fn && level < 3; level++) {
		struct context *ctx;

		FOR_EACH_PTR(fn->ctype.contexts, ctx) {
			if (ctx->in < 1)
				continue;
			if (is_name(ctx->context, "RCU"))
				fl |= RCU_FL_RCU;
			else if (is_name(ctx->context, "RCU_BH"))
				fl |= RCU_FL_BH;
			else if (is_name(ctx->context, "RCU_SCHED"))
				fl |= RCU_FL_SCHED;
		} END_FOR_EACH_PTR(ctx);
		fn = fn->ctype.base_type;
	}
	return fl;
}

/* The prototype in a header may carry it, the definition not. */
static unsigned contract_flavors(struct symbol *fn)
{
	unsigned fl = 0;

	for (int n = 0; fn && n < 8; n++, fn = fn->same_symbol)
		fl |= contract_flavors_one(fn);
	return fl;
}

static struct event *new_event(int run, struct instruction *insn)
{
	for (size_t i = 0; i < nevents[run]; i++)
		if (events[run][i].insn == insn)
			return NULL;	/* seen on another path: the first wins */
	ALLOC_GROW(events[run], nevents[run], aevents[run]);
	struct event *ev = &events[run][nevents[run]++];

	memset(ev, 0, sizeof(*ev));
	ev->insn = insn;
	ev->pos = insn->pos;
	ev->line = insn->pos.line;
	return ev;
}

/*
 * The path ended a section of its own that @ev needs (the flavor; for an
 * srcu need, any srcu_struct's: which one is not kept) before reaching
 * it: the audit's "drops the reader, then calls" (CHAIN_EV_DROPPED), the
 * function being its own caller.
 */
static bool ended_own(const struct rstate *s, const struct event *ev)
{
	if (s->ended & ev->flavors & RCU_FL_ANY)
		return true;
	for (size_t i = 0; (s->ended & RCU_FL_SRCU) && i < ev->alts.n; i++)
		if (starts_with(ev->alts.v[i], "srcu:"))
			return true;
	return false;
}

/*
 * An access the walk found outside the section it needs (flavors @need;
 * @have held): one event per instruction, the first path's (NULL when
 * another path recorded it), with the message @msg (freed here) and what
 * the path holds.
 */
static struct event *outside_event(struct walk *w, struct instruction *insn, unsigned need,
				   unsigned have, char *msg)
{
	struct event *ev = new_event(w->run, insn);

	event_every(w->run, insn, w->st);
	if (ev) {
		ev->msg = intern(msg);
		ev->flavors = need;
		ev->held_flavors = (unsigned char)have;
		ev->dropped = ended_own(w->st, ev);
		state_held_names(w->st, &ev->held);
	}
	free(msg);
	return ev;
}

static void contract_call(struct walk *w, struct instruction *insn)
{
	struct symbol *ft = first_ptr_list((struct ptr_list *)insn->fntypes);
	unsigned need = contract_flavors(ft);
	unsigned have = state_flavors(w->st);

	if (!need || (need & have))
		return;
	outside_event(w, insn, need, have,
		      str_printf("call to %s() outside the read-side section its __must_hold() asks for",
				 callee_name(insn)));
}

/*
 * A lookup the RCU model's "lookups" table says leaves the reader to its
 * caller though no lockdep check in it says so (radix_tree_lookup(),
 * idr_find(): out of line, reading through rcu_dereference_raw()): the
 * call is the access, as for the audit's rcu-callee. A row whose
 * "instead" is lock is satisfied by any lock held, here or by a caller
 * (the alternative "*", rcufacts.h).
 */
static void lookup_call(struct walk *w, struct instruction *insn)
{
	const char *name = callee_name(insn);
	const struct rcu_lookup *l = name ? rcu_model_lookup(name) : NULL;
	unsigned have = state_flavors(w->st), need;

	if (!l)
		return;
	need = strcmp(l->flavor, "any") ? rcu_flavor_bit(l->flavor) : RCU_FL_ANY;
	if (need & have)
		return;
	for (int i = 0; l->lock_instead && i < w->st->nheld; i++)
		if (w->st->held[i].kind != LK_SRCU)
			return;
	struct event *ev = outside_event(w, insn, need, have,
					 str_printf("call to %s() outside a read-side section: the lookup leaves the reader to its caller",
						    name));

	if (ev && l->lock_instead)
		sl_push(&ev->alts, RF_ANY_LOCK);
}

static void suspicious(struct walk *w, struct instruction *insn)
{
	long long line;
	struct rstate *s = w->st;
	struct event *ev = new_event(w->run, insn);

	if (!ev)
		goto out;
	ev->line = value_known(call_arg(insn, 1), &line) ? (int)line :
		   insn->pos.line;
	ev->file = string_arg(call_arg(insn, 0));
	ev->msg = string_arg(call_arg(insn, 2));
	ev->held_flavors = (unsigned char)state_flavors(s);
	for (int i = 0; i < s->nring; i++) {
		const struct ring_entry *r = &s->ring[i];

		switch (r->kind) {
		case PRED_RCU: ev->flavors |= RCU_FL_RCU; break;
		case PRED_BH: ev->flavors |= RCU_FL_BH; break;
		case PRED_SCHED: ev->flavors |= RCU_FL_SCHED; break;
		case PRED_ANY: ev->flavors |= RCU_FL_ANY; break;
		case PRED_SRCU: case PRED_LOCK:
			if (!sl_contains(&ev->alts, r->alt))
				sl_push(&ev->alts, r->alt);
			break;
		case PRED_UNKNOWN_BRANCH:
			ev->uncertain = true;
			break;
		}
	}
	/*
	 * RCU_LOCKDEP_WARN() also guards plain assertions (RCU's own
	 * counters): without a read-side or lock question it is not an
	 * access check.
	 */
	if (!ev->flavors && !ev->alts.n) {
		sl_free(&ev->alts);
		nevents[w->run]--;
		goto out;
	}
	ev->dropped = ended_own(s, ev);
	state_held_names(s, &ev->held);
out:
	event_every(w->run, insn, s);
	state_ring_clear(s);
}

static void call_site(struct walk *w, struct instruction *insn)
{
	struct site_acc *sa = NULL;
	struct rstate *s = w->st;

	if (w->run != 0 || !callee_symbol(insn))
		return;
	for (size_t i = 0; i < nsites; i++)
		if (sites[i].insn == insn)
			sa = &sites[i];
	if (!sa) {
		ALLOC_GROW(sites, nsites, asites);
		sa = &sites[nsites++];
		memset(sa, 0, sizeof(*sa));
		sa->insn = insn;
		sa->prot = ~0u;
	}
	sa->prot &= state_flavors(s) & RCU_FL_ANY;

	/* locks held on every path: intersection; names: any path */
	struct strlist now = STRLIST_INIT;

	for (int i = 0; i < s->nheld; i++) {
		const struct held *h = &s->held[i];

		sl_push_owned(&now, str_printf("%s%s+%lld+%lld",
			      h->kind == LK_SRCU ? "srcu:" : "", h->base,
			      h->off, h->size));
	}
	if (!sa->visited) {
		for (size_t i = 0; i < now.n; i++)
			sl_push(&sa->canon, now.v[i]);
	} else {
		struct strlist keep = STRLIST_INIT;

		for (size_t i = 0; i < sa->canon.n; i++)
			if (sl_contains(&now, sa->canon.v[i]))
				sl_push(&keep, sa->canon.v[i]);
		sl_free(&sa->canon);
		sa->canon = keep;
	}
	sl_free(&now);
	if (!(state_flavors(s) & RCU_FL_RCU))
		state_held_names(s, &sa->names);
	state_lock_keys(s, &now);
	keys_meet(&sa->every, &sa->visited, &now);
	sl_free(&now);
}

/* preempt_count, bottom halves and interrupts as a primitive changes them. */
static void count_call(struct rstate *s, enum rcu_callee_does k,
		       struct instruction *insn, bool inlined)
{
	long long v;

	switch (k) {
	case RCU_CALLEE_PREEMPT_ADD: case RCU_CALLEE_PREEMPT_SUB: case RCU_CALLEE_PREEMPT_DEC:
		/* the asm of the inlined body has counted it already */
		if (inlined && s->preempt_asm) {
			s->preempt_asm = false;
			break;
		}
		if (k == RCU_CALLEE_PREEMPT_SUB) {
			if (value_known(call_arg(insn, 0), &v) && s->preempt >= v)
				s->preempt -= (int)v;
			break;
		}
		if (k == RCU_CALLEE_PREEMPT_DEC) {
			if (s->preempt > 0)
				s->preempt--;
			break;
		}
		if (value_known(call_arg(insn, 0), &v))
			s->preempt += (int)v;
		break;
	case RCU_CALLEE_BH_OFF_ARG:
		if (value_known(call_arg(insn, 1), &v))
			s->preempt += (int)v;
		break;
	case RCU_CALLEE_BH_ON_ARG:
		if (value_known(call_arg(insn, 1), &v) && s->preempt >= v)
			s->preempt -= (int)v;
		break;
	case RCU_CALLEE_BH_OFF:
		s->preempt += 0x200;
		break;
	case RCU_CALLEE_BH_ON:
		if (s->preempt >= 0x200)
			s->preempt -= 0x200;
		break;
	case RCU_CALLEE_IRQ_OFF:
		if (s->irq < 8)
			s->irq++;
		break;
	case RCU_CALLEE_IRQ_ON:
		s->irq = 0;
		break;
	case RCU_CALLEE_IRQ_RESTORE:
		if (s->irq > 0)
			s->irq--;
		break;
	default:
		break;
	}
}

/* Mutexes, rwsems and the runqueue lock: known by name, not annotation. */
static void lock_call(struct rstate *s, enum rcu_callee_does k,
		      struct instruction *insn)
{
	pseudo_t a = call_arg(insn, 0);
	struct canon c = canon_of(a);
	struct symbol *fn = callee_symbol(insn)->ctype.base_type;
	struct symbol *param = fn && fn->type == SYM_FN ?
		first_ptr_list((struct ptr_list *)fn->arguments) : NULL;

	if (k == RCU_CALLEE_SLEEP_UNLOCK || k == RCU_CALLEE_RQ_UNLOCK) {
		state_release(s, c.base, c.off);
		return;
	}
	if (k == RCU_CALLEE_RQ_LOCK) {
		/* the whole runqueue stands for rq->__lock */
		char *rq = pseudo_name(a);
		/* "&&timer[-3072]": a container_of() nobody can name */
		char *n = rq[0] == '&' ? str_printf("rq(%s)->__lock", rq) :
			  str_printf("&%s->__lock", rq);

		state_acquire(s, LK_SPIN, c.base, c.off,
			      param ? pointee_size(param) : 1, intern(n));
		free(rq);
		free(n);
		return;
	}
	char *n = param ? pseudo_name_typed(a, param) : pseudo_name(a);

	state_acquire(s, LK_SLEEP, c.base, c.off,
		      param ? pointee_size(param) : 1, intern(n));
	free(n);
}

/* lockdep's reader predicate for @fl ("rcu_read_lock_held()"): this path's answer. */
static void reader_pred(struct walk *w, struct instruction *insn, rcu_flavors fl)
{
	struct rstate *s = w->st;

	if (fl == RCU_FL_RCU)
		pred(w, insn, PRED_RCU, held_rcu(s), NULL, NULL);
	else if (fl == RCU_FL_BH)
		pred(w, insn, PRED_BH, held_bh(s), NULL, NULL);
	else if (fl == RCU_FL_SCHED)
		pred(w, insn, PRED_SCHED, held_sched(s), NULL, NULL);
	else if (fl == RCU_FL_ANY)
		pred(w, insn, PRED_ANY,
		     held_rcu(s) || held_bh(s) || held_sched(s), NULL, NULL);
	else if (fl == RCU_FL_SRCU)
		srcu_pred(w, insn);
}

/* A subsystem's lockdep helper (lockdep_tasklist_lock_is_held()) asking for @lock. */
static void helper_pred(struct walk *w, struct instruction *insn, const char *lock)
{
	const char *b = intern(lock);
	char *alt = str_printf("%s+0", lock);

	pred(w, insn, PRED_LOCK, w->st->assume_any || state_find_lock(w->st, b, 0),
	     intern(alt), b);
	free(alt);
}

/*
 * debug_lockdep_rcu_enabled(), the first test of RCU_LOCKDEP_WARN(c):
 * the condition starts here. A branch the path left undecided before it
 * (6.1 __netlink_change_ngroups()'s size test, kvm_irq_has_notifier()'s
 * gsi != -1) does not decide c; rcu_dereference_protected() and the
 * list walks' checks come before their load, which clears the ring, so
 * such branches stayed and made the access "uncertain" (lower tier).
 * Its second call, at the same place, and a predicate's own inside c
 * (an inlined srcu_read_lock_held()) keep them.
 */
static void warn_start(struct walk *w, struct instruction *insn)
{
	struct rstate *s = w->st;
	const char *in = function_at(insn->pos, NULL);
	const struct rcu_callee *c = in ? rcu_model_callee(in) : NULL;

	if (s->warn_stream == insn->pos.stream && s->warn_line == insn->pos.line)
		return;
	if (c && (c->does == RCU_CALLEE_HELD || c->does == RCU_CALLEE_LOCK_HELD ||
		  c->does == RCU_CALLEE_HELPER_HELD))
		return;
	s->warn_stream = insn->pos.stream;
	s->warn_line = insn->pos.line;
	state_ring_drop_branches(s);
}

/* What a call does to the path's state, and lockdep's answers. */
static void track_call(struct walk *w, struct instruction *insn, bool inlined)
{
	const struct rcu_callee *c = classify(callee_name(insn), inlined);
	struct rstate *s = w->st;

	if (!inlined)
		last_call = insn;
	else
		functions_note(callee_symbol(insn));
	switch (c->does) {
	case RCU_CALLEE_TRUE:
		value_set(insn->target, 1);
		if (!inlined && !strcmp(callee_name(insn), "debug_lockdep_rcu_enabled"))
			warn_start(w, insn);
		break;
	case RCU_CALLEE_HELD:
		reader_pred(w, insn, c->flavors);
		break;
	case RCU_CALLEE_LOCK_HELD:
		lock_pred(w, insn);
		break;
	case RCU_CALLEE_HELPER_HELD:
		helper_pred(w, insn, c->lock);
		break;
	case RCU_CALLEE_IRQS_DISABLED:
		value_set(insn->target, s->irq > 0);
		break;
	case RCU_CALLEE_SLEEP_LOCK: case RCU_CALLEE_SLEEP_UNLOCK:
	case RCU_CALLEE_RQ_LOCK: case RCU_CALLEE_RQ_UNLOCK:
		lock_call(s, c->does, insn);
		break;
	case RCU_CALLEE_NONE: case RCU_CALLEE_SUSPICIOUS: case RCU_CALLEE_IGNORE:
		break;	/* the first two are for rcu_check_call() */
	default:
		count_call(s, c->does, insn, inlined);
		break;
	}
	/*
	 * Only a lock_is_held() answers an inlined srcu_read_lock_held()
	 * after it: no other call between (an inlined one's note is no call:
	 * its body came before it).
	 */
	if (!inlined && c->does != RCU_CALLEE_TRUE && c->does != RCU_CALLEE_LOCK_HELD)
		last_lock_pred.set = false;
}

/*
 * The check on a call (not an inlined one): an access lockdep would
 * report; a call to unknown code outside its __must_hold() contract, and
 * what the call site holds, for the callers' walk.
 */
static void rcu_check_call(struct walk *w, struct instruction *insn)
{
	switch (classify(callee_name(insn), false)->does) {
	case RCU_CALLEE_NONE:
		contract_call(w, insn);
		lookup_call(w, insn);
		call_site(w, insn);
		break;
	case RCU_CALLEE_SUSPICIOUS:
		suspicious(w, insn);
		break;
	default:
		break;
	}
}

/*
 * lockdep_assert_held(&x): WARN_ON(!lock_is_held(&x)).  Past the warning
 * lockdep has complained already, and the function's author has stated
 * that its callers hold x: the rest of the path goes on with x held.
 * The WARN is known by its bug-table asm.
 */
static void warn_asm(struct walk *w, struct instruction *insn)
{
	struct rstate *s = w->st;

	if (!insn->string || (!strstr(insn->string, "__bug_table") &&
			      !strstr(insn->string, "ud2")))
		return;
	for (int i = 0; i < s->nring; i++) {
		const struct ring_entry *r = &s->ring[i];

		if (r->kind != PRED_LOCK || r->value || !r->alt)
			continue;
		const char *plus = strrchr(r->alt, '+');

		if (!plus)
			continue;
		char *b = xstrndup(r->alt, (size_t)(plus - r->alt));

		state_acquire(s, LK_SLEEP, intern(b), strtoll(plus + 1, NULL, 10),
			      1, r->alt_name ? r->alt_name : intern(b));
		free(b);
	}
	state_ring_clear(s);
}

/*
 * x86's __preempt_count_add()/sub()/dec_and_test() are inline asm on
 * __preempt_count ("incl", "decl", "addl"; "decl; je" for the test).
 * sparse leaves a "# call" annotation after most inlined bodies, but not
 * after every one (none after __preempt_count_sub() in 6.1, so
 * preempt_enable_no_resched() would leave preemption disabled for the
 * rest of the path): the asm itself is the change, and an annotation
 * right after it is not counted again.
 */
static void preempt_asm(struct walk *w, struct instruction *insn)
{
	struct asm_constraint *c;
	bool on_count = false;
	long long val = 0;
	bool have_val = false;

	if (!insn->asm_rules || !insn->string)
		return;
	FOR_EACH_PTR(insn->asm_rules->outputs, c) {
		if (c->pseudo && c->pseudo->type == PSEUDO_SYM && c->pseudo->sym->ident &&
		    !strcmp(show_ident(c->pseudo->sym->ident), "__preempt_count"))
			on_count = true;
	} END_FOR_EACH_PTR(c);
	FOR_EACH_PTR(insn->asm_rules->inputs, c) {
		if (!c->pseudo)
			continue;
		if (c->pseudo->type == PSEUDO_SYM && c->pseudo->sym->ident &&
		    !strcmp(show_ident(c->pseudo->sym->ident), "__preempt_count"))
			on_count = true;	/* "m" operand of the asm goto */
		else if (value_known(c->pseudo, &val))
			have_val = true;
	} END_FOR_EACH_PTR(c);
	if (!on_count)
		return;

	struct rstate *s = w->st;
	const char *op = insn->string;
	int delta;

	if (starts_with(op, "incl"))
		delta = 1;
	else if (starts_with(op, "decl"))
		delta = -1;
	else if (starts_with(op, "addl") && have_val)
		delta = (int)val;
	else if (starts_with(op, "subl") && have_val)
		delta = -(int)val;
	else
		return;		/* a read, or a value nobody knows */
	if (delta < 0 && s->preempt < -delta)
		s->preempt = 0;
	else
		s->preempt += delta;
	s->preempt_asm = true;
}

static void reader_return_call(struct walk *w, struct instruction *insn);

static void rcu_track(struct walk *w, struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_ASM:
		warn_asm(w, insn);
		preempt_asm(w, insn);
		break;
	case OP_CALL:
		track_call(w, insn, false);
		reader_return_call(w, insn);
		break;
	case OP_INLINED_CALL:
		track_call(w, insn, true);
		break;
	case OP_CONTEXT:
		lock_context(w, insn);
		break;
	case OP_LOAD: {
		pseudo_t a = insn->src;

		/* RCU_LOCKDEP_WARN()'s once-only flag: the first time */
		if (a->type == PSEUDO_SYM && a->sym->ident &&
		    !strcmp(show_ident(a->sym->ident), "__warned"))
			value_set(insn->target, 0);
		else if (a->type == PSEUDO_SYM && a->sym->ident &&
			 !strcmp(show_ident(a->sym->ident), "debug_locks"))
			value_set(insn->target, 1);
		/*
		 * The load out of an __rcu pointer starts an access: what
		 * lockdep is asked after it belongs to it.
		 */
		if (type_is_rcu_pointer(insn->type))
			state_ring_clear(w->st);
		break;
	}
	default:
		break;
	}
}

/*
 * A load on a line whose macro reaches an unchecked list-entry accessor
 * (entry_macros.c: for_each_process() -> list_entry_rcu()), in the
 * walked function's own body, with no reader of any flavor held: an
 * access, once a line. A spinlock or rwlock held there may be the list's
 * update side (tasklist_lock's read side for the task list): no access.
 */
static void entry_macro_access(struct walk *w, struct instruction *insn)
{
	const char *via = NULL, *acc;
	unsigned have = state_flavors(w->st);

	if (insn->opcode != OP_LOAD || (have & RCU_FL_ANY) ||
	    function_at(insn->pos, w->fname) != w->fname)
		return;
	acc = entry_macro_at(insn->pos, &via);
	if (!acc)
		return;
	for (int i = 0; i < w->st->nheld; i++)
		if (w->st->held[i].kind == LK_SPIN)
			return;
	for (size_t i = 0; i < nevents[w->run]; i++)
		if (events[w->run][i].line == insn->pos.line &&
		    events[w->run][i].pos.stream == insn->pos.stream)
			return;
	outside_event(w, insn, RCU_FL_ANY, have,
		      !strcmp(acc, via) ?
		      str_printf("%s() outside a read-side section (no lockdep check sees it)", acc) :
		      str_printf("%s() via %s() outside a read-side section (no lockdep check sees it)",
				 acc, via));
}

/*
 * The file's functions that return inside a reader they began, with no
 * annotation saying so (6.1 net/netlink/af_netlink.c's
 * netlink_walk_start(): rhashtable_walk_start()'s __acquires(RCU)); the
 * audit's index/readers.c learns the same of the tree. On some path is
 * enough: ipc/sem.c's find_alloc_undo() "takes the rcu_read_lock" on
 * success only, and its caller tests which (a caller left in a reader it
 * does not hold is quiet, not accused). A call of one, walked after it
 * (definition order), begins the caller's reader.
 */
static struct strmap reader_returns;	/* name -> "all" or "some" */
static bool ret_some, ret_all;

static void reader_return_insn(struct walk *w, struct instruction *insn)
{
	if (w->run != 0 || insn->opcode != OP_RET)
		return;
	if (w->st->rcu > 0)
		ret_some = true;
	else
		ret_all = false;
}

static void reader_return_end(struct walk *w)
{
	if (w->run == 0 && !w->aborted && ret_some && !contract_flavors(w->fn))
		*strmap_slot(&reader_returns, w->fname) = ret_all ? "all" : "some";
}

/*
 * Every path: the caller's reader begins (sleeps after it are in it);
 * some: the accesses after it are taken as inside it (rstate.rcu_maybe).
 */
static void reader_return_call(struct walk *w, struct instruction *insn)
{
	const char *name = callee_name(insn);
	const char *how = name ? strmap_get(&reader_returns, name) : NULL;

	if (how && !strcmp(how, "all"))
		flavor_change(w, NULL, &w->st->rcu, 1, RCU_FL_RCU);
	else if (how)
		w->st->rcu_maybe = true;
}

static void rcu_insn(struct walk *w, struct instruction *insn)
{
	own_section_note(w, insn);
	reader_return_insn(w, insn);
	if (insn->opcode == OP_CALL)
		rcu_check_call(w, insn);
	else
		entry_macro_access(w, insn);
}

/* __must_hold(RCU): the callers hold it, by contract. */
static void rcu_enter(struct walk *w)
{
	unsigned fl = contract_flavors(w->fn);

	last_lock_pred.set = false;
	if (fl & RCU_FL_RCU)
		w->st->rcu = 1;
	if (fl & RCU_FL_BH)
		w->st->rcu_bh = 1;
	if (fl & RCU_FL_SCHED)
		w->st->rcu_sched = 1;
	last_call = NULL;
}

static void rcu_begin(struct walk *w)
{
	clear_events(w->run);
	if (w->run == 0)
		ret_some = false, ret_all = true;
	if (w->run == 0) {
		for (size_t i = 0; i < nsites; i++) {
			sl_free(&sites[i].canon);
			sl_free(&sites[i].names);
			sl_free(&sites[i].every);
		}
		nsites = 0;
	}
}

static const char *flavor_name(unsigned fl, const struct strlist *alts)
{
	if (fl & RCU_FL_RCU)
		return "rcu";
	if (fl & RCU_FL_BH)
		return "bh";
	if (fl & RCU_FL_SCHED)
		return "sched";
	for (size_t i = 0; i < alts->n; i++)
		if (starts_with(alts->v[i], "srcu:"))
			return "srcu";
	return NULL;
}

static bool file_static(struct symbol *fn)
{
	return fn->ctype.modifiers & MOD_STATIC;
}

/* Both runs done: the function's facts. */
static void rcu_end(struct walk *w)
{
	reader_return_end(w);
	if (w->run != 1)
		return;
	if (w->aborted)
		return;		/* too many paths: say nothing rather than guess */

	struct rf_db *db = facts_db();
	const char *fname = w->fname;

	for (size_t i = 0; i < nevents[0]; i++) {
		struct event *ev = &events[0][i];
		bool intrinsic = false;

		for (size_t j = 0; j < nevents[1]; j++)
			if (events[1][j].insn == ev->insn)
				intrinsic = true;
		struct rf_need *n = rf_add_need(db);
		const char *where = function_at(ev->pos, fname);

		n->fn = str_dup(fname);
		n->where = strcmp(where, fname) ? str_dup(where) : NULL;
		n->file = str_dup(ev->file ? ev->file : pos_file(ev->pos));
		n->line = ev->line;
		n->col = ev->pos.pos;
		n->flavors = ev->flavors & RCU_FL_ANY;
		const char *fl = flavor_name(ev->flavors, &ev->alts);

		n->flavor = fl ? str_dup(fl) : NULL;
		n->uncertain = ev->uncertain;
		n->access = access_text(ev->pos);
		n->message = str_dup(ev->msg ? ev->msg : "suspicious RCU usage");
		for (size_t k = 0; k < ev->alts.n; k++)
			sl_push(&n->alts, ev->alts.v[k]);
		for (size_t k = 0; k < ev->held.n; k++)
			sl_push(&n->held, ev->held.v[k]);
		for (size_t k = 0; k < ev->every.n; k++)
			sl_push(&n->every, ev->every.v[k]);
		object_keys(ev->pos, n->access, false, &n->obj, &n->node);
		n->dropped = ev->dropped;
		/*
		 * Failing even when callers hold everything: no caller can
		 * fix it, so it is a root by itself.
		 */
		if (intrinsic)
			facts_mark_intrinsic(n);
	}
	for (size_t i = 0; i < nsites; i++) {
		struct site_acc *sa = &sites[i];
		struct rf_site *s = rf_add_site(db);
		struct symbol *callee = callee_symbol(sa->insn);
		pseudo_t arg;

		s->caller = str_dup(fname);
		s->callee = str_dup(callee_name(sa->insn));
		s->file = str_dup(facts_file());
		s->line = sa->insn->pos.line;
		s->callee_static = file_static(callee);
		s->prot = sa->prot == ~0u ? 0 : sa->prot;
		for (size_t k = 0; k < sa->canon.n; k++)
			sl_push(&s->held_canon, sa->canon.v[k]);
		for (size_t k = 0; k < sa->names.n; k++)
			sl_push(&s->held_names, sa->names.v[k]);
		for (size_t k = 0; k < sa->every.n; k++)
			sl_push(&s->every, sa->every.v[k]);
		FOR_EACH_PTR(sa->insn->arguments, arg) {
			struct canon c = canon_of(arg);

			sl_push_owned(&s->args, strchr(c.base, '@') ?
				      str_dup("") : canon_text(c));
		} END_FOR_EACH_PTR(arg);
	}
}

static const struct check_ops rcu_ops = {
	.name = "rcu",
	.enter = rcu_enter,
	.begin = rcu_begin,
	.track = rcu_track,
	.insn = rcu_insn,
	.end = rcu_end,
};

void check_rcu_register(void)
{
	register_check(&rcu_ops);
}

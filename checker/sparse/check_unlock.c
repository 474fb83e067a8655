// SPDX-License-Identifier: GPL-2.0
/*
 * check_unlock: a pointer loaded from an __rcu pointer inside a read-side
 * section, dereferenced after the section ended.  The object may have been
 * freed by then; lockdep cannot see this (the load was fine), so only a
 * static check can.
 *
 * The pointer stops being tracked when it is handed to a call (an inlined
 * one too) or stored inside the section: that is how code takes a
 * reference (get_task_struct(), kref_get(), refcount_inc(),
 * cgroup_tryget()) or publishes it, after which using it later is the
 * callee's business.
 *
 * Returning the pointer after the section is a use too: the caller gets
 * what may be freed.
 *
 * The pointer is followed through copies, casts, offsets and the phi
 * nodes of branches and loops (6.1 next_prime_number() reloads it in a
 * loop that drops and retakes the reader).
 *
 * A dereference is a load or a store through the pointer or an address
 * computed from it (an add of any offset: p->f, *p, p[i], p->arr[i]), as
 * the Coccinelle rule rcu_pointer_lifetime.cocci counts one.  Computing
 * the address (&p->node) and comparing it, storing it or passing it to a
 * call is not; comparing p or casting it is not either.  An inlined
 * helper that writes through the address (list_del_rcu(&p->node)) is a
 * dereference, seen in its body; a call left in the IR is not followed.
 */
#include <stdlib.h>
#include <string.h>

#include "rcu/confidence.h"
#include "rcu/model.h"
#include "sparse/sparse-rcu.h"

/* What was reported: an instruction, or a load (insn NULL, see below). */
struct reported {
	struct instruction *insn;
	struct position load;
};

static struct reported *done;
static size_t ndone, adone;

static unsigned section_flavors(const struct rstate *s)
{
	unsigned f = 0;

	if (s->rcu > 0)
		f |= RCU_FL_RCU;
	if (s->rcu_bh > 0)
		f |= RCU_FL_BH;
	if (s->rcu_sched > 0)
		f |= RCU_FL_SCHED;
	for (int i = 0; i < s->nheld; i++)
		if (s->held[i].kind == LK_SRCU)
			f |= RCU_FL_SRCU;
	return f;
}

static struct track *find(struct rstate *s, pseudo_t p)
{
	for (int i = 0; i < s->ntrack; i++)
		if (s->track[i].p == p)
			return &s->track[i];
	return NULL;
}

static void add(struct rstate *s, pseudo_t p, unsigned flavors, bool stale,
		struct position pos)
{
	if (!p || p == VOID || find(s, p))
		return;
	if (s->ntrack == MAX_TRACK) {
		memmove(s->track, s->track + 1,
			(MAX_TRACK - 1) * sizeof(s->track[0]));
		s->ntrack--;
	}
	s->track[s->ntrack++] = (struct track){
		p, (unsigned char)flavors, stale, pos
	};
}

static void drop(struct rstate *s, pseudo_t p)
{
	for (int i = 0; i < s->ntrack; i++) {
		if (s->track[i].p != p)
			continue;
		memmove(&s->track[i], &s->track[i + 1],
			(size_t)(s->ntrack - i - 1) * sizeof(s->track[0]));
		s->ntrack--;
		return;
	}
}

/* Everything derived from the same load goes with it. */
static void drop_family(struct rstate *s, struct track *t)
{
	struct position pos = t->pos;

	for (int i = s->ntrack - 1; i >= 0; i--)
		if (s->track[i].pos.line == pos.line &&
		    s->track[i].pos.pos == pos.pos &&
		    s->track[i].pos.stream == pos.stream)
			drop(s, s->track[i].p);
}

static bool same_pos(struct position a, struct position b)
{
	return a.stream == b.stream && a.line == b.line && a.pos == b.pos;
}

/*
 * Once per instruction; with @once, once per load of @t, whatever the
 * instruction.
 */
static void report_msg(struct walk *w, struct instruction *insn, struct position pos,
		       struct track *t, bool once, const char *msg);

static void report(struct walk *w, struct instruction *insn,
		   struct position pos, struct track *t, bool once)
{
	report_msg(w, insn, pos, t, once,
		   "pointer loaded inside an RCU read-side section is dereferenced after the section ended");
}

static void report_msg(struct walk *w, struct instruction *insn, struct position pos,
		       struct track *t, bool once, const char *msg)
{
	for (size_t i = 0; i < ndone; i++)
		if (once ? !done[i].insn && same_pos(done[i].load, t->pos) :
		    done[i].insn == insn)
			return;
	ALLOC_GROW(done, ndone, adone);
	done[ndone++] = (struct reported){ once ? NULL : insn, t->pos };

	struct finding *f = report_finding("rcu-use-after-unlock", pos,
		function_at(pos, w->fname), msg);

	f->access = access_text(t->pos);
	const char *flavor = rcu_flavors_first(t->flavors & RCU_FL_ANY);

	f->flavor = str_dup(flavor ? flavor : "srcu");
	/*
	 * High: the load, the end of the section and the later use are all
	 * in this function, with no call in between that could take a
	 * reference. Not certain: a reference may be taken some way the IR
	 * does not show.
	 */
	f->confidence = str_dup(rcu_confidence_name(RCU_CONF_HIGH));
	sl_push(&f->chain, w->fname);
}

/*
 * A pointer used inside an inlined helper's body was handed to a
 * function, as much as one passed to a call: cgroup_tryget(cgrp) is
 * percpu_ref_tryget() inlined, a reference taken with no call left in the
 * IR (kernel/cgroup/cgroup-v1.c's cgroupstats_build()).  Uses inside the
 * helper that loaded it (task_css() returning rcu_dereference()) do not
 * count.
 */
static void handed_to_helper(struct walk *w, struct instruction *insn)
{
	struct rstate *s = w->st;
	pseudo_t used[3] = { NULL, NULL, NULL };

	switch (insn->opcode) {
	case OP_LOAD:
		used[0] = insn->src;
		break;
	case OP_STORE:
		used[0] = insn->src;
		used[1] = insn->target;
		break;
	case OP_PTRCAST: case OP_COPY: case OP_UTPTR: case OP_PTRTU:
		used[0] = insn->src;
		break;
	case OP_ADD: case OP_SET_EQ: case OP_SET_NE:
		used[0] = insn->src1;
		used[1] = insn->src2;
		break;
	default:
		return;
	}
	for (int i = 0; i < 3 && used[i]; i++) {
		struct track *t = find(s, used[i]);

		if (!t || t->stale)
			continue;
		const char *at = function_at(insn->pos, w->fname);

		if (at != w->fname && at != function_at(t->pos, w->fname))
			drop_family(s, t);
	}
}

/*
 * A load or store through @t's pointer.  The body of an inlined helper
 * (its position is not in the walked function: list_del_rcu()'s stores)
 * is reported once per load, at the helper's first dereference: sparse
 * keeps no call site for it, and its "# call" note is not always left.
 */
static void dereferenced(struct walk *w, struct instruction *insn,
			 struct track *t)
{
	if (t && t->stale)
		report(w, insn, insn->pos, t,
		       function_at(insn->pos, NULL) != w->fname);
}

/*
 * Loaded in the walked function's own body, not in an inlined helper's:
 * a helper that returns its pointer (6.1 sk_dst_get(): a reference taken
 * by atomic_inc_not_zero()'s asm, which the IR does not show as one) is
 * the helper's business; through its return's phi the pointer is not
 * followed, nor reported returned.
 */
static bool own_load(struct walk *w, const struct track *t)
{
	return function_at(t->pos, w->fname) == w->fname;
}

/*
 * Loaded with a plain reader's accessor (the model's deref kind:
 * rcu_dereference(), __task_cred()), no lockdep condition: one that names
 * a lock (rcu_dereference_rtnl()) says the callers may hold that lock
 * instead, as 6.1 inetdev_by_index()'s "Caller must hold RCU or RTNL"
 * does, and returning the pointer is its contract.
 */
static bool plain_reader_load(const struct track *t)
{
	char *text = access_text(t->pos);
	size_t n = text ? strcspn(text, "(") : 0;
	char *name = text ? xstrndup(text, n) : NULL;
	const struct rcu_accessor *a = name ? rcu_accessor_find(name) : NULL;
	bool plain = a && !strcmp(a->kind, "deref");

	free(name);
	free(text);
	return plain;
}

static void unlock_insn(struct walk *w, struct instruction *insn)
{
	struct rstate *s = w->st;
	struct track *t;
	long long zero;

	if (w->run != 0)
		return;
	/* A loop defines the pseudo again: the old value is gone. */
	if (insn->opcode != OP_STORE && insn->target && find(s, insn->target))
		drop(s, insn->target);
	handed_to_helper(w, insn);
	switch (insn->opcode) {
	case OP_LOAD:
		dereferenced(w, insn, find(s, insn->src));
		if (type_is_rcu_pointer(insn->type) && section_flavors(s))
			add(s, insn->target, section_flavors(s), false, insn->pos);
		break;
	case OP_STORE:
		dereferenced(w, insn, find(s, insn->src));
		t = find(s, insn->target);
		if (t && !t->stale)
			drop_family(s, t);	/* published or saved */
		break;
	case OP_PTRCAST: case OP_COPY: case OP_UTPTR: case OP_PTRTU:
		t = find(s, insn->src);
		if (t)
			add(s, insn->target, t->flavors, t->stale, t->pos);
		break;
	case OP_ADD:
		/* p + offset, p + i * size: the address of a field or element */
		t = find(s, insn->src1);
		if (!t)
			t = find(s, insn->src2);
		if (t)
			add(s, insn->target, t->flavors, t->stale, t->pos);
		break;
	case OP_PHISOURCE:
		/* p reloaded in a loop, or loaded on either branch: the value the phi takes */
		t = find(s, insn->phi_src);
		if (t && own_load(w, t))
			add(s, insn->target, t->flavors, t->stale, t->pos);
		break;
	case OP_PHI: {
		pseudo_t src;

		/* the source of the block the path came from, as paths.c's eval_phi() */
		FOR_EACH_PTR(insn->phi_list, src) {
			if (src == VOID || !src->def || src->def->bb != w->prev)
				continue;
			t = find(s, src);
			if (t && own_load(w, t))
				add(s, insn->target, t->flavors, t->stale, t->pos);
			break;
		} END_FOR_EACH_PTR(src);
		break;
	}
	case OP_RET:
		/*
		 * Returned after the section with no reference taken (none
		 * passed it to a call): the caller uses what may be freed
		 * (6.1 get_task_cred() without its get_cred_rcu() loop).
		 */
		t = find(s, insn->src);
		/* NULL on this path (the lookup found none): nothing leaves */
		if (t && t->stale && is_ptr_type(insn->type) && own_load(w, t) &&
		    plain_reader_load(t) && !(value_known(insn->src, &zero) && !zero))
			report_msg(w, insn, insn->pos, t, false,
				   "pointer loaded inside an RCU read-side section is returned after the section ended, with no reference taken");
		break;
	case OP_CALL: {
		pseudo_t arg;

		FOR_EACH_PTR(insn->arguments, arg) {
			t = find(s, arg);
			if (t && !t->stale)
				drop_family(s, t);	/* a reference taken */
		} END_FOR_EACH_PTR(arg);
		break;
	}
	default:
		break;
	}
}

static void unlock_section_end(struct walk *w, unsigned flavors)
{
	struct rstate *s = w->st;
	unsigned now = section_flavors(s);

	(void)flavors;
	for (int i = 0; i < s->ntrack; i++)
		if (!(s->track[i].flavors & now))
			s->track[i].stale = true;
}

static void unlock_begin(struct walk *w)
{
	(void)w;
	ndone = 0;
}

static const struct check_ops unlock_ops = {
	.name = "use-after-unlock",
	.begin = unlock_begin,
	.insn = unlock_insn,
	.section_end = unlock_section_end,
};

void check_unlock_register(void)
{
	register_check(&unlock_ops);
}

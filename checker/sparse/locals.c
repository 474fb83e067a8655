// SPDX-License-Identifier: GPL-2.0
/*
 * What a load from a local variable's memory reads.  sparse promotes a
 * local scalar to a pseudo but keeps a structure of two or more members
 * in memory: a guard of a class with more than its lock in it
 * (scoped_guard(spinlock_irqsave, &l): { lock, flags }) is stored by its
 * constructor and loaded again by its destructor,
 *
 *	store.64   foo_lock -> 0[_t]		constructor
 *	load.128   %r9 <- 0[_t]			return _t
 *	store.128  %r9 -> 0[scope]		scope = ...
 *	load.64    %r117 <- 0[scope]		destructor: _T->lock
 *	call       _raw_spin_unlock_irqrestore, %r117, ...
 *
 * and without this the unlock would name "*(scope+0)", not foo_lock, and
 * the lock would stay held.  The store a load reads is the last one
 * before it in its block that overlaps it, or else the last of those in
 * the one block that has them all; a wider store of a load (a structure copy) is followed to
 * the copy's source.  A variable whose address escapes (to a call, into
 * memory) is left alone, but for a later member's address handed on.
 */
#include "sparse/sparse-rcu.h"

static bool is_local_sym(pseudo_t p)
{
	return p && p->type == PSEUDO_SYM && p->sym &&
	       !(p->sym->ctype.modifiers & (MOD_NONLOCAL | MOD_STATIC));
}

/*
 * Every use of the variable's address is a load or store through it, or
 * the address of a member past the bytes read ([@off, @end)) handed on:
 * a callee given &scope.rf (a guard's flags) does not write scope.lock.
 */
static bool stays_local(pseudo_t addr, long long end)
{
	struct pseudo_user *pu;

	FOR_EACH_PTR(addr->users, pu) {
		struct instruction *u = pu->insn;

		if (!u || !u->bb)
			continue;
		if (u->opcode == OP_LOAD || u->opcode == OP_INLINED_CALL)
			continue;
		if (u->opcode == OP_STORE && u->src == addr && u->target != addr)
			continue;
		if (u->opcode == OP_ADD && u->src1 == addr &&
		    u->src2->type == PSEUDO_VAL && u->src2->value >= end)
			continue;
		return false;
	} END_FOR_EACH_PTR(pu);
	return true;
}

static bool overlaps(const struct instruction *st, long long off, unsigned bits)
{
	long long s = st->offset, e = s + (long long)(st->size / 8);

	return s < off + (long long)(bits / 8) && off < e;
}

/* The store to @addr that the access of @bits at @off by @at reads. */
static struct instruction *reaching_store(pseudo_t addr, long long off,
					  unsigned bits, struct instruction *at)
{
	struct instruction *insn, *last = NULL, *only = NULL;
	struct pseudo_user *pu;
	int nstores = 0;

	FOR_EACH_PTR(at->bb->insns, insn) {
		if (insn == at)
			break;
		if (insn->bb && insn->opcode == OP_STORE && insn->src == addr &&
		    overlaps(insn, off, bits))
			last = insn;
	} END_FOR_EACH_PTR(insn);
	if (last)
		return last;
	FOR_EACH_PTR(addr->users, pu) {
		struct instruction *u = pu->insn;

		if (u && u->bb && u->opcode == OP_STORE && u->src == addr &&
		    overlaps(u, off, bits)) {
			if (only && only->bb != u->bb)
				return NULL;
			only = u;
			nstores++;
		}
	} END_FOR_EACH_PTR(pu);
	if (nstores <= 1)
		return only;
	/* all in one block (an initialisation, then the value): its last */
	FOR_EACH_PTR(only->bb->insns, insn) {
		if (insn->bb && insn->opcode == OP_STORE && insn->src == addr &&
		    overlaps(insn, off, bits))
			last = insn;
	} END_FOR_EACH_PTR(insn);
	return last;
}

static pseudo_t read_local(pseudo_t addr, long long off, unsigned bits,
			   struct instruction *at, int depth)
{
	if (depth > 8 || !is_local_sym(addr) ||
	    !stays_local(addr, off + (long long)(bits / 8)))
		return NULL;
	struct instruction *st = reaching_store(addr, off, bits, at);

	if (!st || !st->target || st->target == VOID)
		return NULL;
	if (st->offset == off && st->size == bits)
		return st->target;
	/* part of a wider store: a structure copied from another local */
	struct instruction *copy = st->target->type == PSEUDO_REG ?
				   st->target->def : NULL;

	if (!copy || copy->opcode != OP_LOAD || st->offset > off ||
	    off + bits / 8 > st->offset + st->size / 8)
		return NULL;
	return read_local(copy->src, copy->offset + (off - st->offset), bits,
			  copy, depth + 1);
}

pseudo_t local_load_source(struct instruction *load)
{
	if (!load || load->opcode != OP_LOAD || !load->bb)
		return NULL;
	return read_local(load->src, load->offset, load->size, load, 0);
}

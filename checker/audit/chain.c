// SPDX-License-Identifier: GPL-2.0
#include "audit/chain.h"

#include <stdlib.h>
#include <string.h>

const struct chain_style chain_style_audit = {
	.root_names = CHAIN_ROOT_KIND,
	.confidence = CHAIN_CONF_BY_TIER,
	.root_sentence = true,
};

/* Its root field and chain have always named functions; its message says what is held instead. */
const struct chain_style chain_style_link = {
	.root_names = CHAIN_ROOT_FUNCTION,
	.confidence = CHAIN_CONF_BY_EVIDENCE,
	.root_sentence = false,
};

const char *chain_tier_name(enum chain_tier t)
{
	return t == CHAIN_TIER_DEFAULT ? "default" : "lower";
}

/*
 * A chain through a callback whose call and store do not both name the
 * struct is a guess (pristine 6.1 kernel/: bpf_map_dev_ops' calls taken
 * for bpf_map_ops', seq_file's ->next under ->start's reader): lower. An
 * exported function no in-tree call protects is no evidence by itself
 * (kernel/: seq_read(), tracepoint and timer-interrupt paths): lower. So
 * is a chain through a second callback, whatever it holds: the first
 * invoker's own context (a seq_file's ->start, a lock taken by a kernfs
 * helper) is not known well enough (triage/linux-6.1.md, wt-hdr). So is
 * one through a field call made without the reader only on a branch the
 * object's state decides (6.12's bpf_map_update_value(): map types whose
 * callbacks need none), the reader taken for every other object.
 */
enum chain_tier chain_root_tier(enum rcu_root kind, unsigned evidence)
{
	if (evidence & (CHAIN_EV_SECOND | CHAIN_EV_BRANCH))
		return CHAIN_TIER_LOWER;
	if ((evidence & CHAIN_EV_READER) && kind != RCU_ROOT_UPDATER &&
	    kind != RCU_ROOT_IN_READER && kind != RCU_ROOT_EXPORTED_COVERED &&
	    kind != RCU_ROOT_NONE)
		return CHAIN_TIER_DEFAULT;
	if (evidence & CHAIN_EV_GUESSED)
		return CHAIN_TIER_LOWER;
	switch (kind) {
	case RCU_ROOT_LOCAL:
	case RCU_ROOT_SYSCALL:
		return CHAIN_TIER_DEFAULT;
	case RCU_ROOT_EXPORTED:
	case RCU_ROOT_NOCALLER:
	case RCU_ROOT_ENTRY:
		return evidence & (CHAIN_EV_HELD | CHAIN_EV_DROPPED | CHAIN_EV_ENTRY |
				   CHAIN_EV_SYSCALL_ENTRY | CHAIN_EV_ONCE_LOCK) ?
		       CHAIN_TIER_DEFAULT : CHAIN_TIER_LOWER;
	default:
		return CHAIN_TIER_LOWER;
	}
}

bool chain_offer(struct chain_root *r, enum rcu_root kind, unsigned evidence, int at)
{
	if (kind != RCU_ROOT_NONE) {
		enum chain_tier t = chain_root_tier(kind, evidence);

		if (r->kind == RCU_ROOT_NONE ||
		    (t == CHAIN_TIER_DEFAULT && r->tier != CHAIN_TIER_DEFAULT))
			*r = (struct chain_root){ kind, t, evidence, at };
	}
	return r->kind != RCU_ROOT_NONE && r->tier == CHAIN_TIER_DEFAULT;
}

/* An undecidable lockdep condition is never reported in the default tier. */
static enum chain_tier reported_tier(const struct chain_root *r)
{
	return r->evidence & CHAIN_EV_UNCERTAIN ? CHAIN_TIER_LOWER : r->tier;
}

/*
 * The one scale (rcu/confidence.h). By tier (the audit): a default-tier
 * chain shows the mistake, high; a lower-tier one lacks that evidence,
 * moderate. By evidence (link, once "likely", "probable", "possible"): a
 * lock held instead is the seed's mistake, as in the 2009 bugs, high; a
 * chain holding nothing is a plain missing reader that a caller outside
 * the facts may still provide, moderate; an undecidable lockdep
 * condition may hold at run time after all, low.
 */
enum rcu_confidence chain_confidence(const struct chain_root *r, const struct chain_style *st)
{
	if (st->confidence == CHAIN_CONF_BY_TIER)
		return reported_tier(r) == CHAIN_TIER_DEFAULT ? RCU_CONF_HIGH : RCU_CONF_MODERATE;
	if (r->evidence & CHAIN_EV_UNCERTAIN)
		return RCU_CONF_LOW;
	return r->evidence & CHAIN_EV_HELD ? RCU_CONF_HIGH : RCU_CONF_MODERATE;
}

/* Where the chain starts, and a caller on it that dropped the reader. */
static void root_sentence(struct strbuf *msg, const struct chain *c)
{
	const char *top = c->top;

	if (c->root.kind == RCU_ROOT_SYSCALL)
		sb_printf(msg, "; reached from system call %s()", top);
	if (c->dropper && c->drop_reader)
		sb_printf(msg, "; %s() calls it after its %s section ended at line %s",
			  c->dropper, c->drop_reader, c->drop_line);
	else if (c->dropper)
		sb_printf(msg, "; %s() calls it after its rcu_read_unlock() at line %s",
			  c->dropper, c->drop_line);
	switch (c->root.kind) {
	case RCU_ROOT_EXPORTED:
		if (c->root.evidence & CHAIN_EV_UNPROTECTED)
			sb_printf(msg, "; %s() is exported, and no call of it in the tree protects it",
				  top);
		else
			sb_printf(msg, "; %s() is exported and no caller shown protects it", top);
		break;
	case RCU_ROOT_NOCALLER:
		sb_printf(msg, "; %s() has no caller in the tree that protects it", top);
		break;
	case RCU_ROOT_EXPORTED_COVERED:
		sb_printf(msg, "; %s() is exported, and every caller in the tree protects it", top);
		break;
	case RCU_ROOT_CALLBACK:
		sb_printf(msg, "; %s() is reached only through a function pointer", top);
		break;
	case RCU_ROOT_ENTRY:
		sb_printf(msg, "; %s() is %s", top, c->entry ? c->entry : "an entry point");
		break;
	case RCU_ROOT_UPDATER:
		sb_printf(msg, "; %s() takes no reader (update side?): "
			  "rcu_dereference_protected() would document the lock", top);
		break;
	case RCU_ROOT_IN_READER:
		sb_printf(msg, "; inside %s()'s own reader, where rcu_access_pointer() reads "
			  "what rcu_dereference() would: style, rcu_dereference() lets lockdep "
			  "check it", top);
		break;
	default:
		break;
	}
}

void chain_fill(struct finding *f, const struct chain *c, const struct chain_style *st,
		struct strbuf *msg)
{
	for (size_t i = 0; i < c->links->n; i++)
		sl_push(&f->chain, c->links->v[i]);
	f->root = str_dup(st->root_names == CHAIN_ROOT_KIND ? rcu_root_name(c->root.kind) : c->top);
	f->tier = str_dup(chain_tier_name(reported_tier(&c->root)));
	f->confidence = str_dup(rcu_confidence_name(chain_confidence(&c->root, st)));
	if (st->root_sentence)
		root_sentence(msg, c);
}

void chain_lower(struct finding *f, char *message)
{
	free(f->message);
	f->message = message;
	free(f->tier);
	f->tier = str_dup("lower");
	free(f->confidence);
	f->confidence = str_dup(rcu_confidence_name(RCU_CONF_LOW));
}

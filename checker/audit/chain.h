/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Caller chains, as both static engines report them: the spatch audit
 * (audit.c: a lazy search up the whole-tree index) and "rcucheck link" /
 * sparse-rcu (rcufacts.c: propagation over a complete fact database).
 * Each engine searches its own way and names the root kind it reaches
 * (rcu/roots.h) with what it saw on the way; this module decides the
 * root's tier, which root a search keeps, and fills the record's chain,
 * root, tier, confidence and root sentence.
 *
 * The engines still differ in a few outputs; struct chain_style names
 * each difference, and chain_style_audit / chain_style_link hold them.
 */
#ifndef RCUCHECK_AUDIT_CHAIN_H
#define RCUCHECK_AUDIT_CHAIN_H

#include <stdbool.h>
#include "lib/finding.h"
#include "lib/util.h"
#include "rcu/confidence.h"
#include "rcu/roots.h"

enum chain_tier {
	CHAIN_TIER_DEFAULT,	/* what a maintainer should read */
	CHAIN_TIER_LOWER,	/* --tier=all, link --lower */
};

/* "default", "lower": as printed and as --tier takes them. */
const char *chain_tier_name(enum chain_tier t);

/* What a search saw on its way to a root, a bit set. */
#define CHAIN_EV_HELD		(1u << 0)	/* a lock (or another reader) held instead */
#define CHAIN_EV_DROPPED	(1u << 1)	/* a caller drops the reader, then calls */
#define CHAIN_EV_UNCERTAIN	(1u << 2)	/* the lockdep condition is undecidable */
#define CHAIN_EV_ENTRY		(1u << 3)	/* told to take a caller-less function as an entry */
#define CHAIN_EV_UNPROTECTED	(1u << 4)	/* exported, and no call of it in the tree protects it */
#define CHAIN_EV_GUESSED	(1u << 5)	/* through a callback matched by its field's name only */
#define CHAIN_EV_READER		(1u << 6)	/* a reader of another flavor (or srcu_struct) held */
#define CHAIN_EV_SECOND		(1u << 7)	/* through a second callback: its invoker's context unknown */
/*
 * Through a field call its caller makes without the reader only on a
 * branch the object's own state decides, and under the reader otherwise
 * (audit/fieldbranch.h): whether the stored callback is one of those
 * objects' is not known.
 */
#define CHAIN_EV_BRANCH		(1u << 8)
/*
 * The entry root's invoker runs it in the calling task of a system call
 * (rcu/data/entry-registrations "from" syscall: a generic netlink
 * command's handler, a socket call's), with no prologue of its family's
 * (a genl family's .pre_doit) that may take locks first.
 */
#define CHAIN_EV_SYSCALL_ENTRY	(1u << 9)
/*
 * The entry root runs once in a kernel context of its own (an initcall,
 * a module's exit: rcu/data/entry-registrations "from" once), and the
 * access needs a lock alone (rcu_dereference_protected()'s
 * lockdep_is_held()), which no invoker of the kernel's takes for it.
 */
#define CHAIN_EV_ONCE_LOCK	(1u << 10)

/*
 * The tier of a root of @kind reached with @evidence. A system call, or
 * a function that drops the reader itself, is a bug whatever else holds;
 * so is an entry its invoker runs in a system call's task (a generic
 * netlink command's handler, a socket call's: CHAIN_EV_SYSCALL_ENTRY);
 * an entry run in a kernel context of its own (a work item, an
 * initcall: run by an invoker that holds nothing) is, like an exported
 * function, when the chain shows the mistake (pristine 6.1 kernel/:
 * deep chains from initcalls and work items through imprecise call-site
 * judgments gave 7 new default rows, 5 of them false:
 * triage/linux-6.1.md, wt-recall3);
 * an exported or caller-less function is when a lock on the way shows
 * the seed's mistake (a lock taken as if it were rcu_read_lock()), or
 * when the engine was told it is an entry; else it is a contract on its
 * callers. A reader of another flavor held on the way (rcu_read_lock()
 * for rcu_dereference_sched(), srcu_read_lock() of another srcu_struct)
 * is the mistake itself, whatever the root: a callback too. A callback, update-side code, an exported function every
 * caller protects: the lower tier. An undecidable condition does not
 * count here (see chain_fill()).
 */
enum chain_tier chain_root_tier(enum rcu_root kind, unsigned evidence);

/* The root a search keeps. */
struct chain_root {
	enum rcu_root kind;	/* RCU_ROOT_NONE: none yet */
	enum chain_tier tier;
	unsigned evidence;
	int at;			/* the engine's index of the root's function */
};

/*
 * Offers a root of @kind (RCU_ROOT_NONE: none here) at @at: the first
 * root found is kept unless a default-tier one comes later. True once
 * the kept root is default tier: nothing better to search for.
 */
bool chain_offer(struct chain_root *r, enum rcu_root kind, unsigned evidence, int at);

/* How the engines' records differ today, one field a difference. */
struct chain_style {
	/* The record's root: the root kind's name, or the top function's. */
	enum { CHAIN_ROOT_KIND, CHAIN_ROOT_FUNCTION } root_names;
	/*
	 * The confidence: by tier (default high, lower moderate), or by
	 * evidence (a lock held instead high, none moderate), an
	 * undecidable condition low either way.
	 */
	enum { CHAIN_CONF_BY_TIER, CHAIN_CONF_BY_EVIDENCE } confidence;
	/* The message ends with where the chain starts from. */
	bool root_sentence;
};

extern const struct chain_style chain_style_audit, chain_style_link;

/* A search's result, as the engine names it. */
struct chain {
	struct chain_root root;
	const char *top;		/* the function the chain starts from */
	const struct strlist *links;	/* the callers, innermost first */
	/*
	 * A caller on the chain that calls after its rcu_read_unlock(), and
	 * the line; the reader the access needs when another flavor's
	 * ("rcu_read_lock_bh()": its section ended there).
	 */
	const char *dropper, *drop_line, *drop_reader;
	/*
	 * An entry root: how the top is run ("a work item (DECLARE_WORK at
	 * drivers/tty/sysrq.c:400), run by process_one_work() with no reader
	 * held").
	 */
	const char *entry;
};

/* The record's confidence for a root kept under @st. */
enum rcu_confidence chain_confidence(const struct chain_root *r, const struct chain_style *st);

/*
 * Fills @f's chain, root, tier and confidence from @c; with
 * st->root_sentence, appends to @msg where the chain starts. A root
 * reached on an undecidable condition is reported in the lower tier,
 * though it ends the search as a default-tier root does.
 */
void chain_fill(struct finding *f, const struct chain *c, const struct chain_style *st,
		struct strbuf *msg);

/*
 * Moves a filled record @f to the lower tier with low confidence, its
 * message replaced by @message (taken over): for the passes after the
 * search that learn the access reads nothing a grace period guards
 * (audit/noeval.c, audit/srcuwait.c).
 */
void chain_lower(struct finding *f, char *message);

#endif

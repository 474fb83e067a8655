/* SPDX-License-Identifier: GPL-2.0 */
/*
 * How sure a finding is: one scale for every producer, the record's
 * "confidence" word.
 *
 *   certain   seen, not inferred: lockdep reported it at run time (the
 *             console parser, boot), or sparse's types prove it (its
 *             address-space warnings, triage).
 *   high      static, and the chain shows the mistake: a default-tier
 *             audit chain (a system call, a function that drops the
 *             reader first, a lock on the way taken as if it were the
 *             reader); a link chain that holds a lock instead; a pointer
 *             used after its read-side section ended (use-after-unlock).
 *   moderate  static, a chain to a root with no such evidence: the
 *             audit's lower tier, a link chain that holds nothing.
 *   low       static, and the lockdep condition could not be decided
 *             (it calls something the checker does not know).
 *
 * The audit's and link's chains get theirs from audit/chain.c.
 */
#ifndef RCUCHECK_RCU_CONFIDENCE_H
#define RCUCHECK_RCU_CONFIDENCE_H

enum rcu_confidence {
	RCU_CONF_CERTAIN,
	RCU_CONF_HIGH,
	RCU_CONF_MODERATE,
	RCU_CONF_LOW,
	RCU_NCONFIDENCES
};

/* "certain", "high", "moderate", "low". */
const char *rcu_confidence_name(enum rcu_confidence c);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where the audit's search up the call graph ends: the "root" of a
 * finding, and the name reports give it.
 */
#ifndef RCUCHECK_RCU_ROOTS_H
#define RCUCHECK_RCU_ROOTS_H

enum rcu_root {
	RCU_ROOT_NONE,
	RCU_ROOT_LOCAL,		/* the function itself drops the reader first: a bug anywhere */
	RCU_ROOT_SYSCALL,
	RCU_ROOT_EXPORTED,
	RCU_ROOT_NOCALLER,
	RCU_ROOT_CALLBACK,
	RCU_ROOT_UPDATER,	/* rcu_access_pointer() deref where no reader is ever taken */
	RCU_ROOT_EXPORTED_COVERED,	/* exported, and every caller in the tree protects it */
	RCU_ROOT_IN_READER,	/* rcu_access_pointer() deref inside its function's own reader */
	RCU_ROOT_ENTRY,		/* run by an invoker that holds nothing: a work item, an initcall */
	RCU_NROOTS
};

/* "none", "local", "syscall", "exported", "no-caller", "callback", "update-side", "exported-covered",
 * "in-reader", "entry". */
const char *rcu_root_name(enum rcu_root r);

#endif

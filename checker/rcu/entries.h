/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_entry_registration(): the rows of "entry-registrations", the
 * macros and functions whose function argument the kernel runs from an
 * invoker that holds no reader (a work item's process_one_work(), an
 * initcall's do_one_initcall(), a kthread's kthread()), and the callback
 * fields such an invoker calls (a generic netlink command's .doit).
 */
#ifndef RCUCHECK_RCU_ENTRIES_H
#define RCUCHECK_RCU_ENTRIES_H

#include <stdbool.h>
#include <stddef.h>

struct rcu_entry_reg {
	const char *name;	/* "INIT_WORK" */
	int arg;		/* the function's argument, from 1; 0: a STRUCT.FIELD row */
	const char *context;	/* "work", "initcall", "exit", "kthread", "genl", "netlink", "socket" */
	const char *invoker;	/* "process_one_work" */
	bool from_syscall;	/* run in the calling task of a system call (genl, socket) */
	bool once;		/* run once in a kernel context of its own (initcall, exit) */
	const char *prologue;	/* "genl_family.pre_doit": run first, may take locks; NULL none */
};

/* The row of the registration @name (@len bytes), or NULL. */
const struct rcu_entry_reg *rcu_model_entry_registration(const char *name, size_t len);
/* The row of a store into @field of struct @type ("genl_ops", "doit"), or NULL. */
const struct rcu_entry_reg *rcu_model_entry_field(const char *type, const char *field);

#endif

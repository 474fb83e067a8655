// SPDX-License-Identifier: GPL-2.0
/*
 * bin/rcu-model: what the RCU model (rcu/model.h) says about names, for
 * the tests of the model itself (testcases/rcu/).
 *
 *   rcu-model [NAME...]
 *
 * Loads every data file of checker/rcu/data/ and every table built from
 * them, so a malformed row fails (exit 2, the row named); then prints
 * one line per NAME: each lookup that knows it, as "what=answer".
 * Flavor sets print as their names ("bh,sched"), sleeping locks as
 * "sleeps", disabled interrupts as "irqs".
 */
#include <stdio.h>
#include <string.h>
#include "lib/util.h"
#include "rcu/data.h"
#include "rcu/model.h"

static void put_effect(struct strbuf *sb, const char *what, struct rcu_effect e)
{
	const char *sep = "";

	if (!e.flavors && !e.sleeplock)
		return;
	sb_printf(sb, " %s=", what);
	for (int f = 0; f < RCU_NFLAVORS; f++) {
		if (e.flavors & RCU_FL(f)) {
			sb_printf(sb, "%s%s", sep, rcu_flavor_name((enum rcu_flavor)f));
			sep = ",";
		}
	}
	if (e.irqs) {
		sb_printf(sb, "%sirqs", sep);
		sep = ",";
	}
	if (e.sleeplock)
		sb_printf(sb, "%ssleeps", sep);
}

static void put_flavors(struct strbuf *sb, const char *what, rcu_flavors fl)
{
	put_effect(sb, what, (struct rcu_effect){ fl, false, false });
}

/* The readers and predicates @name is. */
static void put_reader(struct strbuf *sb, const char *name)
{
	const char *helper = rcu_model_lockdep_helper(name);

	for (int f = 0; f < RCU_NFLAVORS; f++) {
		const char *r = rcu_model_reader((enum rcu_flavor)f);

		if (r && !strcmp(r, name))
			sb_printf(sb, " enters=%s", rcu_flavor_name((enum rcu_flavor)f));
	}
	put_flavors(sb, "held", rcu_model_held_predicate(name));
	if (rcu_model_lock_predicate(name))
		sb_puts(sb, " lock-predicate");
	if (helper)
		sb_printf(sb, " lockdep-helper=%s", helper);
}

static void query(const char *name)
{
	static const char *const assertions[] = { "-", "warn", "assert", "reader" };
	struct strbuf sb = STRBUF_INIT;
	struct rcu_effect e;
	const struct rcu_callee *c = rcu_model_callee(name);
	size_t len = strlen(name);

	if (rcu_model_primitive(name, &e) && !e.flavors && !e.sleeplock)
		sb_puts(&sb, " primitive");
	else if (rcu_model_primitive(name, &e))
		put_effect(&sb, "primitive", e);
	put_effect(&sb, "call", rcu_model_call(name, len));
	put_effect(&sb, "guard", rcu_model_guard(name, len));
	put_reader(&sb, name);
	if (c) {
		sb_printf(&sb, " callee=%s%s", rcu_callee_does_name(c->does),
			  c->inlined ? ",inlined" : "");
		put_flavors(&sb, "callee-held", c->flavors);
		if (c->lock)
			sb_printf(&sb, " callee-lock=%s", c->lock);
	}
	if (rcu_model_assertion(name, len) != RCU_ASSERT_NONE)
		sb_printf(&sb, " assertion=%s", assertions[rcu_model_assertion(name, len)]);
	if (rcu_model_export_macro(name, len))
		sb_puts(&sb, " export-macro");
	if (rcu_model_not_lock_name(name))
		sb_puts(&sb, " not-lock-name");
	if (rcu_model_syscall_entry(name))
		sb_puts(&sb, " syscall-entry");
	if (strcmp(rcu_model_syscall_name(name), name))
		sb_printf(&sb, " syscall=%s", rcu_model_syscall_name(name));
	printf("%s:%s\n", name, sb.len ? sb.buf : " unknown");
	sb_free(&sb);
}

int main(int argc, char **argv)
{
	/* every file parsed, every table built: a bad row is fatal here */
	for (size_t i = 0; rcu_data_files[i].name; i++)
		rcu_table(rcu_data_files[i].name);
	rcu_model_reader(RCU_FLAVOR_RCU);
	rcu_model_callee("");
	for (int i = 1; i < argc; i++)
		query(argv[i]);
	return 0;
}

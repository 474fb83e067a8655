/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A call through a field made on a branch that the called object's own
 * state decides. 6.12's bpf_map_update_value() calls
 * map->ops->map_update_elem() inside rcu_read_lock() for most maps, and
 * without it only "else if (map->map_type == BPF_MAP_TYPE_CPUMAP || ...)":
 * the unprotected call reaches only the callbacks of those map types, not
 * a hash map's or a task storage's. The callback stores do not say which
 * type they belong to, so such a chain is a guess: lower tier, with the
 * condition in the message (audit.c, CHAIN_EV_BRANCH).
 */
#ifndef RCUCHECK_FIELDBRANCH_H
#define RCUCHECK_FIELDBRANCH_H

/*
 * The condition of the innermost if / else if whose block or single
 * statement holds the call at @line:@col (1-based) of @text (the
 * caller's lines, the first being line @first), when that condition
 * names @base (the call's base variable, "map" of
 * "map->ops->map_update_elem()") as a whole word; its blanks collapsed.
 * NULL otherwise: the call in a plain block, in a condition, or under a
 * test of something else. The caller frees it.
 */
char *field_branch_condition(const char *text, int first, int line, int col, const char *base);

/*
 * The variable a field call's text is made through: "map" of
 * "map->ops->map_update_elem", "sk" of "sk->sk_state_change"; NULL when
 * it does not start with one. The caller frees it.
 */
char *field_call_base(const char *call_text);

#endif

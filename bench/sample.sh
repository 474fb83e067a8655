#!/bin/sh
# The fixed sample of bench/RESULTS.md's "2026-12-06, branch wt-speed20b":
# every Nth (default 32nd, from the first) of the kernel .c files of a
# tree, sorted by path (LC_ALL=C), that hold one of the access and
# lifecycle rules' tokens as their "// Tokens:" lines had them at f009621
# (the list below, fixed so that the sample stays the same when a rule's
# tokens change). Not tools/, samples/, Documentation/, scripts/, usr/
# (user space, as the audit leaves them out).
#   bench/sample.sh KDIR [N] > LIST
# For 6.1 with N 32: bench/sample-6.1.txt, 51 files of 1620.
set -e
kdir=${1:?usage: bench/sample.sh KDIR [N]}
n=${2:-32}
tokens=$(mktemp)
trap 'rm -f "$tokens"' EXIT
for t in __task_cred rcu_dereference srcu_dereference rcu_dereference_protected \
	call_rcu call_rcu_hurry call_srcu call_rcu_tasks call_rcu_tasks_rude \
	call_rcu_tasks_trace kfree_rcu kvfree_rcu list_for_each_entry_rcu \
	list_for_each_entry_continue_rcu list_for_each_entry_from_rcu \
	hlist_for_each_entry_rcu hlist_for_each_entry_continue_rcu \
	hlist_for_each_entry_from_rcu hlist_nulls_for_each_entry_rcu \
	hlist_for_each_entry_rcu_bh hlist_for_each_entry_continue_rcu_bh \
	list_for_each_entry_srcu hlist_for_each_entry_srcu list_entry_rcu \
	list_first_or_null_rcu list_next_or_null_rcu rcu_access_pointer \
	rcu_read_unlock rcu_read_unlock_bh rcu_read_unlock_sched srcu_read_unlock \
	list_del_rcu list_del_init_rcu list_replace_rcu hlist_del_rcu \
	hlist_del_init_rcu hlist_replace_rcu hlist_nulls_del_rcu \
	hlist_nulls_del_init_rcu rcu_assign_pointer RCU_INIT_POINTER rcu_replace_pointer; do
	echo "$t"
done >"$tokens"
cd "$kdir"
find . -name '*.c' | sed 's,^\./,,' | grep -v -E '^(tools|samples|Documentation|scripts|usr)/' |
	LC_ALL=C sort | xargs grep -l -F -f "$tokens" | awk -v n="$n" 'NR % n == 1 % n'

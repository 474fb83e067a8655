#!/bin/sh
# check-name: rcucheck link joins the facts sparse-rcu wrote for two files
# check-command: sh $file
# check-exit-value: 1
# check-output-start
# helper.c:15:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds tasklist_lock instead) (in task_euid)
#   access: rcu_dereference(t->real_cred)
#   held: tasklist_lock
#   chain: task_euid <- may_signal <- __x64_sys_kill_like
#   root: __x64_sys_kill_like
# check-output-end
# check-error-start
# link: 2 facts files, 4 functions, 3 call sites: 1 finding
# check-error-end
#
# Each file alone says nothing (task_euid()'s callers are elsewhere);
# the facts files joined give the chain.
set -e
bin=../../../bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/sparse-rcu" --rcu-only --rcu-facts="$dir/.helper.o.rcufacts" helper.c
"$bin/sparse-rcu" --rcu-only --rcu-facts="$dir/.caller.o.rcufacts" caller.c
"$bin/rcucheck" link "$dir"

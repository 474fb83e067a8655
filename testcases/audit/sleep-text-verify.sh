#!/bin/sh
# check-name: audit: the sleep rule's facts worked out in C (audit/sleep_flow.c) are the rule's: RCUCHECK_SLEEP_VERIFY=1 asks spatch too and reports each difference; over a reader, nested sections of four kinds (printed strongest first), two locks, one lock taken on two paths (the first line), local_irq_save(flags), a section entered under "if (C)" and ended under it again (braced and not: paths end at C), one closed inside its branch with C met inside, an if with an else (no such shape), C assigned later, srcu (its own srcu_struct, another's, a sleep), a loop's break holding a lock, a goto, a case falling through, a do-while, a call through a field, an end that is no statement, sleepers in a condition and a loop head, and #ifdef/#else; and guards (guarded.c: guard(rcu)(), scoped_guard(rcu) { } noted twice, a spinlock's guard inside another lock's section, a scoped guard of a lock the flow took already (its line kept), guard(srcu)() (the call's line), preemption, irqs and bottom halves off, a mutex's guard (no section), a reader inside a guard, a guard in a #define's body); the two files it leaves to spatch (the tree's reader wrapper, #if 0 and a conditional right after a case) are not answered. 2 of 4 files answered, none differs (paths not ended at C, a lock's end with the wrong arity, the sections' order reversed, a closed branch taken as still open, the guards' notes before the flow's: each makes it differ)
# check-command: sh $file $bin
# check-output-start
# stages: sleep rule: files answered in C: 2 of 4
# sleep verify: 2 files answered in C, 0 differ from spatch
# exit 1, 35 findings
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-sleep-text-XXXXXX") || exit 2
RCUCHECK_STAGES=1 RCUCHECK_SLEEP_VERIFY=1 RCUCHECK_CACHE=$cache/verify "$1/rcucheck" audit --no-tree \
	--sleep-only -C sleep-text --tier=all --json -o "$cache/verify.json" >/dev/null 2>"$cache/verify.err"
status=$?
grep -e 'files answered in C' -e '^sleep verify' "$cache/verify.err"
echo "exit $status, $(grep -c '"rule"' "$cache/verify.json") findings"
rm -rf "$cache"

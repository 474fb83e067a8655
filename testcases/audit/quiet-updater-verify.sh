#!/bin/sh
# check-name: audit: the proofs that the update side's rules print nothing for a file (audit/quiet_updater.c) hold: RCUCHECK_QUIET_VERIFY=1 asks spatch too and names every file proved quiet that it printed a fact for. Of quiet-updater/'s files, rcu_reclaim.cocci is given those with a function that unlinks (or publishes) and frees (the prefilter's need): other.c is proved (its unlink's object, E of &E->fld, is not what it frees; the old value of its publish is not freed: no variable it assigns is), and waited.c by its paths (synchronize_rcu() between the unlink and the free on every path), and helper.c, sometimes.c (the wait under a test of something else: a path past it),  twice.c (freed by the file's helper foo_put(), freed after a replace) macro.c (a kfree() in a #define's body) and member.c (the object a member points to unlinked and freed, list_del_rcu(&p->q->node) and kfree(p->q): q is a field's name, no object's, in both) are not; rcu_head_requeue.cocci is given those with a queueing: apart.c (one queueing a function), other.c (a queueing of one object, a free of another), waited.c (rcu_barrier() between the queueing and the free) and moved.c (two objects' heads of one field name, the cursor given another object between a queueing and a free, two loops over one cursor: the rule's when != E = F and It(E, ...); refused before the twenty-first session) are proved, helper.c (the file's helpers foo_defer() and foo_put()), twice.c, macro.c and notmoved.c (a field named like the variable assigned, another variable given it: the object stays) are not. Learning no helper, taking any free for another object, a free on no path from the start for one on none, or a field's assignment for the variable's, proves a file spatch prints a fact for
# check-command: sh $file $bin
# check-output-start
# quiet verify: rcu_reclaim.cocci: 2 files proved quiet, 0 of them not
# quiet verify: rcu_head_requeue.cocci: 4 files proved quiet, 0 of them not
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-quiet-XXXXXX") || exit 2
RCUCHECK_QUIET_VERIFY=1 RCUCHECK_CACHE=$cache "$1/rcucheck" audit --no-tree -C quiet-updater \
	--tier=all --json >/dev/null 2>"$cache/err"
grep '^quiet verify: rcu_\(reclaim\|head_requeue\)' "$cache/err"
rm -rf "$cache"

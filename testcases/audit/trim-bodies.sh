#!/bin/sh
# check-name: audit: the access rules read copies of their files whose function bodies they have nothing to say about are blanked (tree/trim.c, audit/rule_bodies.c: no token part of the rule's, no accessor macro of the tree's table (a header's tb_cred(), the file's own TB_NEXT()), no other macro of the file's own whose definition holds a part, no directive), every position kept: trim-bodies/tb.c's five plain functions are blanked for rcu_dereference.cocci and the same report comes out as with RCUCHECK_TRIM=0 (an access through the tree's macro tb_cred(), one through the file's TB_NEXT(), a reader's field store for rcu_pointer_lifetime.cocci, a fetch used after the unlock, rcu_dereference_protected(), an rcu list walk). Taking no macro of the tree's table as needed changes the report; so does trimming tb-ifdef.c, whose #ifdef branches each close a block an if opened before them (with the directives set aside its braces do not balance, and the block after them looked like a function's body: blanked, the unlock in it lost, a true row gone), which is given whole. The update side's rules (trim-bodies/tb-update.c) keep the functions a kept one calls (a helper that frees its parameter), rcu_head_requeue.cocci the callers of a kept one too (a function that queues through a helper twice), and rcu_reclaim.cocci a cache created SLAB_TYPESAFE_BY_RCU, and a helper defined in both branches of an #ifdef in both (its first definition frees: taking the name for its last definition alone loses tbu_remove2()'s row): 4 and 8 of 11 bodies blanked, the same three rows as whole (without the links two rows are lost). A call-site round keeps only the bodies that call one of its callees: callsite-text/ with every question to spatch (RCUCHECK_CALLSITE_TEXT=0), 50 of 99 bodies blanked, the same report as whole
# check-command: sh $file $bin
# check-output-start
# stages: rules: rcu_dereference.cocci: function bodies blanked: 5 of 11
# stages: rules: rcu_pointer_lifetime.cocci: function bodies blanked: 4 of 11
# stages: rules: rcu_reclaim.cocci: function bodies blanked: 4 of 11
# stages: rules: rcu_head_requeue.cocci: function bodies blanked: 8 of 11
# the same findings: 10
# stages: call sites (round 1): function bodies blanked: 50 of 99
# call sites: the same findings: 44
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-trim-XXXXXX") || exit 2
RCUCHECK_STAGES=1 RCUCHECK_CACHE=$cache/trim "$1/rcucheck" audit --no-tree -C trim-bodies --tier=all \
	--json -o "$cache/trim.json" >/dev/null 2>"$cache/trim.err"
RCUCHECK_TRIM=0 RCUCHECK_CACHE=$cache/whole "$1/rcucheck" audit --no-tree -C trim-bodies --tier=all \
	--json -o "$cache/whole.json" >/dev/null 2>"$cache/whole.err"
grep -e 'rcu_dereference.cocci: function bodies blanked' -e 'rcu_pointer_lifetime.cocci: function bodies blanked' \
	-e 'rcu_reclaim.cocci: function bodies blanked' -e 'rcu_head_requeue.cocci: function bodies blanked' \
	"$cache/trim.err"
if cmp -s "$cache/trim.json" "$cache/whole.json"; then
	echo "the same findings: $(grep -c '"rule"' "$cache/trim.json")"
else
	echo "the findings differ:"
	diff "$cache/whole.json" "$cache/trim.json"
fi
RCUCHECK_STAGES=1 RCUCHECK_CALLSITE_TEXT=0 RCUCHECK_CACHE=$cache/cs-trim "$1/rcucheck" audit --no-tree \
	-C callsite-text --tier=all --json -o "$cache/cs-trim.json" >/dev/null 2>"$cache/cs-trim.err"
RCUCHECK_TRIM=0 RCUCHECK_CALLSITE_TEXT=0 RCUCHECK_CACHE=$cache/cs-whole "$1/rcucheck" audit --no-tree \
	-C callsite-text --tier=all --json -o "$cache/cs-whole.json" >/dev/null 2>"$cache/cs-whole.err"
grep 'call sites (round 1): function bodies blanked' "$cache/cs-trim.err"
if cmp -s "$cache/cs-trim.json" "$cache/cs-whole.json"; then
	echo "call sites: the same findings: $(grep -c '"rule"' "$cache/cs-trim.json")"
else
	echo "call sites: the findings differ:"
	diff "$cache/cs-whole.json" "$cache/cs-trim.json"
fi
rm -rf "$cache"

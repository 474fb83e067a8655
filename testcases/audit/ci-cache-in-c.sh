#!/bin/sh
# check-name: the result cache keeps the answers worked out in C (audit/rules.c's rule_in_c) under a label of this build: the sleep rule's facts of sleep-text/'s flow.c (audit/sleep_flow.c) and the proofs that rcu_dereference.cocci and rcu_list.cocci print nothing for quiet.c (audit/quiet.c: every access inside its reader) are worked out cold and kept; a warm audit (RCUCHECK_KEPT_REPORT=0: it runs) takes all of them from the cache and prints the same; another build of rcucheck (its hash differs) works them out again; with RCUCHECK_SLEEP_TEXT=0 and RCUCHECK_QUIET=0 spatch answers them all and the report is the same
# check-command: sh $file $bin
# check-output-start
# cold:
# rules: rcu_dereference.cocci: files proved quiet (0 kept): 1 of 1
# rules: rcu_list.cocci: files proved quiet (0 kept): 1 of 1
# rules: rcu_pointer_lifetime.cocci: files proved quiet (0 kept): 1 of 1
# sleep rule: files answered in C (0 kept): 2 of 4
# warm:
# rules: rcu_dereference.cocci: files proved quiet (1 kept): 1 of 1
# rules: rcu_list.cocci: files proved quiet (1 kept): 1 of 1
# rules: rcu_pointer_lifetime.cocci: files proved quiet (1 kept): 1 of 1
# sleep rule: files answered in C (2 kept): 2 of 4
# same as cold
# another build:
# rules: rcu_dereference.cocci: files proved quiet (0 kept): 1 of 1
# rules: rcu_list.cocci: files proved quiet (0 kept): 1 of 1
# rules: rcu_pointer_lifetime.cocci: files proved quiet (0 kept): 1 of 1
# sleep rule: files answered in C (0 kept): 2 of 4
# same as cold
# spatch alone: same as cold
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-in-c-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1
unset RCUCHECK_RESULTS RCUCHECK_QUIET RCUCHECK_SLEEP_TEXT
cp -r sleep-text "$tmp/tree" || exit 2
said() { sed -n 's/^stages: \(.*files \(proved quiet\|answered in C\).*\)/\1/p' "$tmp/stderr"; }
same() { cmp -s "$1" "$2" && echo "same as $3" || echo "differs from $3"; }
"$rc" audit --no-tree -C "$tmp/tree" --json >"$tmp/cold.json" 2>"$tmp/stderr"
echo cold:; said
"$rc" audit --no-tree -C "$tmp/tree" --json >"$tmp/warm.json" 2>"$tmp/stderr"
echo warm:; said; same "$tmp/warm.json" "$tmp/cold.json" cold
cp "$rc" "$tmp/rcucheck-other" && printf x >>"$tmp/rcucheck-other" || exit 2
RCUCHECK_HOME=$(cd "$1/.." && pwd) "$tmp/rcucheck-other" audit --no-tree -C "$tmp/tree" --json \
	>"$tmp/other.json" 2>"$tmp/stderr"
echo another build:; said; same "$tmp/other.json" "$tmp/cold.json" cold
RCUCHECK_SLEEP_TEXT=0 RCUCHECK_QUIET=0 "$rc" audit --no-tree --no-cache -C "$tmp/tree" --json \
	>"$tmp/spatch.json" 2>"$tmp/stderr"
printf 'spatch alone: '; same "$tmp/spatch.json" "$tmp/cold.json" cold
rm -rf "$tmp"

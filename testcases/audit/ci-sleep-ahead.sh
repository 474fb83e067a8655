#!/bin/sh
# check-name: audit -j 2 makes the sleep rule's selection of files in a child process beside the rules and the caller search, and reports what -j 1 reports, which makes it in order after the search (sleep-depth-order: a() three calls above mutex_lock() inside rcu_read_lock())
# check-command: sh $file $bin
# check-output-start
# -j 2: exit 1, 1 findings, selected by a child process: 1 of 1
# -j 1: exit 1, 1 findings, selected by a child process: none
# the same findings
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-sleep-ahead-XXXXXX") || exit 2
for j in 2 1; do
	RCUCHECK_STAGES=1 RCUCHECK_CACHE=$tmp/cache "$rc" audit --no-tree --json -j $j \
		-C sleep-depth-order >"$tmp/j$j.json" 2>"$tmp/j$j.err"
	echo "-j $j: exit $?, $(wc -l <"$tmp/j$j.json") findings, selected by a child process:" \
	     "$(sed -n 's/^stages: sleep rule: files selected by a child process: //p' "$tmp/j$j.err" | grep . || echo none)"
done
cmp -s "$tmp/j2.json" "$tmp/j1.json" && echo "the same findings" || echo "different findings"
rm -rf "$tmp"

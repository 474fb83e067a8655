#!/bin/sh
# check-name: audit -j 2 on a warm result cache searches the second half of the accesses' callers in a child process and reports what -j 1 reports (RCUCHECK_SEARCH_SPLIT_MIN=1: a split for ci-tree's five accesses); a child that fails (RCUCHECK_FORKED_FAIL) is said in one warning, and the audit searches its half and makes the sleep rule's selection itself, with the same report
# check-command: sh $file $bin
# check-output-start
# cold -j 1: exit 1, 4 findings
# warm -j 1: exit 1, 4 findings, searched by a child process: none
# warm -j 2: exit 1, 4 findings, searched by a child process: 3 of 5
# the same findings
# a failing child -j 2: exit 1, 4 findings, searched by a child process: none
# rcucheck: warning: caller search: the process that searched half of the accesses failed; searching them here
# rcucheck: warning: sleep rule: the selection made beside the caller search failed; making it again
# the same findings
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-search-split-XXXXXX") || exit 2
audit() {
	RCUCHECK_SEARCH_SPLIT_MIN=1 RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1 \
		RCUCHECK_CACHE=$tmp/cache "$rc" audit --no-tree --json -C ci-tree "$@"
}
child() { sed -n 's/^stages: callers: searched by a child process: //p' "$1" | grep . || echo none; }
audit -j 1 >"$tmp/cold.json" 2>/dev/null
echo "cold -j 1: exit $?, $(wc -l <"$tmp/cold.json") findings"
for j in 1 2; do
	audit -j $j >"$tmp/j$j.json" 2>"$tmp/j$j.err"
	echo "warm -j $j: exit $?, $(wc -l <"$tmp/j$j.json") findings, searched by a child process: $(child "$tmp/j$j.err")"
done
cmp -s "$tmp/j1.json" "$tmp/j2.json" && echo "the same findings" || echo "different findings"
RCUCHECK_FORKED_FAIL=1 audit -j 2 >"$tmp/fail.json" 2>"$tmp/fail.err"
echo "a failing child -j 2: exit $?, $(wc -l <"$tmp/fail.json") findings, searched by a child process: $(child "$tmp/fail.err")"
grep 'warning:' "$tmp/fail.err"
cmp -s "$tmp/j1.json" "$tmp/fail.json" && echo "the same findings" || echo "different findings"
rm -rf "$tmp"

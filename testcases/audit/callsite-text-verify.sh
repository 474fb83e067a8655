#!/bin/sh
# check-name: audit: call-site facts from the text (audit/callsite_syntax.c) are the call-site rule's: RCUCHECK_CALLSITE_VERIFY=1 asks spatch too and reports each difference; over callers with a lock after the call, a balanced pair before it, a reader around it, a conditional lock, a goto and a loop that come back to it holding a lock, dead code, a case after another's return and an iterator, the text answers the four it can (before any lock, on a branch, through a field, the later case) and none differs; without verification the findings are the same
# check-command: sh $file $bin
# check-output-start
# callers: 4 answers from the text
# rcucheck: call-site verify: 4 calls answered from the text, 0 differ from spatch
# the same 9 findings with and without verification
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-callsite-text-XXXXXX") || exit 2
RCUCHECK_CALLSITE_VERIFY=1 RCUCHECK_CACHE=$cache/verify "$1/rcucheck" audit --no-tree -C callsite-text \
	--tier=all --json -o "$cache/verify.json" 2>"$cache/verify.err"
sed -n 's/^callers: done in [0-9.]*s (.*, \([0-9]*\) answers from the text)/callers: \1 answers from the text/p; /call-site verify/p' \
	"$cache/verify.err"
RCUCHECK_CACHE=$cache/plain "$1/rcucheck" audit --no-tree -C callsite-text \
	--tier=all --json -o "$cache/plain.json" 2>/dev/null
if cmp -s "$cache/verify.json" "$cache/plain.json"; then
	echo "the same $(grep -c '"rule"' "$cache/plain.json") findings with and without verification"
else
	echo "the findings differ:"
	diff "$cache/verify.json" "$cache/plain.json"
fi
rm -rf "$cache"

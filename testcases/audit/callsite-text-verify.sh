#!/bin/sh
# check-name: audit: call-site facts from the text (audit/callsite_syntax.c) are the call-site rule's: RCUCHECK_CALLSITE_VERIFY=1 asks spatch too and reports each difference; over callers with a lock after the call, a balanced pair before it, a reader around it, a conditional lock, a goto and a loop that come back to it holding a lock, a goto forward past it, variables named like locks, dead code, a case after another's return, an iterator, and an iterator macro asked about (no call to the rule: 6.1's for_each_irq_desc() in kernel/irq/pm.c), the text answers the six it can (before any lock, on a branch, through a field, the later case, the goto forward, the variables) and none differs (with the loop, label and dead-code checks off, three differ; without the iterator check, one)
# check-command: sh $file $bin
# check-output-start
# callers: 6 answers from the text
# rcucheck: call-site verify: 6 calls answered from the text, 0 differ from spatch
# exit 1, 11 findings
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-callsite-text-XXXXXX") || exit 2
RCUCHECK_CALLSITE_VERIFY=1 RCUCHECK_CACHE=$cache/verify "$1/rcucheck" audit --no-tree -C callsite-text \
	--tier=all --json -o "$cache/verify.json" >/dev/null 2>"$cache/verify.err"
status=$?
sed -n 's/^callers: done in [^ ]* (.*, \([0-9]*\) answers from the text)/callers: \1 answers from the text/p; /call-site verify/p' \
	"$cache/verify.err"
echo "exit $status, $(grep -c '"rule"' "$cache/verify.json") findings"
rm -rf "$cache"

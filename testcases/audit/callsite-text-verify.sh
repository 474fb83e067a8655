#!/bin/sh
# check-name: audit: call-site facts worked out in C (audit/callsite_flow.c) are the call-site rule's: RCUCHECK_CALLSITE_VERIFY=1 asks spatch too and reports each difference; over callers with a lock after the call, a balanced pair before it, a reader around it, a conditional lock, a goto and a loop that come back to it holding a lock, a goto forward past it, variables named like locks, dead code, a case after another's return, an iterator macro asked about (no call to the rule: 6.1's for_each_irq_desc()), two locks held, the end of a reader and of a bh reader before the call (its line), bh and reader states, the RTNL taken in a test, an srcu reader, the sighand lock, a case falling through with a lock, a do-while, a break holding a lock, a release of another name, a reader in an #ifdef and locks in #ifdef/#else (spatch's if/else); and guards (guards.c: guard(spinlock)(), guard(rcu)(), scoped_guard(rcu) { } and the call after it, scoped_guard(spinlock_bh, ...) over one statement, a guard of an inner block that ended, a guard after the call, guard(srcu)(), parentheses around the lock, a class the tree defines over a member of its argument by guard() and CLASS(), guard(irq)(), and a guard in a #define's body, which holds nothing from there on: the model read it as held to the end of the file); a conditional right after a case, which spatch reads as no branch at all (read as it reads it, every branch's code in sequence: cflow_as_read()), a conditional holding "} else if (c) {" of an if/else chain (its code read as if the directives were not there; refused before the twenty-first session), a constant's #define and #undef inside the body (read as not there; refused before), a header's macro used as a statement with no ';' before an unlock (a macro statement, as spatch reads it, not an iterator over the unlock: held before the twenty-first session); two reader ends on different lines before the call (the rule names the first by position: a later one named differs); the call under #if 0's lock is not asked about (the index skips that text too). 45 answered, none differs (a lock never released, or a reader's end one line off: four differ; the conditional after a case read as branches: one; the guards not added: nine; the model before the #define fix: one)
# check-command: sh $file $bin
# check-output-start
# callers: 45 answers from the text
# rcucheck: call-site verify: 45 calls answered from the text, 0 differ from spatch
# exit 1, 41 findings
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-callsite-text-XXXXXX") || exit 2
RCUCHECK_CALLSITE_VERIFY=1 RCUCHECK_CACHE=$cache/verify "$1/rcucheck" audit --no-tree -C callsite-text \
	--tier=all --json -o "$cache/verify.json" >/dev/null 2>"$cache/verify.err"
status=$?
sed -n 's/^callers: done in [^ ]* (.*, \([0-9]*\) answers from the text)/callers: \1 answers from the text/p; /call-site verify/p' \
	"$cache/verify.err"
echo "exit $status, $(grep -c '"rule"' "$cache/verify.json") findings"
rm -rf "$cache"

#!/bin/sh
# check-name: the result cache and the summary: a file a parallel spatch worker gave up on ("EXN: Coccinelle_modules.Common.Timeout in prio.c", the form -j prints; a stand-in spatch adds it to the real one's rcu_dereference.cocci run) is counted as timed out and kept as such (what it printed, marked timed out: testcases/audit/ci-cache-timeout.sh), so the next audit takes it from the cache and counts it as timed out again; under a longer $RCUCHECK_RULE_TIMEOUT it runs it again
# check-command: sh $file $bin
# check-output-start
# first: exit 1, 0 of 1 files only partly parsed, 0 of 45 lines unread (0.00%), 1 timed out: listed in CACHE/logs/audit-skipped.txt
# second: exit 1, spatch parsed 0 files for the rules, 1 timed out
# longer timeout: spatch parsed 1 file for the rules
# check-output-end
ci_files="prio.c"
. ./ci-cache-lib.sh
# the entries themselves, not the whole report kept (audit/runcache.h)
export RCUCHECK_KEPT_REPORT=0
# the stand-in's timeout comes after a run of a second: kept whatever its CPU share (tree/spatch.h)
export RCUCHECK_KEEP_TIMEOUTS=1
standin_spatch <<STANDIN
case "\$*" in
*rcu_dereference.cocci*) echo "EXN: Coccinelle_modules.Common.Timeout in prio.c" >&2 ;;
esac
STANDIN
PATH=$tmp/bin:$PATH audit -j 2 >/dev/null
echo "first: exit $?, $(sed -n 's/^audit: \(.*timed out.*\)/\1/p' "$tmp/stderr" | sed "s|$RCUCHECK_CACHE|CACHE|")"
audit -j 2 >/dev/null
echo "second: exit $?, $(said | sed 's/.*; //'), $(sed -n 's/^audit: .*, \([0-9]* timed out\):.*/\1/p' "$tmp/stderr")"
RCUCHECK_RULE_TIMEOUT=121 audit -j 2 >/dev/null
echo "longer timeout: $(said | sed 's/.*; //')"
rm -rf "$tmp"

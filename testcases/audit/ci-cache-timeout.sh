#!/bin/sh
# check-name: the result cache keeps a run spatch gave up on: a stand-in spatch says the real one's call-site run (a file of cocci/rcu_callsite.cocci's, callsite-PID.cocci) and its rcu_dereference.cocci run timed out on prio.c ("EXN: Coccinelle_modules.Common.Timeout in prio.c", the -j worker's form); the warm audit takes both from the cache as timed out (no call-site run, no file parsed for the rules, the file still counted as timed out) and prints the cold JSON byte for byte; a longer timeout ($RCUCHECK_CALLSITE_TIMEOUT, $RCUCHECK_RULE_TIMEOUT above the 60 and 120 s the cold run had) asks spatch again; a bad value is a one-line error; a run that had less than half the CPU its workers could use (the stand-in sleeps, as spatch does on a machine shared with other work) keeps none of its timeouts, which were the load's: the next audit asks again; but a run whose one busy worker had its CPU to the end (5 s of CPU in 5.2 s, $RCUCHECK_SPATCH_USAGE in place of the stand-in's own, which depends on the load of the machine running the tests; a timeout of 2 s, the other worker idle, as at the end of a run on an idle machine) is not starved: its timeouts are kept
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 1 findings, call-site runs 2, 0 of 2 files with an accessor and 0 of 2 call-site answers from the cache; spatch parsed 2 files for the rules, 1 timed out
# warm: exit 1, same as cold, call-site runs 0, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules, 1 timed out
# call sites 61 s: exit 1, same as cold, call-site runs 1, 2 of 2 files with an accessor and 1 of 2 call-site answers from the cache; spatch parsed 0 files for the rules, 1 timed out
# rules 121 s: exit 1, same as cold, call-site runs 0, 1 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 1 file for the rules, 1 timed out
# starved: cold: exit 1, same as cold, call-site runs 2, spatch parsed 2 files for the rules, 1 timed out
# starved: warm: exit 1, same as cold, call-site runs 1, spatch parsed 1 file for the rules, 1 timed out
# one busy worker: cold: exit 1, same as cold, call-site runs 2, spatch parsed 2 files for the rules, 1 timed out
# one busy worker: warm: exit 1, same as cold, call-site runs 0, spatch parsed 0 files for the rules, 1 timed out
# bad: exit 2, rcucheck: error: RCUCHECK_CALLSITE_TIMEOUT=0: want a number of seconds from 1 to 86400
# check-output-end
ci_files="prio.c cred.c ok.c"
. ./ci-cache-lib.sh
# the entries themselves, not the whole report kept (audit/runcache.h)
export RCUCHECK_KEPT_REPORT=0
# kept whatever the machine's load (tree/spatch.h: starved); the last part unsets it
export RCUCHECK_KEEP_TIMEOUTS=1
standin_spatch <<STANDIN
groups=\$(echo "\$*" | sed -n 's/.*--file-groups \([^ ]*\).*/\1/p')
case "\$*" in *callsite-*.cocci*) echo x >>"$tmp/callsite-runs" ;; esac
grep -qx prio.c "\$groups" || exit \$status
[ -f "$tmp/starve" ] && sleep 8
case "\$*" in
*callsite-*.cocci*) echo "EXN: Coccinelle_modules.Common.Timeout in prio.c" >&2 ;;
*rcu_dereference.cocci*) echo "EXN: Coccinelle_modules.Common.Timeout in prio.c" >&2 ;;
esac
STANDIN
PATH=$tmp/bin:$PATH
export PATH
runs() { n=$(cat "$tmp/callsite-runs" 2>/dev/null | wc -l); rm -f "$tmp/callsite-runs"; echo "call-site runs $n"; }
timed() { sed -n 's/^audit: .*, \([0-9]* timed out\):.*/\1/p' "$tmp/stderr"; }

audit -j 2 >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(runs), $(said), $(timed)"
audit -j 2 >"$tmp/warm.json"
echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(runs), $(said), $(timed)"
RCUCHECK_CALLSITE_TIMEOUT=61 audit -j 2 >"$tmp/longer.json"
echo "call sites 61 s: exit $?, $(same "$tmp/cold.json" "$tmp/longer.json" cold), $(runs), $(said), $(timed)"
RCUCHECK_RULE_TIMEOUT=121 audit -j 2 >"$tmp/rules.json"
echo "rules 121 s: exit $?, $(same "$tmp/cold.json" "$tmp/rules.json" cold), $(runs), $(said), $(timed)"
unset RCUCHECK_KEEP_TIMEOUTS
touch "$tmp/starve"
rm -rf "$RCUCHECK_CACHE/results"
audit -j 2 >"$tmp/starved.json"
echo "starved: cold: exit $?, $(same "$tmp/cold.json" "$tmp/starved.json" cold), $(runs), $(said | sed 's/.*; //'), $(timed)"
rm -f "$tmp/starve"
audit -j 2 >"$tmp/starved2.json"
echo "starved: warm: exit $?, $(same "$tmp/cold.json" "$tmp/starved2.json" cold), $(runs), $(said | sed 's/.*; //'), $(timed)"
rm -rf "$RCUCHECK_CACHE/results"
export RCUCHECK_CALLSITE_TIMEOUT=2 RCUCHECK_RULE_TIMEOUT=2 RCUCHECK_SPATCH_USAGE=5/5.2
audit -j 2 >"$tmp/busy.json"
echo "one busy worker: cold: exit $?, $(same "$tmp/cold.json" "$tmp/busy.json" cold), $(runs), $(said | sed 's/.*; //'), $(timed)"
audit -j 2 >"$tmp/busy2.json"
echo "one busy worker: warm: exit $?, $(same "$tmp/cold.json" "$tmp/busy2.json" cold), $(runs), $(said | sed 's/.*; //'), $(timed)"
unset RCUCHECK_CALLSITE_TIMEOUT RCUCHECK_RULE_TIMEOUT RCUCHECK_SPATCH_USAGE
RCUCHECK_CALLSITE_TIMEOUT=0 audit -j 2 >/dev/null
echo "bad: exit $?, $(cat "$tmp/stderr")"
rm -rf "$tmp"

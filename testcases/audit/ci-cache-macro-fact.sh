#!/bin/sh
# check-name: a fact spatch places in its own macro file (a match inside the expansion of a macro of --macro-file-builtins, which holds the tree's reader wrappers: a warm whole-6.12 audit printed one and asked 418 files again every run) is no line of the tree: it is dropped, and the result cache keeps the run's answers (a stand-in spatch adds a call fact and an access fact naming the builtins file to every run, and a call fact naming an earlier run's builtins file, whose positions an AST read back from --cache-prefix keeps: a cold whole-6.12 audit printed one); the warm audit asks spatch nothing and prints the cold JSON byte for byte, with no warning
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 1 findings, call-site runs 2, 0 of 2 files with an accessor and 0 of 2 call-site answers from the cache; spatch parsed 2 files for the rules
# warm: exit 1, same as cold, call-site runs 0, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules
# warnings: 0
# check-output-end
ci_files="prio.c cred.c ok.c"
. ./ci-cache-lib.sh
# the entries themselves, not the whole report kept (audit/runcache.h)
export RCUCHECK_KEPT_REPORT=0
export RCUCHECK_KEEP_TIMEOUTS=1
standin_spatch <<STANDIN
case "\$*" in *callsite-*.cocci*) echo x >>"$tmp/callsite-runs" ;; esac
builtins=\$(echo "\$*" | sed -n 's/.*--macro-file-builtins \([^ ]*\).*/\1/p')
[ -n "\$builtins" ] || exit \$status
printf 'rcucheck\tcall\t%s\t3\t1\tnote_enter\tget_cred\trcu=no,bh=no,sched=no\t-\n' "\$builtins"
printf 'rcucheck\taccess\t%s\t3\t1\tnote_enter\trcu_dereference(p)\trcu\t-\n' "\$builtins"
# an earlier run's builtins file: an AST read back from --cache-prefix keeps its positions
printf 'rcucheck\tcall\t%s\t5\t1\tnote_enter\tget_cred\trcu=no,bh=no,sched=no\t-\n' "\${builtins%/*}/spatch-builtins-1-earlier"
STANDIN
PATH=$tmp/bin:$PATH
export PATH
runs() { n=$(cat "$tmp/callsite-runs" 2>/dev/null | wc -l); rm -f "$tmp/callsite-runs"; echo "call-site runs $n"; }

audit -j 2 >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(runs), $(said)"
warn=$(grep -c warning "$tmp/stderr")
audit -j 2 >"$tmp/warm.json"
echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(runs), $(said)"
echo "warnings: $((warn + $(grep -c warning "$tmp/stderr")))"
rm -rf "$tmp"

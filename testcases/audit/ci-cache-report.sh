#!/bin/sh
# check-name: the whole report kept (audit/runcache.h): a second audit of three files of ci-tree, nothing changed, reads the cold one's report back (no index, rule or call-site run) and prints its JSON byte for byte, the summary's counts the same; prio.c touched (its time, not its text) is a new key: the audit runs from the entries, prints the same and keeps it again; a Kbuild file added (index/kbuild.c reads it) is a new key too; a spoiled report is ignored; RCUCHECK_KEPT_REPORT=0 and --no-cache neither read it
# check-command: sh $file $bin
# check-output-start
# cold: exit 1, 1 findings, 0 of 2 files with an accessor and 0 of 2 call-site answers from the cache; spatch parsed 2 files for the rules
# warm: exit 1, same as cold, same counts, no spatch run, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules; the whole report kept: nothing it reads changed
# touched: exit 1, same as cold, no spatch run, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules
# again: exit 1, same as cold, the whole report kept: nothing it reads changed
# Kbuild added: exit 1, same as cold, spatch parsed 0 files for the rules
# spoiled: exit 1, same as cold, spatch parsed 0 files for the rules
# RCUCHECK_KEPT_REPORT=0: exit 1, same as cold, spatch parsed 0 files for the rules
# check-output-end
ci_files="prio.c cred.c ok.c"
. ./ci-cache-lib.sh
counts() { sed -n 's/^audit: \([0-9]* findings.*call sites protected by callers\);.*/\1/p' "$tmp/stderr"; }
spatch_runs() { grep -q 'done in .*files, .*facts' "$tmp/stderr" && echo "spatch ran" || echo "no spatch run"; }

audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(said)"
counts >"$tmp/cold.counts"
audit >"$tmp/warm.json"
st=$?
counts >"$tmp/warm.counts"
echo "warm: exit $st, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(cmp -s "$tmp/cold.counts" "$tmp/warm.counts" && echo same counts || echo other counts), $(spatch_runs), $(said)"
touch -d '2001-01-01' "$tree/prio.c"
audit >"$tmp/touched.json"
echo "touched: exit $?, $(same "$tmp/cold.json" "$tmp/touched.json" cold), $(spatch_runs), $(said)"
audit >"$tmp/again.json"
echo "again: exit $?, $(same "$tmp/cold.json" "$tmp/again.json" cold), $(said | sed 's/.*; //')"
echo 'obj-y += prio.o' >"$tree/Kbuild"
audit >"$tmp/kbuild.json"
echo "Kbuild added: exit $?, $(same "$tmp/cold.json" "$tmp/kbuild.json" cold), $(said | sed 's/.*; //')"
for f in $(find "$RCUCHECK_CACHE/results" -path '*/reports/*' -type f); do echo garbage >"$f"; done
audit >"$tmp/spoiled.json"
echo "spoiled: exit $?, $(same "$tmp/cold.json" "$tmp/spoiled.json" cold), $(said | sed 's/.*; //')"
RCUCHECK_KEPT_REPORT=0 audit >"$tmp/off.json"
echo "RCUCHECK_KEPT_REPORT=0: exit $?, $(same "$tmp/cold.json" "$tmp/off.json" cold), $(said | sed 's/.*; //')"
rm -rf "$tmp"

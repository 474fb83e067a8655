#!/bin/sh
# check-name: the result cache: a second audit of three files of ci-tree takes every file and call-site answer from the cache (here the whole report the cold one kept: nothing it reads changed, audit/runcache.h; four files more than the rules' entries: the report, the answers of the rules' prefilter and of the sleep rule's token test, audit/prefcache.h, and the index's facts of the files it scanned, index/cfstore.h) and prints the cold audit's JSON byte for byte; after one file changes, spatch parses that file alone (and asks it the one call-site question that depends on it) and the output is what --no-cache prints; --no-cache neither reads nor writes (the entries: the access rules', per file; the sleep rule, run by default, parses none of the three, for none calls what may sleep inside a section; ok.c, a reader with no fetch in it, is no access rule's either: the prefilter's token pairs)
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 1 findings, 0 of 2 files with an accessor and 0 of 2 call-site answers from the cache; spatch parsed 2 files for the rules
# warm: exit 1, same as cold, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules; the whole report kept: nothing it reads changed
# prio.c changed: exit 1, same as --no-cache, differs from cold, 1 of 2 files with an accessor and 1 of 2 call-site answers from the cache; spatch parsed 1 file for the rules
# --no-cache: result cache off (--no-cache), entries before 10, after 10
# check-output-end
ci_files="prio.c cred.c ok.c"
. ./ci-cache-lib.sh

audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(said)"
audit >"$tmp/warm.json"
echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(said)"

# Three lines more at the top of prio.c: its accesses move.
printf '/*\n * Three more lines.\n */\n' | cat - "$tree/prio.c" >"$tmp/x" && mv "$tmp/x" "$tree/prio.c"
audit >"$tmp/changed.json"
st=$?
s=$(said)
before=$(entries)
audit --no-cache >"$tmp/nocache.json"
off=$(said)
echo "prio.c changed: exit $st, $(same "$tmp/nocache.json" "$tmp/changed.json" --no-cache), $(same "$tmp/cold.json" "$tmp/changed.json" cold), $s"
echo "--no-cache: $off, entries before $before, after $(entries)"
rm -rf "$tmp"

#!/bin/sh
# check-name: the result cache (three files of ci-tree): entries spoiled three ways (a line changed, cut short, replaced by garbage) are each ignored with a warning naming why, the files are parsed again and the audit prints what the cold one printed; the next audit takes everything from the cache again (ok.c, a reader with no fetch in it, is no access rule's: the prefilter's token pairs)
# check-command: sh $file $bin
# check-output-start
# cold: exit 1, 1 findings
# corrupt: exit 1, same as cold, 3 warnings, 3 corrupt entries ignored
# corrupt: is corrupt: its hash does not match its text; ignored, the file is parsed again
# corrupt: is corrupt: not its header; ignored, the file is parsed again
# corrupt: is corrupt: truncated; ignored, the file is parsed again
# after: exit 1, same as cold, 2 of 2 files with an accessor and 2 of 2 call-site answers from the cache; spatch parsed 0 files for the rules
# check-output-end
ci_files="prio.c cred.c ok.c"
. ./ci-cache-lib.sh
# the entries themselves, not the whole report kept (audit/runcache.h)
export RCUCHECK_KEPT_REPORT=0
audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings"
# the rules' entries: not the index's facts (ci-facts-kept.sh spoils those)
set -- $(find "$RCUCHECK_CACHE/results" -type f ! -path '*/cfiles/*' | sort | head -3)
sed -i '2s/^/x/' "$1"
head -c 100 "$2" >"$tmp/x" && mv "$tmp/x" "$2"
echo garbage >"$3"
audit >"$tmp/corrupt.json"
echo "corrupt: exit $?, $(same "$tmp/cold.json" "$tmp/corrupt.json" cold), $(grep -c 'warning: result cache: .* is corrupt' "$tmp/stderr") warnings, $(said | sed 's/.*; //')"
sed -n 's/.*warning: result cache: .*) \(is corrupt: .*\)/corrupt: \1/p' "$tmp/stderr" | sort -u
audit >"$tmp/after.json"
echo "after: exit $?, $(same "$tmp/cold.json" "$tmp/after.json" cold), $(said)"
rm -rf "$tmp"

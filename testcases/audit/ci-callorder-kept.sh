#!/bin/sh
# check-name: the callee accesses' kept call orders (audit/callorder.h: the names each file calls, in the order of their first call, kept by file stamp; callee/'s pid.c and owner.c and a file ipc/other.c that calls no lookup; RCUCHECK_KEPT_REPORT=0 so that each audit runs; RCUCHECK_STAGES=1 counts the lists made and the files whose calls were read): the cold audit makes all 3 lists, a warm one none and prints the same; other.c given a call of find_task_by_vpid() under a spinlock (only the callee accesses report it) (its stamp changes; its kept list named no lookup) has its list made again, its calls read, and the audit prints what --no-cache prints, one finding more; other.c touched alone is made again and changes nothing; a spoiled table (other.c's row emptied, its hash no longer the table's) is ignored (every list made, the same output); another build of rcucheck (its hash differs) makes every list and replaces the tree's table; --no-cache keeps no table
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 3 findings, lists made 3 of 3, calls read 1 of 3
# warm: exit 1, same as cold, lists made 0 of 3, calls read 1 of 3
# other.c edited: exit 1, same as --no-cache, 4 findings, lists made 1 of 3, calls read 2 of 3
# ipc/other.c touched: exit 1, same as --no-cache, lists made 1 of 3, calls read 2 of 3
# table spoiled: exit 1, same as --no-cache, lists made 3 of 3, calls read 2 of 3
# another binary: exit 1, same as --no-cache, lists made 3 of 3, calls read 2 of 3, tables 1
# --no-cache: lists made 3 of 3, tables before 1, after 1
# check-output-end
ci_files=
. ./ci-cache-lib.sh
. ./ci-callee-lib.sh
counts() {
	made=$(sed -n 's/^stages: callee accesses: call orders made: //p' "$tmp/stderr")
	read=$(sed -n 's/^stages: callee accesses: files whose calls were read: //p' "$tmp/stderr")
	echo "lists made $made, calls read $read"
}
tables() { find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f -exec grep -l '^rcucheck-prefilter-text' {} + 2>/dev/null | wc -l; }

kept_steps "other.c edited" edit_other ipc/other.c

# other.c's row says it calls nothing: kept, it would lose its finding
for t in $(find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f); do
	grep -q '^rcucheck-prefilter-text' "$t" || continue
	awk -F '\t' -v OFS='\t' '$1 == "ipc/other.c" { $4 = "-" } { print }' "$t" >"$tmp/t" &&
		cat "$tmp/t" >"$t"
done
audit >"$tmp/spoiled.json"
echo "table spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/spoiled.json" --no-cache), $(counts)"

# another build of rcucheck (another hash): the tree's table is replaced, not added to
another_build >"$tmp/other.json"
echo "another binary: exit $?, $(same "$tmp/nocache.json" "$tmp/other.json" --no-cache), $(counts), tables $(tables)"

before=$(tables)
audit --no-cache >/dev/null
echo "--no-cache: lists made $(sed -n 's/^stages: callee accesses: call orders made: //p' "$tmp/stderr"), tables before $before, after $(tables)"
rm -rf "$tmp"

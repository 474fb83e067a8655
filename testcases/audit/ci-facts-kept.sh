#!/bin/sh
# check-name: the index's facts kept between audits (index/cfstore.h: a file's full facts, call sites included, by its stamp; callee/'s pid.c and owner.c and ipc/other.c; RCUCHECK_KEPT_REPORT=0 so that each audit runs; RCUCHECK_STAGES=1 counts the files whose facts were scanned, of those asked): a warm audit scans none (other.c, which calls no lookup, is not asked) and prints what the cold one printed; other.c given a call of find_task_by_vpid() under a spinlock is scanned again and the audit prints what --no-cache prints, one finding more; other.c touched alone is scanned again; a record spoiled (the store's last byte, kernel/pid.c's facts) is ignored and pid.c scanned again; a store whose header is not its own is ignored (every file scanned); another build of rcucheck (its hash differs) replaces the tree's store; --no-cache keeps no store
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 3 findings, facts scanned 3 of 3
# warm: exit 1, same as cold, facts scanned 0 of 2
# other.c edited: exit 1, same as --no-cache, 4 findings, facts scanned 1 of 3
# ipc/other.c touched: exit 1, same as --no-cache, facts scanned 1 of 3
# stores: 1
# record spoiled: exit 1, same as --no-cache, facts scanned 1 of 3
# after it: facts scanned 0 of 3
# header spoiled: exit 1, same as --no-cache, facts scanned 3 of 3
# another binary: exit 1, same as --no-cache, facts scanned 3 of 3, stores 1
# --no-cache: no count, stores before 1, after 1, unchanged
# check-output-end
ci_files=
. ./ci-cache-lib.sh
. ./ci-callee-lib.sh
counts() {
	n=$(sed -n 's/^stages: index: files whose facts were scanned: //p' "$tmp/stderr")
	echo "facts scanned ${n:-no count}"
}
stores() { find "$RCUCHECK_CACHE/results" -path '*/cfiles/*' -type f 2>/dev/null; }

kept_steps "other.c edited" edit_other ipc/other.c
echo "stores: $(stores | wc -l)"

# records are written in path order: the last byte is kernel/pid.c's facts
store=$(stores)
size=$(wc -c <"$store")
last=$(tail -c 1 "$store" | od -An -tu1 | tr -d ' ')
printf "\\$(printf %o $((255 - last)))" | dd of="$store" bs=1 seek=$((size - 1)) conv=notrunc 2>/dev/null
audit >"$tmp/spoiled.json"
echo "record spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/spoiled.json" --no-cache), $(counts)"
audit >/dev/null
echo "after it: $(counts)"

printf 'rcucheck-cfiles 1 0000' | dd of="$store" conv=notrunc 2>/dev/null
audit >"$tmp/header.json"
echo "header spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/header.json" --no-cache), $(counts)"

# another build of rcucheck (another hash): the tree's store is replaced, not added to
cp "$rc" "$tmp/rcucheck-other" && printf x >>"$tmp/rcucheck-other" || exit 2
own=$rc rc=$tmp/rcucheck-other
RCUCHECK_HOME=$(cd "$1/.." && pwd) audit >"$tmp/other.json"
echo "another binary: exit $?, $(same "$tmp/nocache.json" "$tmp/other.json" --no-cache), $(counts), stores $(stores | wc -l)"
rc=$own

before=$(stores | wc -l) sum=$(md5sum <"$store")
audit --no-cache >/dev/null
[ "$sum" = "$(md5sum <"$store")" ] && un=unchanged || un=changed
echo "--no-cache: $(counts | sed 's/facts scanned //'), stores before $before, after $(stores | wc -l), $un"
rm -rf "$tmp"

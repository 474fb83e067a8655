#!/bin/sh
# check-name: the index's facts kept between audits (index/cfstore.h: a file's full facts, call sites included, by its stamp; callee/'s pid.c and owner.c and ipc/other.c; RCUCHECK_KEPT_REPORT=0 so that each audit runs; RCUCHECK_STAGES=1 counts the files whose facts were scanned, of those asked): a cold audit scans the two files asked (other.c, which calls no lookup, is not: the index holds the call orders), a warm one none and prints what the cold one printed; other.c given a call of find_task_by_vpid() under a spinlock is scanned again and the audit prints what --no-cache prints, one finding more; other.c touched alone is scanned again; a record spoiled (the store's last byte, the last record appended: ipc/other.c's) is ignored and the file scanned again; a store cut short (a write cut short) loses its last record and is written whole; a store whose header is not its own is ignored (every file scanned); records made by a warm audit are appended (other.c's counted in the store), and the store written whole again once what they replaced is half of it; another build of rcucheck (its hash differs) replaces the tree's store; --no-cache keeps no store
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 3 findings, facts scanned 2 of 2
# warm: exit 1, same as cold, facts scanned 0 of 2
# other.c edited: exit 1, same as --no-cache, 4 findings, facts scanned 1 of 3
# ipc/other.c touched: exit 1, same as --no-cache, facts scanned 1 of 3
# stores: 1, ipc/other.c's records 2
# record spoiled: exit 1, same as --no-cache, facts scanned 1 of 3
# after it: facts scanned 0 of 3
# cut short: exit 1, same as --no-cache, facts scanned 1 of 3, ipc/other.c's records 1
# header spoiled: exit 1, same as --no-cache, facts scanned 3 of 3, ipc/other.c's records 1
# compacted: yes
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
# records of ipc/other.c in the store: one appended by the edited and one by the touched audit (the cold one reads no file for the call orders: the index holds them)
echo "stores: $(stores | wc -l), ipc/other.c's records $(grep -a -o 'ipc/other\.c' "$(stores)" | wc -l)"

# the last byte is the last record's: ipc/other.c's facts, appended by the touched audit
store=$(stores)
size=$(wc -c <"$store")
last=$(tail -c 1 "$store" | od -An -tu1 | tr -d ' ')
printf "\\$(printf %o $((255 - last)))" | dd of="$store" bs=1 seek=$((size - 1)) conv=notrunc 2>/dev/null
audit >"$tmp/spoiled.json"
echo "record spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/spoiled.json" --no-cache), $(counts)"
audit >/dev/null
echo "after it: $(counts)"

# a write cut short (the last record's end lost): that file is scanned again, and
# the store written whole, since records appended after the cut would never be read
truncate -s -5 "$store"
audit >"$tmp/cut.json"
echo "cut short: exit $?, $(same "$tmp/nocache.json" "$tmp/cut.json" --no-cache), $(counts), ipc/other.c's records $(grep -a -o 'ipc/other\.c' "$store" | wc -l)"

printf 'rcucheck-cfiles 1 0000' | dd of="$store" conv=notrunc 2>/dev/null
audit >"$tmp/header.json"
echo "header spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/header.json" --no-cache), $(counts), ipc/other.c's records $(grep -a -o 'ipc/other\.c' "$store" | wc -l)"

# appends whose records replace others: the store is written whole again once
# what they replaced is half of it (within 60 touches of ipc/other.c, whose record is small)
i=0 n=0 most=0
while [ $i -lt 60 ]; do
	touch -d "2001-01-01 00:00:$((i % 60))" "$tree/ipc/other.c"
	audit >/dev/null
	n=$(grep -a -o 'ipc/other\.c' "$store" | wc -l)
	[ $n -gt $most ] && most=$n
	[ $n = 1 ] && break
	i=$((i + 1))
done
[ $n = 1 ] && [ $most -gt 2 ] && echo "compacted: yes" || echo "compacted: no ($n records, at most $most)"

# another build of rcucheck (another hash): the tree's store is replaced, not added to
another_build >"$tmp/other.json"
echo "another binary: exit $?, $(same "$tmp/nocache.json" "$tmp/other.json" --no-cache), $(counts), stores $(stores | wc -l)"

before=$(stores | wc -l) sum=$(md5sum <"$store")
audit --no-cache >/dev/null
[ "$sum" = "$(md5sum <"$store")" ] && un=unchanged || un=changed
echo "--no-cache: $(counts | sed 's/facts scanned //'), stores before $before, after $(stores | wc -l), $un"
rm -rf "$tmp"

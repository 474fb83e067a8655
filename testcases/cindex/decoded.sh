#!/bin/sh
# check-name: index: a file's facts as the store keeps them (index/cfstore.h: encoded, decoded, encoded again to the same bytes, RCUCHECK_DUMP_DECODED=1, which says so on stderr) dump the same as the scan's, for every test input of testcases/cindex/ and testcases/cocci/
# check-command: sh $file $bin
# check-output-start
# cindex: all the same, all decoded
# cocci: all the same, all decoded
# check-output-end
rc=$1/rcucheck
err=$(mktemp) || exit 2
for group in cindex cocci; do
	n=0 bad= dec=0
	[ $group = cindex ] && files=$(ls ./*.c) || files=$(find ../cocci -name '*.c' | sort)
	for f in $files; do
		a=$("$rc" index --dump "$f" 2>/dev/null)
		b=$(RCUCHECK_DUMP_DECODED=1 "$rc" index --dump "$f" 2>"$err")
		[ "$a" = "$b" ] || bad="$bad $f"
		grep -q ': facts encoded in [0-9]* bytes, decoded$' "$err" && dec=$((dec + 1))
		n=$((n + 1))
	done
	[ $n -gt 10 ] || bad="$bad (only $n inputs)"
	[ $dec = $n ] && dec="all decoded" || dec="$dec of $n decoded"
	echo "$group: ${bad:+differ:}${bad:-all the same}, $dec"
done
rm -f "$err"

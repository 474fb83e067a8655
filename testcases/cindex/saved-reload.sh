#!/bin/sh
# check-name: a saved index is loaded back, not built again: the second "rcucheck index" of the small tree scans nothing and answers the same queries (since the index's format 15 a merge had left the struct members unread, so every load failed and every audit scanned the whole tree again: 10 s of CPU on 6.1)
# check-command: sh $file $bin
# check-output-start
# first: exit 0, scanned
# second: exit 0, loaded, same answers
# touched: exit 0, 1 file changed
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-index-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache
cp -r tree "$tmp/tree" || exit 2
run() { "$rc" index -C "$tmp/tree" --query widget_find --query widget_show >"$tmp/out" 2>"$tmp/err"; }
said() { if grep -q 'index: scanning' "$tmp/err"; then echo scanned;
	elif grep -q 'changed since' "$tmp/err"; then sed -n 's/.*index: \([0-9]* files\{0,1\} changed\) since.*/\1/p' "$tmp/err";
	else echo loaded; fi; }
run
echo "first: exit $?, $(said)"
grep -v '^seconds' "$tmp/out" >"$tmp/first"
run
st=$?
grep -v '^seconds' "$tmp/out" >"$tmp/second"
echo "second: exit $st, $(said), $(cmp -s "$tmp/first" "$tmp/second" && echo same answers || echo other answers)"
touch -d '2001-01-01' "$tmp/tree/lib/widget.c"
run
echo "touched: exit $?, $(said)"
rm -rf "$tmp"

#!/bin/sh
# check-name: the prefilter's answers kept (audit/prefcache.h; three files of ci-tree, RCUCHECK_KEPT_REPORT=0 so that each audit runs): the cold audit reads all 3 files, a warm one none and prints the same; ok.c given an unprotected fetch (an access's own file edited: its stamp changes) is the one file read again, is selected by the rules and the audit prints what --no-cache prints, a finding more than cold; ok.c touched alone (its time, not its text) is read again and changes nothing; a spoiled table (ok.c's row changed to want no rule, its hash no longer the table's) is ignored (every file read, the same output); --no-cache reads every file and keeps no table
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 1 findings, prefilter: files read: 3 of 3
# warm: exit 1, same as cold, prefilter: files read: 0 of 3
# ok.c edited: exit 1, same as --no-cache, 2 findings, prefilter: files read: 1 of 3
# ok.c touched: exit 1, same as --no-cache, prefilter: files read: 1 of 3
# table spoiled: exit 1, same as --no-cache, prefilter: files read: 3 of 3
# --no-cache: prefilter: files read: 3 of 3, tables before 1, after 1
# check-output-end
ci_files="cred.c bad.c ok.c"
. ./ci-cache-lib.sh
export RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1
reads() { grep '^stages: prefilter: files read' "$tmp/stderr" | sed 's/^stages: //'; }
tables() { find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f | wc -l; }

audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(reads)"
audit >"$tmp/warm.json"
echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(reads)"

# An access of its own in ok.c: a fetch outside any reader.
printf 'SYSCALL_DEFINE1(ok_ops, int, fd)\n{\n\treturn rcu_dereference(foo_dev_get(fd)->ops)->id;\n}\n' >>"$tree/ok.c"
audit >"$tmp/edited.json"
st=$? r=$(reads)
audit --no-cache >"$tmp/nocache.json"
echo "ok.c edited: exit $st, $(same "$tmp/nocache.json" "$tmp/edited.json" --no-cache), $(wc -l <"$tmp/edited.json") findings, $r"

touch -d '2001-01-01' "$tree/ok.c"
audit >"$tmp/touched.json"
echo "ok.c touched: exit $?, $(same "$tmp/nocache.json" "$tmp/touched.json" --no-cache), $(reads)"

# ok.c's row says no rule wants it: kept, it would lose ok.c's finding
for t in $(find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f); do
	awk -F '\t' -v OFS='\t' '$1 == "ok.c" { gsub(/1/, "0", $4) } { print }' "$t" >"$tmp/t" &&
		cat "$tmp/t" >"$t"
done
audit >"$tmp/spoiled.json"
echo "table spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/spoiled.json" --no-cache), $(reads)"

before=$(tables)
audit --no-cache >/dev/null
echo "--no-cache: $(reads), tables before $before, after $(tables)"
rm -rf "$tmp"

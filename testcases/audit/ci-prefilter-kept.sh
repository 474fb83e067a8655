#!/bin/sh
# check-name: the prefilter's answers kept (audit/prefcache.h; the rules' prefilter and the sleep rule's token test, a table each; three files of ci-tree, RCUCHECK_KEPT_REPORT=0 so that each audit runs; RCUCHECK_STAGES=1 counts the files read): the cold audit reads all 3 files, a warm one none and prints the same; ok.c given an unprotected fetch and cred.c a sleep inside a reader (their stamps change; cred.c had none of the sleep rule's tokens) are the two files read again, selected by the rules and the sleep rule, and the audit prints what --no-cache prints, two findings more than cold; ok.c touched alone (its time, not its text) is read again and changes nothing; spoiled tables (ok.c's and cred.c's rows changed to want nothing, their hash no longer the table's) are ignored (every file read, the same output); --no-cache reads every file and keeps no table
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 1 findings, prefilter 3 of 3, sleep rule 3 of 3
# warm: exit 1, same as cold, prefilter 0 of 3, sleep rule 0 of 3
# ok.c, cred.c edited: exit 1, same as --no-cache, 3 findings, prefilter 2 of 3, sleep rule 2 of 3
# ok.c touched: exit 1, same as --no-cache, prefilter 1 of 3, sleep rule 1 of 3
# table spoiled: exit 1, same as --no-cache, prefilter 3 of 3, sleep rule 3 of 3
# --no-cache: prefilter 3 of 3, sleep rule 3 of 3, tables before 2, after 2
# check-output-end
ci_files="cred.c bad.c ok.c"
. ./ci-cache-lib.sh
export RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1
reads() { sed -n 's/^stages: \(.*\): files read: /\1 /p' "$tmp/stderr" | paste -sd, - | sed 's/,/, /g'; }
# the prefilters' answer tables
tables() { find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f -exec grep -l '^rcucheck-prefilter ' {} + | wc -l; }

edit_two() {
	# an access of its own in ok.c: a fetch outside any reader;
	printf 'SYSCALL_DEFINE1(ok_ops, int, fd)\n{\n\treturn rcu_dereference(foo_dev_get(fd)->ops)->id;\n}\n' >>"$tree/ok.c"
	# and a sleep inside a reader in cred.c, which had none of the sleep rule's tokens
	printf 'SYSCALL_DEFINE1(cred_nap, int, fd)\n{\n\trcu_read_lock();\n\tmsleep(fd);\n\trcu_read_unlock();\n\treturn 0;\n}\n' >>"$tree/cred.c"
}
counts() { reads; }
kept_steps "ok.c, cred.c edited" edit_two ok.c

# ok.c's and cred.c's rows say nothing wants them: kept, they would lose their findings
for t in $(find "$RCUCHECK_CACHE/results" -path '*/prefilter/*' -type f); do
	awk -F '\t' -v OFS='\t' '$1 == "ok.c" || $1 == "cred.c" { gsub(/1/, "0", $4) } { print }' "$t" >"$tmp/t" &&
		cat "$tmp/t" >"$t"
done
audit >"$tmp/spoiled.json"
echo "table spoiled: exit $?, $(same "$tmp/nocache.json" "$tmp/spoiled.json" --no-cache), $(reads)"

before=$(tables)
audit --no-cache >/dev/null
echo "--no-cache: $(reads), tables before $before, after $(tables)"
rm -rf "$tmp"

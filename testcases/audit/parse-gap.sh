#!/bin/sh
# check-name: audit: a file spatch cannot parse whole: the finding it read is reported; the summary counts files and lines unread (a range two rules skip counts once), the log lists the ranges
# check-command: sh $file $bin
# check-output-start
# gap.c:15:9: warning: [rcu-dereference] rcu_dereference(holder_of(n)->foo) outside rcu_read_lock(); reached from system call gap_read() (in gap_read)
#   access: rcu_dereference(holder_of(n)->foo)
#   root: syscall
# exit 1
# audit: 1 of 1 files only partly parsed, 17 of 23 lines unread (73.91%), 0 timed out: listed in CACHE/logs/audit-skipped.txt
# unparsed gap.c: 2-11, 17-23 (17 of 23 lines)
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-parse-gap-XXXXXX") || exit 2
RCUCHECK_CACHE=$cache "$1/rcucheck" audit --no-tree -C parse-gap 2>"$cache/stderr"
echo "exit $?"
sed -n "s|$cache|CACHE|; /partly parsed/p" "$cache/stderr"
cat "$cache/logs/audit-skipped.txt"
rm -rf "$cache"

#!/bin/sh
# check-name: audit: a parse error spatch blames on a macro file's expansion (SYSCALL_DEFINE2 of standard.h) counts the parsed file's lines it skipped, not none
# check-command: sh $file $bin
# check-output-start
# exit 0
# audit: 1 of 1 files only partly parsed, 20 of 21 lines unread (95.24%), 0 timed out: listed in CACHE/logs/audit-skipped.txt
# unparsed x.c: 2-21 (20 of 21 lines)
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-parse-gap-macro-XXXXXX") || exit 2
RCUCHECK_CACHE=$cache "$1/rcucheck" audit --no-tree -C parse-gap-macro 2>"$cache/stderr"
echo "exit $?"
sed -n "s|$cache|CACHE|; /partly parsed/p" "$cache/stderr"
cat "$cache/logs/audit-skipped.txt"
rm -rf "$cache"

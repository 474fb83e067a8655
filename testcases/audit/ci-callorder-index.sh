#!/bin/sh
# check-name: the callee accesses ask the index's call order (index/tindex.h's tindex_file_call_order(): the names each file's functions call, in the order of their first call, made by the index's scan; callee/'s pid.c and owner.c and a file ipc/other.c that calls no lookup; RCUCHECK_KEPT_REPORT=0 so that each audit runs; RCUCHECK_STAGES=1 counts the files whose calls were read): only the file that calls a lookup has its calls read, cold and warm, and the audit prints the same; other.c given a call of find_task_by_vpid() under a spinlock (only the callee accesses report it) has its calls read too and the audit prints what --no-cache prints, one finding more; other.c touched alone changes nothing; no table of call orders is kept in the result cache (the index holds them)
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# cold: exit 1, 3 findings, calls read 1 of 3
# warm: exit 1, same as cold, calls read 1 of 3
# other.c edited: exit 1, same as --no-cache, 4 findings, calls read 2 of 3
# ipc/other.c touched: exit 1, same as --no-cache, calls read 2 of 3
# text tables: 0
# check-output-end
ci_files=
. ./ci-cache-lib.sh
. ./ci-callee-lib.sh
counts() {
	read=$(sed -n 's/^stages: callee accesses: files whose calls were read: //p' "$tmp/stderr")
	echo "calls read $read"
}

kept_steps "other.c edited" edit_other ipc/other.c
# the table of call orders the result cache kept before the index made them
echo "text tables: $(grep -rl '^rcucheck-prefilter-text' "$RCUCHECK_CACHE/results" 2>/dev/null | wc -l)"
rm -rf "$tmp"

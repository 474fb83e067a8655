#!/bin/sh
# check-name: the index keeps its files' full facts beside it (index/cfstore.h, cfstore_path_beside(): NAME.facts by NAME.tidx), so that an audit scans no file the index scanned (a toy kernel tree with callee/'s pid.c and owner.c and an ipc/other.c that calls no lookup; RCUCHECK_STAGES=1 counts the files the index scanned and kept, and those the audit scanned): "rcucheck index" writes the store; an audit then scans nothing, neither the index nor the audit; with the store gone the index scans every file again to fill it and the report is the same; other.c given a call of find_task_by_vpid() under a spinlock is scanned by the index alone, one finding more, as the index-less audit (--no-tree) says; another build of rcucheck (its hash differs) scans every file again and replaces the store
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# index: exit 0, stores 1, records of kernel/pid.c 1, of ipc/other.c 1
# cold: exit 1, 3 findings, indexed 0 of 5, scanned 0 of 2
# store removed: exit 1, same as cold, indexed 5 of 5, scanned 0 of 2
# other.c edited: exit 1, same as --no-tree, 4 findings, indexed 1 of 5, scanned 0 of 3
# another binary: exit 1, same as --no-tree, indexed 5 of 5, scanned 0 of 3, stores 1
# check-output-end
rc=$1/rcucheck
. ../cli/toy-kernel.sh
mkdir -p "$tree/ipc" || exit 2
cp callee/kernel/pid.c "$tree/kernel/" && cp callee/ipc/owner.c "$tree/ipc/" || exit 2
printf 'SYSCALL_DEFINE1(other_nr, int, nr)\n{\n\treturn abs(nr);\n}\n' >"$tree/ipc/other.c"
export RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1
unset RCUCHECK_RESULTS

audit() { "$rc" audit -C "$tree" --json "$@" 2>"$tmp/stderr"; }
same() { cmp -s "$1" "$2" && echo "same as $3" || echo "differs from $3"; }
stores() { find "$RCUCHECK_CACHE/index" -name '*.facts' -type f 2>/dev/null; }
records() { grep -a -o "$1" "$(stores)" | wc -l; }
counts() {
	i=$(sed -n 's/^stages: index: files scanned by the index, their facts kept: //p' "$tmp/stderr")
	s=$(sed -n 's/^stages: index: files whose facts were scanned: //p' "$tmp/stderr")
	echo "indexed ${i:-no count}, scanned ${s:-no count}"
}

"$rc" index -C "$tree" >/dev/null 2>"$tmp/stderr"
echo "index: exit $?, stores $(stores | wc -l), records of kernel/pid.c $(records 'kernel/pid\.c'), of ipc/other.c $(records 'ipc/other\.c')"

audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(counts)"

rm -f "$(stores)"
audit >"$tmp/again.json"
echo "store removed: exit $?, $(same "$tmp/cold.json" "$tmp/again.json" cold), $(counts)"

printf 'static DEFINE_SPINLOCK(other_lock);\n\nSYSCALL_DEFINE1(other_spin, pid_t, nr)\n{\n\tstruct task_struct *t;\n\tint ret = 0;\n\n\tspin_lock(&other_lock);\n\tt = find_task_by_vpid(nr);\n\tif (t)\n\t\tret = t->pid;\n\tspin_unlock(&other_lock);\n\treturn ret;\n}\n' >>"$tree/ipc/other.c"
audit >"$tmp/edited.json"
st=$? c=$(counts)
"$rc" audit --no-tree -C "$tree" --json >"$tmp/plain.json" 2>/dev/null
echo "other.c edited: exit $st, $(same "$tmp/plain.json" "$tmp/edited.json" --no-tree), $(wc -l <"$tmp/edited.json") findings, $c"

cp "$rc" "$tmp/rcucheck-other" && printf x >>"$tmp/rcucheck-other" || exit 2
RCUCHECK_HOME=$(cd "$(dirname "$rc")/.." && pwd) "$tmp/rcucheck-other" \
	audit -C "$tree" --json >"$tmp/other.json" 2>"$tmp/stderr"
echo "another binary: exit $?, $(same "$tmp/plain.json" "$tmp/other.json" --no-tree), $(counts), stores $(stores | wc -l)"

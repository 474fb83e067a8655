#!/bin/sh
# check-name: a call-site round with more callees than one spatch pattern holds: 500 helpers that read without a reader, each called by a function that calls it once before and once inside its rcu_read_lock(), in 20 files; their names (81 characters each, 41,000 characters in all; Debian's PCRE refuses a pattern near 32,000) are asked about in batches, not in one pattern spatch dies on (Pcre.Error, exit 2)
# check-command: sh $file $bin
# check-timeout: 300
# check-output-start
# audit: exit 1, 500 findings, 500 call sites protected by callers
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-many-XXXXXX") || exit 2
mkdir -p "$tmp/tree"
f=0
while [ $f -lt 20 ]; do
	{
		printf '#include <linux/rcupdate.h>\n\nstruct conf { int level; };\nextern struct conf __rcu *conf;\n'
		i=0
		while [ $i -lt 25 ]; do
			n=$((f * 1000 + i))
			printf '\nstatic int conf_level_helper_with_a_name_long_enough_that_few_of_them_fill_a_pattern_%05d(void)\n{\n\treturn rcu_dereference(conf)->level;\n}\n' $n
			printf '\nint conf_reader_%05d(void)\n{\n\tint v = conf_level_helper_with_a_name_long_enough_that_few_of_them_fill_a_pattern_%05d();\n\n' $n $n
			printf '\trcu_read_lock();\n\tv += conf_level_helper_with_a_name_long_enough_that_few_of_them_fill_a_pattern_%05d();\n\trcu_read_unlock();\n\treturn v;\n}\n' $n
			i=$((i + 1))
		done
	} >"$tmp/tree/many$f.c"
	f=$((f + 1))
done
RCUCHECK_CACHE=$tmp/cache "$rc" audit --no-tree -C "$tmp/tree" --tier=all --json -o "$tmp/out.json" >/dev/null 2>"$tmp/stderr"
status=$?
protected=$(sed -n 's/.* \([0-9]*\) call sites protected by callers.*/\1/p' "$tmp/stderr")
echo "audit: exit $status, $(grep -c '"rule"' "$tmp/out.json" 2>/dev/null || echo 0) findings, ${protected:-no} call sites protected by callers"
[ $status = 2 ] && tail -1 "$tmp/stderr"
rm -rf "$tmp"

#!/bin/sh
# check-name: audit --shard I/N and merge: three shards of ci-tree each report only their files (bad.c's call of task_euid() is shard 3's by its name; the whole audit drops it, for cred.c's chain passes that call, and so does merge), and 'rcucheck merge' of their -o files prints what the unsharded audit prints, as JSON and as text (the shares count the files of some access rule: ok.c, a reader with no fetch, is none's since the prefilter's token pairs)
# check-command: sh $file $bin
# check-output-start
# whole: exit 1, 4 findings
# shard 1/3: exit 1, 2 findings: cred.c prio.c
# shard 2/3: exit 1, 1 findings: dev.c
# shard 3/3: exit 1, 2 findings: bad.c net.c
# merge --json: exit 1, same as the whole audit
# merge: exit 1, same as the whole audit
# shard 4/3: exit 2
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-shards-XXXXXX") || exit 2
audit() { RCUCHECK_CACHE=$tmp/cache "$rc" audit --no-tree -C ci-tree "$@" 2>>"$tmp/stderr"; }
files() { sed -n 's/^{.*"file":"\([^"]*\)".*/\1/p' "$1" | sort -u | tr '\n' ' ' | sed 's/ $//'; }
audit --json >"$tmp/whole.json"
echo "whole: exit $?, $(wc -l <"$tmp/whole.json") findings"
audit >"$tmp/whole.txt"
for i in 1 2 3; do
	audit --shard $i/3 -o "$tmp/shard$i.json" >/dev/null
	echo "shard $i/3: exit $?, $(wc -l <"$tmp/shard$i.json") findings: $(files "$tmp/shard$i.json")"
done
"$rc" merge --json "$tmp/shard3.json" "$tmp/shard1.json" "$tmp/shard2.json" >"$tmp/merged.json" 2>>"$tmp/stderr"
echo "merge --json: exit $?, $(cmp -s "$tmp/whole.json" "$tmp/merged.json" && echo same as || echo differs from) the whole audit"
"$rc" merge "$tmp/shard2.json" "$tmp/shard3.json" "$tmp/shard1.json" >"$tmp/merged.txt" 2>>"$tmp/stderr"
echo "merge: exit $?, $(cmp -s "$tmp/whole.txt" "$tmp/merged.txt" && echo same as || echo differs from) the whole audit"
audit --shard 4/3 >/dev/null
echo "shard 4/3: exit $?"
rm -rf "$tmp"

#!/bin/sh
# check-name: rcucheck link --sarif and --dot: the chain sparse-rcu's facts give (bare function names: no call lines, the held lock only at the access), as a valid SARIF codeFlow and as a graph
# check-command: sh $file $bin
# check-output-start
# link: exit 1
# valid
# codeFlow:
#   "__x64_sys_kill_like() calls may_signal()"
#   "may_signal() calls task_euid()"
#   "rcu_dereference(t->real_cred) in task_euid()"
# 	c0 [label="__x64_sys_kill_like()\nroot: __x64_sys_kill_like"];
# 	c0 -> c1 [label=""];
# 	c1 [label="may_signal()"];
# 	c1 -> c2 [label=""];
# 	c2 [label="task_euid()\n(blamed)", color=red, penwidth=2];
# 	c2 -> access [label="helper.c:15\nholding tasklist_lock"];
# check-output-end
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-link-out-XXXXXX") || exit 2
for f in helper.c caller.c; do
	"$1/sparse-rcu" --rcu-only --rcu-facts="$tmp/.${f%.c}.o.rcufacts" "$f" 2>/dev/null
done
"$1/rcucheck" link --sarif "$tmp/out.sarif" --dot "$tmp/dot" "$tmp" >/dev/null 2>&1
echo "link: exit $?"
sh ../../audit/sarif-validate.sh "$1" "$tmp/out.sarif"
echo "codeFlow:"
grep -o '"text": "[^"]* calls [^"]*"\|"text": "[^"]* in task_euid()"' "$tmp/out.sarif" | sed 's/"text": /  /'
grep -e '^	c[0-9]' "$tmp/dot/"*.dot
rm -rf "$tmp"

#!/bin/sh
# check-name: audit --new-since REV and --baseline: after lines shift (prio.c), a constant in an access changes (net.c) and code is reindented (cred.c), only the access the change added (dev.c) is new; --known prints all, the new one marked; no new finding exits 0
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# --new-since HEAD: exit 1
# dev.c:20:16: warning: [rcu-dereference] rcu_dereference(dev->name) outside rcu_read_lock(); reached from system call dev_name_len() (in dev_name_len)
#   access: rcu_dereference(dev->name)
#   root: syscall
# --baseline old.json: exit 1, 1 findings: dev_name_len
# --baseline old.json --known: exit 1
# >> dev.c:20:16: warning: [rcu-dereference] rcu_dereference(dev->name) outside rcu_read_lock(); reached from system call dev_name_len() (in dev_name_len)
# >>   access: rcu_dereference(dev->name)
# >>   root: syscall
# prio.c:13:53: warning: [rcu-dereference] __task_cred(p) outside rcu_read_lock(); held instead: tasklist_lock; set_one_prio_perm() requires its caller to hold it; reached from system call setpriority() (in set_one_prio_perm)
# --known --json: 5 findings, 1 new
# --new-since HEAD~1 after dev.c's fix is committed: exit 0, 0 lines
# --new-since nosuchrev: exit 2
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-new-since-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache
tree=$tmp/tree
cp -r ci-tree "$tree"
git -C "$tree" init -q && git -C "$tree" add . &&
	git -C "$tree" -c user.name=t -c user.email=t@t commit -qm base || exit 2
"$rc" audit --no-tree -C "$tree" -o "$tmp/old.json" >/dev/null 2>&1
# The change: unrelated edits, and one new unprotected access.
printf '/*\n * Three more lines.\n */\n' | cat - "$tree/prio.c" >"$tmp/x" && mv "$tmp/x" "$tree/prio.c"
sed -i 's/foo_table\[3\]/foo_table[ 4 ]/' "$tree/net.c"
sed -i 's/^\treturn __task_cred/\t\treturn __task_cred/' "$tree/cred.c"
cat >>"$tree/dev.c" <<'END'

SYSCALL_DEFINE1(dev_name_len, int, fd)
{
	struct foo_dev *dev = foo_dev_get(fd);

	return strlen(rcu_dereference(dev->name));
}
END
"$rc" audit --no-tree -C "$tree" --new-since HEAD >"$tmp/out" 2>"$tmp/err"
echo "--new-since HEAD: exit $?"; cat "$tmp/out"
"$rc" audit --no-tree -C "$tree" --baseline "$tmp/old.json" --json >"$tmp/out" 2>"$tmp/err"
echo "--baseline old.json: exit $?, $(wc -l <"$tmp/out") findings: $(sed 's/.*"function":"\([^"]*\)".*/\1/' "$tmp/out")"
"$rc" audit --no-tree -C "$tree" --baseline "$tmp/old.json" --known >"$tmp/out" 2>"$tmp/err"
echo "--baseline old.json --known: exit $?"; grep -e '^>>' -e '^prio.c' "$tmp/out"
"$rc" audit --no-tree -C "$tree" --baseline "$tmp/old.json" --known --json >"$tmp/out" 2>"$tmp/err"
echo "--known --json: $(wc -l <"$tmp/out") findings, $(grep -c '"new":true' "$tmp/out") new"
# Commit the change, then a fix of the new access: nothing new since the change.
git -C "$tree" -c user.name=t -c user.email=t@t commit -qam change || exit 2
sed -i 's/return strlen(rcu_dereference(dev->name));/return dev_name_len_locked(dev);/' "$tree/dev.c"
git -C "$tree" -c user.name=t -c user.email=t@t commit -qam fix || exit 2
"$rc" audit --no-tree -C "$tree" --new-since HEAD~1 >"$tmp/out" 2>"$tmp/err"
echo "--new-since HEAD~1 after dev.c's fix is committed: exit $?, $(wc -l <"$tmp/out") lines"
"$rc" audit --no-tree -C "$tree" --new-since nosuchrev >"$tmp/out" 2>"$tmp/err"
echo "--new-since nosuchrev: exit $?"
rm -rf "$tmp"

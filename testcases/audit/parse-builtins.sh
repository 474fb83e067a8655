#!/bin/sh
# check-name: audit: constructs spatch reads only with the macro files (__free(), DEFINE_PER_CPU(), DECLARE_BITMAP() = { }, COMPAT_SYSCALL_DEFINEn(), a block macro): every line is read, the findings inside them are reported, the protected ones are not
# check-command: sh $file $bin
# check-output-start
# x.c:31:9: warning: [rcu-dereference] rcu_dereference(h->foo) outside rcu_read_lock(); reached from system call foo_drop() (in foo_drop)
#   access: rcu_dereference(h->foo)
#   root: syscall
# x.c:52:9: warning: [rcu-dereference] rcu_dereference(holder_of(n)->foo) outside rcu_read_lock(); reached from system call compat_sys_foo_peek() (in compat_sys_foo_peek)
#   access: rcu_dereference(holder_of(n)->foo)
#   root: syscall
# x.c:76:8: warning: [rcu-dereference] rcu_dereference(holder_of(n)->foo) outside rcu_read_lock(); reached from system call compat_sys_foo_save_bare() (in compat_sys_foo_save_bare)
#   access: rcu_dereference(holder_of(n)->foo)
#   root: syscall
# exit 1
# audit: 0 of 1 files only partly parsed, 0 of 79 lines unread (0.00%)
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-parse-builtins-XXXXXX") || exit 2
RCUCHECK_CACHE=$cache "$1/rcucheck" audit --no-tree -C parse-builtins 2>"$cache/stderr"
echo "exit $?"
sed -n "s|$cache|CACHE|; /partly parsed/p" "$cache/stderr"
rm -rf "$cache"

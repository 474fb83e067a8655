#!/bin/sh
# check-name: rcucheck link --annotate writes __must_hold(RCU) for a function that leaves the lock to its callers
# check-command: sh $file
# check-exit-value: 1
# check-output-contains: From: "A U. Thor" <author@example.org>
# check-output-contains: Subject: [PATCH] helper: callers of task_euid() must hold rcu_read_lock()
# check-output-contains: Signed-off-by: A U. Thor <author@example.org>
# check-output-contains: +int task_euid(struct task *t) __must_hold(RCU)
# check-output-contains: Applying: helper: callers of task_euid() must hold rcu_read_lock()
# check-output-contains: caller.c:21:25: warning: [rcu-unprotected] call to task_euid() outside the read-side section its __must_hold() asks for
set -e
bin=$(cd ../../../bin && pwd)
here=$(pwd)
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
dir=$top/tree
# a temporary cache; a stub Makefile, Kconfig, ... make the directory a kernel tree
export RCUCHECK_CACHE=$top/cache GIT_CONFIG_NOSYSTEM=1
export GIT_CONFIG_GLOBAL=$here/../../fix/signoff.gitconfig
mkdir "$dir" && cp helper.c caller.c ../rcu.h "$dir/"
cd "$dir"
sed -i 's|"../rcu.h"|"rcu.h"|' helper.c caller.c
mkdir kernel include include/linux scripts
printf '# a stub kernel tree\nVERSION = 6\nPATCHLEVEL = 1\n' > Makefile
touch Kconfig kernel/sys.c include/linux/rcupdate.h scripts/Makefile.build
"$bin/sparse-rcu" --rcu-only --rcu-facts=.helper.o.rcufacts helper.c
"$bin/sparse-rcu" --rcu-only --rcu-facts=.caller.o.rcufacts caller.c
"$bin/rcucheck" link --annotate patches --tree "$dir" . >/dev/null 2>&1 || true
cat patches/*.patch
git init -q . && git add helper.c caller.c rcu.h &&
	git -c user.email=t@t -c user.name=t commit -qm base &&
	git -c user.email=t@t -c user.name=t am -q patches/*.patch && echo "Applying: $(git log -1 --format=%s)"
# with the contract in the prototype too, the call site is checked in caller.c
sed -i 's|^int task_euid(struct task \*t);|int task_euid(struct task *t) __must_hold(RCU);|' caller.c
"$bin/sparse-rcu" --rcu-only --rcu-no-facts caller.c 2>&1 | grep -v "^  " || true
cd "$here"
exit 1

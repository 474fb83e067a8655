#!/bin/sh
# check-name: confirm: a --work name never used before gets its run directory (the Kconfig fragment is written there), so the first confirm of a user's tree gets as far as the build; here a toy tree whose config step fails, one line and exit 2
# check-command: sh $file $bin
# check-output-start
# exit 2
# fragment: CONFIG_RCU_TOY=y
# error: rcucheck: error: kernel config failed: make: *** No rule to make target 'tinyconfig'.  Stop.
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/tree
mkdir -p "$tree/kernel" "$tree/include/linux" "$tree/scripts" "$tmp/cache"
printf '# toy\nVERSION = 6\nPATCHLEVEL = 1\nSUBLEVEL = 0\nall:\n\tfalse\n' >"$tree/Makefile"
printf 'config RCU_TOY\n\tbool "toy"\n' >"$tree/Kconfig"
echo 'obj-$(CONFIG_RCU_TOY) += sys.o' >"$tree/kernel/Makefile"
echo 'int x;' >"$tree/kernel/sys.c"
: >"$tree/include/linux/rcupdate.h"
: >"$tree/scripts/Makefile.build"
echo '{"tool":"spatch","rule":"rcu-dereference","file":"kernel/sys.c","line":1,"function":"f","tier":"default"}' >"$tmp/f.json"
RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work fresh "$tmp/f.json" >/dev/null 2>"$tmp/err"
echo "exit $?"
echo "fragment: $(cat "$tmp"/cache/run/*-fresh/confirm.config 2>/dev/null | grep CONFIG_)"
echo "error: $(grep 'error:' "$tmp/err" | sed 's/ (log: .*//')"

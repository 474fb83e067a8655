#!/bin/sh
# check-name: confirm: a --work name never used before gets its run directory (the Kconfig fragment is written there), so the first confirm of a user's tree gets as far as the build; here a toy tree that configures and fails at bzImage: one line and exit 2
# check-command: sh $file $bin
# check-output-start
# exit 2
# fragment: CONFIG_RCU_TOY=y
# error: rcucheck: error: kernel build failed: make: *** [Makefile:10: bzImage] Error 1
# check-output-end
rc=$1/rcucheck
. ./toy-tree.sh
finding kernel/sys.c >"$tmp/f.json"
RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work fresh "$tmp/f.json" >/dev/null 2>"$tmp/err"
echo "exit $?"
echo "fragment: $(cat "$tmp"/cache/run/*-fresh/confirm.config 2>/dev/null | grep CONFIG_)"
echo "error: $(grep 'error:' "$tmp/err" | sed 's/ (log: .*//')"

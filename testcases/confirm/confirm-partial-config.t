#!/bin/sh
# check-name: confirm: an option of the findings' fragment that does not take (its dependencies are not met) is named and its files are not built, but the build goes on for the other findings (validate, which must build the patched file, keeps stopping on it)
# check-command: sh $file $bin
# check-output-start
# exit 2
# note: rcucheck: kernel config: CONFIG_NUMA=y did not take (dependencies not met in this tree): what they build is not built
# error: rcucheck: error: kernel build failed: make: *** [Makefile:10: bzImage] Error 1
# check-output-end
rc=$1/rcucheck
. ./toy-tree.sh
mkdir -p "$tree/mm"
echo 'obj-$(CONFIG_NUMA) += numa.o' >"$tree/mm/Makefile"
: >"$tree/mm/numa.c"
{ finding kernel/sys.c; finding mm/numa.c; } >"$tmp/f.json"
RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work partial "$tmp/f.json" >/dev/null 2>"$tmp/err"
echo "exit $?"
echo "note: $(grep 'did not take' "$tmp/err" | sed 's/; see [^)]*)/)/')"
echo "error: $(grep 'error:' "$tmp/err" | sed 's/ (log: .*//')"

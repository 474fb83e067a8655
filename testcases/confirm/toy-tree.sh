# Sourced by the confirm tests that build: a toy tree that passes
# rcucheck's kernel-tree check ($tree), and $tmp with a cache; its config
# step fails at once (no tinyconfig), so no kernel is ever built.
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
# finding FILE: one finding record in FILE
finding() { echo "{\"tool\":\"spatch\",\"rule\":\"rcu-dereference\",\"file\":\"$1\",\"line\":1,\"function\":\"f\",\"tier\":\"default\"}"; }

# Sourced by the cli tests that make scratch worktrees: a toy tree that
# passes rcucheck's kernel-tree check ($tree; its Makefile configures and
# fails at bzImage, so no kernel is ever built) and $tmp, removed at exit.
# The cache is the test's own ($RCUCHECK_CACHE, set below): never the shared one.
# Run from `make check`, the toy's make would be make[1] in its messages.
unset MAKELEVEL MAKEFLAGS MFLAGS
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/tree
mkdir -p "$tree/kernel" "$tree/include/linux" "$tree/scripts/kconfig" "$tmp/cache"
cat >"$tree/Makefile" <<'MK'
# toy
VERSION = 6
PATCHLEVEL = 1
SUBLEVEL = 0
tinyconfig:
	: >$(O)/.config
olddefconfig:
	: >>$(O)/.config
bzImage:
	@echo 'toy tree: no kernel here'; false
MK
printf 'shift 2\ncat "$@" >>.config\n' >"$tree/scripts/kconfig/merge_config.sh"
printf 'config RCU_TOY\n\tbool "toy"\n' >"$tree/Kconfig"
echo 'obj-$(CONFIG_RCU_TOY) += sys.o' >"$tree/kernel/Makefile"
echo 'int x;' >"$tree/kernel/sys.c"
: >"$tree/include/linux/rcupdate.h"
: >"$tree/scripts/Makefile.build"
RCUCHECK_CACHE=$tmp/cache
export RCUCHECK_CACHE
# Never the shared cache: the tests remove worktrees in this one.
[ -d "$tmp" ] && [ -d "$RCUCHECK_CACHE" ] || exit 2
unset RCUCHECK_MIN_FREE_MB

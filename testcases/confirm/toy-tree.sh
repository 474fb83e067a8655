# Sourced by the confirm tests that build: a toy tree that passes
# rcucheck's kernel-tree check ($tree), and $tmp with a cache. Its
# Makefile configures (tinyconfig: empty; olddefconfig drops NUMA, whose
# dependencies the toy never meets) and fails at bzImage: no kernel is
# ever built.
# Run from `make check`, the toy's make would be make[1] in its messages;
# the kernel build a user starts is a top-level one.
unset MAKELEVEL MAKEFLAGS MFLAGS
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree=$tmp/tree
mkdir -p "$tree/kernel" "$tree/include/linux" "$tree/scripts" "$tmp/cache"
cat >"$tree/Makefile" <<'MK'
# toy
VERSION = 6
PATCHLEVEL = 1
SUBLEVEL = 0
tinyconfig:
	: >$(O)/.config
olddefconfig:
	grep -v NUMA $(O)/.config >$(O)/.config.new; mv $(O)/.config.new $(O)/.config
bzImage:
	@echo 'toy tree: no kernel here'; false
MK
mkdir -p "$tree/scripts/kconfig"
printf 'shift 2\ncat "$@" >>.config\n' >"$tree/scripts/kconfig/merge_config.sh"
printf 'config RCU_TOY\n\tbool "toy"\nconfig NUMA\n\tbool "numa"\n\tdepends on NEVER\n' >"$tree/Kconfig"
echo 'obj-$(CONFIG_RCU_TOY) += sys.o' >"$tree/kernel/Makefile"
echo 'int x;' >"$tree/kernel/sys.c"
: >"$tree/include/linux/rcupdate.h"
: >"$tree/scripts/Makefile.build"
# toy_tree_builds: the toy's Makefile "builds" instead: a bzImage, the
# System.map of $tree/toy.map (the symbols the test traces) and a
# gen_init_cpio that prints its list, which the stand-in QEMU reads.
toy_tree_builds() {
	cat >"$tree/Makefile" <<'MK'
# toy that builds
VERSION = 6
PATCHLEVEL = 1
SUBLEVEL = 0
tinyconfig:
	: >$(O)/.config
olddefconfig:
	grep -v NUMA $(O)/.config >$(O)/.config.new; mv $(O)/.config.new $(O)/.config
bzImage:
	mkdir -p $(O)/arch/x86/boot $(O)/usr
	echo toy >$(O)/arch/x86/boot/bzImage
	cp $(CURDIR)/toy.map $(O)/System.map
	printf '#!/bin/sh\ncat\n' >$(O)/usr/gen_init_cpio; chmod +x $(O)/usr/gen_init_cpio
MK
}
# finding FILE: one finding record in FILE
finding() { echo "{\"tool\":\"spatch\",\"rule\":\"rcu-dereference\",\"file\":\"$1\",\"line\":1,\"function\":\"f\",\"tier\":\"default\"}"; }

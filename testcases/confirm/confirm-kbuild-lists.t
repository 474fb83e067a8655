#!/bin/sh
# check-name: confirm: the Kconfig fragment follows kbuild's lists and subdirectory objects: mm/vmalloc.c is in "mmu-$(CONFIG_MMU) := vmalloc.o" added by "obj-y += $(mmu-y)"; security/selinux/ss/services.c has no Makefile of its own and is "selinux-y := ss/services.o" one directory up (both were "no Makefile line builds" before)
# check-command: sh $file $bin
# check-output-start
# notes: 0 unbuilt
# CONFIG_MMU=y
# CONFIG_RCU_TOY=y
# CONFIG_SECURITY_SELINUX=y
# check-output-end
rc=$1/rcucheck
. ./toy-tree.sh
mkdir -p "$tree/mm" "$tree/security/selinux/ss"
printf 'config MMU\n\tbool "mmu"\nconfig SECURITY_SELINUX\n\tbool "selinux"\n' >>"$tree/Kconfig"
printf 'mmu-y := nommu.o\nmmu-$(CONFIG_MMU) := highmem.o \\\n\tvmalloc.o\nobj-y += $(mmu-y)\n' >"$tree/mm/Makefile"
echo 'obj-$(CONFIG_SECURITY_SELINUX) += selinux/' >"$tree/security/Makefile"
printf 'obj-$(CONFIG_SECURITY_SELINUX) := selinux.o\nselinux-y := avc.o ss/services.o\n' >"$tree/security/selinux/Makefile"
: >"$tree/mm/vmalloc.c"
: >"$tree/security/selinux/ss/services.c"
{ finding kernel/sys.c; finding mm/vmalloc.c; finding security/selinux/ss/services.c; } >"$tmp/f.json"
RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work lists "$tmp/f.json" >/dev/null 2>"$tmp/err"
echo "notes: $(grep -c 'no Makefile line builds' "$tmp/err") unbuilt"
grep CONFIG_ "$tmp"/cache/run/*-lists/confirm.config | sort

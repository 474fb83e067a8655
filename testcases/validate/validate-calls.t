#!/bin/sh
# check-name: validate --workloads boots with the targeted call of each patch's chain in the initramfs (/rcucheck-calls, as confirm's): a smackfs write handler whose message's chain ends in compat_sys_s390_write() (no x86 system call) gets the write() row of rcu/data/syscall-calls through ksys_write(), in the base's boot and the patch's; without --workloads, none
# check-command: sh $file $bin
# check-output-start
# --workloads: exit 0
# call: write 1 fd:/sys/fs/smackfs/revoke-subject str:_ len
# call: write 1 fd:/sys/fs/smackfs/revoke-subject str:_ len
# command line: lsm=smack
# without --workloads: exit 0
# calls: none
# check-output-end
#
# The toy tree of ../confirm/toy-tree.sh "builds" and has its own
# arch/x86/entry/syscalls/syscall_64.tbl; the stand-in
# qemu-system-x86_64 appends each boot's /rcucheck-calls to a file.
# (Before the fix validate planned the call, printed it with --plan, and
# never put it in the initramfs: the Smack patches' smackfs writes never
# ran.)
rc=$1/rcucheck
cd ../confirm || exit 1
. ./toy-tree.sh
toy_tree_builds
mkdir -p "$tree/arch/x86/entry/syscalls" "$tree/security/smack"
printf '1\tcommon\twrite\t\t\tsys_write\n' >"$tree/arch/x86/entry/syscalls/syscall_64.tbl"
echo 'obj-$(CONFIG_RCU_TOY) += smackfs.o' >"$tree/security/smack/Makefile"
printf 'int smk_write_revoke_subj(void)\n{\n\treturn 0;\n}\n' >"$tree/security/smack/smackfs.c"
echo "ffffffff81000000 T smk_write_revoke_subj" >"$tree/toy.map"
echo "ffffffff81000000 T __x64_sys_write" >>"$tree/toy.map"
mkdir -p "$tmp/series"
cat >"$tmp/series/0001-smack-toy.patch" <<'P'
From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: Toy <toy@example.org>
Date: Sun, 6 Dec 2026 00:00:00 +0000
Subject: [PATCH] smack: Walk the toy list

smk_write_revoke_subj() walks it.

The call chain:

  smk_write_revoke_subj() <- vfs_write() <- ksys_write()
     <- compat_sys_s390_write()

---
 security/smack/smackfs.c | 1 +
 1 file changed, 1 insertion(+)

diff --git a/security/smack/smackfs.c b/security/smack/smackfs.c
--- a/security/smack/smackfs.c
+++ b/security/smack/smackfs.c
@@ -1,4 +1,5 @@
 int smk_write_revoke_subj(void)
 {
+	/* walked */
 	return 0;
 }
P
mkdir -p "$tmp/qbin"
cat >"$tmp/qbin/qemu-system-x86_64" <<'QEMU'
#!/bin/sh
while [ $# -gt 0 ]; do
	case $1 in
	-initrd) initrd=$2; shift ;;
	-append) append=$2; shift ;;
	esac
	shift
done
calls=$(sed -n 's|^file /rcucheck-calls \([^ ]*\) .*|\1|p' "$initrd")
[ -n "$calls" ] && cat "$calls" >>"$TOY_OUT/guest-calls"
echo "$append" >>"$TOY_OUT/append"
m=rcucheck-exerciser
echo "$m: begin 1 sub-tests"
echo "$m: start 1 toy"
echo "$m: end 1 toy ret=0"
echo "$m: done"
QEMU
chmod +x "$tmp/qbin/qemu-system-x86_64"
export TOY_OUT=$tmp
PATH=$tmp/qbin:$PATH RCUCHECK_CACHE=$tmp/cache "$rc" validate -C "$tree" --work calls --accel tcg \
	--no-sparse --workloads "$tmp/series" >"$tmp/out" 2>"$tmp/err"
echo "--workloads: exit $?"
sed 's/^/call: /' "$tmp/guest-calls"
echo "command line: $(tr ' ' '\n' <"$tmp/append" | grep '^lsm=' | sort -u)"
rm -f "$tmp/guest-calls"
PATH=$tmp/qbin:$PATH RCUCHECK_CACHE=$tmp/cache "$rc" validate -C "$tree" --work calls --accel tcg \
	--no-sparse "$tmp/series" >"$tmp/out" 2>"$tmp/err"
echo "without --workloads: exit $?"
[ -s "$tmp/guest-calls" ] && echo "calls: $(cat "$tmp/guest-calls")" || echo "calls: none"

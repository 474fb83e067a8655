#!/bin/sh
# check-name: validate --workloads puts every syscall-calls row naming a function of the patch's chain in the boot, in the table's order: a post trigger (stacktrace) written to ftrace/print's trigger file, then the trace_marker write whose tracing_mark_write() runs event_triggers_post_call() (before: the first row only, the trigger set and never fired)
# check-command: sh $file $bin
# check-output-start
# --workloads: exit 0
# call: write 1 fd:/tracing/events/ftrace/print/trigger str:stacktrace len
# call: write 1 fd:/tracing/trace_marker str:rcucheck len
# call: write 1 fd:/tracing/events/ftrace/print/trigger str:stacktrace len
# call: write 1 fd:/tracing/trace_marker str:rcucheck len
# check-output-end
#
# The toy tree of ../confirm/toy-tree.sh, as validate-calls.t; the
# stand-in qemu-system-x86_64 appends each boot's /rcucheck-calls (the
# base's, the patch's) to a file.
rc=$1/rcucheck
cd ../confirm || exit 1
. ./toy-tree.sh
toy_tree_builds
mkdir -p "$tree/arch/x86/entry/syscalls" "$tree/kernel/trace"
printf '1\tcommon\twrite\t\t\tsys_write\n' >"$tree/arch/x86/entry/syscalls/syscall_64.tbl"
echo 'obj-$(CONFIG_RCU_TOY) += trace_events_trigger.o' >"$tree/kernel/trace/Makefile"
printf 'int event_triggers_post_call(void)\n{\n\treturn 0;\n}\n' >"$tree/kernel/trace/trace_events_trigger.c"
echo "ffffffff81000000 T event_triggers_post_call" >"$tree/toy.map"
echo "ffffffff81000000 T __x64_sys_write" >>"$tree/toy.map"
mkdir -p "$tmp/series"
cat >"$tmp/series/0001-tracing-toy.patch" <<'P'
From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: Toy <toy@example.org>
Date: Sun, 6 Dec 2026 00:00:00 +0000
Subject: [PATCH] tracing: Walk the toy triggers

event_triggers_post_call() walks them.

The call chain:

  event_triggers_post_call() <- tracing_mark_write() <- vfs_write()
     <- ksys_write() <- compat_sys_s390_write()

---
 kernel/trace/trace_events_trigger.c | 1 +
 1 file changed, 1 insertion(+)

diff --git a/kernel/trace/trace_events_trigger.c b/kernel/trace/trace_events_trigger.c
--- a/kernel/trace/trace_events_trigger.c
+++ b/kernel/trace/trace_events_trigger.c
@@ -1,4 +1,5 @@
 int event_triggers_post_call(void)
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

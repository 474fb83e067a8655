#!/bin/sh
# check-name: confirm --workloads calls the system call on a finding's chain with the arguments of its rcu/data/syscall-calls row (a file of the initramfs, /rcucheck-calls: fcntl() as the chain's root, ksys_write() under a compat root with the row of the write() handler on the chain, __do_sys_msgctl as the function), none for a chain whose system call has no row (bpf()); a finding in security/smack/ adds lsm=smack to the command line (rcu/data/workload-boot), with or without --workloads; a function only a call ran is ran-no-splat
# check-command: sh $file $bin
# check-output-start
# --workloads: exit 0
# archive: /rcucheck-calls listed
# call: fcntl 72 fd:memfd 1033 15
# call: write 1 fd:/sys/fs/smackfs/revoke-subject str:_ len
# call: msgctl 71 msq 0
# command line: lsm=smack
# ran-no-splat  mm/memfd.c:1 memfd_tag_pins() [rcu-callee]: memfd_tag_pins() ran, no splat
# ran-no-splat  security/smack/smackfs.c:1 smk_write_revoke_subj() [rcu-callee]: smk_write_revoke_subj() ran, no splat
# ran-no-splat  ipc/msg.c:1 msgctl_down() [rcu-callee]: msgctl_down() ran, no splat
# unreached     net/core/sock_map.c:1 sock_map_update_common() [rcu-callee]: sock_map_update_common() traced, never ran
# workload      w1 call-fcntl: ran (ret=0)
# workload      w2 call-write: ran (ret=-1)
# workload      w3 call-msgctl: ran (ret=0)
# confirm: 0 confirmed, 3 ran without a splat, 1 unreached, 0 not measured; 0 runtime only
# without --workloads: exit 0
# archive: /rcucheck-calls not listed
# command line: lsm=smack
# check-output-end
#
# The toy tree "builds" (as in confirm-cover-list.t) and has its own
# arch/x86/entry/syscalls/syscall_64.tbl. The stand-in
# qemu-system-x86_64 reads the archive's list, traces every symbol of
# /rcucheck-cover and plays each line of /rcucheck-calls: it calls the
# function of the finding whose call it is (fcntl: memfd_tag_pins,
# write: smk_write_revoke_subj, msgctl: msgctl_down).
rc=$1/rcucheck
. ./toy-tree.sh
toy_tree_builds
mkdir -p "$tree/arch/x86/entry/syscalls"
cat >"$tree/arch/x86/entry/syscalls/syscall_64.tbl" <<'TBL'
# toy: the rows of the real table these findings need
1	common	write			sys_write
71	common	msgctl			sys_msgctl
72	common	fcntl			sys_fcntl
321	common	bpf			sys_bpf
TBL
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
cp "$initrd" "$TOY_OUT/archive"
echo "$append" >"$TOY_OUT/append"
list=$(sed -n 's|^file /rcucheck-cover \([^ ]*\) .*|\1|p' "$initrd")
calls=$(sed -n 's|^file /rcucheck-calls \([^ ]*\) .*|\1|p' "$initrd")
[ -n "$calls" ] && cp "$calls" "$TOY_OUT/guest-calls"
m=rcucheck-exerciser
echo "$m: begin 1 sub-tests"
for s in $(cat "$list"); do echo "$m: cover traced $s"; done
echo "$m: start 1 toy"
echo "$m: end 1 toy ret=0"
w=1
if [ -n "$calls" ]; then
	while read -r name nr args; do
		echo "$m: start w$w call-$name"
		case $name in
		fcntl) fn=memfd_tag_pins; ret=0 ;;
		write) fn=smk_write_revoke_subj; ret=-1 ;;
		msgctl) fn=msgctl_down; ret=0 ;;
		esac
		echo "$m: end w$w call-$name ret=$ret"
		echo "$m: hits w$w call-$name: $fn=1"
		w=$((w + 1))
	done <"$calls"
fi
echo "$m: done"
QEMU
chmod +x "$tmp/qbin/qemu-system-x86_64"
for f in memfd_tag_pins smk_write_revoke_subj msgctl_down sock_map_update_common; do
	echo "ffffffff81000000 T $f" >>"$tree/toy.map"
done
j() { echo "{\"tool\":\"spatch\",\"rule\":\"rcu-callee\",\"file\":\"$1\",\"line\":1,\"function\":\"$2\",\"chain\":[$3],\"tier\":\"default\"}"; }
{
	j mm/memfd.c memfd_tag_pins '"memfd_wait_for_pins() (mm/memfd.c:80)","fcntl() (fs/fcntl.c:449)"'
	j security/smack/smackfs.c smk_write_revoke_subj '"vfs_write() (fs/read_write.c:582, through file->f_op->write())","ksys_write() (fs/read_write.c:637)","compat_sys_s390_write() (arch/s390/kernel/compat_linux.c:238)"'
	j ipc/msg.c msgctl_down '"__do_sys_msgctl() (ipc/msg.c:600)"'
	j net/core/sock_map.c sock_map_update_common '"bpf_map_update_value() (kernel/bpf/syscall.c:193)","bpf() (kernel/bpf/syscall.c:5198)"'
} >"$tmp/f.json"
export TOY_OUT=$tmp
PATH=$tmp/qbin:$PATH RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work calls --accel tcg \
	--workloads "$tmp/f.json" >"$tmp/out" 2>"$tmp/err"
echo "--workloads: exit $?"
grep -q "^file /rcucheck-calls " "$tmp/archive" && echo "archive: /rcucheck-calls listed" || echo "archive: /rcucheck-calls not listed"
sed 's/^/call: /' "$tmp/guest-calls"
echo "command line: $(tr ' ' '\n' <"$tmp/append" | grep '^lsm=')"
grep '^ran-no-splat\|^unreached\|^not-measured\|^workload\|^confirm:' "$tmp/out"
rm -f "$tmp/guest-calls"
PATH=$tmp/qbin:$PATH RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work calls --accel tcg \
	"$tmp/f.json" >"$tmp/out" 2>"$tmp/err"
echo "without --workloads: exit $?"
grep -q "^file /rcucheck-calls " "$tmp/archive" && echo "archive: /rcucheck-calls listed" || echo "archive: /rcucheck-calls not listed"
echo "command line: $(tr ' ' '\n' <"$tmp/append" | grep '^lsm=')"

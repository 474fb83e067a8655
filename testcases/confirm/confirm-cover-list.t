#!/bin/sh
# check-name: confirm boots with the coverage list as a file of the initramfs: every symbol of the findings' functions and of their chains' callers reaches the guest, no cap (here 90 symbols, 2,520 characters with their separators: the old command-line word held 1,000); a function without a symbol (inlined) whose caller on the chain was traced and never ran is unreached, one whose caller ran stays not measured; --workloads puts stress-ng and its libraries in the initramfs and reports the workloads' outcomes
# check-command: sh $file $bin
# check-output-start
# exit 0
# archive: /rcucheck-cover listed
# archive: /usr/bin/stress-ng listed
# guest list: 90 symbols
# command line: rcucheck_cover= absent, rcucheck_stress= present
# classes: 44 ran-no-splat, 45 unreached, 1 not-measured
# not-measured  kernel/sys.c:1 inl_path_taken() [rcu-callee]: no coverage of inl_path_taken() recorded (its caller caller_ran() on the chain ran)
# unreached     kernel/sys.c:1 inl_path_not_taken() [rcu-callee]: inl_path_not_taken() not measured, but its caller caller_idle() on the chain traced, never ran
# workload      w1 stress-ng: overran (overran its bound of 80 s, killed)
# confirm: 0 confirmed, 44 ran without a splat, 45 unreached, 1 not measured; 0 runtime only
# check-output-end
#
# The toy tree "builds": its bzImage rule writes an image, a System.map
# naming the findings' functions (not the two inl_ ones: inlined) and
# usr/gen_init_cpio, which writes the archive's list as the archive. The
# stand-in qemu-system-x86_64 reads that list, plays the exerciser: it
# traces every symbol of /rcucheck-cover, counts one call of each whose
# name has "_ran", runs the workloads its command line asks for.
rc=$1/rcucheck
. ./toy-tree.sh
toy_tree_builds
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
cp "$list" "$TOY_OUT/guest-list"
m=rcucheck-exerciser
echo "$m: begin 1 sub-tests"
for s in $(cat "$list"); do echo "$m: cover traced $s"; done
echo "$m: start 1 toy"
echo "$m: end 1 toy ret=0"
for s in $(grep _ran "$list"); do echo "$m: hits 1 toy: $s=1"; done
case $append in *rcucheck_stress=*)
	echo "$m: start w1 stress-ng yield for 20 s"
	if grep -q '^file /usr/bin/stress-ng ' "$initrd"; then
		echo "$m: skip w1 stress-ng: overran its bound of 80 s, killed"
		echo "$m: end w1 stress-ng ret=-62"
	else
		echo "$m: skip w1 stress-ng: /usr/bin/stress-ng is not in the initramfs"
		echo "$m: end w1 stress-ng ret=-2"
	fi ;;
esac
echo "$m: done"
QEMU
chmod +x "$tmp/qbin/qemu-system-x86_64"
# 88 functions with long names, half of them called; two inlined ones
# whose chains start at a caller that ran and at one that did not.
: >"$tree/toy.map"
: >"$tmp/f.json"
i=0
while [ $i -lt 88 ]; do
	case $((i % 2)) in 0) f=fn_${i}_ran_with_a_long_name_x ;; *) f=fn_${i}_idle_with_a_long_name ;; esac
	echo "ffffffff81000000 T $f" >>"$tree/toy.map"
	echo "{\"tool\":\"spatch\",\"rule\":\"rcu-dereference\",\"file\":\"kernel/sys.c\",\"line\":1,\"function\":\"$f\",\"tier\":\"default\"}" >>"$tmp/f.json"
	i=$((i + 1))
done
printf 'ffffffff81000000 T caller_ran\nffffffff81000000 t caller_idle\n' >>"$tree/toy.map"
for p in taken:caller_ran not_taken:caller_idle; do
	echo "{\"tool\":\"spatch\",\"rule\":\"rcu-callee\",\"file\":\"kernel/sys.c\",\"line\":1,\"function\":\"inl_path_${p%%:*}\",\"chain\":[\"${p#*:}() (kernel/sys.c:9)\"],\"tier\":\"default\"}" >>"$tmp/f.json"
done
export TOY_OUT=$tmp
PATH=$tmp/qbin:$PATH RCUCHECK_CACHE=$tmp/cache "$rc" confirm -C "$tree" --work cov --accel tcg \
	--workloads "$tmp/f.json" >"$tmp/out" 2>"$tmp/err"
echo "exit $?"
for f in /rcucheck-cover /usr/bin/stress-ng; do
	grep -q "^file $f " "$tmp/archive" && echo "archive: $f listed" || echo "archive: $f NOT listed"
done
echo "guest list: $(wc -l <"$tmp/guest-list") symbols"
a=absent; grep -q rcucheck_cover= "$tmp/append" && a=present
s=absent; grep -q rcucheck_stress= "$tmp/append" && s=present
echo "command line: rcucheck_cover= $a, rcucheck_stress= $s"
echo "classes: $(grep -c '^ran-no-splat' "$tmp/out") ran-no-splat, $(grep -c '^unreached' "$tmp/out") unreached, $(grep -c '^not-measured' "$tmp/out") not-measured"
grep 'inl_path' "$tmp/out"
grep '^workload\|^confirm:' "$tmp/out"

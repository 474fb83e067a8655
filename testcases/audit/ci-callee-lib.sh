# Shared by ci-callorder-index.sh and ci-facts-kept.sh (sourced after
# ci-cache-lib.sh, not a test itself): callee/'s pid.c and owner.c and an
# ipc/other.c that calls no lookup, in the scratch tree; and edit_other,
# which gives other.c a call of find_task_by_vpid() under a spinlock (only
# the callee accesses report it: find_task_by_pid_ns()'s contract ends the
# caller search), for kept_steps.
mkdir -p "$tree/kernel" "$tree/ipc" || exit 2
cp callee/kernel/pid.c "$tree/kernel/" && cp callee/ipc/owner.c "$tree/ipc/" || exit 2
printf 'SYSCALL_DEFINE1(other_nr, int, nr)\n{\n\treturn abs(nr);\n}\n' >"$tree/ipc/other.c"
export RCUCHECK_KEPT_REPORT=0 RCUCHECK_STAGES=1

edit_other() {
	printf 'static DEFINE_SPINLOCK(other_lock);\n\nSYSCALL_DEFINE1(other_spin, pid_t, nr)\n{\n\tstruct task_struct *t;\n\tint ret = 0;\n\n\tspin_lock(&other_lock);\n\tt = find_task_by_vpid(nr);\n\tif (t)\n\t\tret = t->pid;\n\tspin_unlock(&other_lock);\n\treturn ret;\n}\n' >>"$tree/ipc/other.c"
}

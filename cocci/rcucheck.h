// Macro definitions spatch uses (--macro-file) where it cannot parse the
// kernel's code without them. spatch reads them only in its passes after
// a parse error, and they cannot replace a definition of Coccinelle's own
// standard.h: what must apply from the first pass is in
// rcucheck_builtins.h. Each entry is what the kernel macro expands to, as
// far as the parser needs to know; audit-skipped.txt in the cache's logs
// shows what is still skipped.

// Scoped locks: the body is a block the rules see as a loop.
#define scoped_guard(_name, args...) for (;;)
#define scoped_cond_guard(_name, _fail, args...) for (;;)
#define scoped_class(_name, var, args...) for (;;)
#define scoped_seqlock_read(_seqlock, _target) for (;;)

// Declarators (kernel/sched, kernel/bpf, fs/proc, bcache).
#define DEFINE_SCHED_CLASS(name) const struct sched_class name##_sched_class
#define GENRADIX(_type) struct __genradix
#define BKEY_PADDED(key) union { struct bkey key; }

// BTF id lists at file scope: data for the verifier, no code.
#define BTF_SET_START(name)
#define BTF_SET_END(name)
#define BTF_ID(prefix, name)
#define BTF_ID_UNUSED

// Compat system calls: a function header, as standard.h has SYSCALL_DEFINEn.
#define COMPAT_SYSCALL_DEFINE0(name) long compat_sys_##name(void)
#define COMPAT_SYSCALL_DEFINE1(name, t1, a1) long compat_sys_##name(t1 a1)
#define COMPAT_SYSCALL_DEFINE2(name, t1, a1, t2, a2) long compat_sys_##name(t1 a1, t2 a2)
#define COMPAT_SYSCALL_DEFINE3(name, t1, a1, t2, a2, t3, a3) long compat_sys_##name(t1 a1, t2 a2, t3 a3)
#define COMPAT_SYSCALL_DEFINE4(name, t1, a1, t2, a2, t3, a3, t4, a4) long compat_sys_##name(t1 a1, t2 a2, t3 a3, t4 a4)
#define COMPAT_SYSCALL_DEFINE5(name, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5) long compat_sys_##name(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5)
#define COMPAT_SYSCALL_DEFINE6(name, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5, t6, a6) long compat_sys_##name(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5, t6 a6)

// RDMA ioctl handlers: static int UVERBS_HANDLER(ID)(...) { body }.
#define UVERBS_HANDLER(id) uverbs_handler_##id

// Macros that open a block, as scoped_guard above: the body is a block
// the rules see as a loop (tcp_skb_tsorted_save() { } closes with
// tcp_skb_tsorted_restore(), a call; the other two are loops).
#define tcp_skb_tsorted_save(skb) for (;;)
#define drm_exec_until_all_locked(exec) for (;;)
#define with_intel_runtime_pm(rpm, wf) for (;;)

// bcachefs declarators (fs/bcachefs/darray.h, bcachefs.h).
#define DARRAY_PREALLOCATED(_type, _nr) struct darray
#define DARRAY(_type) struct darray
#define BKEY_PADDED_ONSTACK(key, pad) struct { struct bkey_i key; }

// A member's type as a declaration's type (fs/proc/inode.c's pde_read()).
#define typeof_member(T, m) __typeof__(((T *)0)->m)

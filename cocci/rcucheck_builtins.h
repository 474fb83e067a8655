// Macro definitions spatch applies from its first pass: the spatch runner
// gives it Coccinelle's own standard.h followed by this file as one
// --macro-file-builtins, so a name defined here replaces standard.h's.
// Only what must be expanded before spatch guesses typedefs, or what
// standard.h gets wrong, belongs here; the rest is in rcucheck.h (read
// only after a parse error). Nothing here may hide an RCU accessor, a
// reader, a lock or a guard from the rules.

// __free(f) (linux/cleanup.h) is an attribute. Left alone, spatch takes
// "x __free(kfree)" for a declarator with parameters, makes kfree a
// typedef name, and every later kfree(p) in the file a parse error.
#define __free(_name)

// Per-CPU variables: standard.h's DEFINE_PER_CPU expands to an
// __attribute__ spatch 1.1.1 cannot parse at file scope.
#define DEFINE_PER_CPU(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_FIRST(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_SHARED_ALIGNED(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_ALIGNED(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_PAGE_ALIGNED(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_READ_MOSTLY(type, name) __typeof__(type) name
#define DEFINE_PER_CPU_DECRYPTED(type, name) __typeof__(type) name
#define DECLARE_PER_CPU(type, name) extern __typeof__(type) name

// Bitmaps: standard.h defines DECLARE_BITMAP as nothing (its body lost
// a backslash), so "DECLARE_BITMAP(m, 64) = { };" cannot parse.
#define DECLARE_BITMAP(name, bits) unsigned long name[BITS_TO_LONGS(bits)]
#define IP_TUNNEL_DECLARE_FLAGS(name) unsigned long name[BITS_TO_LONGS(__IP_TUNNEL_FLAG_NUM)]

// Attributes after a declarator (kernel/bpf/core.c's jump table).
#define __annotate_jump_table

// bcachefs closures: a function header (linux/closure.h).
#define CLOSURE_CALLBACK(name) void name(struct work_struct *ws)

// BPF helpers: BPF_CALL_n(name, type, arg, ...) { body } is a function.
// Read after a parse error only, it came too late: spatch had made the
// helper's name a typedef, and ".func = name," of its proto did not parse.
#define BPF_CALL_0(name) u64 name(void)
#define BPF_CALL_1(name, t1, a1) u64 name(t1 a1)
#define BPF_CALL_2(name, t1, a1, t2, a2) u64 name(t1 a1, t2 a2)
#define BPF_CALL_3(name, t1, a1, t2, a2, t3, a3) u64 name(t1 a1, t2 a2, t3 a3)
#define BPF_CALL_4(name, t1, a1, t2, a2, t3, a3, t4, a4) u64 name(t1 a1, t2 a2, t3 a3, t4 a4)
#define BPF_CALL_5(name, t1, a1, t2, a2, t3, a3, t4, a4, t5, a5) u64 name(t1 a1, t2 a2, t3 a3, t4 a4, t5 a5)

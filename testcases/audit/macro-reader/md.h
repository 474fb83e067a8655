/* The macros of md.c, in a header as in 6.12 (md.h, gpiolib.h). */
#define md_wakeup_thread(t) do {	\
	rcu_read_lock();		\
	__md_wakeup_thread(t);		\
	rcu_read_unlock();		\
} while (0)

/* The reader is dropped before the call: not a reader at it. */
#define md_wakeup_thread_late(t) do {	\
	rcu_read_lock();		\
	rcu_read_unlock();		\
	__md_wakeup_late(t);		\
} while (0)

#define desc_dbg(desc, fmt) \
do { \
	scoped_guard(srcu, &desc->gdev->desc_srcu) { \
		pr_debug("%s: " fmt, desc_label(desc)); \
	} \
} while (0)

/* A guard of another srcu_struct: not the one the access names. */
#define desc_dbg_other(desc, fmt) \
do { \
	scoped_guard(srcu, &desc->gdev->other_srcu) { \
		pr_debug("%s: " fmt, desc_label_other(desc)); \
	} \
} while (0)

/* SPDX-License-Identifier: GPL-2.0 */
/* The struct both field inputs share, and rcu_replace_pointer() as Linux 6.1 defines it. */
#include "../rcu.h"

#define rcu_replace_pointer(rcu_ptr, ptr, c)				\
({									\
	typeof(ptr) __tmp = rcu_dereference_protected((rcu_ptr), (c));	\
	rcu_assign_pointer((rcu_ptr), (ptr));				\
	__tmp;								\
})

struct dev_ops { int (*run)(void); };
struct dev_name { char s[16]; };
struct dev {
	spinlock_t lock;
	struct dev_ops __rcu *ops;
	struct dev_ops __rcu *spare;
	struct dev_name __rcu *name;
};

extern struct mutex ops_mutex;
extern void synchronize_rcu(void);
extern void kfree(const void *p);

/* User space: no macro of the kernel's. */
#define user_deref(p) rcu_dereference(p)

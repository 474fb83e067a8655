/* A header's accessor macro: a file calling it fetches as if it called rcu_dereference(). */
#define cfg_deref(p) rcu_dereference(p)

/* A condition over a parameter, passed down two macros: the outer one's argument replaces it. */
#define lock_deref(p, obj) rcu_dereference_protected(p, lockdep_is_held(&(obj)->lock))
#define obj_cfg(o) lock_deref((o)->cfg, o)

/* The model's own names are never macros of the tree, whatever a file defines them as. */
#define rcu_dereference_raw(p) rcu_dereference(p)

/* A macro that takes the reader itself protects its access. */
#define obj_flags(o) ({ int ___f; rcu_read_lock(); ___f = rcu_dereference((o)->f)->v; rcu_read_unlock(); ___f; })

/* An update-side macro is no access. */
#define obj_publish(o, v) rcu_assign_pointer((o)->cfg, v)

#define hash_for_each_obj_rcu(name, obj, member, cond...) \
	hlist_for_each_entry_rcu(obj, &name[0], member, ## cond)

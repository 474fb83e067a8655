# check-name: index: the macros whose expansion reaches an RCU accessor, with the accessor, its kind and flavor, the lockdep condition written over the macro's parameters (through an inner macro too) and the macros between; not the model's own names, a macro that takes the reader itself, an update-side macro, nor user space (tools/)
# check-command: rcucheck index -C macros --no-save --macros
# check-output-start
# macro lock_deref	net/obj.h	rcu_dereference_protected	protected	-	p,obj	lockdep_is_held(&(obj)->lock)	-
# macro hash_for_each_obj_rcu	net/obj.h	hlist_for_each_entry_rcu	iterator	rcu	name,obj,member,cond	cond	-
# macro obj_cfg	net/obj.h	rcu_dereference_protected	protected	-	o	lockdep_is_held(&(o)->lock)	lock_deref
# check-output-end

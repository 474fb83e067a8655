# check-name: fix: the fix follows the impact: a lockdep-only walk (testcases/audit/updaters/direct.c, ftrace_direct_funcs' shape) gets the updaters' lock as the iterator's lockdep condition, a lockdep-only rcu_dereference() becomes rcu_dereference_check() with it (field.c); an append-only list is left out with why; a race whose walk returns the entry it found gets no patch, and the report says why (escape.c)
# check-command: rcucheck fix --diff -C ../../audit/updaters ../../audit/updaters/direct.c ../../audit/updaters/field.c ../../audit/updaters/append.c
# check-exit-value: 1
# check-output-start
# [PATCH 1/2] direct: Tell lockdep about direct_mutex in find_direct()
# --- a/direct.c
# +++ b/direct.c
# @@ -15,7 +15,7 @@ static struct direct_func *find_direct(u
#  {
#  	struct direct_func *entry;
#  
# -	list_for_each_entry_rcu(entry, &direct_funcs, next) {
# +	list_for_each_entry_rcu(entry, &direct_funcs, next, lockdep_is_held(&direct_mutex)) {
#  		if (entry->addr == addr)
#  			return entry;
#  	}
# [PATCH 2/2] field: Tell lockdep about ops_mutex in dev_run()
# --- a/field.c
# +++ b/field.c
# @@ -24,7 +24,7 @@ void dev_set_ops(struct dev *d, struct d
#  
#  static int dev_run(struct dev *d)
#  {
# -	struct dev_ops *ops = rcu_dereference(d->ops);
# +	struct dev_ops *ops = rcu_dereference_check(d->ops, lockdep_is_held(&ops_mutex));
#  
#  	return ops ? ops->run() : 0;
#  }
# check-output-end
# check-error-contains: left out: append.c:29: list_for_each_entry_rcu(n, &notifs, list) (in notif_has): lockdep-only, notifs is only ever added to
#
# check-name: fix: a race whose walk returns the entry it found gets no patch, and the report says why
# check-command: rcucheck fix --diff -C . escape.c
# check-exit-value: 1
# check-error-contains: needs a human: escape.c:18 list_for_each_entry_rcu(e, &esc_list, list) in esc_find(): the pointer loaded in the read-side critical section escapes (return e;)
#
# check-name: fix --stdout: a lockdep-only patch's message names the lock, the updaters that hold it and where; its cover letter is titled for it and lists the assumption
# check-command: rcucheck fix --stdout --no-signoff -C ../../audit/updaters ../../audit/updaters/direct.c
# check-exit-value: 0
# check-output-contains: Subject: [PATCH 0/1] Tell lockdep which lock protects an RCU access under the updaters' lock
# check-output-contains: - lockdep-RCU knows which lock protects an RCU access without being told
# check-output-contains: Subject: [PATCH 1/1] direct: Tell lockdep about direct_mutex in find_direct()
# check-output-contains: Every updater of direct_funcs holds direct_mutex (2 update sites,
# check-output-contains: unregister_direct() direct.c:56 among them).
# check-output-contains: Pass lockdep_is_held(&direct_mutex) as the lockdep condition of

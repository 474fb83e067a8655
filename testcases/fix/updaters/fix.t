# check-name: fix: the fix follows the impact: a lockdep-only walk (testcases/audit/updaters/direct.c, ftrace_direct_funcs' shape) gets the updaters' lock as the iterator's lockdep condition, a lockdep-only rcu_dereference() becomes rcu_dereference_check() with it (field.c); an append-only list is walked with list_for_each_entry_lockless() (append.c); a race whose walk returns the entry it found gets no patch, and the report says why (escape.c)
# check-command: rcucheck fix --diff -C ../../audit/updaters ../../audit/updaters/direct.c ../../audit/updaters/field.c ../../audit/updaters/append.c
# check-exit-value: 1
# check-output-start
# [PATCH 1/3] append: Walk the append-only notifs with list_for_each_entry_lockless() in notif_has()
# --- a/append.c
# +++ b/append.c
# @@ -26,7 +26,7 @@ SYSCALL_DEFINE1(notif_has, int, id)
#  {
#  	struct notif *n;
#  
# -	list_for_each_entry_rcu(n, &notifs, list)
# +	list_for_each_entry_lockless(n, &notifs, list)
#  		if (n->id == id)
#  			return 1;
#  	return 0;
# [PATCH 2/3] direct: Tell lockdep about direct_mutex in find_direct()
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
# [PATCH 3/3] field: Tell lockdep about ops_mutex in dev_run()
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
# check-error-contains: needs a human: field.c:34 rcu_dereference(d->spare) in dev_spare()
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
#
# check-name: fix --stdout: an append-only list's walk: list_for_each_entry_lockless(), with the update sites counted and why no reader is needed; the cover letter is titled for it
# check-command: rcucheck fix --stdout --no-signoff -C ../../audit/updaters ../../audit/updaters/append.c
# check-exit-value: 0
# check-output-contains: Subject: [PATCH 0/1] Walk an append-only RCU list with list_for_each_entry_lockless()
# check-output-contains: Subject: [PATCH 1/1] append: Walk the append-only notifs with list_for_each_entry_lockless() in notif_has()
# check-output-contains: The audit found that notifs is only ever added to (1 update site, none
# check-output-contains: - an RCU list is walked only under a reader or with a lockdep condition
#
# check-name: fix: an append-only hash bucket walked by hlist_for_each_entry_rcu() (no lockless twin) that returns what it found: a reader around the walk, unlocked before the return, since nothing is ever freed (append-hlist.c, the smk_find_entry() shape)
# check-command: rcucheck fix --diff -C . append-hlist.c
# check-exit-value: 0
# check-output-start
# [PATCH 1/1] append-hlist: Walk the append-only label_hash[hash&15] under rcu_read_lock() in label_find()
# --- a/append-hlist.c
# +++ b/append-hlist.c
# @@ -18,9 +18,13 @@ static struct label *label_find(unsigned
#  {
#  	struct label *l;
#  
# +	rcu_read_lock();
#  	hlist_for_each_entry_rcu(l, &label_hash[hash & 15], node)
# -		if (l->hash == hash)
# +		if (l->hash == hash) {
# +			rcu_read_unlock();
#  			return l;
# +		}
# +	rcu_read_unlock();
#  	return NULL;
#  }
#  
# check-output-end

# check-name: fix: an RCU list whose entries are removed with plain list_del() (hlist_del_init() for the hlist) is not append-only: its walk gets a reader, not list_for_each_entry_lockless(), which would hide the race; the append-only list beside it, whose entries' type is unlinked only from another head, keeps its lockless walk (testcases/audit/updaters-plain-del)
# check-command: rcucheck fix --diff -C ../../audit/updaters-plain-del ../../audit/updaters-plain-del/plain.c ../../audit/updaters-plain-del/append.c
# check-exit-value: 0
# check-output-start
# [PATCH 1/3] plain: Fix missing RCU protection for list_for_each_entry_rcu() in job_has()
# --- a/plain.c
# +++ b/plain.c
# @@ -49,9 +49,13 @@ SYSCALL_DEFINE1(job_has, int, id)
#  {
#  	struct job *j;
#  
# +	rcu_read_lock();
#  	list_for_each_entry_rcu(j, &jobs, list)
# -		if (j->id == id)
# +		if (j->id == id) {
# +			rcu_read_unlock();
#  			return 1;
# +		}
# +	rcu_read_unlock();
#  	return 0;
#  }
#  
# [PATCH 2/3] plain: Fix missing RCU protection for hlist_for_each_entry_rcu() in slot_has()
# --- a/plain.c
# +++ b/plain.c
# @@ -86,8 +86,12 @@ SYSCALL_DEFINE1(slot_has, int, id)
#  {
#  	struct slot *s;
#  
# +	rcu_read_lock();
#  	hlist_for_each_entry_rcu(s, &slots, node)
# -		if (s->id == id)
# +		if (s->id == id) {
# +			rcu_read_unlock();
#  			return 1;
# +		}
# +	rcu_read_unlock();
#  	return 0;
#  }
# [PATCH 3/3] append: Walk the append-only notes with list_for_each_entry_lockless() in note_has()
# --- a/append.c
# +++ b/append.c
# @@ -42,7 +42,7 @@ SYSCALL_DEFINE1(note_has, int, id)
#  {
#  	struct note *n;
#  
# -	list_for_each_entry_rcu(n, &notes, list)
# +	list_for_each_entry_lockless(n, &notes, list)
#  		if (n->id == id)
#  			return 1;
#  	return 0;
# check-output-end

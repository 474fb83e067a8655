/* No mismatch: plain readers and kfree_rcu(); readers of both flavors and an updater
 * waiting for both (synchronize_rcu_mult()); a reader that holds the updaters' mutex
 * instead of a reader says no flavor (ftrace_direct_funcs' shape). */
struct ent { struct list_head next; int ip; struct rcu_head rcu; };
struct obj { int v; struct rcu_head rcu; };
static struct obj __rcu *plain_obj;
static struct obj __rcu *both_obj;
static LIST_HEAD(ents);
static DEFINE_MUTEX(ents_mutex);

int plain_read(void)
{
	struct obj *o;
	int v;

	rcu_read_lock();
	o = rcu_dereference(plain_obj);
	v = o ? o->v : 0;
	rcu_read_unlock();
	return v;
}

void plain_set(struct obj *n)
{
	struct obj *old = rcu_dereference_protected(plain_obj, 1);

	rcu_assign_pointer(plain_obj, n);
	kfree_rcu(old, rcu);
}

int both_read_trace(void)
{
	struct obj *o;
	int v;

	rcu_read_lock_trace();
	o = rcu_dereference_check(both_obj, rcu_read_lock_trace_held());
	v = o ? o->v : 0;
	rcu_read_unlock_trace();
	return v;
}

int both_read_rcu(void)
{
	struct obj *o;
	int v;

	rcu_read_lock();
	o = rcu_dereference(both_obj);
	v = o ? o->v : 0;
	rcu_read_unlock();
	return v;
}

void both_set(struct obj *n)
{
	struct obj *old = rcu_dereference_protected(both_obj, 1);

	rcu_assign_pointer(both_obj, n);
	synchronize_rcu_mult(call_rcu, call_rcu_tasks_trace);
	kfree(old);
}

struct ent *ent_find(int ip)
{
	struct ent *e;

	list_for_each_entry_rcu(e, &ents, next, lockdep_is_held(&ents_mutex))
		if (e->ip == ip)
			return e;
	return NULL;
}

void ent_del(struct ent *e)
{
	mutex_lock(&ents_mutex);
	list_del_rcu(&e->next);
	mutex_unlock(&ents_mutex);
	synchronize_rcu_tasks();
	kfree(e);
}

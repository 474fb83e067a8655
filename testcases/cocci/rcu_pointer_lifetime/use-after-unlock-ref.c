/*
 * check-name: rcu_pointer_lifetime: a reference taken before the unlock is quiet
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * get_task(): the reference is taken on the t != NULL path only; on the
 * other one t is NULL and never dereferenced. module_pinned(): the module
 * that owns the static ops is pinned (net/core/lwtunnel.c, sock_diag.c).
 *
 * check-output-start
 * check-output-end
 */
struct task_struct *get_task(pid_t nr)
{
	struct task_struct *t;

	rcu_read_lock();
	t = rcu_dereference(pid_task_ptr(nr));
	if (t)
		get_task_struct(t);
	rcu_read_unlock();
	if (t && t->flags & PF_EXITING) {
		put_task_struct(t);
		return NULL;
	}
	return t;
}

struct bar *get_bar(struct foo *x)
{
	struct bar *b;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	if (b && !refcount_inc_not_zero(&b->ref))
		b = NULL;
	rcu_read_unlock();
	if (b)
		b->users++;
	return b;
}

uid_t cred_uid(struct task_struct *p)
{
	const struct cred *cred;
	uid_t uid;

	rcu_read_lock();
	cred = __task_cred(p);
	get_cred(cred);
	rcu_read_unlock();
	uid = cred->uid;
	put_cred(cred);
	return uid;
}

int css(struct foo *x)
{
	struct cgroup_subsys_state *css;

	rcu_read_lock();
	css = rcu_dereference(x->css);
	if (!css_tryget_online(css))
		css = NULL;
	rcu_read_unlock();
	return css ? css->id : 0;
}

int module_pinned(struct foo *x)
{
	const struct foo_ops *ops;
	int ret = -EOPNOTSUPP;

	rcu_read_lock();
	ops = rcu_dereference(x->ops);
	if (ops && !try_module_get(ops->owner))
		ops = NULL;
	rcu_read_unlock();
	if (ops) {
		ret = ops->build(x);
		module_put(ops->owner);
	}
	return ret;
}

void kref(struct foo *x)
{
	struct bar *b;

	rcu_read_lock();
	b = rcu_dereference(x->b);
	kref_get(&b->kref);
	rcu_read_unlock();
	b->v++;
}

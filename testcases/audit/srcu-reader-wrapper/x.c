struct dom { struct list_head list; int v; };
struct slots { int n; };
struct kvm { struct srcu_struct srcu; struct slots __rcu *slots; };
struct vcpu { struct kvm *kvm; int srcu_idx; };

static LIST_HEAD(dom_list);

/* The walk inside the wrapper's reader, the index in a declaration: quiet. */
SYSCALL_DEFINE1(dom_count, int, n)
{
	const int idx = tom_read_lock();
	struct dom *d;
	int c = 0;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		c += d->v;
	tom_read_unlock(idx);
	return c;
}

static int dom_sum(void)
{
	struct dom *d;
	int c = 0;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		c += d->v;
	return c;
}

/* A caller inside the wrapper's reader, the index assigned: quiet. */
SYSCALL_DEFINE1(dom_total, int, n)
{
	int idx, c;

	idx = tom_read_lock();
	c = dom_sum();
	tom_read_unlock(idx);
	return c;
}

/* A caller with no reader: reported. */
SYSCALL_DEFINE1(dom_racy, int, n)
{
	return dom_sum();
}

static int dom_first(void)
{
	struct dom *d;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		return d->v;
	return 0;
}

/* A caller inside another srcu_struct's wrapper: reported. */
SYSCALL_DEFINE1(dom_other, int, n)
{
	int idx = other_read_lock(), c;

	c = dom_first();
	other_read_unlock(idx);
	return c;
}

static int slots_n(struct vcpu *vcpu)
{
	return srcu_dereference(vcpu->kvm->slots, &vcpu->kvm->srcu)->n;
}

/* The wrapper that keeps the index in its argument: quiet. */
SYSCALL_DEFINE1(vcpu_run, int, n)
{
	struct vcpu *vcpu = vcpu_of(n);
	int r;

	vcpu_srcu_read_lock(vcpu);
	r = slots_n(vcpu);
	vcpu_srcu_read_unlock(vcpu);
	return r;
}

static int dom_last(void)
{
	struct dom *d;
	int v = 0;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		v = d->v;
	return v;
}

/* A wrapper that takes the reader on some ways only: reported. */
SYSCALL_DEFINE1(dom_maybe, int, n)
{
	int idx = maybe_read_lock(), c;

	c = dom_last();
	if (idx >= 0)
		tom_read_unlock(idx);
	return c;
}

static int dom_mid(void)
{
	struct dom *d;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		if (d->v)
			return d->v;
	return 0;
}

/* A wrapper whose srcu_struct is its own local: no reader seen, reported. */
SYSCALL_DEFINE1(dom_local, int, n)
{
	struct dom *d = dom_of(n);
	int idx = local_read_lock(d), c;

	c = dom_mid();
	srcu_read_unlock(dom_ss(d), idx);
	return c;
}

/* tomoyo_check_profile(): takes the reader itself, through the wrapper. */
int dom_check(void)
{
	const int idx = tom_read_lock();
	struct dom *d;
	int c = 0;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		c++;
	tom_read_unlock(idx);
	return c;
}

/* Needs its caller's reader. */
int dom_peek(void)
{
	struct dom *d;

	list_for_each_entry_rcu(d, &dom_list, list, srcu_read_lock_held(&tom_ss))
		return d->v;
	return 0;
}

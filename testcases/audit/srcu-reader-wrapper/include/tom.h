/* security/tomoyo/common.h's shape: SRCU reader wrappers handing out the index. */
extern struct srcu_struct tom_ss;
extern struct srcu_struct other_ss;

static inline int tom_read_lock(void)
{
	return srcu_read_lock(&tom_ss);
}

static inline void tom_read_unlock(int idx)
{
	srcu_read_unlock(&tom_ss, idx);
}

/* include/linux/kvm_host.h's shape: the index kept in the argument. */
static inline void vcpu_srcu_read_lock(struct vcpu *vcpu)
{
	vcpu->srcu_idx = srcu_read_lock(&vcpu->kvm->srcu);
}

static inline void vcpu_srcu_read_unlock(struct vcpu *vcpu)
{
	srcu_read_unlock(&vcpu->kvm->srcu, vcpu->srcu_idx);
}

/* Another srcu_struct's wrapper. */
static inline int other_read_lock(void)
{
	return srcu_read_lock(&other_ss);
}

static inline void other_read_unlock(int idx)
{
	srcu_read_unlock(&other_ss, idx);
}

/* The srcu_struct a local: not a wrapper (its macro could not name it). */
static inline int local_read_lock(struct dom *d)
{
	struct srcu_struct *ssp = dom_ss(d);

	return srcu_read_lock(ssp);
}

/* The reader on some ways only: not a wrapper. */
static inline int maybe_read_lock(void)
{
	if (tom_enabled)
		return srcu_read_lock(&tom_ss);
	return -1;
}

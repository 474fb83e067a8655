DEFINE_STATIC_SRCU(notify_srcu);
DEFINE_STATIC_SRCU(other_srcu);

static int first_prio(struct notify_head *nh)
{
	return srcu_dereference(nh->head, &notify_srcu)->prio;
}

/* The right srcu_struct: quiet. */
SYSCALL_DEFINE1(notify_right, int, n)
{
	int idx, v;

	idx = srcu_read_lock(&notify_srcu);
	v = first_prio(head_of(n));
	srcu_read_unlock(&notify_srcu, idx);
	return v;
}

/* Another srcu_struct: reported. */
SYSCALL_DEFINE1(notify_wrong, int, n)
{
	int idx, v;

	idx = srcu_read_lock(&other_srcu);
	v = first_prio(head_of(n));
	srcu_read_unlock(&other_srcu, idx);
	return v;
}

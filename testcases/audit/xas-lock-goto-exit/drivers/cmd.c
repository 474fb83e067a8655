/*
 * 6.12 drivers/target/target_core_user.c tcmu_free_kept_buf_store():
 * xas_lock(&xas) (a macro over xa_lock((xas)->xa), spin_lock(&(xa)->xa_lock))
 * is released on an early exit, "if (!cmd) { xas_unlock(&xas); goto
 * out_unlock; }", whose label is past the call: xas_store() still runs
 * under the lock, so lockdep_is_held(&xa->xa_lock) is met. Reported: no
 * lock, a release whose block goes on to the call, and a goto back to a
 * label after the lock.
 */
struct dev {
	struct mutex cmdr_lock;
	struct xarray commands;
};

static struct dev the_dev;

/* The early exit's goto leaves past the call: quiet. */
SYSCALL_DEFINE1(free_kept, unsigned long, id)
{
	struct dev *udev = &the_dev;
	void *cmd;

	mutex_lock(&udev->cmdr_lock);
	{
		XA_STATE(xas, &udev->commands, id);

		xas_lock(&xas);
		cmd = xas_load(&xas);
		if (!cmd) {
			xas_unlock(&xas);
			goto out_unlock;
		}
		xas_store(&xas, NULL);
		xas_unlock(&xas);
	}
out_unlock:
	mutex_unlock(&udev->cmdr_lock);
	return 0;
}

/*
 * 6.12 fs/btrfs/delayed-inode.c btrfs_get_or_create_delayed_node(): the
 * early exit cleans up before its goto, whose label is above the lock:
 * quiet.
 */
SYSCALL_DEFINE1(store_retry, unsigned long, id)
{
	XA_STATE(xas, &the_dev.commands, id);
	void *node = kmalloc(8, GFP_KERNEL);

again:
	xas_lock(&xas);
	if (xas_load(&xas)) {
		xas_unlock(&xas);
		kfree(node);
		node = NULL;
		goto again;
	}
	xas_store(&xas, node);
	xas_unlock(&xas);
	return 0;
}

/* Cleanup after the release, then on to the call: reported. */
SYSCALL_DEFINE1(store_released, unsigned long, id)
{
	XA_STATE(xas, &the_dev.commands, id);
	void *node = kmalloc(8, GFP_KERNEL);

	xas_lock(&xas);
	if (id) {
		xas_unlock(&xas);
		kfree(node);
	}
	xas_store(&xas, node);
	return 0;
}

/* Back to a label after the lock: the second turn runs unlocked, reported. */
SYSCALL_DEFINE1(free_again, unsigned long, id)
{
	XA_STATE(xas, &the_dev.commands, id);
	void *cmd;

	xas_lock(&xas);
again:
	cmd = xas_load(&xas);
	if (!cmd) {
		xas_unlock(&xas);
		goto again;
	}
	xas_store(&xas, NULL);
	xas_unlock(&xas);
	return 0;
}

/* No lock: reported. */
SYSCALL_DEFINE1(load_bare, unsigned long, id)
{
	XA_STATE(xas, &the_dev.commands, id);

	return (long)xas_load(&xas);
}

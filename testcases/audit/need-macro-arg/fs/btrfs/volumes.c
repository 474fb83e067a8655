/*
 * 6.12 btrfs_dev_stat_inc_and_print(): btrfs_dev_name() is called only
 * inside btrfs_err_rl_in_rcu()'s argument, which the macro reads inside
 * its own reader: the function needs no reader of its caller
 * (disk-io.c). Reported: the name read outside the macro.
 */
#include "messages.h"
#include "volumes.h"

void btrfs_dev_stat_inc_and_print(struct btrfs_device *dev)
{
	btrfs_err_rl_in_rcu(dev->fs_info, "bdev %s errs",
			    btrfs_dev_name(dev));
}

void btrfs_dev_stat_print_bad(struct btrfs_device *dev)
{
	const char *name = btrfs_dev_name(dev);

	btrfs_err(dev->fs_info, "bdev %s errs", name);
}

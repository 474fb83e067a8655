/*
 * 6.1 fs/btrfs/volumes.c device_list_add() and dev-replace.c
 * btrfs_dev_name(): rcu_str_deref() passed to btrfs_info_in_rcu(),
 * directly or through a helper called in its arguments, is read inside
 * the macro's reader: quiet. The same passed to btrfs_info_plain(), or
 * read before the macro call, is reported.
 */
#include "ctree.h"

static const char *dev_name_of(struct btrfs_device *device)
{
	return rcu_str_deref(device->name);
}

SYSCALL_DEFINE1(scan_dev, struct btrfs_device *, device)
{
	btrfs_info_in_rcu(NULL,
	"devid %llu device path %s changed to %s (%d)",
			  device->devid, rcu_str_deref(device->name),
			  "path", 1);
	btrfs_info_in_rcu(NULL, "replace from %s", dev_name_of(device));
	return 0;
}

SYSCALL_DEFINE1(scan_plain, struct btrfs_device *, device)
{
	btrfs_info_plain(NULL, "devid %llu path %s", device->devid,
			 rcu_str_deref(device->name));
	return 0;
}

SYSCALL_DEFINE1(scan_before, struct btrfs_device *, device)
{
	const char *name = rcu_str_deref(device->name);

	btrfs_info_in_rcu(NULL, "path %s", name);
	return 0;
}

SYSCALL_DEFINE1(scan_helper_plain, struct btrfs_device *, device)
{
	btrfs_info_plain(NULL, "replace from %s", dev_name_of(device));
	return 0;
}

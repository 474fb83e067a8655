/* 6.12 btrfs_end_super_write(): a bio's end_io, no reader */
#include "volumes.h"

struct btrfs_device *lookup_dev(int id);
void btrfs_dev_stat_inc_and_print(struct btrfs_device *dev);
void btrfs_dev_stat_print_bad(struct btrfs_device *dev);

SYSCALL_DEFINE1(dev_stat, int, id)
{
	struct btrfs_device *dev = lookup_dev(id);

	btrfs_dev_stat_inc_and_print(dev);
	btrfs_dev_stat_print_bad(dev);
	return 0;
}

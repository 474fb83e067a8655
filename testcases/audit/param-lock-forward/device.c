static DEFINE_MUTEX(update_lock);
static DEFINE_MUTEX(other_lock);
static struct allowedips table;

SYSCALL_DEFINE1(wg_set, int, cidr)
{
	int ret;

	mutex_lock(&update_lock);
	ret = wg_allowedips_insert_v4(&table, cidr, &update_lock);
	mutex_unlock(&update_lock);
	return ret;
}

SYSCALL_DEFINE1(wg_set_bad, int, cidr)
{
	int ret;

	mutex_lock(&other_lock);
	ret = wg_allowedips_insert_v4(&table, cidr, &update_lock);
	mutex_unlock(&other_lock);
	return ret;
}

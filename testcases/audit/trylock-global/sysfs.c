/*
 * sysfs handlers that take the RTNL with rtnl_trylock(), a global lock
 * no argument names, in the test that leaves when it fails (6.12
 * net-sysfs.c carrier_show(), qmi_wwan.c del_mux_store()):
 * carrier_show() holds it at the call. operstate_show() drops it before
 * the call, mtu_show() never takes it: both reported.
 */
struct foo *gf;

static ssize_t carrier_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	int ret;

	if (!rtnl_trylock())
		return restart_syscall();
	ret = use_a(gf);
	rtnl_unlock();
	return ret;
}
static DEVICE_ATTR_RO(carrier);

static ssize_t operstate_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	int ret;

	if (!rtnl_trylock())
		return restart_syscall();
	rtnl_unlock();
	ret = use_b(gf);
	return ret;
}
static DEVICE_ATTR_RO(operstate);

static ssize_t mtu_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	return use_c(gf);
}
static DEVICE_ATTR_RO(mtu);

/* Another driver's function of the same name (mt7601u's): a USB read under a mutex. */
bool mt76_poll(struct mt7601u_dev *dev, u32 offset, u32 mask, u32 val, int timeout)
{
	bool ok;

	mutex_lock(&dev->usb_ctrl_mtx);
	ok = usb_poll(dev, offset, mask, val);
	mutex_unlock(&dev->usb_ctrl_mtx);
	return ok;
}

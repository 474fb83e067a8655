#include "r87.h"

u32 rtl_ioread32_idx(struct r87_priv *priv, u32 *addr, u8 idx)
{
	u32 v;

	mutex_lock(&priv->io_mutex);
	v = usb_read(priv, addr, idx);
	mutex_unlock(&priv->io_mutex);
	return v;
}

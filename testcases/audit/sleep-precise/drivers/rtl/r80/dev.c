#include "r80.h"

/* Its own header's rtl_ioread32() (MMIO): quiet; rtl8187's of the same name is not the callee. */
u32 r80_status(struct r80_priv *priv)
{
	u32 v;

	rcu_read_lock();
	v = rtl_ioread32(priv, &priv->map->status);
	rcu_read_unlock();
	return v;
}

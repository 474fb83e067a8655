#include "r87.h"

/* Its own header's rtl_ioread32(), which takes a mutex: reported. */
u32 r87_status(struct r87_priv *priv)
{
	u32 v;

	rcu_read_lock();
	v = rtl_ioread32(priv, &priv->map->status);
	rcu_read_unlock();
	return v;
}

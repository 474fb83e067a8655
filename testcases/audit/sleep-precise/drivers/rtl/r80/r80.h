/* rtl8180.h's register read: MMIO, never sleeps. */
static inline u32 rtl_ioread32(struct r80_priv *priv, u32 *addr)
{
	return readl(addr);
}

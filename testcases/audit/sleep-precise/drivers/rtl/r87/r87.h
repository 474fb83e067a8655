/* rtl8187.h's register read of the same name: a USB control transfer under a mutex. */
u32 rtl_ioread32_idx(struct r87_priv *priv, u32 *addr, u8 idx);

static inline u32 rtl_ioread32(struct r87_priv *priv, u32 *addr)
{
	return rtl_ioread32_idx(priv, addr, 0);
}

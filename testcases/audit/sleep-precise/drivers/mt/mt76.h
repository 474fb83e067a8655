/* mt76.h: the bus's register poll as a macro, and a helper that sleeps, for every mt76 driver below. */
bool __mt76_poll(struct mt76_dev *dev, u32 offset, u32 mask, u32 val, int timeout);

#define mt76_poll(dev, ...) __mt76_poll(&((dev)->mt76), __VA_ARGS__)

static inline void mt76_settle(struct mt76_dev *dev)
{
	msleep(1);
}

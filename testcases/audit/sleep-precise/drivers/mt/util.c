#include "mt76.h"

bool __mt76_poll(struct mt76_dev *dev, u32 offset, u32 mask, u32 val, int timeout)
{
	return (readl(dev->regs + offset) & mask) == val;
}

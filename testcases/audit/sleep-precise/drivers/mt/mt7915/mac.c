#include "../mt76.h"

/* The parent directory's mt76.h: its mt76_poll() macro is the callee (quiet), its mt76_settle() sleeps (reported). */
void mt7915_poll(struct mt7915_dev *dev)
{
	rcu_read_lock();
	mt76_poll(dev, 0x10, 1, 1, 100);
	mt76_settle(&dev->mt76);
	rcu_read_unlock();
}

/* the xarray of lib/xarray.c: an xa_state names its array; xas_lock_irq() is xa_lock_irq() of it */
struct xarray {
	spinlock_t xa_lock;
	void __rcu *xa_head;
};

struct xa_state {
	struct xarray *xa;
	unsigned long xa_index;
};

#define XA_STATE(name, array, index) \
	struct xa_state name = { .xa = array, .xa_index = index }

#define xa_lock_irq(xa)		spin_lock_irq(&(xa)->xa_lock)
#define xa_unlock_irq(xa)	spin_unlock_irq(&(xa)->xa_lock)
#define xas_lock_irq(xas)	xa_lock_irq((xas)->xa)
#define xas_unlock_irq(xas)	xa_unlock_irq((xas)->xa)

static inline void *xa_head(const struct xarray *xa)
{
	return rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock));
}

/*
 * The xarray's lock macros as include/linux/xarray.h defines them: the
 * xa_state's xas_lock(xas) is xa_lock((xas)->xa), itself a macro over
 * spin_lock(&(xa)->xa_lock): a macro over a macro holds the member.
 */
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

#define xa_lock(xa)		spin_lock(&(xa)->xa_lock)
#define xa_unlock(xa)		spin_unlock(&(xa)->xa_lock)
#define xa_lock_irq(xa)		spin_lock_irq(&(xa)->xa_lock)
#define xa_unlock_irq(xa)	spin_unlock_irq(&(xa)->xa_lock)

#define xas_lock(xas)		xa_lock((xas)->xa)
#define xas_unlock(xas)		xa_unlock((xas)->xa)
#define xas_lock_irq(xas)	xa_lock_irq((xas)->xa)
#define xas_unlock_irq(xas)	xa_unlock_irq((xas)->xa)

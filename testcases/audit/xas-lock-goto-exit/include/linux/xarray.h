/* the xarray of lib/xarray.c: an xa_state names its array; xas_lock() is xa_lock() of it */
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
#define xas_lock(xas)		xa_lock((xas)->xa)
#define xas_unlock(xas)		xa_unlock((xas)->xa)

static inline void *xa_head(const struct xarray *xa)
{
	return rcu_dereference_check(xa->xa_head, lockdep_is_held(&xa->xa_lock));
}

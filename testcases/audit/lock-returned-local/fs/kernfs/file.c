/*
 * 6.12 fs/kernfs/file.c: kernfs_open_file_mutex_lock() takes the lock
 * through a local and returns it ("lock = kernfs_open_file_mutex_ptr(kn);
 * mutex_lock(lock); return lock;"), and the condition names the same
 * lock: "lockdep_is_held(kernfs_open_file_mutex_ptr(kn))". Quiet after
 * the wrapper; reported when the returned lock is unlocked again before
 * the call, when the wrapper takes another lock through its local, or
 * when no lock is taken.
 */
struct mutex {
	int owner;
};

struct kernfs_open_node {
	int nr_mmapped;
};

struct kernfs_node {
	struct kernfs_open_node __rcu *open;
};

static struct mutex open_file_mutex[8];
static struct mutex kernfs_rwsem;

void mutex_lock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
int hash_ptr(void *p, int bits);
void note(struct kernfs_node *kn);

static inline struct mutex *kernfs_open_file_mutex_ptr(struct kernfs_node *kn)
{
	int idx = hash_ptr(kn, 3);

	return &open_file_mutex[idx];
}

static inline struct mutex *kernfs_open_file_mutex_lock(struct kernfs_node *kn)
{
	struct mutex *lock;

	lock = kernfs_open_file_mutex_ptr(kn);

	mutex_lock(lock);

	return lock;
}

/* takes another lock through its local */
static inline struct mutex *kernfs_rwsem_lock(struct kernfs_node *kn)
{
	struct mutex *lock = &kernfs_rwsem;

	mutex_lock(lock);
	return lock;
}

static struct kernfs_open_node *kernfs_deref_open_node_locked(struct kernfs_node *kn)
{
	return rcu_dereference_protected(kn->open,
				lockdep_is_held(kernfs_open_file_mutex_ptr(kn)));
}

static struct kernfs_open_node *kernfs_deref_again(struct kernfs_node *kn)
{
	return rcu_dereference_protected(kn->open,
				lockdep_is_held(kernfs_open_file_mutex_ptr(kn)));
}

static struct kernfs_open_node *kernfs_deref_other(struct kernfs_node *kn)
{
	return rcu_dereference_protected(kn->open,
				lockdep_is_held(kernfs_open_file_mutex_ptr(kn)));
}

static struct kernfs_open_node *kernfs_deref_bare(struct kernfs_node *kn)
{
	return rcu_dereference_protected(kn->open,
				lockdep_is_held(kernfs_open_file_mutex_ptr(kn)));
}

/* quiet: the returned lock is held at the call */
static void kernfs_unlink_open_file(struct kernfs_node *kn)
{
	struct kernfs_open_node *on;
	struct mutex *mutex;

	mutex = kernfs_open_file_mutex_lock(kn);

	on = kernfs_deref_open_node_locked(kn);
	if (!on) {
		mutex_unlock(mutex);
		return;
	}
	on->nr_mmapped--;
	mutex_unlock(mutex);
}

/* reported: the returned lock is unlocked again before the call */
static void kernfs_unlocked_again(struct kernfs_node *kn)
{
	struct kernfs_open_node *on;
	struct mutex *mutex;

	mutex = kernfs_open_file_mutex_lock(kn);
	note(kn);
	mutex_unlock(mutex);

	on = kernfs_deref_again(kn);
	if (on)
		on->nr_mmapped--;
}

/* reported: the wrapper's local holds another lock */
static void kernfs_other_lock(struct kernfs_node *kn)
{
	struct kernfs_open_node *on;
	struct mutex *mutex;

	mutex = kernfs_rwsem_lock(kn);
	on = kernfs_deref_other(kn);
	if (on)
		on->nr_mmapped--;
	mutex_unlock(mutex);
}

/* reported: no lock */
static void kernfs_no_lock(struct kernfs_node *kn)
{
	struct kernfs_open_node *on = kernfs_deref_bare(kn);

	if (on)
		on->nr_mmapped--;
}

SYSCALL_DEFINE1(kclose, struct kernfs_node *, kn)
{
	kernfs_unlink_open_file(kn);
	kernfs_unlocked_again(kn);
	kernfs_other_lock(kn);
	kernfs_no_lock(kn);
	return 0;
}

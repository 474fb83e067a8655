/*
 * 6.12 ipc/sem.c: find_alloc_undo() returns holding rcu_read_lock() on
 * success (its kernel-doc says so; on its error paths it unlocks), and
 * __do_semtimedop() calls ipcperms() inside that reader, or inside its
 * own rcu_read_lock() on the other branch. A function annotated
 * __acquires(RCU) that returns in its reader is the same. A function
 * that takes the reader on one branch and drops it on both, or says
 * nothing of it, is no such function. The same file as reader-returner/,
 * with a string literal continued by backslash-newlines above the
 * functions: blanking it for the index must keep the lines it spans.
 */
struct perm { int mode; };
struct undo { struct list_head list; int id; };
struct arr { struct perm __rcu *perm; int n; };

/* a string continued over lines by backslash-newline: every line after it keeps its number */
static const char sem_banner[] = "sem: undo arrays \
are rcu-protected; \
find_undo() returns \
in its reader";

static struct perm *perm_undo(struct arr *a)
{
	return rcu_dereference(a->perm);
}

static struct perm *perm_get(struct arr *a)
{
	return rcu_dereference(a->perm);
}

static struct perm *perm_peek(struct arr *a)
{
	return rcu_dereference(a->perm);
}

static struct perm *perm_late(struct arr *a)
{
	return rcu_dereference(a->perm);
}

/**
 * find_undo - look up (and if not present create) the undo array
 * @id: the array's id
 *
 * Lifetime-rules: the undo array is rcu-protected, on success, the
 * function performs a rcu_read_lock().
 */
static struct undo *find_undo(int id)
{
	struct undo *un, *new;
	int error;

	error = get_undo_list();
	if (error)
		return ERR_PTR(error);

	rcu_read_lock();
	un = lookup_undo(id);
	if (un)
		goto out;
	rcu_read_unlock();

	new = kzalloc(sizeof(*new), GFP_KERNEL);
	if (!new)
		return ERR_PTR(-ENOMEM);

	rcu_read_lock();
	if (!valid_id(id)) {
		rcu_read_unlock();
		kfree(new);
		return ERR_PTR(-EIDRM);
	}
	un = new;
out:
	return un;
}

/* Enters the reader by its annotation, as mesh_sta_info_get(). */
static struct undo *get_undo(int id)
	__acquires(RCU)
{
	rcu_read_lock();
	return lookup_undo(id);
}

/* Takes and drops the reader on both branches: returns outside it. */
static struct undo *peek_undo(int id)
{
	struct undo *un;

	rcu_read_lock();
	un = lookup_undo(id);
	if (un) {
		un->id = id;
		rcu_read_unlock();
	} else {
		rcu_read_unlock();
	}
	return un;
}

/* Inside find_undo()'s reader, or its own: quiet. */
SYSCALL_DEFINE3(semop_undo, struct arr *, a, int, id, int, undos)
{
	struct undo *un;
	int ret;

	if (undos) {
		/* On success, find_undo takes the rcu_read_lock */
		un = find_undo(id);
		if (IS_ERR(un))
			return PTR_ERR(un);
	} else {
		un = NULL;
		rcu_read_lock();
	}
	ret = perm_undo(a)->mode;
	rcu_read_unlock();
	return ret;
}

/* Inside get_undo()'s reader: quiet. */
SYSCALL_DEFINE2(semop_get, struct arr *, a, int, id)
{
	struct undo *un = get_undo(id);
	int ret = perm_get(a)->mode + (un ? un->id : 0);

	rcu_read_unlock();
	return ret;
}

/* After peek_undo(), which returns outside its reader: reported. */
SYSCALL_DEFINE2(semop_peek, struct arr *, a, int, id)
{
	struct undo *un = peek_undo(id);

	return perm_peek(a)->mode + (un ? 1 : 0);
}

/* After the caller's own unlock of find_undo()'s reader: reported. */
SYSCALL_DEFINE2(semop_late, struct arr *, a, int, id)
{
	struct undo *un = find_undo(id);

	if (IS_ERR(un))
		return PTR_ERR(un);
	rcu_read_unlock();
	return perm_late(a)->mode;
}

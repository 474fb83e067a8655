/*
 * 6.12 lib/maple_tree.c mas_find(): "Must hold rcu_read_lock or the
 * write lock." The lock is the tree's own, or the one the tree's owner
 * gives it (the mm's mmap_lock, mt_set_external_lock()): the comment
 * does not name it, so any lock the caller holds may be it. A comment
 * that names the reader alone is not met by a lock.
 */
struct node { int v; };
struct tree { struct node __rcu *root; };
struct tree_state { struct tree *tree; unsigned long index; };

/**
 * tree_find() - the entry at or after the state's index
 * @ts: the state
 *
 * Must hold rcu_read_lock or the write lock.
 */
static inline struct node *tree_find(struct tree_state *ts)
{
	return rcu_dereference(ts->tree->root);
}

/**
 * tree_peek() - the root
 * @ts: the state
 *
 * Must hold rcu_read_lock.
 */
static inline struct node *tree_peek(struct tree_state *ts)
{
	return rcu_dereference(ts->tree->root);
}

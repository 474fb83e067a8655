struct obj { int v; };
struct table { spinlock_t lock; struct obj __rcu *obj; };
struct nf_hook_ops { unsigned int (*hook)(void *priv, struct sk_buff *skb); };
struct xt_hook_ops { unsigned int (*hook)(void *priv, struct sk_buff *skb); };

/*
 * 6.1 ebt_do_table(): exported, its in-tree callers netfilter hooks
 * stored into nf_hook_ops.hook, which nf_hook_slow() calls (through the
 * copy nf_hook_entries_grow() makes) inside nf_hook()'s rcu_read_lock():
 * rcu/data/callback-invokers says so; the lock is the table's own.
 */
unsigned int do_table(struct table *t, struct sk_buff *skb)
{
	unsigned int v;

	spin_lock(&t->lock);
	v = rcu_dereference(t->obj)->v;
	spin_unlock(&t->lock);
	return v;
}
EXPORT_SYMBOL(do_table);

static unsigned int filter_hook(void *priv, struct sk_buff *skb)
{
	return do_table(priv, skb);
}

static const struct nf_hook_ops filter_ops = {
	.hook = filter_hook,
};

/* The same field name in a struct without a row: no evidence, still reported. */
unsigned int do_other_table(struct table *t, struct sk_buff *skb)
{
	unsigned int v;

	spin_lock(&t->lock);
	v = rcu_dereference(t->obj)->v;
	spin_unlock(&t->lock);
	return v;
}
EXPORT_SYMBOL(do_other_table);

static unsigned int other_hook(void *priv, struct sk_buff *skb)
{
	return do_other_table(priv, skb);
}

static const struct xt_hook_ops other_ops = {
	.hook = other_hook,
};

/* The hook's reader is no lock: a condition that names one is still unmet. */
unsigned int do_locked_table(struct table *t, struct sk_buff *skb)
{
	return rcu_dereference_protected(t->obj, lockdep_is_held(&t->lock))->v;
}
EXPORT_SYMBOL(do_locked_table);

static unsigned int locked_hook(void *priv, struct sk_buff *skb)
{
	struct table *t = priv;
	unsigned int v;

	spin_lock(&t->other);
	v = do_locked_table(t, skb);
	spin_unlock(&t->other);
	return v;
}

static const struct nf_hook_ops locked_ops = {
	.hook = locked_hook,
};

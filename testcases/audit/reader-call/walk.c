/*
 * 6.1 lib/rhashtable.c: rhashtable_walk_next() does rcu_dereference()s
 * that rhashtable_walk_start() covers (it returns holding rcu_read_lock(),
 * rhashtable_walk_stop() drops it). nf_flow_table_iterate() calls it
 * between the two, under the exported nf_flow_table_cleanup()'s
 * flowtable_lock: quiet. A call after rhashtable_walk_stop() is reported.
 */
void *walk_next(struct rhashtable_iter *iter)
{
	struct rhash_head *p = rcu_dereference(iter->p->next);

	return p;
}

static int table_iterate(struct table *t)
{
	struct rhashtable_iter hti;

	rhashtable_walk_enter(&t->ht, &hti);
	rhashtable_walk_start(&hti);
	while (walk_next(&hti))
		;
	rhashtable_walk_stop(&hti);
	rhashtable_walk_exit(&hti);
	return 0;
}

static int table_iterate_late(struct table *t)
{
	struct rhashtable_iter hti;

	rhashtable_walk_enter(&t->ht, &hti);
	rhashtable_walk_start(&hti);
	rhashtable_walk_stop(&hti);
	walk_next(&hti);
	rhashtable_walk_exit(&hti);
	return 0;
}

void table_cleanup(struct table *t)
{
	mutex_lock(&table_lock);
	table_iterate(t);
	mutex_unlock(&table_lock);
}
EXPORT_SYMBOL_GPL(table_cleanup);

void table_cleanup_late(struct table *t)
{
	mutex_lock(&table_lock);
	table_iterate_late(t);
	mutex_unlock(&table_lock);
}
EXPORT_SYMBOL_GPL(table_cleanup_late);

struct obj { int v; };
struct key { struct obj __rcu *obj; };
struct map;
struct map_ops { int (*update)(struct map *map, struct key *key); };
struct map { const struct map_ops *ops; int map_type; };

/*
 * 6.12's task storage map: its ->map_update_elem needs the reader, which
 * bpf_map_update_value() takes for every map type but a few (cpumap,
 * arena, struct_ops), whose callbacks sleep and need none.
 */
static int storage_update(struct map *map, struct key *key)
{
	return rcu_dereference(key->obj)->v;
}

static const struct map_ops storage_ops = {
	.update = storage_update,
};

static int update_value(struct map *map, struct key *key)
{
	int err;

	if (map_offloaded(map)) {
		return offload_update(map, key);
	} else if (map->map_type == MAP_TYPE_CPUMAP ||
		   map->map_type == MAP_TYPE_ARENA) {
		return map->ops->update(map, key);
	}
	rcu_read_lock();
	err = map->ops->update(map, key);
	rcu_read_unlock();
	return err;
}

SYSCALL_DEFINE2(map_update, int, fd, struct key *, key)
{
	return update_value(map_get(fd), key);
}

/* The same branch, but no call of the field under the reader: reported. */
struct ring;
struct ring_ops { int (*put)(struct ring *r, struct key *key); };
struct ring { const struct ring_ops *ops; int kind; };

static int ring_put(struct ring *r, struct key *key)
{
	return rcu_dereference(key->obj)->v;
}

static const struct ring_ops ring_ops = {
	.put = ring_put,
};

static int ring_update(struct ring *r, struct key *key)
{
	if (r->kind == RING_FAST)
		return r->ops->put(r, key);
	return 0;
}

SYSCALL_DEFINE2(ring_update, int, fd, struct key *, key)
{
	return ring_update(ring_get(fd), key);
}

/*
 * A call under the reader and one without it on a branch that tests
 * something else than the call's object (its result): reported.
 */
struct lst;
struct lst_ops { int (*add)(struct lst *l, struct key *key); };
struct lst { const struct lst_ops *ops; };

static int lst_add(struct lst *l, struct key *key)
{
	return rcu_dereference(key->obj)->v;
}

static const struct lst_ops lst_ops = {
	.add = lst_add,
};

static int lst_update(struct lst *l, struct key *key)
{
	int err;

	rcu_read_lock();
	err = l->ops->add(l, key);
	rcu_read_unlock();
	if (err) {
		err = l->ops->add(l, key);
	}
	return err;
}

SYSCALL_DEFINE2(lst_update, int, fd, struct key *, key)
{
	return lst_update(lst_get(fd), key);
}

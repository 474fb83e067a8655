/*
 * A callee that sleeps only on the type of the object its caller passes:
 * bpf's fd_array_map_delete_elem() takes poke_mutex only for a map whose
 * ops have map_poke_run (a prog array), called inside
 * perf_event_fd_array_release()'s reader for a perf event array.
 */
#include <linux/mutex.h>

struct fd_map;

struct fd_map_ops {
	void (*map_poke_run)(struct fd_map *map, int key);
};

struct fd_map {
	const struct fd_map_ops *ops;
	struct mutex poke_mutex;
	void *ptrs[16];
};

static int fd_map_delete_elem(struct fd_map *map, int key)
{
	if (map->ops->map_poke_run) {
		mutex_lock(&map->poke_mutex);
		map->ops->map_poke_run(map, key);
		mutex_unlock(&map->poke_mutex);
	}
	map->ptrs[key] = NULL;
	return 0;
}

/* one level up, the map handed on */
static int fd_map_clear_one(struct fd_map *map, int key)
{
	return fd_map_delete_elem(map, key);
}

/* lower tier: on the map's type, which its text does not settle */
void fd_map_release(struct fd_map *map)
{
	int i;

	rcu_read_lock();
	for (i = 0; i < 16; i++)
		if (map->ptrs[i])
			fd_map_delete_elem(map, i);
	rcu_read_unlock();
}

/* a member guard two calls down: lower too */
void fd_map_release_all(struct fd_map *map)
{
	rcu_read_lock();
	fd_map_clear_one(map, 0);
	rcu_read_unlock();
}

/* a mutex whatever the map: default */
void fd_map_lock_all(struct fd_map *map)
{
	rcu_read_lock();
	mutex_lock(&map->poke_mutex);
	rcu_read_unlock();
}

/*
 * A guard clause on a member (msi_get_virq(): "if (!dev->msi.data)
 * return 0;" before msi_lock_descs()): the mutex is the common path.
 */
static int fd_map_count(struct fd_map *map)
{
	if (!map->ops)
		return 0;
	mutex_lock(&map->poke_mutex);
	mutex_unlock(&map->poke_mutex);
	return 1;
}

/* default: the guard clause is no condition of the sleep */
void fd_map_count_all(struct fd_map *map)
{
	rcu_read_lock();
	fd_map_count(map);
	rcu_read_unlock();
}

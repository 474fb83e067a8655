// SPDX-License-Identifier: GPL-2.0
#include "lib/strmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

static uint64_t hash(const char *s)
{
	uint64_t h = 14695981039346656037ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

/* The slot of @key (hash @h), or the empty slot where it would go. */
static struct strmap_slot *find(const struct strmap *m, const char *key, uint64_t h)
{
	size_t i = (size_t)h & (m->cap - 1);

	while (m->slots[i].key && (m->slots[i].hash != h || strcmp(m->slots[i].key, key)))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

static void grow(struct strmap *m)
{
	struct strmap old = *m;

	m->cap = old.cap ? old.cap * 2 : 64;
	m->slots = xcalloc(m->cap, sizeof(*m->slots));
	for (size_t i = 0; i < old.cap; i++) {
		if (!old.slots[i].key)
			continue;
		size_t j = (size_t)old.slots[i].hash & (m->cap - 1);

		/* keys are distinct: the first empty slot is its place */
		while (m->slots[j].key)
			j = (j + 1) & (m->cap - 1);
		m->slots[j] = old.slots[i];
	}
	free(old.slots);
}

void **strmap_slot(struct strmap *m, const char *key)
{
	if ((m->n + 1) * 2 > m->cap)
		grow(m);
	uint64_t h = hash(key);
	struct strmap_slot *s = find(m, key, h);

	if (!s->key) {
		s->key = str_dup(key);
		s->val = NULL;
		s->hash = h;
		m->n++;
	}
	return &s->val;
}

void *strmap_get(const struct strmap *m, const char *key)
{
	if (!m->cap)
		return NULL;
	struct strmap_slot *s = find(m, key, hash(key));

	return s->key ? s->val : NULL;
}

void strmap_free(struct strmap *m, void (*free_val)(void *))
{
	for (size_t i = 0; i < m->cap; i++) {
		if (!m->slots[i].key)
			continue;
		free(m->slots[i].key);
		if (free_val)
			free_val(m->slots[i].val);
	}
	free(m->slots);
	memset(m, 0, sizeof(*m));
}

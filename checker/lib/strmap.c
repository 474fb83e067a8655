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

static struct strmap_slot *find(const struct strmap *m, const char *key)
{
	size_t i = (size_t)hash(key) & (m->cap - 1);

	while (m->slots[i].key && strcmp(m->slots[i].key, key))
		i = (i + 1) & (m->cap - 1);
	return &m->slots[i];
}

static void grow(struct strmap *m)
{
	struct strmap old = *m;

	m->cap = old.cap ? old.cap * 2 : 64;
	m->slots = xcalloc(m->cap, sizeof(*m->slots));
	for (size_t i = 0; i < old.cap; i++)
		if (old.slots[i].key)
			*find(m, old.slots[i].key) = old.slots[i];
	free(old.slots);
}

void **strmap_slot(struct strmap *m, const char *key)
{
	if ((m->n + 1) * 2 > m->cap)
		grow(m);
	struct strmap_slot *s = find(m, key);

	if (!s->key) {
		s->key = str_dup(key);
		s->val = NULL;
		m->n++;
	}
	return &s->val;
}

void *strmap_get(const struct strmap *m, const char *key)
{
	if (!m->cap)
		return NULL;
	struct strmap_slot *s = find(m, key);

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

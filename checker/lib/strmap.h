/* SPDX-License-Identifier: GPL-2.0 */
/* A string-keyed hash map (open addressing); keys are copied. */
#ifndef RCUCHECK_STRMAP_H
#define RCUCHECK_STRMAP_H

#include <stddef.h>

struct strmap {
	struct strmap_slot {
		char *key;
		void *val;
	} *slots;
	size_t n, cap;
};

/* The value slot for @key, created (NULL) when missing. */
void **strmap_slot(struct strmap *m, const char *key);
void *strmap_get(const struct strmap *m, const char *key);
/* Calls @free_val (may be NULL) on each value. */
void strmap_free(struct strmap *m, void (*free_val)(void *));

#define strmap_for_each(m, s) \
	for (struct strmap_slot *s = (m)->slots; s && s < (m)->slots + (m)->cap; s++) \
		if (s->key)

#endif

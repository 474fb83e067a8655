// SPDX-License-Identifier: GPL-2.0
#include "tree/spatch_cover.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct line_range {
	int first, last;		/* 1-based, inclusive */
};

/* One file's gaps: sorted, disjoint, not even touching. */
struct file_gaps {
	struct line_range *v;
	size_t n, alloc;
	int unplaced;			/* lines skipped at no known place */
};

static struct file_gaps *gaps_of(struct spatch_cover *c, const char *file)
{
	void **slot = strmap_slot(&c->gaps, file);

	if (!*slot)
		*slot = xcalloc(1, sizeof(struct file_gaps));
	return *slot;
}

static int by_first(const void *a, const void *b)
{
	const struct line_range *x = a, *y = b;

	return (x->first > y->first) - (x->first < y->first);
}

static void gaps_insert(struct file_gaps *g, int first, int last)
{
	size_t k = 0;

	ALLOC_GROW(g->v, g->n, g->alloc);
	g->v[g->n++] = (struct line_range){ first, last };
	qsort(g->v, g->n, sizeof(*g->v), by_first);
	for (size_t i = 1; i < g->n; i++) {
		if (g->v[i].first <= g->v[k].last + 1) {
			if (g->v[i].last > g->v[k].last)
				g->v[k].last = g->v[i].last;
		} else {
			g->v[++k] = g->v[i];
		}
	}
	g->n = k + 1;
}

void cover_add_gap(struct spatch_cover *c, const char *file, int first, int last)
{
	if (first < 1 || last < first)
		return;
	gaps_insert(gaps_of(c, file), first, last);
}

void cover_add_unplaced(struct spatch_cover *c, const char *file, int n)
{
	gaps_of(c, file)->unplaced += n > 0 ? n : 1;
}

long count_lines(const char *text, size_t len)
{
	long n = 0;

	for (const char *p = text; (p = memchr(p, '\n', len - (size_t)(p - text))); p++)
		n++;
	return n + (len && text[len - 1] != '\n');
}

static void note_read(struct spatch_cover *c, const char *file, long lines)
{
	void **slot = strmap_slot(&c->read, file);

	if (*slot)
		return;
	*slot = (void *)(intptr_t)(lines + 1);
	c->files++;
	c->lines += lines;
}

/* Another run's gaps of a file: a range seen twice counts once, unplaced lines as the most. */
static void merge_gaps(struct spatch_cover *dst, const struct spatch_cover *src)
{
	strmap_for_each(&src->gaps, s) {
		const struct file_gaps *from = s->val;
		struct file_gaps *to = gaps_of(dst, s->key);

		for (size_t i = 0; i < from->n; i++)
			gaps_insert(to, from->v[i].first, from->v[i].last);
		if (from->unplaced > to->unplaced)
			to->unplaced = from->unplaced;
	}
}

void cover_add_run(struct spatch_cover *c, const char *root, const struct strlist *files,
		   const struct spatch_cover *run)
{
	for (size_t i = 0; i < files->n; i++) {
		if (strmap_get(&c->read, files->v[i]))
			continue;
		char *path = path_join(root, files->v[i]);
		size_t len;
		char *text = read_file(path, &len);

		note_read(c, files->v[i], text ? count_lines(text, len) : 0);
		free(text);
		free(path);
	}
	if (run)
		merge_gaps(c, run);
}

void cover_note_read(struct spatch_cover *c, const char *file, long lines)
{
	note_read(c, file, lines);
}

void cover_merge(struct spatch_cover *dst, const struct spatch_cover *src)
{
	strmap_for_each(&src->read, s)
		note_read(dst, s->key, (long)(intptr_t)s->val - 1);
	merge_gaps(dst, src);
}

static long gap_lines(const struct file_gaps *g)
{
	long n = g->unplaced;

	for (size_t i = 0; i < g->n; i++)
		n += g->v[i].last - g->v[i].first + 1;
	return n;
}

size_t cover_partial_files(const struct spatch_cover *c)
{
	size_t n = 0;

	strmap_for_each(&c->gaps, s)
		n += gap_lines(s->val) > 0;
	return n;
}

long cover_unread_lines(const struct spatch_cover *c)
{
	long n = 0;

	strmap_for_each(&c->gaps, s)
		n += gap_lines(s->val);
	return n;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void cover_list(const struct spatch_cover *c, FILE *f)
{
	struct strlist names = STRLIST_INIT;

	strmap_for_each(&c->gaps, s)
		if (gap_lines(s->val) > 0)
			sl_push(&names, s->key);
	qsort(names.v, names.n, sizeof(*names.v), by_name);
	for (size_t i = 0; i < names.n; i++) {
		const struct file_gaps *g = strmap_get(&c->gaps, names.v[i]);
		intptr_t read = (intptr_t)strmap_get(&c->read, names.v[i]);

		fprintf(f, "unparsed %s:", names.v[i]);
		for (size_t k = 0; k < g->n; k++) {
			fprintf(f, "%s %d", k ? "," : "", g->v[k].first);
			if (g->v[k].last > g->v[k].first)
				fprintf(f, "-%d", g->v[k].last);
		}
		if (g->unplaced)
			fprintf(f, "%s %d lines at no known place", g->n ? "," : "", g->unplaced);
		if (read)
			fprintf(f, " (%ld of %ld lines)\n", gap_lines(g), (long)read - 1);
		else
			fprintf(f, " (%ld lines)\n", gap_lines(g));
	}
	sl_free(&names);
}

void cover_file_text(const struct spatch_cover *c, const char *file, struct strbuf *sb)
{
	const struct file_gaps *g = strmap_get(&c->gaps, file);

	for (size_t i = 0; g && i < g->n; i++)
		sb_printf(sb, "gap %d %d\n", g->v[i].first, g->v[i].last);
	if (g && g->unplaced)
		sb_printf(sb, "unplaced %d\n", g->unplaced);
}

bool cover_read_line(struct spatch_cover *c, const char *file, const char *line)
{
	int a, b;
	char extra;

	if (sscanf(line, "gap %d %d%c", &a, &b, &extra) == 2 && a >= 1 && b >= a)
		cover_add_gap(c, file, a, b);
	else if (sscanf(line, "unplaced %d%c", &a, &extra) == 1 && a > 0)
		cover_add_unplaced(c, file, a);
	else
		return false;
	return true;
}

void cover_copy_file(struct spatch_cover *dst, const struct spatch_cover *src,
		     const char *file)
{
	const struct file_gaps *g = strmap_get(&src->gaps, file);

	for (size_t i = 0; g && i < g->n; i++)
		cover_add_gap(dst, file, g->v[i].first, g->v[i].last);
	if (g && g->unplaced)
		cover_add_unplaced(dst, file, g->unplaced);
}

static void free_gaps(void *p)
{
	struct file_gaps *g = p;

	free(g->v);
	free(g);
}

void cover_free(struct spatch_cover *c)
{
	strmap_free(&c->read, NULL);
	strmap_free(&c->gaps, free_gaps);
	memset(c, 0, sizeof(*c));
}

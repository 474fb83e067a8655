// SPDX-License-Identifier: GPL-2.0
#include "audit/searchpart.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/json.h"

struct search_result *search_result_new(struct search_results *r)
{
	ALLOC_GROW(r->v, r->n + 1, r->alloc);
	memset(&r->v[r->n], 0, sizeof(r->v[0]));
	return &r->v[r->n++];
}

static int result_cmp(const void *a, const void *b)
{
	const struct search_result *x = a, *y = b;

	if (!x->k != !y->k)
		return x->k ? 1 : -1;
	if (x->from != y->from)
		return x->from < y->from ? -1 : 1;
	return (x->k > y->k) - (x->k < y->k);
}

void search_results_sort(struct search_results *r)
{
	qsort(r->v, r->n, sizeof(*r->v), result_cmp);
}

void search_results_truncate(struct search_results *r, size_t n)
{
	for (size_t i = n; i < r->n; i++)
		if (r->v[i].has)
			finding_free(&r->v[i].f);
	r->n = n < r->n ? n : r->n;
}

void search_results_free(struct search_results *r)
{
	search_results_truncate(r, 0);
	free(r->v);
	memset(r, 0, sizeof(*r));
}

void search_part_stats_free(struct search_part_stats *st)
{
	cover_free(&st->cover);
	sl_free(&st->timeouts);
}

void search_part_encode(const struct search_results *r, const struct search_part_stats *st,
			struct strbuf *out)
{
	for (size_t i = 0; i < r->n; i++) {
		const struct search_result *x = &r->v[i];

		jsonl_append(out, json_pack("{s:s, s:I, s:I, s:b, s:b, s:o}", "kind", "search",
				   "from", (json_int_t)x->from, "k", (json_int_t)x->k, "cut", x->cut,
				   "secondary", x->secondary,
				   "finding", x->has ? finding_to_json(&x->f) : json_null()));
	}
	jsonl_append(out, json_pack("{s:s, s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:i}", "kind", "counts",
			   "protected", (json_int_t)st->protected_by_callers,
			   "unresolved", (json_int_t)st->unresolved_calls,
			   "runs", (json_int_t)st->runs, "files_run", (json_int_t)st->files_run,
			   "pairs_cached", (json_int_t)st->pairs_cached,
			   "pairs_run", (json_int_t)st->pairs_run,
			   "pairs_text", (json_int_t)st->pairs_text, "rounds", st->rounds));
	strmap_for_each(&st->cover.read, e)
		jsonl_append(out, json_pack("{s:s, s:s, s:I}", "kind", "read", "path", e->key, "lines",
				   (json_int_t)((intptr_t)e->val - 1)));
	strmap_for_each(&st->cover.gaps, e) {
		struct strbuf gaps = STRBUF_INIT;

		cover_file_text(&st->cover, e->key, &gaps);
		if (gaps.len)
			jsonl_append(out, json_pack("{s:s, s:s, s:s}", "kind", "gaps", "path", e->key,
					   "gaps", gaps.buf));
		sb_free(&gaps);
	}
	for (size_t i = 0; i < st->timeouts.n; i++)
		jsonl_append(out, json_pack("{s:s, s:s}", "kind", "timeout", "path", st->timeouts.v[i]));
}

struct decode {
	struct search_results *r;
	struct search_part_stats *st;
};

/* A file's gaps as cover_file_text() writes them, a line at a time. */
static void add_gaps(struct spatch_cover *c, const char *path, const char *text)
{
	char *copy = str_dup(text);

	for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n"))
		cover_read_line(c, path, line);
	free(copy);
}

static char *decode_one(json_t *obj, void *arg)
{
	struct decode *d = arg;
	const char *kind = json_string_value(json_object_get(obj, "kind"));
	json_int_t from, k, a[7];
	int cut, secondary, rounds;
	json_t *f;
	const char *path, *gaps;

	if (!kind)
		return str_dup("no kind");
	if (!strcmp(kind, "search")) {
		if (json_unpack(obj, "{s:I, s:I, s:b, s:b, s:o}", "from", &from, "k", &k, "cut",
				&cut, "secondary", &secondary, "finding", &f))
			return str_dup("a search record without its keys");
		struct search_result *x = search_result_new(d->r);

		x->from = (size_t)from;
		x->k = (unsigned)k;
		x->cut = cut;
		x->secondary = secondary;
		if (!json_is_null(f)) {
			char *err = finding_from_json(f, &x->f);

			if (err)
				return err;
			x->has = true;
		}
	} else if (!strcmp(kind, "counts")) {
		if (json_unpack(obj, "{s:I, s:I, s:I, s:I, s:I, s:I, s:I, s:i}", "protected", &a[0],
				"unresolved", &a[1], "runs", &a[2], "files_run", &a[3],
				"pairs_cached", &a[4], "pairs_run", &a[5], "pairs_text", &a[6],
				"rounds", &rounds))
			return str_dup("a counts record without its counts");
		d->st->protected_by_callers += (size_t)a[0];
		d->st->unresolved_calls += (size_t)a[1];
		d->st->runs += (size_t)a[2];
		d->st->files_run += (size_t)a[3];
		d->st->pairs_cached += (size_t)a[4];
		d->st->pairs_run += (size_t)a[5];
		d->st->pairs_text += (size_t)a[6];
		if (rounds > d->st->rounds)
			d->st->rounds = rounds;
	} else if (!strcmp(kind, "read")) {
		if (json_unpack(obj, "{s:s, s:I}", "path", &path, "lines", &a[0]))
			return str_dup("a read record without its file");
		cover_note_read(&d->st->cover, path, (long)a[0]);
	} else if (!strcmp(kind, "gaps")) {
		if (json_unpack(obj, "{s:s, s:s}", "path", &path, "gaps", &gaps))
			return str_dup("a gaps record without its file");
		add_gaps(&d->st->cover, path, gaps);
	} else if (!strcmp(kind, "timeout")) {
		if (json_unpack(obj, "{s:s}", "path", &path))
			return str_dup("a timeout record without its file");
		if (!sl_contains(&d->st->timeouts, path))
			sl_push(&d->st->timeouts, path);
	} else {
		return str_printf("unknown kind %s", kind);
	}
	return NULL;
}

int search_part_decode(const char *text, struct search_results *r, struct search_part_stats *st)
{
	struct decode d = { r, st };

	return jsonl_parse(text, NULL, "record", decode_one, &d);
}

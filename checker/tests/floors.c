// SPDX-License-Identifier: GPL-2.0
/*
 * floors: checks the house rule of checker/ on the built objects, from the
 * symbols they define and use (nm):
 *
 *   - a stage calls only the stages on lower floors (or its own);
 *   - no two object files call each other, directly or round a loop.
 *
 *   floors [--dot] OBJDIR FLOOR[,FLOOR...] ...
 *
 * OBJDIR holds one folder per stage (bin/obj/lib/x.o, ...). The floors are
 * given lowest first; stages named in one argument with commas share a floor
 * and must not call each other. A folder not named is an error. Prints the
 * calls between stages ("cli -> audit: 12 symbols"), or a Graphviz graph
 * with --dot; exits 1 when a rule is broken, naming the symbols.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/proc.h"
#include "lib/strmap.h"
#include "lib/util.h"

struct object {
	char *path;		/* OBJDIR/stage/name.o */
	char *stage;
	int floor;
	struct strlist uses;	/* undefined symbols */
	size_t *callees;	/* objects whose symbols it uses */
	size_t ncallees;
	/* Tarjan's strongly connected components */
	int index, low;
	bool on_stack;
};

struct house {
	struct object *v;
	size_t n;
	struct strmap defined;	/* symbol -> 1 + object index */
	int next_index;
	size_t *stack, depth;
	int errors;
};

static int floor_of(char **floors, int nfloors, const char *stage)
{
	for (int f = 0; f < nfloors; f++) {
		char *copy = str_dup(floors[f]), *save = NULL;
		bool found = false;

		for (char *t = strtok_r(copy, ",", &save); t && !found; t = strtok_r(NULL, ",", &save))
			found = !strcmp(t, stage);
		free(copy);
		if (found)
			return f;
	}
	return -1;
}

/* Reads one object's symbols: defined ones into the map, used ones kept. */
static void read_symbols(struct house *h, size_t i)
{
	char *argv[] = { "nm", h->v[i].path, NULL };
	struct strbuf out = STRBUF_INIT;
	struct strlist lines = STRLIST_INIT;

	if (proc_capture(argv, NULL, &out))
		fatal("floors: nm %s failed", h->v[i].path);
	for (char *save = NULL, *l = strtok_r(out.buf ? out.buf : (char[]){ 0 }, "\n", &save); l;
	     l = strtok_r(NULL, "\n", &save))
		sl_push(&lines, l);
	for (size_t k = 0; k < lines.n; k++) {
		char type, name[512];

		if (sscanf(lines.v[k], "%*s %c %511s", &type, name) == 2 &&
		    strchr("TDBRCGSV", type))
			*strmap_slot(&h->defined, name) = (void *)(i + 1);
		else if (sscanf(lines.v[k], " U %511s", name) == 1)
			sl_push(&h->v[i].uses, name);
	}
	sl_free(&lines);
	sb_free(&out);
}

static void add_objects(struct house *h, const char *objdir, char **floors, int nfloors)
{
	DIR *top = opendir(objdir);
	struct dirent *d;
	size_t alloc = 0;

	if (!top)
		fatal("floors: cannot open %s", objdir);
	while ((d = readdir(top))) {
		char *dir = path_join(objdir, d->d_name);
		DIR *sub = d->d_name[0] != '.' ? opendir(dir) : NULL;
		struct dirent *e;

		while (sub && (e = readdir(sub))) {
			size_t len = strlen(e->d_name);

			if (len < 3 || strcmp(e->d_name + len - 2, ".o"))
				continue;
			int f = floor_of(floors, nfloors, d->d_name);

			if (f < 0)
				fatal("floors: %s is on no floor (name it on the command line)", dir);
			if (h->n == alloc)
				h->v = xrealloc(h->v, (alloc = alloc * 2 + 16) * sizeof(*h->v));
			memset(&h->v[h->n], 0, sizeof(h->v[h->n]));
			h->v[h->n].path = path_join(dir, e->d_name);
			h->v[h->n].stage = str_dup(d->d_name);
			h->v[h->n].floor = f;
			h->v[h->n].index = -1;
			h->n++;
		}
		if (sub)
			closedir(sub);
		free(dir);
	}
	closedir(top);
}

/* Links each use to its definer; reports calls up or across floors. */
static void link_uses(struct house *h, struct strmap *stage_calls)
{
	for (size_t i = 0; i < h->n; i++) {
		struct object *o = &h->v[i];

		for (size_t k = 0; k < o->uses.n; k++) {
			void *p = strmap_get(&h->defined, o->uses.v[k]);

			if (!p || (size_t)p - 1 == i)
				continue;
			struct object *t = &h->v[(size_t)p - 1];

			o->callees = xrealloc(o->callees, (o->ncallees + 1) * sizeof(size_t));
			o->callees[o->ncallees++] = (size_t)p - 1;
			if (strcmp(o->stage, t->stage)) {
				char *key = str_printf("%s -> %s", o->stage, t->stage);
				void **n = strmap_slot(stage_calls, key);

				*n = (void *)((size_t)*n + 1);
				free(key);
			}
			if (strcmp(o->stage, t->stage) && t->floor >= o->floor) {
				fprintf(stderr, "floors: %s calls %s() of %s, which is not below it\n",
					o->path, o->uses.v[k], t->path);
				h->errors++;
			}
		}
	}
}

static void strong_connect(struct house *h, size_t v)
{
	struct object *o = &h->v[v];

	o->index = o->low = h->next_index++;
	h->stack[h->depth++] = v;
	o->on_stack = true;
	for (size_t k = 0; k < o->ncallees; k++) {
		struct object *w = &h->v[o->callees[k]];

		if (w->index < 0) {
			strong_connect(h, o->callees[k]);
			if (w->low < o->low)
				o->low = w->low;
		} else if (w->on_stack && w->index < o->low) {
			o->low = w->index;
		}
	}
	if (o->low != o->index)
		return;
	size_t first = h->depth;

	do
		h->v[h->stack[--first]].on_stack = false;
	while (h->stack[first] != v);
	if (h->depth - first > 1) {
		fprintf(stderr, "floors: these files call each other in a loop:");
		for (size_t k = first; k < h->depth; k++)
			fprintf(stderr, " %s", h->v[h->stack[k]].path);
		fputc('\n', stderr);
		h->errors++;
	}
	h->depth = first;
}

static int by_key(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void print_stage_calls(struct strmap *calls, bool dot)
{
	struct strlist keys = STRLIST_INIT;

	strmap_for_each(calls, slot)
		sl_push(&keys, slot->key);
	qsort(keys.v, keys.n, sizeof(char *), by_key);
	if (dot)
		printf("digraph floors {\n\trankdir=TB;\n");
	for (size_t i = 0; i < keys.n; i++) {
		size_t n = (size_t)strmap_get(calls, keys.v[i]);

		if (dot) {
			char *arrow = strstr(keys.v[i], " -> ");

			printf("\t\"%.*s\" -> \"%s\" [label=%zu];\n",
			       (int)(arrow - keys.v[i]), keys.v[i], arrow + 4, n);
		} else {
			printf("%s: %zu use%s\n", keys.v[i], n, n == 1 ? "" : "s");
		}
	}
	if (dot)
		printf("}\n");
	sl_free(&keys);
}

int main(int argc, char **argv)
{
	struct house h = { 0 };
	struct strmap stage_calls = { 0 };
	bool dot = argc > 1 && !strcmp(argv[1], "--dot");

	argv += dot;
	argc -= dot;
	if (argc < 3) {
		fprintf(stderr, "usage: floors [--dot] OBJDIR FLOOR[,FLOOR...] ...\n");
		return 2;
	}
	add_objects(&h, argv[1], argv + 2, argc - 2);
	if (!h.n)
		fatal("floors: no objects under %s (build first)", argv[1]);
	for (size_t i = 0; i < h.n; i++)
		read_symbols(&h, i);
	link_uses(&h, &stage_calls);
	h.stack = xcalloc(h.n, sizeof(size_t));
	for (size_t i = 0; i < h.n; i++)
		if (h.v[i].index < 0)
			strong_connect(&h, i);
	print_stage_calls(&stage_calls, dot);
	if (!dot)
		printf("%zu objects on %d floors: %s\n", h.n, argc - 2,
		       h.errors ? "the rules are broken" : "every call goes down, no loop");
	return h.errors ? 1 : 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The recall corpus on the sparse side: sparse-rcu under kbuild, then
 * the link verb's engine on the facts (tests/recall_link.h).
 */
#include "tests/recall_link.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "lib/proc.h"
#include "runtime/sparsecheck.h"

/*
 * Sources kbuild compiles from another directory's Makefile: the object
 * target names them through it (virt/kvm/ is part of kvm.ko, built by
 * arch/x86/kvm/Makefile as ../../../virt/kvm/X.o).
 */
static const struct {
	const char *dir, *via;
} built_via[] = {
	{ "virt/kvm/", "arch/x86/kvm/../../../" },
};

/* "dir/x.c" -> kbuild's target "dir/x.o"; NULL for what is not a .c file. */
static char *object_of(const char *src)
{
	if (!ends_with(src, ".c"))
		return NULL;
	for (size_t i = 0; i < sizeof(built_via) / sizeof(*built_via); i++)
		if (starts_with(src, built_via[i].dir))
			return str_printf("%s%.*s.o", built_via[i].via, (int)strlen(src) - 2, src);
	return str_printf("%.*s.o", (int)strlen(src) - 2, src);
}

/*
 * DIR/NAME.o -> ROOT/DIR/.NAME.o@suffix, where sparse-rcu writes its facts
 * (".rcufacts") and its own records (SPARSE_RECORDS_SUFFIX).
 */
static char *beside(const char *root, const char *object, const char *suffix)
{
	const char *slash = strrchr(object, '/');

	if (!slash)
		return str_printf("%s/.%s%s", root, object, suffix);
	return str_printf("%s/%.*s/.%s%s", root, (int)(slash - object), object, slash + 1,
			  suffix);
}

static char *facts_of(const char *root, const char *object)
{
	return beside(root, object, ".rcufacts");
}

/* The pristine copy of a file of @object: SAVED/<object, '/' as '+'>@suffix */
static char *saved_of(const struct recall_link *rl, const char *object, const char *suffix)
{
	char *flat = str_dup(object);

	for (char *p = flat; *p; p++)
		if (*p == '/')
			*p = '+';
	char *path = str_printf("%s/%s%s", rl->saved, flat, suffix);

	free(flat);
	return path;
}

static char *saved_facts_of(const struct recall_link *rl, const char *object)
{
	return saved_of(rl, object, ".rcufacts");
}

static bool in_records(const json_t *r, const json_t *records);

/*
 * The records sparse-rcu printed itself (its per-file chains and
 * use-after-unlock), from @path, appended to @records unless link gave
 * the same. sparse's own __rcu address-space warnings are left out: they
 * say where a __rcu pointer is used without an accessor, not where a
 * section is missing.
 */
static void add_own_records(const char *path, json_t *records)
{
	char *text = read_file(path, NULL), *save = NULL;

	for (char *l = text ? strtok_r(text, "\n", &save) : NULL; l;
	     l = strtok_r(NULL, "\n", &save)) {
		json_t *o = l[0] == '{' ? json_loads(l, 0, NULL) : NULL;
		const char *rule = o ? json_string_value(json_object_get(o, "rule")) : NULL;

		if (rule && strcmp(rule, "rcu-address-space") && !in_records(o, records))
			json_array_append(records, o);
		json_decref(o);
	}
	free(text);
}

/*
 * The config: MANIFEST's symbols (=y), written into the build directory,
 * then the corpus's sparse.config for what they need and what sparse-rcu
 * reads (PROVE_RCU), over x86_64 defconfig.
 */
static int write_fragment(struct recall_link *rl, const struct recall_corpus *rc)
{
	char *path = path_join(rl->kb.out, "rcucheck-recall-symbols.config");
	struct strbuf sb = STRBUF_INIT;
	struct strlist seen = STRLIST_INIT;
	int ret = 0;

	sb_puts(&sb, "# MANIFEST's config symbols, written by bench --recall\n");
	for (size_t i = 0; i < rc->n; i++) {
		if (sl_contains(&seen, rc->c[i].config))
			continue;
		sl_push(&seen, rc->c[i].config);
		sb_printf(&sb, "%s=y\n", rc->c[i].config);
	}
	if (mkdir_p(rl->kb.out, 0755) || write_file(path, sb.buf, sb.len))
		ret = error("recall: cannot write %s: %s", path, strerror(errno));
	sl_push_owned(&rl->kb.fragments, path);
	sl_push_owned(&rl->kb.fragments, path_join(rc->dir, "sparse.config"));
	sl_free(&seen);
	sb_free(&sb);
	return ret;
}

/*
 * make -k C=2 CHECK=bin/sparse-rcu OBJECTS...: each object compiled when
 * it is out of date, and checked in any case; -k so that one object that
 * fails leaves the others checked. make's status.
 */
static int check_objects(struct recall_link *rl, const struct strlist *objects, const char *log)
{
	struct strlist args = STRLIST_INIT;

	sl_push(&args, "-k");
	sl_push(&args, "C=2");
	sl_push_owned(&args, str_printf("CHECK=%s/bin/sparse-rcu", rcucheck_home()));
	/* kbuild passes a checker's own options through CF= only */
	sl_push(&args, "CF=" SPARSE_RCU_RECORDS_OPTION);
	for (size_t i = 0; i < objects->n; i++) {
		/* Old facts must not pass for this run's. */
		char *facts = facts_of(rl->kb.out, objects->v[i]);
		char *own = beside(rl->kb.out, objects->v[i], SPARSE_RECORDS_SUFFIX);

		unlink(facts);
		unlink(own);
		free(facts);
		free(own);
		sl_push(&args, objects->v[i]);
	}
	int ret = kbuild_make(&rl->kb, log, (const char *const *)sl_argv(&args));

	if (ret == PROC_NOEXEC)
		fatal("recall: cannot run make (log %s)", log);
	sl_free(&args);
	return ret;
}

/*
 * sparse-rcu reads the source, not the object: an injection's objects,
 * compiled pristine, are marked newer than their patched source so that
 * C=2 runs the checker on them and kbuild skips gcc, which would double
 * the time. The next pristine pass compiles them again (their source is
 * rewritten when the worktree is reset).
 */
static void mark_up_to_date(const struct recall_link *rl, const struct strlist *objects)
{
	for (size_t i = 0; i < objects->n; i++) {
		char *o = path_join(rl->kb.out, objects->v[i]);

		utimensat(AT_FDCWD, o, NULL, 0);
		free(o);
	}
}

static void collect_record(const char *line, void *arg)
{
	json_t *o = line[0] == '{' ? json_loads(line, 0, NULL) : NULL;

	if (o)
		json_array_append_new(arg, o);
}

/*
 * "rcucheck link --json --lower --callers WT FACTS...": its records (NULL:
 * it failed). The worktree's index judges the callers the corpus's
 * objects do not hold, as the audit does.
 */
static json_t *link_records(const struct strlist *facts, const char *wt)
{
	struct strlist a = STRLIST_INIT;
	json_t *recs = json_array();
	struct proc_opts o = { .on_line = collect_record, .arg = recs };

	sl_push_owned(&a, path_join(rcucheck_home(), "bin/rcucheck"));
	sl_push(&a, "link");
	sl_push(&a, "--json");
	sl_push(&a, "--lower");
	sl_push(&a, "--callers");
	sl_push(&a, wt);
	for (size_t i = 0; i < facts->n; i++)
		sl_push(&a, facts->v[i]);
	int status = proc_run(sl_argv(&a), &o, NULL);

	if (status != 0 && status != 1) {
		error("recall: rcucheck link failed (exit %d)", status);
		json_decref(recs);
		recs = NULL;
	}
	sl_free(&a);
	return recs;
}

/* "arch/x86/kvm/../../../virt/kvm/x.c" -> "virt/kvm/x.c", in place. */
static void collapse_dots(char *path)
{
	char *out = path;

	for (char *seg = path; *seg;) {
		size_t len = strcspn(seg, "/");

		if (len == 2 && !strncmp(seg, "..", 2) && out > path) {
			/* drop the last segment written */
			out--;
			while (out > path && out[-1] != '/')
				out--;
		} else {
			memmove(out, seg, len);
			out += len;
			if (seg[len])
				*out++ = '/';
		}
		seg += len + (seg[len] == '/');
	}
	*out = '\0';
}

/*
 * kbuild gives sparse-rcu the worktree's absolute paths (O= builds), and
 * a source built from another directory's Makefile by that way: the
 * records' files as in the tree, as the audit prints them.
 */
static void tree_paths(const char *wt, json_t *records)
{
	size_t n = strlen(wt), i;
	json_t *r;

	json_array_foreach(records, i, r) {
		const char *file = json_string_value(json_object_get(r, "file"));

		if (!file || strncmp(file, wt, n) || file[n] != '/')
			continue;
		char *rel = str_dup(file + n + 1);

		collapse_dots(rel);
		json_object_set_new(r, "file", json_string(rel));
		free(rel);
	}
}

static bool chain_names(const json_t *r, const char *fn)
{
	size_t i;
	json_t *e;

	json_array_foreach(json_object_get(r, "chain"), i, e)
		if (json_is_string(e) && !strcmp(json_string_value(e), fn))
			return true;
	return false;
}

/*
 * What identifies a record across a patch: not its line (the patch moves
 * lines) nor its message; its tier, so that a chain the injection moves
 * into the default tier counts as new.
 */
static char *record_key(const json_t *r)
{
	static const char *const keys[] = { "rule", "file", "function", "access", "tier", "root" };
	struct strbuf sb = STRBUF_INIT;
	size_t i;
	json_t *e;

	for (size_t k = 0; k < sizeof(keys) / sizeof(*keys); k++) {
		const char *v = json_string_value(json_object_get(r, keys[k]));

		sb_printf(&sb, "%s\t", v ? v : "-");
	}
	json_array_foreach(json_object_get(r, "chain"), i, e)
		sb_printf(&sb, "%s<", json_string_value(e) ? json_string_value(e) : "?");
	return sb_detach(&sb);
}

static bool in_records(const json_t *r, const json_t *records)
{
	char *key = record_key(r);
	bool found = false;
	size_t i;
	json_t *o;

	json_array_foreach(records, i, o) {
		char *k = record_key(o);

		found = !strcmp(k, key);
		free(k);
		if (found)
			break;
	}
	free(key);
	return found;
}

/*
 * A link record is of the injection when it sits at the access (file,
 * function, line) or, the access being in a callee (f, i), when its
 * chain of plain function names passes the blame site; link names no
 * call lines, so a chain through the blame site counts wherever its
 * access is. With @pristine, a record the pristine facts give as well
 * does not count: it is not the injection's.
 */
static void classify(const struct recall_case *c, const json_t *records, const json_t *pristine,
		     enum recall_verdict *verdict, bool *blame_ok)
{
	size_t i;
	json_t *r;

	*verdict = RECALL_MISSED;
	*blame_ok = false;
	json_array_foreach(records, i, r) {
		if (!recall_record_at_access(c, r) && !chain_names(r, c->blame))
			continue;
		if (pristine && in_records(r, pristine))
			continue;
		const char *tier = json_string_value(json_object_get(r, "tier"));
		const char *root = json_string_value(json_object_get(r, "root"));
		enum recall_verdict v = tier && !strcmp(tier, "lower") ? RECALL_LOWER : RECALL_DEFAULT;

		if (v > *verdict)
			*verdict = v;
		if (root && !strcmp(root, c->blame))
			*blame_ok = true;
	}
}

/* The injection's records beside its make log (LOG.jsonl), for reading why. */
static void keep_records(const char *log, const json_t *recs)
{
	char *path = str_printf("%s.jsonl", log);
	FILE *f = fopen(path, "w");
	size_t i;
	json_t *r;

	json_array_foreach(recs, i, r) {
		char *line = f ? json_dumps(r, JSON_COMPACT) : NULL;

		if (line)
			fprintf(f, "%s\n", line);
		free(line);
	}
	if (f)
		fclose(f);
	free(path);
}

/* Copies @from to @to; 0 or -1. */
static int copy_file(const char *from, const char *to)
{
	size_t len;
	char *text = read_file(from, &len);
	int ret = text ? write_file(to, text, len) : -1;

	free(text);
	return ret;
}

int recall_link_prepare(struct recall_link *rl, struct recall_corpus *rc, struct ktree *kt,
			const char *work)
{
	char *rcu = path_join(rcucheck_home(), "bin/sparse-rcu");
	char *key = ktree_key(kt, work);
	double t0 = now_seconds();
	int ret = 0;

	memset(rl, 0, sizeof(*rl));
	rl->c = xcalloc(rc->n, sizeof(*rl->c));
	rl->objects = (struct strlist)STRLIST_INIT;
	rl->unchecked = (struct strlist)STRLIST_INIT;
	rl->kb.fragments = (struct strlist)STRLIST_INIT;
	if (!is_executable(rcu))
		ret = error("recall: %s is not built (make sparse-rcu)", rcu);
	free(rcu);
	if (ret) {
		free(key);
		return ret;
	}
	need_tool("make", "make");
	need_tool("gcc", "gcc");
	rl->wt = ktree_worktree(kt, work);
	rl->kb.src = rl->wt;
	rl->kb.out = cache_path("build", key, true);
	rl->kb.jobs = 2;
	rl->kb.base = "defconfig";
	rl->saved = str_printf("%s/rcucheck-recall-pristine", rl->kb.out);
	free(key);
	if (write_fragment(rl, rc) || kbuild_configure(&rl->kb) || mkdir_p(rl->saved, 0755))
		return -1;

	for (size_t i = 0; i < rc->n; i++)
		for (size_t j = 0; j < rc->c[i].paths.n; j++) {
			char *o = object_of(rc->c[i].paths.v[j]);

			if (o && !sl_contains(&rl->objects, o))
				sl_push(&rl->objects, o);
			free(o);
		}
	char *log = path_join(rl->kb.out, "rcucheck-recall-pristine.log");

	fprintf(stderr, "recall: sparse-rcu on the %zu pristine files of the corpus in %s (log %s)\n",
		rl->objects.n, rl->kb.out, log);
	check_objects(rl, &rl->objects, log);
	free(log);

	/* The pristine facts, kept apart: the injections' runs overwrite theirs. */
	struct strlist saved = STRLIST_INIT;

	for (size_t i = 0; i < rl->objects.n; i++) {
		char *facts = facts_of(rl->kb.out, rl->objects.v[i]);
		char *copy = saved_facts_of(rl, rl->objects.v[i]);

		char *own = beside(rl->kb.out, rl->objects.v[i], SPARSE_RECORDS_SUFFIX);
		char *own_copy = saved_of(rl, rl->objects.v[i], SPARSE_RECORDS_SUFFIX);

		unlink(copy);
		unlink(own_copy);
		if (copy_file(facts, copy))
			sl_push(&rl->unchecked, rl->objects.v[i]);
		else
			sl_push(&saved, copy);
		copy_file(own, own_copy);
		free(facts);
		free(copy);
		free(own);
		free(own_copy);
	}
	rl->pristine = saved.n ? link_records(&saved, rl->wt) : json_array();
	if (!rl->pristine)
		ret = error("recall: link cannot read the pristine facts in %s", rl->saved);
	for (size_t i = 0; !ret && i < rl->objects.n; i++) {
		char *own = saved_of(rl, rl->objects.v[i], SPARSE_RECORDS_SUFFIX);

		add_own_records(own, rl->pristine);
		free(own);
	}
	if (!ret)
		tree_paths(rl->wt, rl->pristine);
	for (size_t k = 0; !ret && k < rc->n; k++) {
		enum recall_verdict v;
		bool b;

		classify(&rc->c[k], rl->pristine, NULL, &v, &b);
		rl->c[k].in_pristine = v != RECALL_MISSED;
	}
	sl_free(&saved);
	rl->prepare_seconds = now_seconds() - t0;
	return ret;
}

void recall_link_run_each(struct recall_link *rl, struct recall_corpus *rc, struct ktree *kt,
			  const char *work, const bool *only)
{
	for (size_t i = 0; i < rc->n; i++) {
		if (only && !only[i])
			continue;
		struct recall_case *c = &rc->c[i];
		struct recall_link_case *lc = &rl->c[i];
		char *wt = ktree_worktree(kt, work), *why;
		char *patch = path_join(rc->dir, c->patch);
		char *log = str_printf("%s/rcucheck-recall-%zu.log", rl->kb.out, i + 1);
		struct strlist mine = STRLIST_INIT, facts = STRLIST_INIT;
		double t0 = now_seconds();

		if (ktree_apply_patch(wt, patch, &why))
			fatal("recall: %s does not apply to the base: %s", c->patch, why);
		for (size_t j = 0; j < c->paths.n; j++) {
			char *o = object_of(c->paths.v[j]);

			if (o && !sl_contains(&mine, o))
				sl_push(&mine, o);
			free(o);
		}
		mark_up_to_date(rl, &mine);
		check_objects(rl, &mine, log);
		/* Its own facts, the pristine facts of the rest of the corpus. */
		lc->checked = true;
		for (size_t j = 0; j < rl->objects.n; j++) {
			const char *o = rl->objects.v[j];
			char *f = sl_contains(&mine, o) ? facts_of(rl->kb.out, o) : saved_facts_of(rl, o);

			if (is_file(f))
				sl_push(&facts, f);
			else if (sl_contains(&mine, o))
				lc->checked = false;
			free(f);
		}
		json_t *recs = link_records(&facts, wt);

		for (size_t j = 0; recs && j < mine.n; j++) {
			char *own = beside(rl->kb.out, mine.v[j], SPARSE_RECORDS_SUFFIX);

			add_own_records(own, recs);
			free(own);
		}
		if (recs) {
			tree_paths(wt, recs);
			classify(c, recs, rl->pristine, &lc->verdict, &lc->blame_ok);
		}
		keep_records(log, recs);
		lc->seconds = now_seconds() - t0;
		fprintf(stderr, "recall: sparse %zu/%zu %s: %s%s%s, %.1fs\n", i + 1, rc->n, c->patch,
			recall_verdict_name(lc->verdict), lc->blame_ok ? ", blame ok" : "",
			lc->checked ? "" : ", NOT checked (see its log)", lc->seconds);
		json_decref(recs);
		sl_free(&mine);
		sl_free(&facts);
		free(log);
		free(patch);
		free(wt);
	}
}

void recall_link_free(struct recall_link *rl)
{
	json_decref(rl->pristine);
	sl_free(&rl->objects);
	sl_free(&rl->unchecked);
	sl_free(&rl->kb.fragments);
	free((char *)rl->kb.out);
	free(rl->saved);
	free(rl->wt);
	free(rl->c);
}

// SPDX-License-Identifier: GPL-2.0
#include "runtime/sparsecheck.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/json.h"
#include "lib/proc.h"

void sparse_default_checkers(struct strlist *checkers)
{
	char *own = path_join(rcucheck_home(), "bin/sparse-rcu");
	char *sparse = which("sparse");

	if (sparse)
		sl_push_owned(checkers, sparse);
	/* rcucheck's own checker, when the checkout has built it. */
	if (is_executable(own))
		sl_push_owned(checkers, own);
	else
		free(own);
}

/* "PATH:LINE:COL: " at the start of @line: the length of PATH, or 0. */
static size_t location_prefix(const char *line, const char **rest)
{
	const char *c = strchr(line, ':'), *p;

	if (!c || c == line)
		return 0;
	p = c + 1;
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p++ != ':')
		return 0;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p == ':')
		p++;
	*rest = skip_spaces(p);
	return (size_t)(c - line);
}

/* Path as in the tree: the source and build prefixes go. */
static char *tree_path(const char *path, size_t len, const struct kbuild *kb)
{
	const char *const roots[] = { kb->src, kb->out };

	for (size_t i = 0; i < 2; i++) {
		size_t n = strlen(roots[i]);

		if (len > n && !strncmp(path, roots[i], n) && path[n] == '/')
			return xstrndup(path + n + 1, len - n - 1);
	}
	while (len > 3 && !strncmp(path, "../", 3)) {
		path += 3;
		len -= 3;
	}
	return xstrndup(path, len);
}

/*
 * A checker's diagnostic, @rest being what follows "PATH:LINE:COL: ":
 * not gcc's own ("[-Wfoo]" at the end, notes).
 */
static bool checker_diagnostic(const char *rest)
{
	if (strstr(rest, " [-W") || starts_with(rest, "note:"))
		return false;
	return starts_with(rest, "warning:") || starts_with(rest, "error:");
}

/* DIR/NAME.o -> the build's DIR/.NAME.o.rcufindings */
static char *records_path(const struct kbuild *kb, const char *object)
{
	const char *slash = strrchr(object, '/');

	if (!slash)
		return str_printf("%s/.%s%s", kb->out, object, SPARSE_RECORDS_SUFFIX);
	return str_printf("%s/%.*s/.%s%s", kb->out, (int)(slash - object), object,
			  slash + 1, SPARSE_RECORDS_SUFFIX);
}

/*
 * A record as its warning: what its compiler-style line
 * (finding_print_text()) says after "FILE:LINE:COL: ", FILE as in the
 * tree; the same string the line would give, so that a record matches the
 * warning it was before and after a patch.
 */
static void add_record(const struct finding *f, const struct kbuild *kb,
		       struct strlist *warnings)
{
	const char *file = f->file ? f->file : "?";
	char *rest = str_printf("%s: [%s] %s%s%s%s", f->severity ? f->severity : "warning",
				f->rule, f->message ? f->message : "",
				f->function ? " (in " : "", f->function ? f->function : "",
				f->function ? ")" : "");

	if (checker_diagnostic(rest)) {
		char *p = tree_path(file, strlen(file), kb);

		sl_push_owned(warnings, str_printf("%s: %s", p, rtrim(rest)));
		free(p);
	}
	free(rest);
}

/* The records sparse-rcu wrote beside @object; a missing file has none. */
static void read_records(const struct kbuild *kb, const char *object,
			 struct strlist *warnings)
{
	char *path = records_path(kb, object);
	char *text = read_file(path, NULL);
	struct finding_list records = { NULL, 0, 0 };

	/* a line cut short (a killed run) is named by the reader; the rest counts */
	if (text)
		findings_parse_json(text, path, &records);
	for (size_t r = 0; r < records.n; r++)
		add_record(&records.v[r], kb, warnings);
	finding_list_free(&records);
	free(text);
	free(path);
}

/*
 * Where a checker's records go among the warnings of the log: after those
 * its run printed for the object, as they were printed when they were
 * text (kbuild's "  CHECK   FILE" line starts an object's run).
 */
struct record_files {
	const struct strlist *objects;
	bool *added;		/* per object: its records are in */
	size_t pending;		/* the object being checked, or objects->n */
};

static void records_flush(struct record_files *rf, const struct kbuild *kb,
			  struct strlist *warnings)
{
	if (rf->pending < rf->objects->n && !rf->added[rf->pending]) {
		read_records(kb, rf->objects->v[rf->pending], warnings);
		rf->added[rf->pending] = true;
	}
	rf->pending = rf->objects->n;
}

/* A line of the log without a location: the start of an object's check? */
static void records_at(struct record_files *rf, const char *line,
		       const struct kbuild *kb, struct strlist *warnings)
{
	if (!rf || !starts_with(line, "  CHECK "))
		return;
	records_flush(rf, kb, warnings);
	const char *file = skip_spaces(line + 8);
	size_t n = strlen(file);

	if (n < 3 || strcmp(file + n - 2, ".c"))
		return;
	char *p = tree_path(file, n, kb);

	p[strlen(p) - 1] = 'o';
	for (size_t i = 0; i < rf->objects->n; i++)
		if (!rf->added[i] && !strcmp(rf->objects->v[i], p))
			rf->pending = i;
	free(p);
}

/* The records of the objects the log did not show checked, in their order. */
static void records_rest(struct record_files *rf, const struct kbuild *kb,
			 struct strlist *warnings)
{
	records_flush(rf, kb, warnings);
	for (rf->pending = 0; rf->pending < rf->objects->n; rf->pending++)
		records_flush(rf, kb, warnings);
}

/* Old records must not pass for this run's, should a check not run. */
static void remove_records(const struct kbuild *kb, const struct strlist *objects)
{
	for (size_t i = 0; i < objects->n; i++) {
		char *path = records_path(kb, objects->v[i]);

		unlink(path);
		free(path);
	}
}

/* bin/sparse-rcu, or another build of it: it writes records. */
static bool writes_records(const char *checker)
{
	const char *slash = strrchr(checker, '/');

	return !strcmp(slash ? slash + 1 : checker, "sparse-rcu");
}

/*
 * sparse's plain warnings, from make's log; with @rf, the records of a
 * checker that writes them, each object's after its warnings.
 */
static void parse_log(const char *text, const struct kbuild *kb,
		      struct record_files *rf, struct strlist *warnings)
{
	char *copy = str_dup(text), *save = NULL;
	struct strbuf cur = STRBUF_INIT;

	for (char *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		const char *rest;
		size_t plen = location_prefix(l, &rest);

		if (plen && cur.len && !starts_with(rest, "warning:") &&
		    !starts_with(rest, "error:") && rest > l + plen && rest[-1] == ' ' &&
		    rest[-2] == ' ') {
			/* sparse's indented "expected ..." / "got ..." detail lines. */
			sb_printf(&cur, " | %s", rtrim(l + (rest - l)));
			continue;
		}
		if (cur.len)
			sl_push_owned(warnings, sb_detach(&cur));
		if (!plen) {
			records_at(rf, l, kb, warnings);
			continue;
		}
		if (!checker_diagnostic(rest))
			continue;
		char *p = tree_path(l, plen, kb);

		sb_printf(&cur, "%s: %s", p, rtrim(l + (rest - l)));
		free(p);
	}
	if (cur.len)
		sl_push_owned(warnings, sb_detach(&cur));
	if (rf)
		records_rest(rf, kb, warnings);
	sb_free(&cur);
	free(copy);
}

int sparse_run(struct kbuild *kb, const struct strlist *checkers,
	       const struct strlist *objects, const char *log,
	       struct strlist *warnings, char **why)
{
	*why = NULL;
	for (size_t c = 0; c < checkers->n; c++) {
		struct strlist args = STRLIST_INIT;
		char *clog = str_printf("%s.%zu", log, c);

		bool records = writes_records(checkers->v[c]);

		sl_push(&args, "C=2");
		sl_push_owned(&args, str_printf("CHECK=%s", checkers->v[c]));
		/* kbuild passes a checker's own options through CF= only */
		if (records) {
			sl_push(&args, "CF=" SPARSE_RCU_RECORDS_OPTION);
			remove_records(kb, objects);
		}
		for (size_t i = 0; i < objects->n; i++)
			sl_push(&args, objects->v[i]);
		int ret = kbuild_make(kb, clog, (const char *const *)sl_argv(&args));

		if (ret == PROC_NOEXEC)
			fatal("cannot run make for the sparse step (log %s)", clog);
		char *text = read_file(clog, NULL);
		struct record_files rf = {
			objects, xcalloc(objects->n + 1, sizeof(bool)), objects->n
		};

		parse_log(text ? text : "", kb, records ? &rf : NULL, warnings);
		free(rf.added);
		free(text);
		sl_free(&args);
		if (ret) {
			*why = kbuild_log_error(clog);
			free(clog);
			return -1;
		}
		free(clog);
	}
	return 0;
}

/*
 * What identifies a warning across a patch. rcucheck's own records
 * ("warning: [rcu-RULE] message (in FUNCTION)") are one per
 * rule, file and function: their message says what is held, which a patch
 * to a caller may change without the finding being new. sparse's own
 * warnings are compared whole (without line and column).
 */
static char *warning_key(const char *w)
{
	const char *tag = strstr(w, ": [rcu-"), *close = tag ? strchr(tag, ']') : NULL;
	const char *in = strstr(w, " (in ");

	if (!tag || !close || !in || in < close)
		return str_dup(w);
	const char *end = strchr(in, ')');

	return str_printf("%.*s %.*s", (int)(close + 1 - w), w,
			 (int)(end ? end + 1 - in : (long)strlen(in)), in);
}

void sparse_new(const struct strlist *before, const struct strlist *after,
		struct strlist *added)
{
	bool *used = xcalloc(before->n + 1, sizeof(*used));

	for (size_t i = 0; i < after->n; i++) {
		char *key = warning_key(after->v[i]);
		bool matched = false;

		for (size_t j = 0; j < before->n && !matched; j++) {
			char *old = used[j] ? NULL : warning_key(before->v[j]);

			if (old && !strcmp(old, key))
				used[j] = matched = true;
			free(old);
		}
		free(key);
		if (!matched)
			sl_push(added, after->v[i]);
	}
	free(used);
}

bool sparse_is_rcu(const char *warning)
{
	static const char *const words[] = {
		"__rcu", "address space", "rcu", "RCU", "context imbalance",
	};

	for (size_t i = 0; i < sizeof(words) / sizeof(*words); i++)
		if (strstr(warning, words[i]))
			return true;
	return false;
}

bool sparse_tree_has_rcu_pointer(const char *src)
{
	char *path = path_join(src, "lib/Kconfig.debug");
	char *text = read_file(path, NULL);
	bool yes = text && strstr(text, "\nconfig SPARSE_RCU_POINTER\n");

	free(text);
	free(path);
	return yes;
}

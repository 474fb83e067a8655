// SPDX-License-Identifier: GPL-2.0
#include "tree/spatch.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "tree/spatch_progress.h"
#include "lib/progress.h"
#include "lib/hash.h"
#include "lib/proc.h"

char *cocci_rule(const char *name)
{
	char *path = str_printf("%s/cocci/%s", rcucheck_home(), name);

	if (!is_file(path))
		fatal("rule %s is missing from this checkout", path);
	return path;
}

/*
 * After a parse error spatch prints "badcount: N" and then the lines
 * CHECKPOINT..CHECKPOINT+N of the file ("bad: TEXT", the failing one
 * "BAD:!!!!! TEXT"): CHECKPOINT holds the last token it parsed, the N
 * lines after it are what it skipped. The message carries no line number:
 * the block is found in the file, at or after the previous one (each
 * worker's output arrives whole, file by file, in order).
 */
struct bad_block {
	char *file;			/* NULL: no block open */
	int count;			/* N */
	struct strlist lines;		/* as printed, prefix removed */
	char *cursor_file;		/* the last block's file and line */
	int cursor;
};

struct collect {
	const char *root;
	struct spatch_out *out;
	const char *macros[2];		/* the macro files spatch was given */
	char *handling;			/* "HANDLING: FILE", the file being parsed */
	char *error_file;		/* "= error in FILE" waits for badcount */
	struct bad_block bad;
	struct strbuf diag;		/* spatch's own complaints, for errors */
	struct strmap handled;		/* the files spatch said HANDLING of */
	double wall, cpu;		/* the run's seconds, its own and its workers' */
};

/*
 * The parsed-file cache of one session (spatch_ast_cache_begin()): every
 * run in it is given --cache-prefix DIR, so spatch parses a file once and
 * later runs (the other rules, the call-site rounds) read its AST back.
 * A file read back prints none of its parse errors, so the gaps its first
 * parse printed are kept here and stand in for them.
 */
static struct ast_cache {
	char *root;			/* the tree whose files it holds */
	char *dir;
	struct strmap classes;		/* parse class -> struct ast_class * */
} ast;

/*
 * What a rule tells spatch's C parser: its "iterator name", "declarer
 * name", "attribute name" and "typedef" declarations (rcu_list.cocci's
 * iterators, scoped_guard) change how a file parses, so an AST is shared
 * only by the rules that declare the same: one subdirectory each.
 */
struct ast_class {
	char *dir;
	struct spatch_cover gaps;	/* of each file parsed in the session */
	struct strmap parsed;		/* path -> 1: its gaps are in @gaps */
};

/*
 * The builtins file of this run or of an earlier run of the same audit
 * (write_builtins(): one directory, "spatch-builtins-PID-XXXXXX"): an AST
 * read back from --cache-prefix keeps the positions of the run that
 * parsed it, whose builtins file is gone (a cold whole-6.12 audit's
 * twelfth call-site round was not kept for such a fact, and every warm
 * audit asked its 419 files again).
 */
static bool is_builtins_file(const struct collect *c, const char *path)
{
	const char *slash = strrchr(c->macros[1], '/');
	size_t dir = slash ? (size_t)(slash - c->macros[1]) + 1 : 0;

	return !strncmp(path, c->macros[1], dir) && starts_with(path + dir, "spatch-builtins-");
}

static bool is_macro_file(const struct collect *c, const char *path)
{
	return strstr(path, "/coccinelle/") || !strcmp(path, c->macros[0]) ||
	       is_builtins_file(c, path);
}

/*
 * Is fact @line ("rcucheck\tKIND\tFILE\t...") placed in a macro file? A
 * match inside a macro's expansion can be given the position of the
 * definition: a call in the body of one of the tree's reader wrappers
 * the builtins file holds. Not a line of the tree: dropped, and it no
 * longer makes the result cache refuse the whole run as naming a file
 * it was not given (a warm whole-6.12 audit asked 418 files again).
 */
static bool fact_in_macro_file(const struct collect *c, const char *line)
{
	const char *kind = strchr(line, '\t'), *file = kind ? strchr(kind + 1, '\t') : NULL;
	char *path;
	bool in;

	if (!file)
		return false;
	path = xstrndup(file + 1, strcspn(file + 1, "\t"));
	in = is_macro_file(c, path);
	free(path);
	return in;
}

/* The first line at or after @from where @want's lines stand in @text, or 0. */
static int find_block(char *text, const struct strlist *want, int from)
{
	struct strlist lines = STRLIST_INIT;
	int found = 0;

	sl_push(&lines, "");	/* spatch numbers lines from 1 */
	for (char *s = text, *nl; s && *s; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		sl_push(&lines, s);
	}
	for (size_t at = from > 0 ? (size_t)from : 1; !found && at + want->n <= lines.n; at++) {
		size_t k = 0;

		while (k < want->n && !strcmp(lines.v[at + k], want->v[k]))
			k++;
		if (k == want->n)
			found = (int)at;
	}
	sl_free(&lines);
	return found;
}

/* The open block, placed in its file: its lines after the checkpoint are unread. */
static void close_block(struct collect *c)
{
	struct bad_block *b = &c->bad;

	if (!b->file)
		return;
	if (!b->cursor_file || strcmp(b->cursor_file, b->file)) {
		free(b->cursor_file);
		b->cursor_file = str_dup(b->file);
		b->cursor = 0;
	}
	char *path = path_join(c->root, b->file);
	char *text = b->lines.n ? read_file(path, NULL) : NULL;
	int at = text ? find_block(text, &b->lines, b->cursor) : 0;

	if (!at)
		cover_add_unplaced(&c->out->unparsed, b->file, b->count);
	else if (!b->count)	/* a line spatch gave up on within itself */
		cover_add_gap(&c->out->unparsed, b->file, at, at);
	else
		cover_add_gap(&c->out->unparsed, b->file, at + 1, at + b->count);
	if (at)
		b->cursor = at;
	free(text);
	free(path);
	free(b->file);
	b->file = NULL;
	sl_free(&b->lines);
}

/* A "bad:" line of the open block; true when @line is one. */
static bool block_line(struct collect *c, const char *line)
{
	const char *text;

	if (starts_with(line, "bad: "))
		text = line + 5;
	else if (starts_with(line, "BAD:!!!!! "))
		text = line + 10;
	else
		return starts_with(line, "bad:") || starts_with(line, "BAD:");
	if (c->bad.file) {
		sl_push(&c->bad.lines, text);
		if (c->bad.lines.n == (size_t)c->bad.count + 1)
			close_block(c);
	}
	return true;
}

static void on_spatch_line(const char *line, void *arg)
{
	struct collect *c = arg;
	const char *s;

	if (block_line(c, line))
		return;
	if (starts_with(line, "rcucheck\t")) {
		if (!fact_in_macro_file(c, line))
			sl_push(&c->out->facts, line);
	} else if (starts_with(line, "HANDLING: ") || starts_with(line, "Skipping: ")) {
		/* Counted as the workers wrote them (spatch_progress.c). */
		free(c->handling);
		c->handling = starts_with(line, "HANDLING: ") && !strchr(line + 10, ' ') ?
			      str_dup(line + 10) : NULL;
		if (c->handling)
			*strmap_slot(&c->handled, c->handling) = (void *)1;
	} else if ((s = strstr(line, "= error in "))) {
		close_block(c);
		free(c->error_file);
		c->error_file = xstrndup(s + 11, strcspn(s + 11, ";"));
		/*
		 * An error inside a macro's expansion names the macro file;
		 * the lines skipped are still the parsed file's.
		 */
		if (is_macro_file(c, c->error_file)) {
			free(c->error_file);
			c->error_file = c->handling ? str_dup(c->handling) : NULL;
		}
	} else if (starts_with(line, "badcount: ") && c->error_file) {
		close_block(c);
		c->bad.file = c->error_file;
		c->bad.count = atoi(line + 10);
		c->error_file = NULL;
	} else if ((s = strstr(line, "timeout (we abort): ")) || (s = strstr(line, "Timeout at "))) {
		const char *on = strstr(s, " on: ");

		sl_push(&c->out->timeouts, on ? on + 5 : s + 20);
	} else if ((s = strstr(line, ".Timeout in "))) {
		/* a -j worker's: "EXN: Coccinelle_modules.Common.Timeout in FILE" */
		sl_push(&c->out->timeouts, s + 12);
	} else if (!starts_with(line, "Warning") &&
		   !starts_with(line, "init_defs") &&
		   !starts_with(line, "(ONCE)") && !starts_with(line, "parse error") &&
		   *line) {
		sb_printf(&c->diag, "%s\n", line);
	}
}

/* Each line of @path, then the end of the last bad block. */
static void read_lines(const char *path, struct collect *c)
{
	char *text = read_file(path, NULL);

	for (char *s = text, *nl; s && *s; s = nl ? nl + 1 : NULL) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		on_spatch_line(s, c);
	}
	close_block(c);
	free(text);
}

/*
 * spatch with its stdout and its stderr in files of their own, read when
 * it ends: it copies each worker's output to its own in chunks, and
 * through one pipe a chunk of fact lines could land inside an error line.
 * Its exit status, 128+signal when killed.
 */
static int run_spatch(char *const argv[], const char *cwd, const char *name,
		      struct collect *c)
{
	char *out_path = str_printf("%s.stdout", name), *err_path = str_printf("%s.stderr", name);
	struct proc_opts o = { .cwd = cwd, .stdout_path = out_path, .stderr_path = err_path };
	struct proc_child child;
	int status = PROC_NOEXEC;
	double t0 = now_seconds();

	if (!proc_start(argv, &o, &child)) {
		proc_wait(&child, true);
		c->wall = now_seconds() - t0;
		c->cpu = rusage_cpu_seconds(&child.ru);
		status = WIFEXITED(child.status) ? WEXITSTATUS(child.status)
						 : 128 + WTERMSIG(child.status);
		read_lines(out_path, c);
		read_lines(err_path, c);
	}
	unlink(out_path);
	unlink(err_path);
	free(out_path);
	free(err_path);
	return status;
}

/*
 * The options of every run that are the same in every run. --no-scanner:
 * in a git tree spatch would otherwise run a "git grep" of the whole tree
 * for every file group (a minute for two files); the audit has
 * prefiltered the files by tokens already. -D rcucheck: the rules print
 * fact lines.
 */
static const char *const fixed_options[] = {
	"--quiet", "--no-scanner", "--no-includes", "--include-headers", "--parse-error-msg",
	"--chunksize", "1", "-D", "rcucheck", NULL,
};

void spatch_version_key(struct strbuf *sb)
{
	char *const argv[] = { "spatch", "--version", NULL };
	struct strbuf out = STRBUF_INIT;

	need_tool("spatch", "coccinelle");
	if (proc_capture(argv, NULL, &out))
		fatal("spatch --version failed");
	sb_printf(sb, "%s\n", out.buf ? out.buf : "");
	for (size_t i = 0; fixed_options[i]; i++)
		sb_printf(sb, "%s\n", fixed_options[i]);
	/* what trim.c blanks is part of what a rule is given */
	sb_printf(sb, "trimmed function bodies %d\n", !env_is("RCUCHECK_TRIM", "0"));
	sb_free(&out);
}

/*
 * Coccinelle's standard.h followed by cocci/rcucheck_builtins.h, in one
 * file for --macro-file-builtins: spatch expands these from its first
 * pass, before it guesses typedefs, and of two definitions of a name the
 * later wins. A --macro-file is read only in the passes after a parse
 * error, and cannot replace a definition of standard.h. NULL after an
 * error.
 */
static char *write_builtins(const char *run)
{
	char *ours = cocci_rule("rcucheck_builtins.h"), *path = NULL;
	const char *learned = getenv("RCUCHECK_READERS");
	size_t std_len = 0, ours_len = 0, tree_len = 0;
	char *std = read_file(COCCI_STANDARD_H, &std_len), *add = read_file(ours, &ours_len);
	char *tree = learned && *learned ? read_file(learned, &tree_len) : NULL;
	int fd;

	if (!std || !add || (learned && *learned && !tree)) {
		error("cannot read %s: %s", !std ? COCCI_STANDARD_H : !add ? ours : learned,
		      strerror(errno));
		goto out;
	}
	path = str_printf("%s/spatch-builtins-%d-XXXXXX", run, (int)getpid());
	fd = mkstemp(path);
	/* The tree's reader wrappers last ($RCUCHECK_READERS, written by the audit). */
	if (fd < 0 || write(fd, std, std_len) != (ssize_t)std_len || write(fd, "\n", 1) != 1 ||
	    write(fd, add, ours_len) != (ssize_t)ours_len ||
	    (tree && (write(fd, "\n", 1) != 1 || write(fd, tree, tree_len) != (ssize_t)tree_len)) ||
	    close(fd)) {
		error("cannot write %s: %s", path, strerror(errno));
		if (fd >= 0)
			unlink(path);
		free(path);
		path = NULL;
	}
out:
	free(std);
	free(add);
	free(tree);
	free(ours);
	return path;
}

int spatch_ast_cache_begin(const char *root)
{
	char *run;

	if (ast.dir)
		return 0;
	ast.root = str_dup(root);
	run = cache_path("run", NULL, true);
	ast.dir = str_printf("%s/spatch-ast-%d", run, (int)getpid());
	free(run);
	remove_tree(ast.dir);	/* a dead run's of the same pid */
	if (mkdir_p(ast.dir, 0755)) {
		int ret = error("cannot create %s: %s", ast.dir, strerror(errno));

		free(ast.dir);
		ast.dir = NULL;
		free(ast.root);
		ast.root = NULL;
		return ret;
	}
	return 0;
}

static void free_class(void *p)
{
	struct ast_class *k = p;

	cover_free(&k->gaps);
	strmap_free(&k->parsed, NULL);
	free(k->dir);
	free(k);
}

void spatch_ast_cache_end(void)
{
	if (!ast.dir)
		return;
	remove_tree(ast.dir);
	free(ast.dir);
	ast.dir = NULL;
	free(ast.root);
	ast.root = NULL;
	strmap_free(&ast.classes, free_class);
}

/* The parse class of @rule (its parser declarations), made on first use. */
static struct ast_class *ast_class_of(const char *rule)
{
	char *text = read_file(rule, NULL);
	struct strbuf decl = STRBUF_INIT;
	char hex[HASH_HEX];
	bool in_decl = false;

	for (char *l = text, *nl; l && *l; l = nl ? nl + 1 : NULL) {
		nl = strchr(l, '\n');
		if (nl)
			*nl = '\0';
		if (starts_with(l, "iterator name") || starts_with(l, "declarer name") ||
		    starts_with(l, "attribute name") || starts_with(l, "typedef "))
			in_decl = true;
		if (in_decl)
			sb_printf(&decl, "%s\n", l);
		if (strchr(l, ';'))
			in_decl = false;
	}
	hash_hex(decl.buf ? decl.buf : "", decl.len, hex);
	char *name = str_printf("p%.16s", hex);
	struct ast_class **slot = (struct ast_class **)strmap_slot(&ast.classes, name);

	if (!*slot) {
		*slot = xcalloc(1, sizeof(**slot));
		(*slot)->dir = str_printf("%s/%s", ast.dir, name);
	}
	free(name);
	free(text);
	sb_free(&decl);
	return *slot;
}

/* Where spatch keeps @file's parsed AST under the session's prefix. */
static char *ast_path(const struct ast_class *k, const char *file, const char *ext)
{
	return str_printf("%s/%s.%s", k->dir, file, ext);
}

/*
 * The gaps of @job's files in @out as their first parse in the session
 * printed them: a file parsed now for the first time (its AST is in the
 * cache) has its gaps kept; one read back (or parsed again) has the kept
 * ones. A file spatch gave up on loses its AST, so that the next run
 * parses it again and prints its errors.
 */
static void ast_cache_gaps(struct ast_class *k, const struct spatch_job *job,
			   const struct collect *c, struct spatch_out *out)
{
	struct spatch_cover fixed = { 0 };

	strmap_for_each(&out->unparsed.gaps, s)
		if (!strmap_get(&k->parsed, s->key))
			cover_copy_file(&fixed, &out->unparsed, s->key);
	for (size_t i = 0; i < job->files->n; i++) {
		const char *file = job->files->v[i];

		if (strmap_get(&k->parsed, file)) {
			if (strmap_get(&c->handled, file))
				cover_copy_file(&fixed, &k->gaps, file);
			continue;
		}
		char *raw = ast_path(k, file, "ast_raw");

		if (sl_contains(&out->timeouts, file)) {
			char *dep = ast_path(k, file, "depend_raw");

			unlink(raw);
			unlink(dep);
			free(dep);
		} else if (is_file(raw)) {
			cover_copy_file(&k->gaps, &out->unparsed, file);
			*strmap_slot(&k->parsed, file) = (void *)1;
		}
		free(raw);
	}
	cover_free(&out->unparsed);
	out->unparsed = fixed;
}

/*
 * Did the run get less than half the CPU it could have used? Then a
 * timeout in it is the machine's load, not the file's cost: spatch's
 * --timeout counts wall-clock seconds. What it could have used is at
 * least one worker busy for the whole run (its wall clock) and each file
 * it gave up on busy for the whole timeout, never more than its workers
 * (-j, at most one a file) for the whole run. Counting every worker busy
 * throughout, as this did before, took the usual end of a run (one file
 * left that times out while the other workers have nothing to do) for a
 * starved run even on an idle machine, so that timeout was never kept.
 */
static bool starved(const struct collect *c, const struct spatch_job *job, int timeout)
{
	const char *keep = getenv("RCUCHECK_KEEP_TIMEOUTS");
	/* "CPU/WALL" seconds in place of the run's: a test's machine has its own load */
	const char *usage = getenv("RCUCHECK_SPATCH_USAGE");
	size_t workers = job->jobs > 0 ? (size_t)job->jobs : (size_t)sysconf(_SC_NPROCESSORS_ONLN);
	double cpu = c->cpu, wall = c->wall, could, timed_out;

	if (keep && !strcmp(keep, "1"))
		return false;
	if (usage && sscanf(usage, "%lf/%lf", &cpu, &wall) != 2)
		fatal("RCUCHECK_SPATCH_USAGE=%s: want CPU/WALL seconds", usage);
	if (workers > job->files->n)
		workers = job->files->n;
	could = wall;
	timed_out = (double)c->out->timeouts.n * timeout;
	if (timed_out > could)
		could = timed_out < wall * (double)workers ? timed_out : wall * (double)workers;
	return cpu < 0.5 * could;
}

/* What spatch has to read of @s (@n bytes): its characters but blanks. */
static size_t text_weight(const char *s, size_t n)
{
	size_t w = 0;

	for (size_t i = 0; i < n; i++)
		w += s[i] != ' ' && s[i] != '\t' && s[i] != '\n';
	return w;
}

static const size_t *sort_weight;

static int heavier_first(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	if (sort_weight[x] != sort_weight[y])
		return sort_weight[x] < sort_weight[y] ? 1 : -1;
	return x < y ? -1 : x > y;
}

/*
 * Copies of @job's files under a new directory of @run, each with the
 * bodies @job->keep_body does not want blanked (trim.h): the directory,
 * or NULL when one could not be written (spatch then reads the tree's).
 */
static char *trimmed_copies(const char *run, const struct spatch_job *job, unsigned serial,
			    struct spatch_out *out, size_t *weight)
{
	char *dir = str_printf("%s/spatch-trim-%d-%u", run, (int)getpid(), serial);
	bool ok = !mkdir_p(dir, 0755);

	for (size_t i = 0; i < job->files->n && ok; i++) {
		char *src = path_join(job->root, job->files->v[i]), *dst = path_join(dir, job->files->v[i]);
		char *slash = strrchr(dst, '/'), *text, *trimmed;
		size_t len, bodies, n;

		*slash = '\0';
		ok = !mkdir_p(dst, 0755);
		*slash = '/';
		text = ok ? read_file(src, &len) : NULL;
		if (text) {
			trimmed = c_functions_trimmed(text, len, job->keep_body, job->keep_arg,
						      job->keep_links, &bodies, &n);
			out->bodies += bodies;
			out->blanked += n;
			weight[i] = text_weight(trimmed, len);
			ok = !write_file(dst, trimmed, len);
			free(trimmed);
		}
		ok &= text != NULL;
		free(text);
		free(src);
		free(dst);
	}
	if (!ok) {
		remove_tree(dir);
		free(dir);
		return NULL;
	}
	return dir;
}

int spatch_run(const struct spatch_job *job, struct spatch_out *out)
{
	char *groups = NULL, *run = NULL, *tmp = NULL, *builtins = NULL;
	char *macros = cocci_rule("rcucheck.h");
	char *jobs = str_printf("%d", job->jobs > 0 ? job->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN));
	int timeout_s = job->timeout > 0 ? job->timeout : 120;
	char *timeout = str_printf("%d", timeout_s);
	struct collect c = { .out = out, .macros = { macros, "" } };
	const char *root = job->root;
	char *trim = NULL;
	struct progress pr;
	static unsigned serial;	/* the --tmp-dir of each run its own, for the watch */
	struct strbuf list = STRBUF_INIT;
	struct strlist args = STRLIST_INIT;
	int ret = 0, fd;
	struct ast_class *klass = NULL;
	size_t *weight, *order;

	memset(out, 0, sizeof(*out));
	if (!job->files->n)
		goto done;
	need_tool("spatch", "coccinelle");
	run = cache_path("run", NULL, true);
	weight = xcalloc(job->files->n, sizeof(*weight));
	/* the trimmed copies, read from their own root: no AST of the tree's is theirs */
	if (job->keep_body && (trim = trimmed_copies(run, job, serial, out, weight)))
		root = trim;
	c.root = root;
	klass = ast.dir && !strcmp(ast.root, root) ? ast_class_of(job->rule) : NULL;
	/*
	 * One file a group: each is matched alone. The heaviest first (what
	 * is left of a trimmed copy, a whole file's size): the workers take
	 * the next group as they finish, so a long file started last would
	 * leave the other cores idle to the end (6.12 hid-steam.c: 20 s of
	 * rcu_pointer_lifetime.cocci's 30).
	 */
	order = xcalloc(job->files->n, sizeof(*order));
	for (size_t i = 0; i < job->files->n; i++) {
		order[i] = i;
		if (!trim) {
			char *full = path_join(root, job->files->v[i]);
			struct stat sb;

			weight[i] = stat(full, &sb) ? 0 : (size_t)sb.st_size;
			free(full);
		}
	}
	sort_weight = weight;
	qsort(order, job->files->n, sizeof(*order), heavier_first);
	for (size_t i = 0; i < job->files->n; i++)
		sb_printf(&list, "%s\n\n", job->files->v[order[i]]);
	free(order);
	free(weight);
	groups = str_printf("%s/spatch-groups-%d-XXXXXX", run, (int)getpid());
	fd = mkstemp(groups);
	if (fd < 0 || write(fd, list.buf, list.len) != (ssize_t)list.len || close(fd)) {
		ret = error("cannot write %s: %s", groups, strerror(errno));
		goto done;
	}
	builtins = write_builtins(run);
	if (!builtins) {
		ret = -1;
		goto done;
	}
	c.macros[1] = builtins;
	/* spatch -j makes its temporary directories in its cwd, the tree. */
	tmp = str_printf("%s/spatch-tmp-%d-%u", run, (int)getpid(), serial++);
	/*
	 * The system's python3, not a shim found first in PATH (pyenv's costs
	 * seconds at every start).
	 */
	const char *python = is_executable("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

	sl_push(&args, "spatch");
	for (size_t i = 0; fixed_options[i]; i++)
		sl_push(&args, fixed_options[i]);
	const char *const more[] = {
		"--python", python, "--tmp-dir", tmp, "--macro-file-builtins", builtins,
		"--macro-file", macros, "--timeout", timeout, "-j", jobs,
		"--sp-file", job->rule, "--file-groups", groups, NULL,
	};
	for (size_t i = 0; more[i]; i++)
		sl_push(&args, more[i]);
	if (klass) {
		sl_push(&args, "--cache-prefix");
		sl_push(&args, klass->dir);
	}
	char **argv = sl_argv(&args);

	progress_start(&pr, job->what ? job->what : "spatch");
	struct spatch_watch *watch = spatch_watch_start(tmp, job->files->n, &pr);
	int status = run_spatch(argv, root, groups, &c);

	spatch_watch_stop(watch);
	out->starved = starved(&c, job, timeout_s);

	if (status) {
		struct strbuf *d = &c.diag;

		ret = error("spatch failed on %s (exit %d): %s", job->rule, status,
			    d->len ? last_line(d) : "no message");
	} else {
		char detail[96];

		if (klass)
			ast_cache_gaps(klass, job, &c, out);
		snprintf(detail, sizeof(detail), "%zu files, %zu facts", job->files->n,
			 out->facts.n);
		progress_done(&pr, detail);
	}
done:
	if (trim) {
		remove_tree(trim);
		free(trim);
	}
	if (tmp) {
		/* --tmp-dir is a prefix: spatch makes tmpN directories with it. */
		remove_tree(tmp);
		free(tmp);
	}
	free(run);
	if (groups)
		unlink(groups);
	free(groups);
	if (builtins)
		unlink(builtins);
	free(builtins);
	free(macros);
	free(c.handling);
	strmap_free(&c.handled, NULL);
	free(jobs);
	free(timeout);
	free(c.error_file);
	free(c.bad.cursor_file);
	sb_free(&c.diag);
	sb_free(&list);
	sl_free(&args);
	return ret;
}

int spatch_timeout(const char *env, int fallback)
{
	const char *v = getenv(env);
	char *end;
	long n;

	if (!v || !*v)
		return fallback;
	n = strtol(v, &end, 10);
	if (*end || n < 1 || n > 86400)
		fatal("%s=%s: want a number of seconds from 1 to 86400", env, v);
	return (int)n;
}

void spatch_out_free(struct spatch_out *out)
{
	sl_free(&out->facts);
	cover_free(&out->unparsed);
	sl_free(&out->timeouts);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * testrun: runs the test cases under testcases/ (sparse's validation
 * test-suite, in C). A test file is any file carrying a "check-name:" tag
 * in a comment block; the tags say which command to run on it and what
 * it must print and return:
 *
 *   check-name: <text>            starts a check (see below)
 *   check-command: <words>        default "rcucheck splats $file"
 *   check-env: NAME=value         repeatable; $bin is the bin/ directory
 *   check-exit-value: <N>         default 0
 *   check-output-start ... check-output-end    stdout, exactly
 *   check-output-ignore           stdout not compared
 *   check-output-contains: <text> repeatable; stdout holds this fragment
 *   check-error-start ... check-error-end      stderr, exactly
 *   check-error-ignore            (the default) stderr not compared
 *   check-error-contains: <text>  repeatable; stderr holds this fragment
 *   check-known-to-fail           a failure is expected
 *   check-timeout: <seconds>      the run's limit (default 60): for checks
 *                                 that build or audit a tree of their own
 *   check-json                    the -start blocks are JSON lines: compared by value
 *
 * One input may serve several checks (a rule's report, org and context
 * modes on the same C code): each "check-name:" starts a new check, and
 * the tags after it, up to the next "check-name:", are that check's. A
 * tag before the first "check-name:" is an error. The checks of a file
 * run in order, each on its own, and each is counted: the totals are of
 * checks, not of files.
 *
 * Tag lines may carry a comment prefix (" * ", "// ", "# "): the one in
 * front of the first "check-name:" is stripped from every tag and
 * expected line. The command runs in the test file's directory, $file
 * being its name, so outputs do not depend on where testrun was started;
 * a first word "rcucheck" or any program of bin/ runs the checkout's own.
 *
 * TESTRUN_TIMEOUT_SCALE=<factor> multiplies every limit: a limit guards
 * against a hang, and a machine shared by several builds is slower by a
 * factor no test should have to know.
 *
 * -j N (or TESTRUN_JOBS=N; default: the online CPUs) runs N test files at
 * once, each in a child of its own with its own scratch directory; their
 * reports are printed whole, in the order of the files, so the output is
 * the same as with -j 1. Most checks run one single-threaded spatch, so a
 * second core halves the suite's time.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "lib/json.h"
#include "lib/proc.h"
#include "lib/util.h"

#define TEST_TIMEOUT	60.0

static double timeout_scale = 1.0;	/* TESTRUN_TIMEOUT_SCALE */

struct test {
	char *path, *dir, *base;
	char *name;
	char *command;
	struct strlist env;
	int exit_value;
	double timeout;		/* seconds, before timeout_scale */
	bool out_given, out_ignore;
	struct strbuf out;
	bool err_given;
	struct strbuf err;
	struct strlist out_contains, err_contains;
	bool known_to_fail;
	bool json;		/* check-json */
	char *bad;		/* the test file itself is wrong */
};

struct run {
	int status;
	struct strbuf out, err;
};

/* The checks of one test file, in order. */
struct test_file {
	struct test **v;
	size_t n;
};

struct totals {
	int passed, failed, known;
	int checks, files;
};

static const char *bindir;
static const char *tmpdir;	/* this process's: a child of -j makes its own */

static void test_free(struct test *t)
{
	free(t->path);
	free(t->dir);
	free(t->base);
	free(t->name);
	free(t->command);
	sl_free(&t->env);
	sb_free(&t->out);
	sb_free(&t->err);
	sl_free(&t->out_contains);
	sl_free(&t->err_contains);
	free(t->bad);
}

/* ---- parsing the tags ---- */

static char *rtrimmed(const char *s)
{
	return rtrim(str_dup(s));
}

/* @line without the comment prefix, or NULL when it has none. */
static const char *unprefix(const char *line, const char *prefix)
{
	if (starts_with(line, prefix))
		return line + strlen(prefix);
	char *a = rtrimmed(line), *b = rtrimmed(prefix);
	bool bare = !strcmp(a, b);	/* " *" or "#" alone: an empty line */

	free(a);
	free(b);
	return bare ? "" : NULL;
}

static void bad(struct test *t, const char *fmt, const char *arg)
{
	if (!t->bad)
		t->bad = str_printf(fmt, arg);
}

static const char *tag_value(const char *s, const char *tag)
{
	size_t n = strlen(tag);

	if (strncmp(s, tag, n) || s[n] != ':')
		return NULL;
	return skip_spaces(s + n + 1);
}

static bool is_tag(const char *s, const char *tag)
{
	char *r = rtrimmed(s);
	bool yes = !strcmp(r, tag);

	free(r);
	return yes;
}

static void parse_tag(struct test *t, const char *s, int *block)
{
	const char *v;

	if ((v = tag_value(s, "check-name"))) {
		free(t->name);
		t->name = rtrimmed(v);
	} else if ((v = tag_value(s, "check-command"))) {
		free(t->command);
		t->command = rtrimmed(v);
	} else if ((v = tag_value(s, "check-env"))) {
		if (!strchr(v, '='))
			bad(t, "check-env without '=': %s", v);
		sl_push_owned(&t->env, rtrimmed(v));
	} else if ((v = tag_value(s, "check-exit-value"))) {
		t->exit_value = atoi(v);
	} else if ((v = tag_value(s, "check-timeout"))) {
		char *end;

		t->timeout = strtod(v, &end);
		if (end == v || t->timeout <= 0)
			bad(t, "check-timeout is not a positive number: %s", v);
	} else if ((v = tag_value(s, "check-output-contains"))) {
		sl_push_owned(&t->out_contains, rtrimmed(v));
	} else if ((v = tag_value(s, "check-error-contains"))) {
		sl_push_owned(&t->err_contains, rtrimmed(v));
	} else if (is_tag(s, "check-output-start")) {
		t->out_given = true;
		*block = 1;
	} else if (is_tag(s, "check-error-start")) {
		t->err_given = true;
		*block = 2;
	} else if (is_tag(s, "check-json")) {
		t->json = true;
	} else if (is_tag(s, "check-output-ignore")) {
		t->out_ignore = true;
	} else if (is_tag(s, "check-error-ignore")) {
		t->err_given = false;
	} else if (is_tag(s, "check-known-to-fail")) {
		t->known_to_fail = true;
	} else {
		char *r = rtrimmed(s);

		bad(t, "unknown tag '%s'", r);
		free(r);
	}
}

/* One line inside check-output-start/end (@block 1) or error (2). */
static void block_line(struct test *t, const char *s, int *block)
{
	const char *end = *block == 1 ? "check-output-end" : "check-error-end";

	if (is_tag(s, end)) {
		*block = 0;
		return;
	}
	struct strbuf *sb = *block == 1 ? &t->out : &t->err;

	sb_puts(sb, s);
	sb_putc(sb, '\n');
}

/* A new check of the file at @path, at the end of @tf. */
static struct test *new_test(struct test_file *tf, const char *path)
{
	struct test *t = xcalloc(1, sizeof(*t));
	const char *slash = strrchr(path, '/');

	t->path = str_dup(path);
	t->dir = slash ? xstrndup(path, (size_t)(slash - path)) : str_dup(".");
	if (!*t->dir) {
		free(t->dir);
		t->dir = str_dup("/");
	}
	t->base = str_dup(slash ? slash + 1 : path);
	t->timeout = TEST_TIMEOUT;
	tf->v = xrealloc(tf->v, (tf->n + 1) * sizeof(*tf->v));
	tf->v[tf->n++] = t;
	return t;
}

static void parse_tags(struct test_file *tf, const char *path, char *text)
{
	char *at = strstr(text, "check-name:");
	char *bol = at;
	struct test *t = NULL;
	bool orphan = false;	/* a tag before the first check-name: */
	int block = 0;

	while (bol > text && bol[-1] != '\n')
		bol--;
	char *prefix = xstrndup(bol, (size_t)(at - bol));

	for (char *line = text; line && *line;) {
		char *nl = strchr(line, '\n');

		if (nl)
			*nl = '\0';
		if (nl && nl > line && nl[-1] == '\r')
			nl[-1] = '\0';
		const char *s = unprefix(line, prefix);
		const char *tag = s ? skip_spaces(s) : NULL;

		if (block && !s) {
			bad(t, "%s", "a line of a check-*-start block lacks "
			    "the comment prefix");
		} else if (block) {
			block_line(t, s, &block);
		} else if (tag && starts_with(tag, "check-")) {
			if (tag_value(tag, "check-name"))
				t = new_test(tf, path);
			if (t)
				parse_tag(t, tag, &block);
			else
				orphan = true;
		}
		line = nl ? nl + 1 : NULL;
	}
	if (block)
		bad(t, "%s", "a check-*-start block has no end");
	if (orphan)
		bad(tf->v[0], "%s", "a check-* tag comes before the first check-name:");
	free(prefix);
}

/* The checks of @path, none when it has no "check-name:" tag. */
static void load_tests(const char *path, struct test_file *tf)
{
	char *text = read_file(path, NULL);

	memset(tf, 0, sizeof(*tf));
	if (!text || !strstr(text, "check-name:")) {
		free(text);
		return;
	}
	parse_tags(tf, path, text);
	for (size_t i = 0; i < tf->n; i++) {
		struct test *t = tf->v[i];

		if (!t->name || !*t->name)
			bad(t, "%s", "empty check-name");
		if (t->command && !*t->command)
			bad(t, "%s", "empty check-command");
	}
	free(text);
}

/* ---- running one ---- */

/* $file, $bin and $home in @s. */
static char *expand(const char *s, const struct test *t)
{
	struct strbuf sb = STRBUF_INIT;

	while (*s) {
		if (starts_with(s, "$file")) {
			sb_puts(&sb, t->base);
			s += 5;
		} else if (starts_with(s, "$bin")) {
			sb_puts(&sb, bindir);
			s += 4;
		} else if (starts_with(s, "$home")) {
			sb_puts(&sb, rcucheck_home());
			s += 5;
		} else {
			sb_putc(&sb, *s++);
		}
	}
	return sb_detach(&sb);
}

static void split_command(const struct test *t, struct strlist *argv)
{
	char *cmd = str_dup(t->command ? t->command : "rcucheck splats $file");

	for (char *w = strtok(cmd, " \t"); w; w = strtok(NULL, " \t"))
		sl_push_owned(argv, expand(w, t));
	free(cmd);
	if (argv->n && !strchr(argv->v[0], '/')) {
		char *own = path_join(bindir, argv->v[0]);

		if (is_executable(own)) {
			free(argv->v[0]);
			argv->v[0] = own;
		} else {
			free(own);
		}
	}
}

static bool read_into(const char *path, struct strbuf *sb)
{
	size_t len;
	char *data = read_file(path, &len);

	if (!data)
		return false;
	sb_add(sb, data, len);
	free(data);
	return true;
}

/*
 * proc_run() sends the child's stderr to ours when keep_stderr: ours is
 * pointed at a file for the time of the run, so both streams are caught
 * apart.
 */
static void run_test(const struct test *t, struct run *r)
{
	struct strlist argv = STRLIST_INIT, env = STRLIST_INIT;
	char *out_path = path_join(tmpdir, "stdout");
	char *err_path = path_join(tmpdir, "stderr");
	struct proc_opts o = {
		.cwd = t->dir, .stdout_path = out_path, .keep_stderr = true,
		.timeout = t->timeout * timeout_scale,
	};
	int saved = dup(2);
	int fd = open(err_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

	if (saved < 0 || fd < 0)
		fatal("cannot redirect stderr to %s: %s", err_path, strerror(errno));
	for (size_t i = 0; i < t->env.n; i++)
		sl_push_owned(&env, expand(t->env.v[i], t));
	o.env = (const char *const *)sl_argv(&env);
	split_command(t, &argv);
	fflush(stderr);
	dup2(fd, 2);
	close(fd);
	r->status = proc_run(sl_argv(&argv), &o, NULL);
	dup2(saved, 2);
	close(saved);
	read_into(out_path, &r->out);
	read_into(err_path, &r->err);
	unlink(out_path);
	unlink(err_path);
	free(out_path);
	free(err_path);
	sl_free(&argv);
	sl_free(&env);
}

/* ---- comparing ---- */

static void split_lines(const char *text, struct strlist *sl)
{
	while (*text) {
		const char *nl = strchrnul(text, '\n');

		sl_push_owned(sl, xstrndup(text, (size_t)(nl - text)));
		text = *nl ? nl + 1 : nl;
	}
}

static void show_text(const char *label, const char *text)
{
	struct strlist sl = STRLIST_INIT;

	split_lines(text, &sl);
	printf("     %s:\n", label);
	for (size_t i = 0; i < sl.n; i++)
		printf("     | %s\n", sl.v[i]);
	sl_free(&sl);
}

/*
 * "diff -u" of the two texts, indented under the test's line; when diff is
 * missing, both texts whole.
 */
static void show_diff(const char *label, const char *want, const char *got)
{
	char dir[] = "/tmp/testrun-diff-XXXXXX";
	struct strbuf out = STRBUF_INIT;

	if (!mkdtemp(dir)) {
		show_text("expected", want);
		show_text("actual", got);
		return;
	}
	char *a = path_join(dir, "expected"), *b = path_join(dir, "actual");
	char *argv[] = { "diff", "-u", "--label", "expected", "--label", "actual", a, b, NULL };
	int st = -1;

	if (!write_file(a, want, strlen(want)) && !write_file(b, got, strlen(got)))
		st = proc_capture(argv, NULL, &out);
	if (st == 1) {
		struct strlist sl = STRLIST_INIT;

		printf("     %s differs:\n", label);
		split_lines(out.buf ? out.buf : "", &sl);
		for (size_t i = 0; i < sl.n; i++)
			printf("     %s\n", sl.v[i]);
		sl_free(&sl);
	} else {
		show_text("expected", want);
		show_text("actual", got);
	}
	unlink(a);
	unlink(b);
	rmdir(dir);
	free(a);
	free(b);
	sb_free(&out);
}

static bool check_contains(const char *label, const struct strlist *want,
			   const char *got, bool verbose)
{
	bool ok = true;

	for (size_t i = 0; i < want->n; i++) {
		if (strstr(got, want->v[i]))
			continue;
		ok = false;
		if (verbose)
			printf("     %s lacks: %s\n", label, want->v[i]);
	}
	return ok;
}

static const char *status_text(const struct test *t, int status, char *buf, size_t n)
{
	if (status == PROC_TIMEOUT)
		snprintf(buf, n, "timed out after %.0f s", t->timeout * timeout_scale);
	else if (status == PROC_NOEXEC)
		snprintf(buf, n, "could not be started");
	else
		snprintf(buf, n, "%d", status);
	return buf;
}

/* Is @got what @t expects: the same text, or with check-json the same JSON values? */
static bool same_text(const struct test *t, const char *got, const char *want)
{
	return t->json ? jsonl_equal(got, want) : !strcmp(got, want);
}

/* Whether @r meets @t; with @verbose, prints why not. */
static bool judge(const struct test *t, const struct run *r, bool verbose)
{
	const char *out = r->out.buf ? r->out.buf : "";
	const char *err = r->err.buf ? r->err.buf : "";
	const char *want_out = t->out.buf ? t->out.buf : "";
	const char *want_err = t->err.buf ? t->err.buf : "";
	bool cmp_out = !t->out_ignore && (t->out_given || !t->out_contains.n);
	bool ok = true;
	char buf[64];

	if (r->status != t->exit_value) {
		ok = false;
		if (verbose)
			printf("     exit value %s, expected %d\n",
			       status_text(t, r->status, buf, sizeof(buf)),
			       t->exit_value);
	}
	if (cmp_out && !same_text(t, out, want_out)) {
		ok = false;
		if (verbose)
			show_diff("stdout", want_out, out);
	}
	if (t->err_given && !same_text(t, err, want_err)) {
		ok = false;
		if (verbose)
			show_diff("stderr", want_err, err);
	}
	ok &= check_contains("stdout", &t->out_contains, out, verbose);
	ok &= check_contains("stderr", &t->err_contains, err, verbose);
	if (!ok && verbose && !t->err_given && *err)
		show_text("stderr", err);
	return ok;
}

static void one_test(struct test *t, struct totals *tot)
{
	struct run r = { 0 };

	tot->checks++;
	if (t->bad) {
		printf("FAIL %s\n     %s: %s\n", t->name ? t->name : t->path,
		       t->path, t->bad);
		tot->failed++;
		return;
	}
	run_test(t, &r);
	bool ok = judge(t, &r, false);

	if (ok && !t->known_to_fail) {
		printf("ok   %s\n", t->name);
		tot->passed++;
	} else if (!ok && t->known_to_fail) {
		printf("known to fail: %s\n", t->name);
		tot->known++;
	} else if (ok) {
		printf("FAIL %s\n     %s: known to fail, but passed\n",
		       t->name, t->path);
		tot->failed++;
	} else {
		printf("FAIL %s\n     %s: %s (in %s)\n", t->name, t->path,
		       t->command ? t->command : "rcucheck splats $file", t->dir);
		judge(t, &r, true);
		tot->failed++;
	}
	fflush(stdout);
	sb_free(&r.out);
	sb_free(&r.err);
}

/* ---- finding the tests ---- */

/* A test file to run, and whether it was named (then it must hold tests). */
struct test_path {
	char *path;
	bool explicit;
};

struct test_paths {
	struct test_path *v;
	size_t n, alloc;
};

static void walk(const char *path, bool explicit, struct test_paths *files, struct totals *tot);

static void walk_dir(const char *path, struct test_paths *files, struct totals *tot)
{
	struct strlist names = STRLIST_INIT;
	DIR *d = opendir(path);
	struct dirent *e;

	if (!d) {
		error("cannot read %s: %s", path, strerror(errno));
		tot->failed++;
		return;
	}
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			sl_push(&names, e->d_name);
	closedir(d);
	sl_sort(&names);
	for (size_t i = 0; i < names.n; i++) {
		char *sub = path_join(path, names.v[i]);

		walk(sub, false, files, tot);
		free(sub);
	}
	sl_free(&names);
}

/* The files under @path, in order: those given by name are checked to hold tests. */
static void walk(const char *path, bool explicit, struct test_paths *files, struct totals *tot)
{
	if (is_dir(path)) {
		walk_dir(path, files, tot);
		return;
	}
	if (!is_file(path)) {
		if (explicit) {
			error("cannot read %s: %s", path, strerror(ENOENT));
			tot->failed++;
		}
		return;
	}
	ALLOC_GROW(files->v, files->n + 1, files->alloc);
	files->v[files->n++] = (struct test_path){ str_dup(path), explicit };
}

/* The checks of one file, their reports on stdout, counted in @tot. */
static void run_file(const struct test_path *tp, struct totals *tot)
{
	const char *path = tp->path;
	bool explicit = tp->explicit;
	struct test_file tf;

	load_tests(path, &tf);
	if (!tf.n) {
		if (explicit) {
			printf("FAIL %s\n     no check-name: tag\n", path);
			tot->failed++;
		}
		return;
	}
	tot->files++;
	for (size_t i = 0; i < tf.n; i++) {
		one_test(tf.v[i], tot);
		test_free(tf.v[i]);
		free(tf.v[i]);
	}
	free(tf.v);
}

/* ---- -j: test files in children ---- */

struct child {
	pid_t pid;		/* 0: not started, -1: ended */
	char *dir;		/* its scratch directory: report, totals, its tmpdir */
	int status;
};

static void add_totals(struct totals *to, const struct totals *t)
{
	to->passed += t->passed;
	to->failed += t->failed;
	to->known += t->known;
	to->checks += t->checks;
	to->files += t->files;
}

/* In the child: the file's report into dir/report, its counts into dir/totals. */
static void child_run(const struct test_path *tp, const char *dir)
{
	struct totals t = { 0 };
	char *report = path_join(dir, "report");
	char *counts = path_join(dir, "totals");
	int fd = open(report, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

	if (fd < 0 || dup2(fd, 1) < 0)
		_exit(3);
	close(fd);
	tmpdir = dir;
	run_file(tp, &t);
	fflush(stdout);
	FILE *f = fopen(counts, "w");

	if (!f || fprintf(f, "%d %d %d %d %d\n", t.passed, t.failed, t.known,
			  t.checks, t.files) < 0 || fclose(f))
		_exit(3);
	_exit(0);
}

/* A child's report printed and its counts added; a child that died is a failure. */
static void child_collect(const struct test_path *tp, struct child *c, struct totals *tot)
{
	char *report = path_join(c->dir, "report");
	char *counts = path_join(c->dir, "totals");
	char *text = read_file(report, NULL);
	char *nums = read_file(counts, NULL);
	struct totals t = { 0 };

	if (text)
		fputs(text, stdout);
	if (!WIFEXITED(c->status) || WEXITSTATUS(c->status) || !nums ||
	    sscanf(nums, "%d %d %d %d %d", &t.passed, &t.failed, &t.known,
		   &t.checks, &t.files) != 5) {
		printf("FAIL %s\n     the runner's child for it ended (status %d) before it counted\n",
		       tp->path, c->status);
		t.failed++;
	}
	add_totals(tot, &t);
	fflush(stdout);
	unlink(report);
	unlink(counts);
	rmdir(c->dir);
	free(text);
	free(nums);
	free(report);
	free(counts);
}

static void run_parallel(const struct test_paths *files, int jobs, struct totals *tot)
{
	struct child *c = xcalloc(files->n ? files->n : 1, sizeof(*c));
	size_t next = 0, shown = 0;
	int running = 0;

	fflush(stdout);
	while (shown < files->n) {
		while (running < jobs && next < files->n) {
			c[next].dir = str_printf("%s/j%zu", tmpdir, next);
			if (mkdir(c[next].dir, 0755))
				fatal("cannot create %s: %s", c[next].dir, strerror(errno));
			pid_t pid = fork();

			if (pid < 0)
				fatal("fork: %s", strerror(errno));
			if (!pid)
				child_run(&files->v[next], c[next].dir);
			c[next++].pid = pid;
			running++;
		}
		int status;
		pid_t pid = waitpid(-1, &status, 0);

		if (pid < 0) {
			if (errno == EINTR)
				continue;
			fatal("waitpid: %s", strerror(errno));
		}
		for (size_t i = shown; i < next; i++) {
			if (c[i].pid == pid) {
				c[i].pid = -1;
				c[i].status = status;
				running--;
			}
		}
		/* In the files' order: a report waits for those before it. */
		while (shown < next && c[shown].pid == -1) {
			child_collect(&files->v[shown], &c[shown], tot);
			free(c[shown++].dir);
		}
	}
	free(c);
}

static int online_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}

static int parse_jobs(const char *s, const char *what)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (!*s || *end || n < 1 || n > 256)
		fatal("%s is not a number of jobs (1-256): %s", what, s);
	return (int)n;
}

static char *make_tmpdir(void)
{
	const char *base = getenv("TMPDIR");
	char *tmpl = str_printf("%s/rcucheck-testrun-XXXXXX",
			       base && *base ? base : "/tmp");

	if (!mkdtemp(tmpl))
		fatal("cannot create a directory in %s: %s",
		    base && *base ? base : "/tmp", strerror(errno));
	return tmpl;
}

int main(int argc, char **argv)
{
	struct totals tot = { 0 };
	struct test_paths files = { 0 };
	const char *env_jobs = getenv("TESTRUN_JOBS");
	int jobs = env_jobs && *env_jobs ? parse_jobs(env_jobs, "TESTRUN_JOBS") : online_cpus();
	int first = 1;
	char *bin, *tmp;

	progname = "testrun";
	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		printf("usage: testrun [-j N] [DIR|FILE...]   (default: testcases)\n"
		       "Runs every file with a check-name: tag; see checker/tests/testrun.c.\n"
		       "-j N (or TESTRUN_JOBS=N) runs N files at once (default: the online CPUs).\n"
		       "TESTRUN_TIMEOUT_SCALE=F multiplies every check's time limit.\n");
		return EXIT_CLEAN;
	}
	if (argc > 2 && !strcmp(argv[1], "-j")) {
		jobs = parse_jobs(argv[2], "-j");
		first = 3;
	} else if (argc > 1 && starts_with(argv[1], "-j") && argv[1][2]) {
		jobs = parse_jobs(argv[1] + 2, "-j");
		first = 2;
	}
	const char *scale = getenv("TESTRUN_TIMEOUT_SCALE");

	if (scale && *scale) {
		char *end;

		timeout_scale = strtod(scale, &end);
		if (*end || timeout_scale <= 0)
			fatal("TESTRUN_TIMEOUT_SCALE is not a positive number: %s", scale);
	}
	bindir = bin = path_join(rcucheck_home(), "bin");
	tmpdir = tmp = make_tmpdir();
	if (argc <= first)
		walk("testcases", true, &files, &tot);
	for (int i = first; i < argc; i++)
		walk(argv[i], true, &files, &tot);
	if (jobs > 1 && files.n > 1) {
		run_parallel(&files, jobs, &tot);
	} else {
		for (size_t i = 0; i < files.n; i++)
			run_file(&files.v[i], &tot);
	}
	for (size_t i = 0; i < files.n; i++)
		free(files.v[i].path);
	free(files.v);
	rmdir(tmp);
	free(tmp);
	free(bin);
	printf("%d checks in %d files\n", tot.checks, tot.files);
	if (tot.known)
		printf("%d known to fail\n", tot.known);
	printf("%d passed, %d failed\n", tot.passed, tot.failed);
	return tot.failed ? EXIT_FINDINGS : EXIT_CLEAN;
}

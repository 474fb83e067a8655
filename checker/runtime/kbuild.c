// SPDX-License-Identifier: GPL-2.0
#include "runtime/kbuild.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "lib/progress.h"
#include "lib/proc.h"
#include "runtime/kconfig_deps.h"
#include "tree/cache_space.h"
#include "tree/ktree.h"

/* Objects in a full build of tinyconfig + qemu/rcu.config (6.1, measured). */
#define FULL_BUILD_STEPS 1161

/* Reproducible banners, so that an unchanged tree rebuilds nothing. */
static const char *const build_env[] = {
	"KBUILD_BUILD_USER=rcucheck", "KBUILD_BUILD_HOST=qemu",
	"KBUILD_BUILD_TIMESTAMP=2009-12-10", NULL,
};

char *kbuild_default_fragment(void)
{
	return path_join(rcucheck_home(), "qemu/rcu.config");
}

/*
 * A make killed without warning (SIGKILL, or its rcucheck killed and the
 * orphan stopped) can leave a half-written object newer than its source,
 * which the next make would trust. Every make here runs with a marker in
 * the build directory; a marker found at the start says the last one was
 * killed, and each file it wrote after kbuild's record of the command that
 * makes it (.NAME.cmd, written once the file is complete) is removed, so it
 * is made again. Files without a record are rebuilt by kbuild itself.
 */
#define MAKE_MARKER ".rcucheck-make-running"

static bool later(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec > b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec > b->tv_nsec);
}

static void sweep_half_written(const char *dir, const struct timespec *since, int *removed)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		char *path = path_join(dir, de->d_name);
		struct stat st, cst;

		if (lstat(path, &st)) {
			free(path);
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			sweep_half_written(path, since, removed);
		} else if (S_ISREG(st.st_mode) && de->d_name[0] != '.' &&
			   !later(since, &st.st_mtim)) {
			char *cmd = str_printf("%s/.%s.cmd", dir, de->d_name);

			if (!stat(cmd, &cst) && later(&st.st_mtim, &cst.st_mtim) && !unlink(path))
				(*removed)++;
			free(cmd);
		}
		free(path);
	}
	if (d)
		closedir(d);
}

static void make_begin(const char *out)
{
	char *marker = path_join(out, MAKE_MARKER);
	struct stat st;
	int fd;

	if (!stat(marker, &st)) {
		int removed = 0;

		sweep_half_written(out, &st.st_mtim, &removed);
		note("the last make in %s was interrupted: %d file%s it left half-written removed",
		     out, removed, removed == 1 ? "" : "s");
	}
	fd = open(marker, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd >= 0) {
		futimens(fd, NULL);	/* now, even when it was there */
		close(fd);
	}
	free(marker);
}

static void make_end(const char *out)
{
	char *marker = path_join(out, MAKE_MARKER);

	unlink(marker);
	free(marker);
}

static int make(struct kbuild *kb, const char *log, const char *target,
		struct proc_opts *o)
{
	char *src = str_printf("-C%s", kb->src);
	char *out = str_printf("O=%s", kb->out);
	char *jobs = str_printf("-j%d", kb->jobs > 0 ? kb->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN));
	/* LOCALVERSION= (set, empty): no "+" for an untagged git tree. */
	char *const argv[] = { "make", src, out, "LOCALVERSION=", jobs,
			       (char *)target, NULL };
	struct proc_opts dflt = { 0 };
	int ret;

	if (!o)
		o = &dflt;
	o->env = build_env;
	o->stdout_path = log;
	make_begin(kb->out);
	ret = proc_run(argv, o, NULL);
	make_end(kb->out);
	free(src);
	free(out);
	free(jobs);
	return ret;
}

int kbuild_make(struct kbuild *kb, const char *log, const char *const args[])
{
	char *src = str_printf("-C%s", kb->src);
	char *out = str_printf("O=%s", kb->out);
	char *jobs = str_printf("-j%d", kb->jobs > 0 ? kb->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN));
	struct strlist argv = STRLIST_INIT;
	struct proc_opts o = { .env = build_env, .stdout_path = log };
	int ret;

	sl_push(&argv, "make");
	sl_push(&argv, src);
	sl_push(&argv, out);
	sl_push(&argv, "LOCALVERSION=");
	sl_push(&argv, jobs);
	for (size_t i = 0; args[i]; i++)
		sl_push(&argv, args[i]);
	make_begin(kb->out);
	ret = proc_run(sl_argv(&argv), &o, NULL);
	make_end(kb->out);
	sl_free(&argv);
	free(src);
	free(out);
	free(jobs);
	return ret;
}

/* The first line of @log that says why make failed. */
static char *build_error(const char *log)
{
	char *text = read_file(log, NULL), *line, *save = NULL, *why = NULL;

	for (line = text ? strtok_r(text, "\n", &save) : NULL; line;
	     line = strtok_r(NULL, "\n", &save)) {
		if (strstr(line, "error:") || strstr(line, "Error ") ||
		    strstr(line, "*** ")) {
			why = str_dup(skip_spaces(line));
			break;
		}
	}
	free(text);
	return why ? why : str_dup("see the log");
}

char *kbuild_log_error(const char *log)
{
	return build_error(log);
}

struct option_value {
	char *name;	/* CONFIG_FOO */
	char *line;	/* as written in the fragment */
	bool set;	/* =y/=m/=value, not "is not set" */
};

/* Parses "CONFIG_X=v" and "# CONFIG_X is not set"; false for others. */
static bool parse_option(const char *line, struct option_value *ov)
{
	const char *p = line, *end;

	if (starts_with(p, "# CONFIG_") && strstr(p, " is not set")) {
		p += 2;
		end = strchr(p, ' ');
		ov->set = false;
	} else if (starts_with(p, "CONFIG_") && (end = strchr(p, '='))) {
		ov->set = true;
	} else {
		return false;
	}
	ov->name = xstrndup(p, (size_t)(end - p));
	ov->line = str_dup(line);
	return true;
}

/* 0, or -1 after a one-line error (a fragment that cannot be read). */
static int read_fragments(struct kbuild *kb, struct strbuf *all,
			  struct option_value **opts, size_t *n)
{
	size_t alloc = 0;

	*opts = NULL;
	*n = 0;
	for (size_t i = 0; i < kb->fragments.n; i++) {
		char *text = read_file(kb->fragments.v[i], NULL), *save = NULL;

		if (!text)
			return error("config fragment %s: %s", kb->fragments.v[i], strerror(errno));
		sb_puts(all, text);
		for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
			struct option_value ov;

			if (!parse_option(rtrim(l), &ov))
				continue;
			if (*n == alloc)
				*opts = xrealloc(*opts, (alloc = alloc * 2 + 16) * sizeof(**opts));
			(*opts)[(*n)++] = ov;
		}
		free(text);
	}
	return 0;
}

static void options_free(struct option_value *opts, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(opts[i].name);
		free(opts[i].line);
	}
	free(opts);
}

/*
 * The stamp a configured build directory keeps: the fragments' text and,
 * for another base is another config, the base; their options in @opts.
 * 0, or -1 after a one-line error.
 */
static int fragments_stamp(struct kbuild *kb, struct strbuf *all,
			   struct option_value **opts, size_t *n)
{
	if (read_fragments(kb, all, opts, n))
		return -1;
	if (kb->base)
		sb_printf(all, "# base: %s\n", kb->base);
	return 0;
}

/* Was the build directory's .config made from the fragments of @all? */
static bool stamp_current(const struct kbuild *kb, const struct strbuf *all)
{
	char *config = path_join(kb->out, ".config");
	char *stamp = path_join(kb->out, ".rcucheck-fragments");
	char *old = read_file(stamp, NULL);
	bool yes = old && is_file(config) && !strcmp(old, all->buf ? all->buf : "");

	free(old);
	free(config);
	free(stamp);
	return yes;
}

/*
 * The tree's scripts/kconfig/merge_config.sh puts the fragments over the
 * .config tinyconfig wrote (-m: olddefconfig runs afterwards). It runs in
 * the build directory, where it writes its temporary files.
 */
static int merge_fragments(struct kbuild *kb, const char *log)
{
	char *script = path_join(kb->src, "scripts/kconfig/merge_config.sh");
	struct strlist argv = STRLIST_INIT;
	struct proc_opts o = { .cwd = kb->out, .stdout_path = log };
	int ret = 0;

	if (!is_file(script))
		ret = error("kernel config: %s not found (the tree is too old?)", script);
	/* The script splits its list of fragments at white space. */
	for (size_t i = 0; !ret && i < kb->fragments.n; i++)
		if (strpbrk(kb->fragments.v[i], " \t\n"))
			ret = error("config fragment %s: merge_config.sh takes no path with white space",
				    kb->fragments.v[i]);
	if (!ret) {
		sl_push(&argv, "sh");
		sl_push(&argv, script);
		sl_push(&argv, "-m");
		sl_push(&argv, ".config");
		for (size_t i = 0; i < kb->fragments.n; i++)
			sl_push(&argv, kb->fragments.v[i]);
		if (proc_run(sl_argv(&argv), &o, NULL)) {
			char *why = build_error(log);

			ret = error("kernel config: merge_config.sh failed: %s (log: %s)", why, log);
			free(why);
		}
	}
	sl_free(&argv);
	free(script);
	return ret;
}

/*
 * Holds .config to the fragments: an option olddefconfig did not keep
 * fails the build when this tree's Kconfig defines it (a dependency not
 * met); one the tree does not have (renamed or gone in this version) is
 * only named. Says how many took.
 */
static int verify_config(const char *src, const char *config, struct option_value *opts, size_t n,
			 bool partial_ok)
{
	char *text = read_file(config, NULL);
	struct strbuf bad = STRBUF_INIT, absent = STRBUF_INIT;
	int nbad = 0, nabsent = 0;

	if (!text)
		return error("cannot read %s: %s", config, strerror(errno));
	for (size_t i = 0; i < n; i++) {
		char *want = str_printf("\n%s\n", opts[i].line);
		char *plain = str_printf("\n%s=", opts[i].name);
		bool ok = opts[i].set ? strstr(text, want) != NULL : strstr(text, plain) == NULL;

		if (ok) {
			/* An unset option the tree lacks is not set either way. */
		} else if (!kconfig_defines(src, opts[i].name + strlen("CONFIG_"))) {
			sb_printf(&absent, "%s%s", nabsent++ ? ", " : "", opts[i].name);
		} else {
			sb_printf(&bad, "%s%s", nbad++ ? ", " : "", opts[i].line);
		}
		free(want);
		free(plain);
	}
	free(text);
	note("kernel config: %zu of %zu fragment options took%s%s%s", n - (size_t)(nbad + nabsent), n,
	     nabsent ? "; not in this tree's Kconfig, skipped: " : "", nabsent ? absent.buf : "",
	     nbad ? "; did NOT take: see below" : "");
	if (nbad) {
		char *why = str_printf("kernel config: %s did not take (dependencies not met in this tree; see %s)",
				       bad.buf, config);

		if (partial_ok)
			note("%s: what they build is not built", why);
		else
			error("%s", why);
		free(why);
	}
	sb_free(&bad);
	sb_free(&absent);
	return nbad && !partial_ok ? -1 : 0;
}

bool kbuild_is_configured(const struct kbuild *kb)
{
	struct kbuild copy = *kb;
	struct strbuf all = STRBUF_INIT;
	struct option_value *opts = NULL;
	size_t n = 0;
	bool yes = false;

	copy.fragments = (struct strlist)STRLIST_INIT;
	for (size_t i = 0; i < kb->fragments.n; i++)
		sl_push(&copy.fragments, kb->fragments.v[i]);
	if (!copy.fragments.n)
		sl_push_owned(&copy.fragments, kbuild_default_fragment());
	if (!fragments_stamp(&copy, &all, &opts, &n))
		yes = stamp_current(kb, &all);
	options_free(opts, n);
	sb_free(&all);
	sl_free(&copy.fragments);
	return yes;
}

int kbuild_configure(struct kbuild *kb)
{
	char *config = path_join(kb->out, ".config");
	char *stamp = path_join(kb->out, ".rcucheck-fragments");
	char *log = path_join(kb->out, "rcucheck-config.log");
	struct strbuf all = STRBUF_INIT;
	struct option_value *opts;
	size_t n;
	int ret = 0;

	if (!kb->fragments.n)
		sl_push_owned(&kb->fragments, kbuild_default_fragment());
	ret = fragments_stamp(kb, &all, &opts, &n);
	if (ret || stamp_current(kb, &all))
		goto out;	/* or configured with the same fragments */
	if (mkdir_p(kb->out, 0755)) {
		ret = error("cannot create %s: %s", kb->out, strerror(errno));
		goto out;
	}
	unlink(stamp);
	const char *base = kb->base ? kb->base : "tinyconfig";

	note("configuring: %s + %zu fragment option%s", base, n, n == 1 ? "" : "s");
	if (make(kb, log, base, NULL)) {
		char *why = build_error(log);

		ret = error("kernel config failed: %s (log: %s)", why, log);
		free(why);
		goto out;
	}
	char *log2 = path_join(kb->out, "rcucheck-merge-config.log");

	ret = merge_fragments(kb, log2);
	free(log2);
	if (ret)
		goto out;
	struct proc_opts o = { 0 };

	log2 = path_join(kb->out, "rcucheck-olddefconfig.log");
	if (make(kb, log2, "olddefconfig", &o))
		ret = error("make olddefconfig failed (log: %s)", log2);
	free(log2);
	if (!ret)
		ret = verify_config(kb->src, config, opts, n, kb->partial_ok);
	if (!ret && write_file(stamp, all.buf ? all.buf : "", all.len))
		ret = error("cannot write %s: %s", stamp, strerror(errno));
out:
	options_free(opts, n);
	free(config);
	free(stamp);
	free(log);
	sb_free(&all);
	return ret;
}

struct build_progress {
	struct progress pr;
	int steps, expected;	/* expected 0: incremental, no percentage */
	char last[128];
};

static void on_build_line(const char *line, void *arg)
{
	struct build_progress *bp = arg;
	char detail[192];

	/* Kbuild's short lines: "  CC      kernel/sys.o" */
	if (line[0] != ' ' || line[1] != ' ' || line[2] < 'A' || line[2] > 'Z')
		return;
	bp->steps++;
	snprintf(bp->last, sizeof(bp->last), "%s", skip_spaces(line + 2 + strcspn(line + 2, " ")));
	snprintf(detail, sizeof(detail), "%d steps, %s", bp->steps, bp->last);
	if (bp->expected) {
		int pct = bp->steps * 100 / bp->expected;

		progress_update(&bp->pr, pct > 99 ? 99 : pct, detail);
	} else {
		progress_update(&bp->pr, -1, detail);
	}
}

char *kbuild_image(struct kbuild *kb)
{
	char *image = path_join(kb->out, "arch/x86/boot/bzImage");
	char *log = path_join(kb->out, "rcucheck-build.log");
	struct build_progress bp = { .expected = is_file(image) ? 0 : FULL_BUILD_STEPS };
	struct proc_opts o = { .on_line = on_build_line, .arg = &bp };
	char detail[64];

	need_tool("make", "make");
	need_tool("gcc", "gcc");
	need_tool("flex", "flex");
	need_tool("bison", "bison");
	need_tool("bc", "bc");
	/* Said before make, not as "No space left on device" half-way. */
	if (cache_need_space(is_dir(kb->out) ? kb->out : cache_dir(), bp.expected ? "a kernel build" : "a kernel rebuild",
			     bp.expected ? BUILD_NEED_MB : REBUILD_NEED_MB)) {
		free(image);
		free(log);
		return NULL;
	}
	progress_start(&bp.pr, "build");
	int ret = make(kb, log, "bzImage", &o);

	if (ret) {
		char *why = build_error(log);

		if (ret == PROC_NOEXEC)
			error("cannot run make");
		else
			error("kernel build failed: %s (log: %s)", why, log);
		free(why);
		free(image);
		image = NULL;
	} else {
		snprintf(detail, sizeof(detail), "%d step%s", bp.steps, bp.steps == 1 ? "" : "s");
		progress_done(&bp.pr, detail);
	}
	free(log);
	return image;
}

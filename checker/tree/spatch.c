// SPDX-License-Identifier: GPL-2.0
#include "tree/spatch.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "tree/spatch_progress.h"
#include "lib/progress.h"
#include "lib/proc.h"

char *cocci_rule(const char *name)
{
	char *path = str_printf("%s/cocci/%s", rcucheck_home(), name);

	if (!is_file(path))
		fatal("rule %s is missing from this checkout", path);
	return path;
}

struct collect {
	struct spatch_out *out;
	const char *pending_error;	/* "= error in FILE" waits for badcount */
	char *error_file;
	struct strbuf diag;		/* spatch's own complaints, for errors */
};

static bool is_project_file(const char *path)
{
	/* Parse errors in Coccinelle's own macro files are its business. */
	return !strstr(path, "/coccinelle/") && !ends_with(path, "cocci/rcucheck.h");
}

static void on_spatch_line(const char *line, void *arg)
{
	struct collect *c = arg;
	const char *s;

	if (starts_with(line, "rcucheck\t")) {
		sl_push(&c->out->facts, line);
	} else if (starts_with(line, "HANDLING: ") || starts_with(line, "Skipping: ")) {
		/* Counted as the workers wrote them (spatch_progress.c). */
	} else if ((s = strstr(line, "= error in "))) {
		free(c->error_file);
		c->error_file = xstrndup(s + 11, strcspn(s + 11, ";"));
	} else if (starts_with(line, "badcount: ") && c->error_file) {
		if (is_project_file(c->error_file))
			sl_push_owned(&c->out->unparsed, str_printf("%s (%d lines)",
				      c->error_file, atoi(line + 10)));
		free(c->error_file);
		c->error_file = NULL;
	} else if ((s = strstr(line, "timeout (we abort): ")) || (s = strstr(line, "Timeout at "))) {
		const char *on = strstr(s, " on: ");

		sl_push(&c->out->timeouts, on ? on + 5 : s + 20);
	} else if (!starts_with(line, "Warning") && !starts_with(line, "bad:") &&
		   !starts_with(line, "BAD:") && !starts_with(line, "init_defs") &&
		   !starts_with(line, "(ONCE)") && !starts_with(line, "parse error") &&
		   *line) {
		sb_printf(&c->diag, "%s\n", line);
	}
}

int spatch_run(const struct spatch_job *job, struct spatch_out *out)
{
	char *groups = NULL, *run = NULL, *tmp = NULL, *macros = cocci_rule("rcucheck.h");
	char *jobs = str_printf("%d", job->jobs > 0 ? job->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN));
	char *timeout = str_printf("%d", job->timeout > 0 ? job->timeout : 120);
	struct collect c = { .out = out };
	struct progress pr;
	static unsigned serial;	/* the --tmp-dir of each run its own, for the watch */
	struct strbuf list = STRBUF_INIT;
	int ret = 0, fd;

	memset(out, 0, sizeof(*out));
	if (!job->files->n)
		goto done;
	need_tool("spatch", "coccinelle");
	/* One file a group: each is matched alone. */
	for (size_t i = 0; i < job->files->n; i++)
		sb_printf(&list, "%s\n\n", job->files->v[i]);
	run = cache_path("run", NULL, true);
	groups = str_printf("%s/spatch-groups-%d-XXXXXX", run, (int)getpid());
	fd = mkstemp(groups);
	if (fd < 0 || write(fd, list.buf, list.len) != (ssize_t)list.len || close(fd)) {
		ret = error("cannot write %s: %s", groups, strerror(errno));
		goto done;
	}
	/*
	 * spatch -j makes its temporary directories in its cwd, the tree.
	 * --no-scanner: in a git tree spatch would otherwise run a "git grep"
	 * of the whole tree for every file group (a minute for two files);
	 * the audit has prefiltered the files by tokens already.
	 */
	tmp = str_printf("%s/spatch-tmp-%d-%u", run, (int)getpid(), serial++);
	/*
	 * The system's python3, not a shim found first in PATH (pyenv's costs
	 * seconds at every start).
	 */
	const char *python = is_executable("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
	char *const argv[] = {
		"spatch", "--quiet", "--python", (char *)python, "--tmp-dir", tmp, "--no-scanner",
		"--no-includes", "--include-headers",
		"--parse-error-msg", "--macro-file", macros, "--timeout", timeout,
		"-j", jobs, "--chunksize", "1", "-D", "rcucheck",
		"--sp-file", (char *)job->rule, "--file-groups", groups, NULL,
	};
	struct proc_opts o = { .cwd = job->root, .on_line = on_spatch_line, .arg = &c };

	progress_start(&pr, job->what ? job->what : "spatch");
	struct spatch_watch *watch = spatch_watch_start(tmp, job->files->n, &pr);
	int status = proc_run(argv, &o, NULL);

	spatch_watch_stop(watch);

	if (status) {
		struct strbuf *d = &c.diag;

		ret = error("spatch failed on %s (exit %d): %s", job->rule, status,
			    d->len ? last_line(d) : "no message");
	} else {
		char detail[96];

		snprintf(detail, sizeof(detail), "%zu files, %zu facts", job->files->n,
			 out->facts.n);
		progress_done(&pr, detail);
	}
done:
	if (tmp) {
		/* --tmp-dir is a prefix: spatch makes tmpN directories with it. */
		remove_tree(tmp);
		free(tmp);
	}
	free(run);
	if (groups)
		unlink(groups);
	free(groups);
	free(macros);
	free(jobs);
	free(timeout);
	free(c.error_file);
	sb_free(&c.diag);
	sb_free(&list);
	return ret;
}

void spatch_out_free(struct spatch_out *out)
{
	sl_free(&out->facts);
	sl_free(&out->unparsed);
	sl_free(&out->timeouts);
}

// SPDX-License-Identifier: GPL-2.0
#include "fix/series.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "lib/git.h"
#include "lib/proc.h"
#include "fix/fixes.h"

size_t fix_npatches(const struct fix_ctx *cx)
{
	size_t n = 0;

	for (size_t k = 0; k < cx->nplans; k++)
		n += !cx->plans[k].human;
	return n;
}

/* A temporary file holding @text; its path. */
static char *temp_with(const char *what, const char *text)
{
	char *run = cache_path("run", NULL, true);
	char *path = str_printf("%s/fix-%s-%d-XXXXXX", run, what, (int)getpid());
	int fd = mkstemp(path);
	size_t len = strlen(text);

	free(run);
	if (fd < 0 || write(fd, text, len) != (ssize_t)len || close(fd))
		fatal("cannot write %s: %s", path, strerror(errno));
	return path;
}

/* Unified diff of @before -> @after for @file, git style labels. */
static char *udiff(const char *file, const char *before, const char *after)
{
	char *a = temp_with("a", before), *b = temp_with("b", after);
	char *la = str_printf("a/%s", file), *lb = str_printf("b/%s", file);
	char *const argv[] = { "diff", "-u", "-p", "--label", la, "--label", lb, a, b, NULL };
	struct strbuf out = STRBUF_INIT;
	int st = proc_capture(argv, NULL, &out);

	if (st != 0 && st != 1)
		fatal("diff failed (exit %d): %s", st, last_line(&out));
	unlink(a);
	unlink(b);
	free(a);
	free(b);
	free(la);
	free(lb);
	return sb_detach(&out);
}

char *series_message(const char *subject, const char *body, const char *fixes,
		     const char *signoff)
{
	return str_printf("%s\n\n%s%s%s%s%s%s%s", subject, body, fixes || signoff ? "\n" : "",
			  fixes ? fixes : "", fixes ? "\n" : "", signoff ? "Signed-off-by: " : "",
			  signoff ? signoff : "", signoff ? "\n" : "");
}

static char *message(struct fix_ctx *cx, const struct fix_plan *pl, const struct finding_list *fl,
		     const struct fix_evidence *ev, const char *signoff)
{
	char *subject = fix_subject(cx->root, pl), *body = fix_body(pl, fl, ev);
	char *fixes = fix_fixes_tag(cx->root, pl);
	char *m = series_message(subject, body, fixes, signoff);

	free(subject);
	free(body);
	free(fixes);
	return m;
}

char *fix_git_ident(const char *dir)
{
	struct strbuf n = STRBUF_INIT, m = STRBUF_INIT;
	char *r = NULL;

	if (git(dir, NULL, &n, "config", "user.name", NULL) == 0 &&
	    git(dir, NULL, &m, "config", "user.email", NULL) == 0 && n.len && m.len)
		r = str_printf("%s <%s>", rtrim(n.buf), rtrim(m.buf));
	sb_free(&n);
	sb_free(&m);
	return r;
}

int fix_print(struct fix_ctx *cx, const struct finding_list *fl, const struct fix_evidence *ev,
	      const struct fix_series_opts *o, FILE *out)
{
	size_t total = fix_npatches(cx), n = 0;

	if (o->full) {
		/* the cover letter first, as git send-email would send it */
		char *subject = fix_cover_subject(cx), *blurb = fix_cover_body(cx, fl);

		fprintf(out, "Subject: [PATCH 0/%zu] %s\n\n%s\n", total, subject, blurb);
		free(subject);
		free(blurb);
	}
	for (size_t k = 0; k < cx->nplans; k++) {
		struct fix_plan *pl = &cx->plans[k];

		if (pl->human)
			continue;
		char *before = fix_apply(cx, pl->file, k), *after = fix_apply(cx, pl->file, k + 1);
		char *d = udiff(pl->file, before, after);

		n++;
		if (o->full) {
			char *m = message(cx, pl, fl, ev, o->signoff);

			fprintf(out, "Subject: [PATCH %zu/%zu] %s---\n%s", n, total, m, d);
		} else {
			char *s = fix_subject(cx->root, pl);

			fprintf(out, "[PATCH %zu/%zu] %s\n%s", n, total, s, d);
			free(s);
		}
		free(before);
		free(after);
		free(d);
	}
	return (int)n;
}

int series_prepare_outdir(const char *dir, const char *option)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	struct strlist old = STRLIST_INIT;
	int ret = 0;

	if (!d) {
		if (errno != ENOENT)
			return error("%s %s: %s", option, dir, strerror(errno));
		if (mkdir_p(dir, 0755))
			return error("cannot create %s: %s", dir, strerror(errno));
		return 0;
	}
	while ((de = readdir(d)) && !ret) {
		const char *n = de->d_name;

		if (!strcmp(n, ".") || !strcmp(n, ".."))
			continue;
		/* only a series rcucheck wrote before: NNNN-*.patch */
		bool ours = strlen(n) > 11 && n[0] >= '0' && n[0] <= '9' && n[1] >= '0' &&
			    n[1] <= '9' && n[2] >= '0' && n[2] <= '9' && n[3] >= '0' &&
			    n[3] <= '9' && n[4] == '-' && ends_with(n, ".patch");

		if (!ours)
			ret = error("%s %s: the directory holds other files (%s); refusing to write a series into it",
				    option, dir, n);
		else
			sl_push(&old, n);
	}
	closedir(d);
	for (size_t i = 0; i < old.n && !ret; i++) {
		char *p = path_join(dir, old.v[i]);

		if (unlink(p))
			ret = error("cannot remove the old %s: %s", p, strerror(errno));
		free(p);
	}
	sl_free(&old);
	return ret;
}

int fix_prepare_outdir(const char *dir)
{
	return series_prepare_outdir(dir, "-o");
}

/* "Name <mail>" into GIT_AUTHOR_* / GIT_COMMITTER_* entries. */
static void ident_env(const char *ident, struct strlist *env)
{
	const char *lt = strchr(ident, '<'), *gt = lt ? strchr(lt, '>') : NULL;
	char *name = lt ? xstrndup(ident, (size_t)(lt - ident)) : str_dup(ident);
	char *mail = gt ? xstrndup(lt + 1, (size_t)(gt - lt - 1)) : str_dup("");

	rtrim(name);
	sl_push_owned(env, str_printf("GIT_AUTHOR_NAME=%s", name));
	sl_push_owned(env, str_printf("GIT_AUTHOR_EMAIL=%s", mail));
	sl_push_owned(env, str_printf("GIT_COMMITTER_NAME=%s", name));
	sl_push_owned(env, str_printf("GIT_COMMITTER_EMAIL=%s", mail));
	free(name);
	free(mail);
}

/* Fills the cover letter's placeholders. */
static int fill_cover(const char *path, const char *subject, const char *blurb)
{
	char *text = read_file(path, NULL);
	struct strbuf sb = STRBUF_INIT;

	if (!text)
		return error("cannot read %s: %s", path, strerror(errno));
	const char *s = strstr(text, "*** SUBJECT HERE ***");
	const char *b = strstr(text, "*** BLURB HERE ***");

	if (!s || !b || b < s) {
		free(text);
		return error("%s: git format-patch wrote no placeholders to fill", path);
	}
	sb_add(&sb, text, (size_t)(s - text));
	sb_puts(&sb, subject);
	s += strlen("*** SUBJECT HERE ***");
	sb_add(&sb, s, (size_t)(b - s));
	/* the blurb ends with a newline; format-patch's own follows */
	size_t bl = strlen(blurb);

	sb_add(&sb, blurb, bl && blurb[bl - 1] == '\n' ? bl - 1 : bl);
	sb_puts(&sb, b + strlen("*** BLURB HERE ***"));
	int ret = write_file(path, sb.buf, sb.len) ? error("cannot write %s: %s", path, strerror(errno)) : 0;

	sb_free(&sb);
	free(text);
	return ret;
}

int series_begin(struct series_writer *w, const char *wt, const char *author)
{
	struct strbuf out = STRBUF_INIT;

	memset(w, 0, sizeof(*w));
	w->wt = wt;
	ident_env(author, &w->env);
	sl_argv(&w->env);
	if (git(wt, NULL, &out, "rev-parse", "HEAD", NULL)) {
		error("%s: not a git worktree: %s", wt, last_line(&out));
		sb_free(&out);
		return -1;
	}
	w->base = str_dup(rtrim(out.buf));
	sb_free(&out);
	return 0;
}

int series_commit(struct series_writer *w, const struct strlist *files,
		  const struct strlist *texts, const char *msg, const char *what)
{
	const char *const *env = (const char *const *)w->env.v;
	struct strbuf out = STRBUF_INIT;
	char *msgfile = temp_with("msg", msg);
	int ret = 0;

	for (size_t i = 0; i < files->n && !ret; i++) {
		char *path = path_join(w->wt, files->v[i]);

		if (write_file(path, texts->v[i], strlen(texts->v[i])))
			ret = error("cannot write %s: %s", path, strerror(errno));
		else if (git(w->wt, env, &out, "add", "-f", "--", files->v[i], NULL))
			ret = error("git commit of %s failed: %s", what, last_line(&out));
		free(path);
	}
	if (!ret && git(w->wt, env, &out, "commit", "-q", "--no-verify", "--cleanup=verbatim",
			"-F", msgfile, NULL))
		ret = error("git commit of %s failed: %s", what, last_line(&out));
	w->n++;
	unlink(msgfile);
	free(msgfile);
	sb_free(&out);
	return ret;
}

int series_format(struct series_writer *w, const char *outdir, bool cover_letter)
{
	struct strbuf out = STRBUF_INIT;
	char *range = str_printf("%s..HEAD", w->base);
	int ret = 0;

	if (git(w->wt, (const char *const *)w->env.v, &out, "format-patch", "-q",
		cover_letter ? "--cover-letter" : "--no-cover-letter", "--no-signoff",
		"-o", outdir, range, NULL))
		ret = error("git format-patch failed: %s", last_line(&out));
	free(range);
	sb_free(&out);
	return ret;
}

void series_end(struct series_writer *w)
{
	free(w->base);
	sl_free(&w->env);
	memset(w, 0, sizeof(*w));
}

int fix_write_series(struct fix_ctx *cx, const struct finding_list *fl,
		     const struct fix_evidence *ev, const char *wt,
		     const struct fix_series_opts *o)
{
	struct series_writer w;
	struct strlist msgs = STRLIST_INIT;
	int ret;

	if (series_begin(&w, wt, o->author))
		return -1;
	/* every message first: the subjects' prefixes come from the history before the series */
	for (size_t k = 0; k < cx->nplans; k++)
		sl_push_owned(&msgs, cx->plans[k].human ? str_dup("") :
				     message(cx, &cx->plans[k], fl, ev, o->signoff));
	ret = 0;
	for (size_t k = 0; k < cx->nplans && !ret; k++) {
		struct fix_plan *pl = &cx->plans[k];
		struct strlist files = STRLIST_INIT, texts = STRLIST_INIT;

		if (pl->human)
			continue;
		char *what = str_printf("the fix for %s()", pl->function);

		sl_push(&files, pl->file);
		sl_push_owned(&texts, fix_apply(cx, pl->file, k + 1));
		ret = series_commit(&w, &files, &texts, msgs.v[k], what);
		free(what);
		sl_free(&files);
		sl_free(&texts);
	}
	if (!ret && w.n)
		ret = series_format(&w, o->outdir, true);
	if (!ret && w.n) {
		char *cover = path_join(o->outdir, "0000-cover-letter.patch");
		char *subject = fix_cover_subject(cx), *blurb = fix_cover_body(cx, fl);

		ret = fill_cover(cover, subject, blurb);
		free(cover);
		free(subject);
		free(blurb);
	}
	int n = w.n;

	series_end(&w);
	sl_free(&msgs);
	return ret ? -1 : n;
}

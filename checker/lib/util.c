// SPDX-License-Identifier: GPL-2.0
#include "lib/util.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *progname = "rcucheck";

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	fprintf(stderr, "%s: %s", progname, prefix);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	exit(EXIT_ERROR);
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	return -1;
}

void warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("warning: ", fmt, ap);
	va_end(ap);
}

void note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fatal("out of memory");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		fatal("out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fatal("out of memory");
	return p;
}

char *str_dup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *str_printf(const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb.alloc = (size_t)n + 1;
	sb.buf = xmalloc(sb.alloc);
	va_start(ap, fmt);
	vsnprintf(sb.buf, sb.alloc, fmt, ap);
	va_end(ap);
	return sb.buf;
}

static void sb_grow(struct strbuf *sb, size_t extra)
{
	if (sb->len + extra + 1 <= sb->alloc)
		return;
	sb->alloc = (sb->len + extra + 1) * 2;
	sb->buf = xrealloc(sb->buf, sb->alloc);
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	sb_grow(sb, n);
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void sb_puts(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_putc(struct strbuf *sb, char c)
{
	sb_add(sb, &c, 1);
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	sb_grow(sb, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
}

void sb_free(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->alloc = 0;
}

char *sb_detach(struct strbuf *sb)
{
	char *p = sb->buf ? sb->buf : str_dup("");

	sb->buf = NULL;
	sb->len = sb->alloc = 0;
	return p;
}

void sl_push_owned(struct strlist *sl, char *s)
{
	if (sl->n + 2 > sl->alloc) {
		sl->alloc = (sl->n + 2) * 2;
		sl->v = xrealloc(sl->v, sl->alloc * sizeof(*sl->v));
	}
	sl->v[sl->n++] = s;
	sl->v[sl->n] = NULL;
}

void sl_push(struct strlist *sl, const char *s)
{
	sl_push_owned(sl, str_dup(s));
}

int str_ptr_cmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void sl_sort(struct strlist *sl)
{
	if (sl->n > 1)
		qsort(sl->v, sl->n, sizeof(*sl->v), str_ptr_cmp);
}

bool sl_contains(const struct strlist *sl, const char *s)
{
	for (size_t i = 0; i < sl->n; i++)
		if (!strcmp(sl->v[i], s))
			return true;
	return false;
}

void sl_free(struct strlist *sl)
{
	for (size_t i = 0; i < sl->n; i++)
		free(sl->v[i]);
	free(sl->v);
	sl->v = NULL;
	sl->n = sl->alloc = 0;
}

char **sl_argv(struct strlist *sl)
{
	if (!sl->v) {
		sl->alloc = 2;
		sl->v = xcalloc(sl->alloc, sizeof(*sl->v));
	}
	return sl->v;
}

char *read_file(const char *path, size_t *lenp)
{
	struct strbuf sb = STRBUF_INIT;
	char chunk[65536];
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			int saved = errno;

			close(fd);
			sb_free(&sb);
			errno = saved;
			return NULL;
		}
		sb_add(&sb, chunk, (size_t)n);
	}
	close(fd);
	if (lenp)
		*lenp = sb.len;
	return sb_detach(&sb);
}

int write_file(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

	if (fd < 0)
		return -1;
	while (len) {
		ssize_t n = write(fd, data, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			int saved = errno;

			close(fd);
			errno = saved;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return close(fd);
}

int write_file_atomic(const char *path, const char *data, size_t len)
{
	char *tmp = str_printf("%s.tmp-%d", path, (int)getpid());
	int ret = write_file(tmp, data, len);

	if (!ret)
		ret = rename(tmp, path);
	if (ret) {
		int saved = errno;

		unlink(tmp);
		errno = saved;
	}
	free(tmp);
	return ret;
}

void stat_stamp(const struct stat *sb, char stamp[FILE_STAMP])
{
	snprintf(stamp, FILE_STAMP, "%lld:%lld.%09ld:%lld.%09ld:%llu:%llu",
		 (long long)sb->st_size, (long long)sb->st_mtim.tv_sec, sb->st_mtim.tv_nsec,
		 (long long)sb->st_ctim.tv_sec, sb->st_ctim.tv_nsec,
		 (unsigned long long)sb->st_dev, (unsigned long long)sb->st_ino);
}

bool file_stamp(const char *path, char stamp[FILE_STAMP])
{
	struct stat sb;

	if (stat(path, &sb) || !S_ISREG(sb.st_mode))
		return false;
	stat_stamp(&sb, stamp);
	return true;
}

bool is_dir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool is_executable(const char *path)
{
	return is_file(path) && access(path, X_OK) == 0;
}

int mkdir_p(const char *path, int mode)
{
	char *p = str_dup(path);

	for (char *s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, (mode_t)mode) && errno != EEXIST) {
			free(p);
			return -1;
		}
		*s = '/';
	}
	int ret = mkdir(p, (mode_t)mode);

	free(p);
	if (ret && errno == EEXIST && is_dir(path))
		ret = 0;
	return ret;
}

static int remove_one(const char *path, const struct stat *st, int flag,
		      struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (flag == FTW_DP)
		return rmdir(path);
	return unlink(path);
}

int remove_tree(const char *path)
{
	if (!path || !*path || !strcmp(path, "/")) {
		errno = EINVAL;
		return -1;
	}
	if (access(path, F_OK) && errno == ENOENT)
		return 0;
	return nftw(path, remove_one, 64, FTW_DEPTH | FTW_PHYS);
}

char *path_join(const char *a, const char *b)
{
	if (b[0] == '/')
		return str_dup(b);
	size_t la = strlen(a);

	if (la && a[la - 1] == '/')
		return str_printf("%s%s", a, b);
	return str_printf("%s/%s", a, b);
}

char *xrealpath(const char *path, const char *what)
{
	char *r = realpath(path, NULL);

	if (!r)
		fatal("%s '%s': %s", what, path, strerror(errno));
	return r;
}

const char *rcucheck_home(void)
{
	static char *home;

	if (home)
		return home;
	const char *env = getenv("RCUCHECK_HOME");

	if (env && *env) {
		home = xrealpath(env, "RCUCHECK_HOME");
		return home;
	}
	char *exe = realpath("/proc/self/exe", NULL);

	if (!exe)
		fatal("cannot find the rcucheck binary: %s", strerror(errno));
	/* .../bin/rcucheck -> ... */
	for (int i = 0; i < 2; i++) {
		char *slash = strrchr(exe, '/');

		if (slash && slash != exe)
			*slash = '\0';
	}
	home = exe;
	return home;
}

char *which(const char *name)
{
	if (strchr(name, '/'))
		return is_executable(name) ? str_dup(name) : NULL;
	const char *path = getenv("PATH");

	if (!path)
		return NULL;
	while (*path) {
		const char *end = strchrnul(path, ':');
		char *dir = xstrndup(path, (size_t)(end - path));
		char *full = path_join(*dir ? dir : ".", name);

		free(dir);
		if (is_executable(full))
			return full;
		free(full);
		path = *end ? end + 1 : end;
	}
	return NULL;
}

bool starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool ends_with(const char *s, const char *suffix)
{
	size_t ls = strlen(s), lx = strlen(suffix);

	return ls >= lx && !strcmp(s + ls - lx, suffix);
}

char *rtrim(char *s)
{
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' ||
		     s[n - 1] == '\r'))
		s[--n] = '\0';
	return s;
}

const char *skip_spaces(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

double now_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

char *args_nth(const char *args, int k)
{
	const char *start = args;
	int depth = 0, arg = 1;

	if (!args || k < 1)
		return NULL;
	for (const char *p = args;; p++) {
		if (*p == '(' || *p == '[' || *p == '{') {
			depth++;
		} else if ((*p == ')' || *p == ']' || *p == '}') && depth) {
			depth--;
		} else if ((*p == ',' && !depth) || !*p) {
			if (arg == k) {
				while (*start == ' ' || *start == '\t' || *start == '\n')
					start++;
				return xstrndup(start, (size_t)(p - start));
			}
			if (!*p)
				return NULL;
			arg++;
			start = p + 1;
		}
	}
}

const char *text_line_start(const char *text, int line)
{
	const char *p = text;

	for (int l = 1; p && l < line; l++) {
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	return p;
}

long text_skip_ws(const char *t, long i, long end)
{
	while (i < end && isspace((unsigned char)t[i]))
		i++;
	return i;
}

bool text_word_at(const char *t, long i, long end, const char *w)
{
	size_t n = strlen(w);

	return i + (long)n <= end && !strncmp(t + i, w, n) &&
	       (i + (long)n == end || !is_ident_char(t[i + n])) && (i == 0 || !is_ident_char(t[i - 1]));
}

long text_match_close(const char *t, long open, long end)
{
	int depth = 0;

	for (long i = open; i < end; i++) {
		if (t[i] == '(' || t[i] == '[' || t[i] == '{')
			depth++;
		else if ((t[i] == ')' || t[i] == ']' || t[i] == '}') && --depth == 0)
			return i;
	}
	return -1;
}

char *text_assigned_local(const char *text, const char *call)
{
	const char *e = call, *b;

	while (e > text && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (e == text || e[-1] != '=' || (e - 1 > text && strchr("=!<>+-*/|&^%", e[-2])))
		return NULL;
	e--;
	while (e > text && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	for (b = e; b > text && is_ident_char(b[-1]); b--)
		;
	if (b == e || (b > text && (b[-1] == '.' || b[-1] == '>')))
		return NULL;
	return xstrndup(b, (size_t)(e - b));
}

const char *text_skip_blanks(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	return p;
}

bool text_has_label(const char *text, const char *name, size_t n)
{
	for (const char *l = strchr(text, '\n'); l; l = strchr(l + 1, '\n')) {
		const char *b = l + 1;

		while (*b == ' ' || *b == '\t')
			b++;
		if (!strncmp(b, name, n) && b[n] == ':' && b[n + 1] != ':')
			return true;
	}
	return false;
}

char *str_squeezed(const char *s, size_t n)
{
	char *out = xmalloc(n + 1), *o = out;

	for (size_t i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\n')
			*o++ = s[i];
	*o = '\0';
	return out;
}

char *c_text_blanked(const char *text, size_t len)
{
	char *t = xstrndup(text, len);

	for (size_t i = 0; i < len; i++) {
		if (t[i] == '/' && t[i + 1] == '*') {
			size_t j = i;

			for (; j < len && !(t[j] == '*' && t[j + 1] == '/'); j++)
				if (t[j] != '\n')
					t[j] = ' ';
			if (j < len)
				t[j] = t[j + 1] = ' ';
			i = j + 1;
		} else if (t[i] == '/' && t[i + 1] == '/') {
			for (; i < len && t[i] != '\n'; i++)
				t[i] = ' ';
		} else if (t[i] == '"' || t[i] == '\'') {
			char q = t[i];

			/* a backslash-newline continues the literal: its newline stays */
			for (i++; i < len && t[i] != q && t[i] != '\n'; i++) {
				if (t[i] == '\\' && i + 1 < len) {
					t[i++] = ' ';
					if (t[i] == '\n')
						continue;
				}
				t[i] = ' ';
			}
		}
	}
	return t;
}

bool env_is(const char *var, const char *value)
{
	const char *v = getenv(var);

	return v && !strcmp(v, value);
}

// SPDX-License-Identifier: GPL-2.0
#include "tree/scratch.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "lib/git.h"
#include "lib/proc.h"
#include "lib/util.h"
#include "tree/ktree.h"

/* ---- what the directory says -------------------------------------------- */

/* "gitdir: <base>/.git/worktrees/<id>" in @wt/.git: <base>, and the admin dir. */
static char *base_of(const char *wt, char **admin)
{
	char *cut;

	*admin = ktree_worktree_admin(wt);
	if (!*admin || !(cut = strstr(*admin, "/.git/worktrees/"))) {
		free(*admin);
		*admin = NULL;
		return NULL;
	}
	return xstrndup(*admin, (size_t)(cut - *admin));
}

/* The tree a key without a usable .git belongs to: the longest src/ name it starts with. */
static char *tree_of_key(const char *key)
{
	char *src = cache_path("src", NULL, false), *best = NULL;
	DIR *d = opendir(src);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.' || strstr(de->d_name, ".tmp-") ||
		    strncmp(key, de->d_name, len) || key[len] != '-' || !key[len + 1])
			continue;
		if (!best || strlen(best) < len) {
			free(best);
			best = str_dup(de->d_name);
		}
	}
	if (d)
		closedir(d);
	free(src);
	return best;
}

static time_t mtime_of(const char *dir, const char *name)
{
	char *p = path_join(dir, name);
	struct stat st;
	time_t t = stat(p, &st) ? 0 : st.st_mtime;

	free(p);
	return t;
}

/* What the tools touch: .git (ktree_worktree() at each use), git's HEAD and index of it. */
static time_t last_use_of(const char *wt, const char *admin)
{
	time_t t = mtime_of(wt, ".git"), u;

	if (admin) {
		if ((u = mtime_of(admin, "HEAD")) > t)
			t = u;
		if ((u = mtime_of(admin, "index")) > t)
			t = u;
	}
	return t ? t : mtime_of(wt, ".");
}

/* nftw() takes no argument: the sum of the walk under way. */
static long long walk_bytes;

static int add_size(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)path;
	(void)flag;
	(void)ftw;
	walk_bytes += (long long)st->st_blocks * 512;
	return 0;
}

/* Blocks allocated, as du counts them (one filesystem, links not followed). */
static long long disk_bytes(const char *dir)
{
	walk_bytes = 0;
	if (nftw(dir, add_size, 32, FTW_PHYS | FTW_MOUNT))
		return walk_bytes ? walk_bytes : -1;
	return walk_bytes;
}

/*
 * Is the lock @key (ktree_worktree()'s, or the .busy one programs of a
 * killed run inherit) held? Without creating it: no lock file, no holder.
 */
static bool lock_held(const char *key, const char *ext)
{
	char *file = str_printf("%s.%s", key, ext);
	char *path = cache_path("locks", file, false);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool held = false;

	if (fd >= 0) {
		held = flock(fd, LOCK_SH | LOCK_NB) && errno == EWOULDBLOCK;
		close(fd);
	}
	free(path);
	free(file);
	return held;
}

static int by_last_use(const void *a, const void *b)
{
	const struct scratch *x = a, *y = b;

	if (x->last_use != y->last_use)
		return x->last_use < y->last_use ? 1 : -1;
	return strcmp(x->key, y->key);
}

/* "<key>", "<key>-cfgHASH", either with ".fragment": the worktree key it was built for. */
static char *build_owner(const char *entry)
{
	static const char frag[] = ".fragment", cfg[] = "-cfg";
	size_t len = strlen(entry), hex = 8, tail = sizeof(cfg) - 1 + hex, i;

	if (len > sizeof(frag) - 1 && !strcmp(entry + len - (sizeof(frag) - 1), frag))
		len -= sizeof(frag) - 1;
	if (len > tail && !strncmp(entry + len - tail, cfg, sizeof(cfg) - 1)) {
		for (i = len - hex; i < len && strchr("0123456789abcdef", entry[i]); i++)
			;
		if (i == len)
			len -= tail;
	}
	return xstrndup(entry, len);
}

/* A new entry of @list for @key: its tree, name and lock state; no sizes yet. */
static struct scratch *add_entry(struct scratch **list, size_t *n, size_t *cap, const char *key,
				 char *path, char *base, bool sizes)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		*list = xrealloc(*list, *cap * sizeof(**list));
	}
	struct scratch *s = &(*list)[(*n)++];

	memset(s, 0, sizeof(*s));
	s->key = str_dup(key);
	s->path = path;
	s->base = base;
	if (base) {
		const char *slash = strrchr(base, '/');

		s->tree = str_dup(slash ? slash + 1 : base);
	} else {
		s->tree = tree_of_key(key);
	}
	/* A key that does not start with its base's name keeps it whole. */
	size_t tl = s->tree ? strlen(s->tree) : 0;

	s->name = str_dup(tl && !strncmp(key, s->tree, tl) && key[tl] == '-' ? key + tl + 1 : key);
	s->bytes = sizes && path ? 0 : -1;
	s->build_bytes = sizes ? 0 : -1;
	s->in_use = lock_held(key, "lock") || lock_held(key, "busy");
	return s;
}

/*
 * The build directories of $CACHE/build/ added to their worktree's entry,
 * or to one of their own when the worktree is gone (its last use: theirs).
 */
static void add_builds(struct scratch **list, size_t *n, size_t *cap, bool sizes)
{
	char *build = cache_path("build", NULL, false);
	DIR *d = opendir(build);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		if (de->d_name[0] == '.')
			continue;
		char *key = build_owner(de->d_name), *path = path_join(build, de->d_name);
		struct scratch *s = NULL;

		for (size_t i = 0; i < *n && !s; i++)
			if (!strcmp((*list)[i].key, key))
				s = &(*list)[i];
		if (!s)
			s = add_entry(list, n, cap, key, NULL, NULL, sizes);
		if (sizes) {
			long long b = disk_bytes(path);

			if (b > 0)
				s->build_bytes += b;
		}
		if (!s->path) {
			time_t t = mtime_of(build, de->d_name);

			if (t > s->last_use)
				s->last_use = t;
		}
		free(path);
		free(key);
	}
	if (d)
		closedir(d);
	free(build);
}

size_t scratch_list(struct scratch **list, bool sizes)
{
	char *work = cache_path("work", NULL, false);
	DIR *d = opendir(work);
	struct dirent *de;
	size_t n = 0, cap = 0;

	*list = NULL;
	while (d && (de = readdir(d))) {
		struct stat st;
		char *path = path_join(work, de->d_name), *admin;

		if (de->d_name[0] == '.' || lstat(path, &st) || !S_ISDIR(st.st_mode)) {
			free(path);
			continue;
		}
		char *base = base_of(path, &admin);
		struct scratch *s = add_entry(list, &n, &cap, de->d_name, path, base, sizes);

		s->last_use = last_use_of(path, admin);
		if (sizes)
			s->bytes = disk_bytes(path);
		free(admin);
	}
	if (d)
		closedir(d);
	free(work);
	add_builds(list, &n, &cap, sizes);
	if (n)
		qsort(*list, n, sizeof(**list), by_last_use);
	return n;
}

void scratch_free(struct scratch *list, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(list[i].key);
		free(list[i].tree);
		free(list[i].name);
		free(list[i].path);
		free(list[i].base);
	}
	free(list);
}

/* ---- removal -------------------------------------------------------------- */

/* Takes @key's lock file @ext without waiting: its descriptor, or -1 when held. */
static int try_lock(const char *key, const char *ext)
{
	char *file = str_printf("%s.%s", key, ext);
	char *path = cache_path("locks", file, true);
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);

	if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB)) {
		close(fd);
		fd = -1;
	}
	free(path);
	free(file);
	return fd;
}

/* Every entry of $CACHE/build/ built for @key. */
static int remove_builds(const char *key)
{
	char *build = cache_path("build", NULL, false);
	DIR *d = opendir(build);
	struct dirent *de;
	int ret = 0;

	while (d && (de = readdir(d))) {
		char *owner = build_owner(de->d_name);

		if (de->d_name[0] != '.' && !strcmp(owner, key)) {
			char *path = path_join(build, de->d_name);

			if (remove_tree(path) && errno != ENOENT)
				ret = error("cannot remove %s: %s", path, strerror(errno));
			free(path);
		}
		free(owner);
	}
	if (d)
		closedir(d);
	free(build);
	return ret;
}

int scratch_remove(const struct scratch *s)
{
	struct strbuf out = STRBUF_INIT;
	int ret = 0, held = try_lock(s->key, "lock"), busy = -1;

	if (held < 0 || (busy = try_lock(s->key, "busy")) < 0) {
		note("skipping %s: in use by a running rcucheck (its lock %s.lock is held)",
		     s->key, s->key);
		if (held >= 0)
			close(held);
		return 1;
	}
	/* The base's worktree list is shared by every work name: its lock (tree/ktree.c). */
	int base_lock = s->base && is_dir(s->base) ? cache_lock(s->tree) : -1;

	if (base_lock >= 0 &&
	    git(s->base, NULL, &out, "worktree", "remove", "--force", s->path, NULL) &&
	    is_dir(s->path))
		note("git worktree remove %s: %s; removing the directory", s->path, last_line(&out));
	if (s->path && remove_tree(s->path) && errno != ENOENT)
		ret = error("cannot remove %s: %s", s->path, strerror(errno));
	if (remove_builds(s->key))
		ret = -1;
	if (base_lock >= 0) {
		git(s->base, NULL, NULL, "worktree", "prune", NULL);
		cache_unlock(base_lock);
	}
	close(busy);
	close(held);
	sb_free(&out);
	return ret;
}

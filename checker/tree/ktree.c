// SPDX-License-Identifier: GPL-2.0
#include "tree/ktree.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <dirent.h>
#include "index/tindex.h"
#include "lib/git.h"
#include "lib/progress.h"
#include "lib/proc.h"
#include "lib/util.h"
#include "tree/cache_space.h"

/* Identity for the scratch commits rcucheck makes in its own cache. */
static const char *const git_identity[] = {
	"GIT_AUTHOR_NAME=rcucheck", "GIT_AUTHOR_EMAIL=rcucheck@localhost",
	"GIT_COMMITTER_NAME=rcucheck", "GIT_COMMITTER_EMAIL=rcucheck@localhost",
	NULL,
};

const char *cache_dir(void)
{
	static char *dir;

	if (dir)
		return dir;
	const char *env = getenv("RCUCHECK_CACHE");
	const char *xdg = getenv("XDG_CACHE_HOME");
	const char *home = getenv("HOME");

	if (env && *env)
		dir = str_dup(env);
	else if (xdg && *xdg)
		dir = path_join(xdg, "rcucheck");
	else if (home && *home)
		dir = str_printf("%s/.cache/rcucheck", home);
	else
		fatal("cannot place the cache: set RCUCHECK_CACHE or HOME");
	if (mkdir_p(dir, 0755))
		fatal("cannot create the cache %s: %s", dir, strerror(errno));
	return dir;
}

char *cache_path(const char *sub, const char *name, bool create)
{
	char *parent = path_join(cache_dir(), sub);
	char *path = name ? path_join(parent, name) : str_dup(parent);

	if (create && mkdir_p(name ? parent : path, 0755))
		fatal("cannot create %s: %s", parent, strerror(errno));
	free(parent);
	return path;
}

/*
 * The processes other than this one that have the file of @st open. Our
 * own descriptors of it other than @keep are closed: inherited from a
 * parent run, they are not ours to hold.
 */
static size_t lock_holders(const struct stat *st, int keep, pid_t *pids, size_t max)
{
	DIR *proc = opendir("/proc");
	struct dirent *de;
	size_t n = 0;

	while (proc && n < max && (de = readdir(proc))) {
		pid_t pid = (pid_t)atoi(de->d_name);

		if (pid <= 1)
			continue;
		char *fds = str_printf("/proc/%d/fd", (int)pid);
		DIR *d = opendir(fds);
		struct dirent *fe;
		bool holds = false;

		while (d && (fe = readdir(d))) {
			char *fd = str_printf("%s/%s", fds, fe->d_name);
			struct stat fst;

			if (fe->d_name[0] != '.' && !stat(fd, &fst) &&
			    fst.st_dev == st->st_dev && fst.st_ino == st->st_ino) {
				if (pid != getpid())
					holds = true;
				else if (atoi(fe->d_name) != keep)
					close(atoi(fe->d_name));
			}
			free(fd);
		}
		if (d)
			closedir(d);
		free(fds);
		if (holds)
			pids[n++] = pid;
	}
	if (proc)
		closedir(proc);
	return n;
}

/*
 * Takes @fd's lock once the programs a killed run left behind are gone:
 * each process group holding it is sent SIGTERM (make then deletes the
 * targets it was writing), after 5 s SIGKILL.
 */
static void stop_leftovers(int fd, const char *path)
{
	double start = now_seconds();
	pid_t pids[64], sent[64];
	size_t nsent = 0;
	bool killed = false;
	struct stat st;

	if (fstat(fd, &st))
		fatal("cannot stat %s: %s", path, strerror(errno));
	while (flock(fd, LOCK_EX | LOCK_NB)) {
		if (errno == EINTR)
			continue;
		if (errno != EWOULDBLOCK)
			fatal("cannot lock %s: %s", path, strerror(errno));
		size_t n = lock_holders(&st, fd, pids, 64);
		double waited = now_seconds() - start;

		if (waited > 30 && n)
			fatal("processes left by an interrupted run still hold %s after 30 s (pid %d, ...); stop them",
			    path, (int)pids[0]);
		if (waited > 30)
			fatal("%s is held by processes this user cannot see or stop", path);
		for (size_t i = 0; i < n; i++) {
			pid_t pg = getpgid(pids[i]);
			bool again = false;

			for (size_t j = 0; j < nsent && !again; j++)
				again = sent[j] == pids[i];
			if (again && (killed || waited < 5))
				continue;
			if (!again) {
				char *commf = str_printf("/proc/%d/comm", (int)pids[i]);
				char *comm = read_file(commf, NULL);

				note("stopping %s (pid %d), left running by an interrupted rcucheck run",
				     comm ? rtrim(comm) : "?", (int)pids[i]);
				free(comm);
				free(commf);
				if (nsent < 64)
					sent[nsent++] = pids[i];
			}
			/* Its whole process group: make with its compilers, qemu. */
			pid_t target = pg > 1 && pg != getpgrp() ? -pg : pids[i];

			kill(target, waited < 5 ? SIGTERM : SIGKILL);
		}
		killed = waited >= 5;
		struct timespec ts = { 0, 100 * 1000 * 1000 };

		nanosleep(&ts, NULL);
	}
}

#define MAX_LOCKS 8
static struct {
	char *name;	/* NULL: a free slot */
	int fd, busy, count;
} locks[MAX_LOCKS];

int cache_lock(const char *name)
{
	int slot;

	/* Taken again by the same run: the same lock. */
	for (slot = 0; slot < MAX_LOCKS; slot++) {
		if (locks[slot].name && !strcmp(locks[slot].name, name)) {
			locks[slot].count++;
			return locks[slot].fd;
		}
	}
	for (slot = 0; slot < MAX_LOCKS && locks[slot].name; slot++)
		;
	if (slot == MAX_LOCKS)
		fatal("too many cache locks (%s)", name);

	char *dir = cache_path("locks", NULL, true);
	char *path = str_printf("%s/%s.lock", dir, name);
	char *busy = str_printf("%s/%s.busy", dir, name);
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);

	if (fd < 0)
		fatal("cannot open lock %s: %s", path, strerror(errno));
	while (flock(fd, LOCK_EX | LOCK_NB)) {
		if (errno == EINTR)
			continue;
		if (errno != EWOULDBLOCK)
			fatal("cannot lock %s: %s", path, strerror(errno));
		note("waiting for another rcucheck run holding %s", path);
		while (flock(fd, LOCK_EX))
			if (errno != EINTR)
				fatal("cannot lock %s: %s", path, strerror(errno));
		break;
	}
	/*
	 * The second lock is inherited by every program the run starts (no
	 * O_CLOEXEC). Only a run killed without warning (SIGKILL) leaves it
	 * held: by the make or qemu it had started, which are stopped here.
	 */
	int busy_fd = open(busy, O_RDWR | O_CREAT, 0644);

	if (busy_fd < 0)
		fatal("cannot open lock %s: %s", busy, strerror(errno));
	stop_leftovers(busy_fd, busy);
	locks[slot].name = str_dup(name);
	locks[slot].fd = fd;
	locks[slot].busy = busy_fd;
	locks[slot].count = 1;
	free(dir);
	free(path);
	free(busy);
	return fd;
}

void cache_unlock(int lock)
{
	for (int i = 0; i < MAX_LOCKS; i++) {
		if (!locks[i].name || locks[i].fd != lock || --locks[i].count)
			continue;
		close(locks[i].busy);
		close(locks[i].fd);
		free(locks[i].name);
		locks[i].name = NULL;
	}
}

/* Removes $CACHE/run/<what>-<pid>... entries of runs that no longer exist. */
void cache_sweep_run(void)
{
	char *run = cache_path("run", NULL, false);
	DIR *d = opendir(run);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		const char *p = de->d_name;
		long pid = 0;

		/* The first "-<digits>" ending the name or followed by '.', '-', '_'. */
		while ((p = strchr(p, '-'))) {
			char *end;

			pid = strtol(++p, &end, 10);
			if (end > p && (!*end || strchr(".-_", *end)))
				break;
			pid = 0;
		}
		if (pid <= 1 || pid == getpid() || !kill((pid_t)pid, 0) || errno != ESRCH)
			continue;
		char *path = path_join(run, de->d_name);

		remove_tree(path);
		free(path);
	}
	if (d)
		closedir(d);
	free(run);
}

bool is_kernel_tree(const char *dir)
{
	static const char *const must[] = {
		"Kconfig", "kernel/sys.c", "include/linux/rcupdate.h",
		"scripts/Makefile.build",
	};
	char *mk = path_join(dir, "Makefile");
	char *text = read_file(mk, NULL);
	bool ok = text && strstr(text, "\nVERSION = ") && strstr(text, "\nPATCHLEVEL = ");

	free(mk);
	free(text);
	for (size_t i = 0; ok && i < sizeof(must) / sizeof(must[0]); i++) {
		char *p = path_join(dir, must[i]);

		ok = is_file(p);
		free(p);
	}
	return ok;
}

/* ---- the packaged tarball ---------------------------------------------- */

struct feed_state {
	int fd;
	off_t size, done;
	struct progress pr;
};

static int feed_tarball(int out, void *arg)
{
	struct feed_state *fs = arg;
	char buf[1 << 16];
	ssize_t n;

	while ((n = read(fs->fd, buf, sizeof(buf))) > 0) {
		for (ssize_t off = 0; off < n;) {
			ssize_t w = write(out, buf + off, (size_t)(n - off));

			if (w < 0) {
				if (errno == EINTR)
					continue;
				return -1;	/* tar died; its status says why */
			}
			off += w;
		}
		fs->done += n;
		progress_update(&fs->pr, (int)(fs->done * 100 / (fs->size ? fs->size : 1)), NULL);
	}
	return n < 0 ? -1 : 0;
}

static char *tarball_identity(const char *tarball)
{
	struct stat st;

	if (stat(tarball, &st))
		return NULL;
	return str_printf("tarball=%s size=%lld mtime=%lld\n", tarball,
			 (long long)st.st_size, (long long)st.st_mtime);
}

static char *stamp_path(const char *repo)
{
	return str_printf("%s/.git/rcucheck-ready", repo);
}

/* A cache entry is good when its stamp, base tag and tree are all there. */
static bool repo_is_good(const char *repo, const char *identity)
{
	char *stamp = stamp_path(repo);
	char *have = read_file(stamp, NULL);
	bool ok = have && (!identity || !strcmp(have, identity));

	free(stamp);
	free(have);
	if (!ok || !is_kernel_tree(repo))
		return false;
	return git(repo, NULL, NULL, "rev-parse", "-q", "--verify",
		   BASE_TAG "^{commit}", NULL) == 0;
}

/* git init + one base commit of everything, then the ready stamp. */
static void commit_base(const char *dir, const char *what, const char *identity)
{
	struct strbuf out = STRBUF_INIT;
	char *stamp;

	note("recording %s as the base commit (git add of the whole tree, about a minute)", what);
	if (git(dir, NULL, &out, "init", "-q", NULL) ||
	    /* -f: Debian's .gitignore ignores everything at the top level. */
	    git(dir, NULL, &out, "add", "-f", "-A", ".", NULL) ||
	    git(dir, git_identity, &out, "commit", "-q", "--no-verify", "-m",
		what, NULL) ||
	    git(dir, NULL, &out, "tag", "-f", BASE_TAG, NULL))
		fatal("git failed recording the base commit in %s: %s", dir, last_line(&out));
	stamp = stamp_path(dir);
	if (write_file(stamp, identity, strlen(identity)))
		fatal("cannot write %s: %s", stamp, strerror(errno));
	free(stamp);
	sb_free(&out);
}

/* Removes leftovers of interrupted runs: <final>.tmp-<pid> directories. */
static void remove_stale_tmp(const char *final)
{
	char *parent = str_dup(final), *slash = strrchr(parent, '/');
	const char *base = slash ? slash + 1 : final;
	DIR *d;
	struct dirent *de;

	if (!slash)
		return free(parent);
	*slash = '\0';
	d = opendir(parent);
	while (d && (de = readdir(d))) {
		if (strncmp(de->d_name, base, strlen(base)) ||
		    !starts_with(de->d_name + strlen(base), ".tmp-"))
			continue;
		char *p = path_join(parent, de->d_name);

		note("removing %s, left by an interrupted run", p);
		remove_tree(p);
		free(p);
	}
	if (d)
		closedir(d);
	free(parent);
}

static void extract_tarball(const char *tarball, const char *repo,
			    const char *identity)
{
	char *tmp = str_printf("%s.tmp-%d", repo, (int)getpid());
	char *const argv[] = { "tar", "-xJ", "-f", "-", "-C", tmp,
			       "--strip-components=1", NULL };
	struct feed_state fs = { .fd = -1 };
	struct proc_opts o = { .quiet = true, .feed = feed_tarball, .feed_arg = &fs };
	struct stat st;
	int ret;

	need_tool("tar", "tar");
	need_tool("xz", "xz-utils");
	need_tool("git", "git");
	if (mkdir_p(tmp, 0755))
		fatal("cannot create %s: %s", tmp, strerror(errno));
	fs.fd = open(tarball, O_RDONLY | O_CLOEXEC);
	if (fs.fd < 0 || fstat(fs.fd, &st))
		fatal("cannot read %s: %s", tarball, strerror(errno));
	fs.size = st.st_size;
	note("extracting %s into %s", tarball, repo);
	progress_start(&fs.pr, "extract");
	ret = proc_run(argv, &o, NULL);
	close(fs.fd);
	if (ret)
		fatal("extracting %s failed (tar exit %d); is the file complete?", tarball, ret);
	progress_done(&fs.pr, NULL);
	if (!is_kernel_tree(tmp))
		fatal("%s does not hold a Linux source tree", tarball);
	commit_base(tmp, "rcucheck base: packaged linux-source tree", identity);
	if (rename(tmp, repo))
		fatal("cannot move %s to %s: %s", tmp, repo, strerror(errno));
	free(tmp);
}

static void open_packaged(struct ktree *kt, const char *tarball)
{
	char *identity, *base = str_dup(strrchr(tarball, '/') ? strrchr(tarball, '/') + 1 : tarball);
	int lock = -1;

	if (!is_file(tarball)) {
		const struct kver *kv = kver_current();

		if (strcmp(tarball, kv->tarball))
			fatal("--tarball %s: no such file", tarball);
		fatal("%s not found: Debian's %s is not installed (run 'rcucheck setup --kver %s', or 'apt-get install %s' as root), or give -C KDIR",
		    tarball, kv->package, kv->version, kv->package);
	}
	/* linux-source-6.1.tar.xz -> linux-source-6.1 */
	for (char *dot = strstr(base, ".tar"); dot; dot = NULL)
		*dot = '\0';
	kt->name = base;
	kt->origin = str_dup(tarball);
	kt->repo = cache_path("src", base, true);
	identity = tarball_identity(tarball);

	if (repo_is_good(kt->repo, identity))
		goto out;
	lock = cache_lock(base);
	/* Another run may have finished it while we waited for the lock. */
	if (repo_is_good(kt->repo, identity))
		goto out;
	remove_stale_tmp(kt->repo);
	if (is_dir(kt->repo)) {
		note("the cached tree %s is incomplete or stale (interrupted extraction, or a new package); extracting again",
		     kt->repo);
		if (remove_tree(kt->repo))
			fatal("cannot remove %s: %s", kt->repo, strerror(errno));
	}
	extract_tarball(tarball, kt->repo, identity);
out:
	if (lock >= 0)
		cache_unlock(lock);
	free(identity);
}

/*
 * The lock files a killed git left in @dir (a git directory, or @sub of
 * it): index.lock, HEAD.lock, ... Only called under the lock that every
 * rcucheck git command there runs under, so none is live.
 */
static void remove_git_locks(const char *dir, const char *sub)
{
	char *gitdir = sub ? path_join(dir, sub) : str_dup(dir);
	DIR *d = opendir(gitdir);
	struct dirent *de;

	while (d && (de = readdir(d))) {
		if (!ends_with(de->d_name, ".lock"))
			continue;
		char *p = path_join(gitdir, de->d_name);

		note("removing %s, left by an interrupted git command", p);
		unlink(p);
		free(p);
	}
	if (d)
		closedir(d);
	free(gitdir);
}

/* A worktree's own git directory ($REPO/.git/worktrees/NAME), or NULL. */
char *ktree_worktree_admin(const char *wt)
{
	char *dotgit = path_join(wt, ".git");
	char *text = read_file(dotgit, NULL);
	char *admin = NULL;

	if (text && starts_with(text, "gitdir: "))
		admin = str_dup(rtrim(text + 8));
	free(text);
	free(dotgit);
	return admin;
}

/* ---- a user's tree -------------------------------------------------------- */

static uint32_t fnv1a(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* A git tree: a shared clone (no copy of objects); base = their HEAD. */
static void open_user_git(struct ktree *kt, const char *kdir)
{
	struct strbuf out = STRBUF_INIT;

	if (!is_dir(kt->repo)) {
		char *tmp = str_printf("%s.tmp-%d", kt->repo, (int)getpid());

		remove_stale_tmp(kt->repo);
		note("cloning %s into the cache (shared objects, your tree is not touched)", kdir);
		if (git(NULL, NULL, &out, "clone", "-q", "--shared", "--no-checkout",
			kdir, tmp, NULL))
			fatal("git clone of %s failed: %s", kdir, last_line(&out));
		if (rename(tmp, kt->repo))
			fatal("cannot move %s to %s: %s", tmp, kt->repo, strerror(errno));
		free(tmp);
	}
	sb_reset(&out);
	if (git(kt->repo, NULL, &out, "fetch", "-q", kdir, "HEAD", NULL) ||
	    git(kt->repo, NULL, &out, "tag", "-f", BASE_TAG, "FETCH_HEAD", NULL))
		fatal("cannot take HEAD of %s: %s", kdir, last_line(&out));
	sb_reset(&out);
	if (!git(kdir, NULL, &out, "status", "--porcelain", "-uno", NULL) && out.len)
		warn("%s has uncommitted changes: rcucheck works on its HEAD commit", kdir);
	sb_free(&out);
}

/* Not a git tree: copied once into the cache and committed there. */
static void open_user_copy(struct ktree *kt, const char *kdir)
{
	char *identity = str_printf("copy=%s\n", kdir);

	if (!repo_is_good(kt->repo, identity)) {
		char *tmp = str_printf("%s.tmp-%d", kt->repo, (int)getpid());
		char *src = str_printf("%s/.", kdir);
		char *const argv[] = { "cp", "-a", "--reflink=auto", src, tmp, NULL };
		struct strbuf out = STRBUF_INIT;

		remove_stale_tmp(kt->repo);
		remove_tree(kt->repo);
		note("copying %s into the cache (it is not a git tree; your tree is not touched)", kdir);
		if (mkdir_p(tmp, 0755) || proc_capture(argv, NULL, &out))
			fatal("copying %s failed: %s", kdir, last_line(&out));
		commit_base(tmp, "rcucheck base: copy of a user tree", identity);
		if (rename(tmp, kt->repo))
			fatal("cannot move %s to %s: %s", tmp, kt->repo, strerror(errno));
		free(tmp);
		free(src);
		sb_free(&out);
	}
	free(identity);
}

/*
 * A user's tree has the version its Makefile says: shown, and held to
 * --kver when one was given (it names a packaged tree, not this one).
 */
static void note_user_version(const char *kdir, const char *root)
{
	char *version = kver_of_tree(root);
	const struct kver *kv = kver_current();

	if (!version)
		return;
	note("tree: %s is Linux %s (its Makefile)", kdir, version);
	if (kver_was_selected() && !kver_matches(version, kv->version))
		fatal("-C %s is Linux %s, not %s: --kver picks a packaged tree; drop it with -C",
		    kdir, version, kv->version);
	free(version);
}

void ktree_open(struct ktree *kt, const char *kdir, const char *tarball)
{
	memset(kt, 0, sizeof(*kt));
	need_tool("git", "git");
	if (!kdir) {
		open_packaged(kt, tarball ? tarball : kver_current()->tarball);
		return;
	}
	if (!is_dir(kdir))
		fatal("-C %s: no such directory", kdir);
	kt->origin = xrealpath(kdir, "-C");
	if (!is_kernel_tree(kt->origin))
		fatal("-C %s: not a kernel tree (needs a top Makefile with VERSION and PATCHLEVEL, Kconfig, kernel/sys.c, include/linux/rcupdate.h)",
		    kdir);
	note_user_version(kdir, kt->origin);
	kt->name = str_printf("user-%08x", fnv1a(kt->origin));
	kt->repo = cache_path("src", kt->name, true);
	/* Held while the base repository changes, not for the whole run. */
	int lock = cache_lock(kt->name);
	char *dotgit = path_join(kt->origin, ".git");

	remove_git_locks(kt->repo, ".git");
	remove_git_locks(kt->repo, ".git/refs/tags");
	if (access(dotgit, F_OK) == 0)
		open_user_git(kt, kt->origin);
	else
		open_user_copy(kt, kt->origin);
	cache_unlock(lock);
	free(dotgit);
}

void ktree_pick_version_of_build(const char *kdir, const char *work)
{
	const struct kver *only = NULL;
	int built = 0;

	if (kdir || kver_was_selected())
		return;
	for (const char *const *v = kver_versions(); *v; v++) {
		const struct kver *kv = kver_find(*v);
		char *key = str_printf("%s-%s/arch/x86/boot/bzImage", kv->package, work);
		char *image = cache_path("build", key, false);

		if (is_file(image)) {
			only = kv;
			built++;
		}
		free(image);
		free(key);
	}
	if (built == 1 && only != kver_current()) {
		note("--work %s: a kernel is built for %s only; using it (--kver %s)", work,
		     only->package, only->version);
		kver_select(only->version);
	}
}

char *ktree_key(const struct ktree *kt, const char *work)
{
	return str_printf("%s-%s", kt->name, work);
}

static bool valid_work_name(const char *work)
{
	if (!*work || *work == '.')
		return false;
	for (const char *p = work; *p; p++)
		if (!(('a' <= *p && *p <= 'z') || ('A' <= *p && *p <= 'Z') ||
		      ('0' <= *p && *p <= '9') || strchr("._-", *p)))
			return false;
	return true;
}

/*
 * What a killed git am or checkout left in @wt: its locks, its am state.
 * Then the reset: only files that differ are rewritten (incremental
 * builds). 0, or -1 with git's reason in @out.
 */
static int reset_worktree(const char *wt, struct strbuf *out)
{
	char *admin = ktree_worktree_admin(wt);

	if (admin) {
		remove_git_locks(admin, NULL);
		git(wt, NULL, NULL, "am", "--abort", NULL);
		char *am = path_join(admin, "rebase-apply");

		if (is_dir(am)) {
			note("removing %s, left by an interrupted git am", am);
			remove_tree(am);
		}
		free(am);
		free(admin);
	}
	if (git(wt, NULL, out, "checkout", "-q", "-f", "--detach", BASE_TAG, NULL) ||
	    git(wt, NULL, out, "clean", "-q", "-f", "-d", "-x", NULL))
		return -1;
	return 0;
}

/*
 * Removes what is left of @wt and adds it again to the base, under the
 * base's lock. Another process (a user's rm -rf, git worktree remove) may
 * be removing it meanwhile: files vanishing under the removal are not an
 * error. 0, or -1 with git's reason in @out.
 */
static int add_worktree(struct ktree *kt, const char *wt, struct strbuf *out)
{
	/* The base repository's worktree list is shared by every work name. */
	int lock = cache_lock(kt->name), ret = 0;

	for (int tries = 0; remove_tree(wt); tries++)
		if ((errno != ENOENT && errno != ENOTEMPTY) || tries == 5)
			fatal("cannot remove %s: %s", wt, strerror(errno));
	remove_git_locks(kt->repo, ".git");
	git(kt->repo, NULL, NULL, "worktree", "prune", NULL);
	sb_reset(out);
	if (git(kt->repo, NULL, out, "worktree", "add", "-q", "-f", "--detach", wt,
		BASE_TAG, NULL))
		ret = -1;
	cache_unlock(lock);
	return ret;
}

char *ktree_worktree(struct ktree *kt, const char *work)
{
	struct strbuf out = STRBUF_INIT;
	char *key, *wt, *dotgit;

	if (!valid_work_name(work))
		fatal("--work '%s': use letters, digits, '.', '_' and '-'", work);
	key = ktree_key(kt, work);
	/* The worktree is this run's until it exits (callers may hold it already). */
	cache_lock(key);
	wt = cache_path("work", key, true);
	dotgit = path_join(wt, ".git");
	/*
	 * Our lock keeps other rcucheck runs out, not a user's rm -rf or git
	 * worktree remove: a worktree that vanished between the check and
	 * its use is pruned and added again (three tries).
	 */
	for (int attempt = 0; ; attempt++) {
		if (is_file(dotgit)) {
			sb_reset(&out);
			if (!reset_worktree(wt, &out) && is_file(dotgit))
				break;
			if (is_file(dotgit))
				note("worktree %s is broken (%s); making it again", wt, last_line(&out));
			else
				note("worktree %s was removed by another process; making it again", wt);
		} else if (attempt) {
			note("worktree %s was removed by another process; making it again", wt);
		}
		if (attempt == 3)
			fatal("git worktree add %s failed: %s", wt,
			      out.len ? last_line(&out) : "removed by another process each time");
		/* A broken one is replaced by one of the same size. */
		if (!attempt && !is_file(dotgit) &&
		    cache_need_space(cache_dir(), "a scratch worktree", WORKTREE_NEED_MB))
			exit(EXIT_ERROR);
		if (!attempt)
			note("creating the scratch worktree %s", wt);
		if (add_worktree(kt, wt, &out))
			note("git worktree add %s failed (%s); pruning and adding again", wt,
			     last_line(&out));
		else if (is_file(dotgit))
			break;
	}
	/* Its last use, for rcucheck cache (tree/scratch.c). */
	utimensat(AT_FDCWD, dotgit, NULL, 0);
	free(key);
	free(dotgit);
	sb_free(&out);
	return wt;
}

int series_patches(const char *series, struct strlist *patches)
{
	struct dirent *de;
	DIR *d = opendir(series);

	if (!d)
		return error("series %s: %s", series, strerror(errno));
	while ((de = readdir(d))) {
		if (!ends_with(de->d_name, ".patch") || de->d_name[0] == '.' ||
		    strstr(de->d_name, "cover-letter") || starts_with(de->d_name, "0000-"))
			continue;
		sl_push(patches, de->d_name);
	}
	closedir(d);
	if (!patches->n)
		return error("series %s: no *.patch files", series);
	sl_sort(patches);
	return 0;
}

int ktree_apply_patch(const char *worktree, const char *patch, char **why)
{
	char *abs = realpath(patch, NULL);
	struct strbuf out = STRBUF_INIT;
	int ret = 0;

	*why = NULL;
	if (!abs || git(worktree, git_identity, &out, "am", "-q", "--3way",
			"--committer-date-is-author-date", abs, NULL)) {
		const char *err = strstr(out.buf ? out.buf : "", "error: ");

		if (err) {
			char *nl = strchr(err, '\n');

			if (nl)
				*nl = '\0';
		}
		git(worktree, NULL, NULL, "am", "--abort", NULL);
		*why = str_dup(!abs ? strerror(errno) : err ? err + 7 : last_line(&out));
		ret = -1;
		/* The 3-way fallback's complaint hides where: ask git apply. */
		struct strbuf chk = STRBUF_INIT;
		const char *where;

		if (abs && git(worktree, NULL, &chk, "apply", "--check", abs, NULL) &&
		    chk.buf && (where = strstr(chk.buf, "error: patch failed: "))) {
			free(*why);
			*why = xstrndup(where + 7, strcspn(where + 7, "\n"));
		}
		sb_free(&chk);
	}
	free(abs);
	sb_free(&out);
	return ret;
}

int ktree_apply_series(const char *worktree, const char *series)
{
	struct strlist patches = STRLIST_INIT;

	if (series_patches(series, &patches))
		return -1;

	int ret = 0;

	for (size_t i = 0; i < patches.n && !ret; i++) {
		char *path = path_join(series, patches.v[i]), *why;

		if (ktree_apply_patch(worktree, path, &why)) {
			ret = error("patch %s does not apply: %s", patches.v[i], why);
			free(why);
		}
		free(path);
	}
	if (!ret)
		note("applied %zu patch%s from %s", patches.n, patches.n == 1 ? "" : "es", series);
	sl_free(&patches);
	return ret;
}

char *ktree_read_root(const char *kdir, bool need_kernel)
{
	if (kdir) {
		if (!is_dir(kdir))
			fatal("-C %s: no such directory", kdir);
		if (need_kernel && !is_kernel_tree(kdir))
			fatal("-C %s: not a Linux kernel tree (no Kbuild, kernel/ or "
			    "include/linux/); --no-tree audits a plain directory", kdir);
		char *root = xrealpath(kdir, "-C");

		if (is_kernel_tree(root))
			note_user_version(kdir, root);
		return root;
	}
	const struct kver *kv = kver_current();
	char *root = cache_path("src", kv->package, false);

	if (!is_dir(root))
		fatal("no tree at %s: run 'rcucheck setup%s%s' or give -C KDIR", root,
		    kver_was_selected() ? " --kver " : "", kver_was_selected() ? kv->version : "");
	return root;
}

char *ktree_index_path(const char *root, bool packaged)
{
	/* the format version in the name: checkouts of two versions keep their own */
	char *name = packaged ? str_printf("%s.v%d.tidx", kver_current()->package, TINDEX_VERSION) :
		     str_printf("user-%08x.v%d.tidx", fnv1a(root), TINDEX_VERSION);
	char *path = cache_path("index", name, true);

	free(name);
	return path;
}

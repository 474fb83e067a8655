// SPDX-License-Identifier: GPL-2.0
#include "tree/spatch_progress.h"

#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "lib/util.h"

/* Seconds between two looks at the workers' files. */
#define POLL_SECONDS 0.5
#define HEAD_LEN 10	/* strlen("HANDLING: ") */

/* One worker's stderr.N: how far it is read, what it said so far. */
struct worker {
	char *path;
	off_t offset;
	char head[HEAD_LEN];	/* the start of the line being read */
	int head_len;
	size_t started, skipped;
	bool busy;		/* its last file is still being matched */
};

struct spatch_watch {
	char *dir, *base;	/* the --tmp-dir prefix, split */
	size_t total;
	struct progress *pr;
	struct worker *w;
	size_t nw, alloc;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	bool stop;
};

static void scan_line_start(struct worker *k, char c)
{
	if (c == '\n') {
		k->head_len = 0;
		return;
	}
	if (k->head_len < 0)
		return;		/* this line is decided */
	k->head[k->head_len++] = c;
	if (k->head_len < HEAD_LEN)
		return;
	if (!memcmp(k->head, "HANDLING: ", HEAD_LEN)) {
		k->started++;
		k->busy = true;
	} else if (!memcmp(k->head, "Skipping: ", HEAD_LEN)) {
		k->skipped++;
		k->busy = false;
	}
	k->head_len = -1;
}

/* What the worker wrote since the last look. */
static void read_worker(struct worker *k)
{
	char buf[65536];
	int fd = open(k->path, O_RDONLY);
	ssize_t n;

	if (fd < 0)
		return;
	while ((n = pread(fd, buf, sizeof(buf), k->offset)) > 0) {
		for (ssize_t i = 0; i < n; i++)
			scan_line_start(k, buf[i]);
		k->offset += n;
	}
	close(fd);
}

static struct worker *worker_of(struct spatch_watch *w, char *path)
{
	for (size_t i = 0; i < w->nw; i++) {
		if (!strcmp(w->w[i].path, path)) {
			free(path);
			return &w->w[i];
		}
	}
	ALLOC_GROW(w->w, w->nw, w->alloc);
	w->w[w->nw] = (struct worker){ .path = path };
	return &w->w[w->nw++];
}

/* Every stderr.N under the PREFIX_... directories: one a worker, one directory a run. */
static void scan(struct spatch_watch *w)
{
	DIR *d = opendir(w->dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		if (!starts_with(e->d_name, w->base))
			continue;
		char *sub = path_join(w->dir, e->d_name);
		DIR *sd = opendir(sub);
		struct dirent *f;

		while (sd && (f = readdir(sd)))
			if (starts_with(f->d_name, "stderr."))
				read_worker(worker_of(w, path_join(sub, f->d_name)));
		if (sd)
			closedir(sd);
		free(sub);
	}
	closedir(d);
}

static size_t files_done(const struct spatch_watch *w)
{
	size_t done = 0;

	for (size_t i = 0; i < w->nw; i++)
		done += w->w[i].started + w->w[i].skipped - (w->w[i].busy ? 1 : 0);
	return done < w->total ? done : w->total;
}

static void *watch_main(void *arg)
{
	struct spatch_watch *w = arg;

	pthread_mutex_lock(&w->lock);
	while (!w->stop) {
		struct timespec until;

		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += (long)(POLL_SECONDS * 1e9);
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&w->wake, &w->lock, &until);
		if (w->stop)
			break;
		scan(w);
		progress_count(w->pr, files_done(w), w->total, "files");
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

struct spatch_watch *spatch_watch_start(const char *prefix, size_t total, struct progress *pr)
{
	struct spatch_watch *w = xcalloc(1, sizeof(*w));
	const char *slash = strrchr(prefix, '/');

	w->dir = slash ? xstrndup(prefix, (size_t)(slash - prefix)) : str_dup(".");
	w->base = str_printf("%s_", slash ? slash + 1 : prefix);
	w->total = total;
	w->pr = pr;
	pthread_mutex_init(&w->lock, NULL);
	pthread_cond_init(&w->wake, NULL);
	if (pthread_create(&w->thread, NULL, watch_main, w)) {
		/* No thread: the run goes on, its progress line stays still. */
		w->stop = true;
	}
	return w;
}

void spatch_watch_stop(struct spatch_watch *w)
{
	bool started;

	pthread_mutex_lock(&w->lock);
	started = !w->stop;
	w->stop = true;
	pthread_cond_signal(&w->wake);
	pthread_mutex_unlock(&w->lock);
	if (started)
		pthread_join(w->thread, NULL);
	for (size_t i = 0; i < w->nw; i++)
		free(w->w[i].path);
	free(w->w);
	free(w->dir);
	free(w->base);
	pthread_mutex_destroy(&w->lock);
	pthread_cond_destroy(&w->wake);
	free(w);
}

// SPDX-License-Identifier: GPL-2.0
#include "lib/forked.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Its answer, then one byte: '1' when @fn succeeded; the parent reads it last. */
static void child(int fd, forked_fn fn, void *arg)
{
	struct strbuf sb = STRBUF_INIT;
	bool ok;

	/* the parent's handlers kill the parent's children: not ours to do */
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	/* the parent's way back, tested: testcases/audit/ci-search-split.sh */
	if (getenv("RCUCHECK_FORKED_FAIL"))
		_exit(1);
	ok = fn(arg, &sb);
	sb_putc(&sb, ok ? '1' : '0');
	for (size_t done = 0; done < sb.len;) {
		ssize_t n = write(fd, sb.buf + done, sb.len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			_exit(1);
		done += (size_t)n;
	}
	/* no exit handlers, no stdio flush: they are the parent's */
	_exit(0);
}

bool forked_start(struct forked *f, forked_fn fn, void *arg)
{
	int p[2];

	f->pid = 0;
	f->fd = -1;
	/* not inherited by what either side runs (spatch) */
	if (pipe2(p, O_CLOEXEC))
		return false;
	fflush(NULL);
	f->pid = fork();
	if (f->pid < 0) {
		f->pid = 0;
		close(p[0]);
		close(p[1]);
		return false;
	}
	if (!f->pid) {
		close(p[0]);
		child(p[1], fn, arg);
	}
	close(p[1]);
	f->fd = p[0];
	return true;
}

int forked_collect(struct forked *f, struct strbuf *out)
{
	char buf[65536];
	int status = 0;
	bool ok;

	sb_reset(out);
	if (!f->pid)
		return -1;
	for (;;) {
		ssize_t n = read(f->fd, buf, sizeof(buf));

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		sb_add(out, buf, (size_t)n);
	}
	close(f->fd);
	while (waitpid(f->pid, &status, 0) < 0 && errno == EINTR)
		;
	f->pid = 0;
	f->fd = -1;
	ok = WIFEXITED(status) && !WEXITSTATUS(status) && out->len &&
	     out->buf[out->len - 1] == '1';
	if (!ok) {
		sb_reset(out);
		return -1;
	}
	out->buf[--out->len] = '\0';
	return 0;
}

void forked_abandon(struct forked *f)
{
	if (!f->pid)
		return;
	close(f->fd);
	kill(f->pid, SIGKILL);
	while (waitpid(f->pid, NULL, 0) < 0 && errno == EINTR)
		;
	f->pid = 0;
	f->fd = -1;
}

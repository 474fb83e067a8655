// SPDX-License-Identifier: GPL-2.0
#include "lib/proc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Process groups of running children, for the signal handler. */
#define MAX_CHILDREN 16
static volatile pid_t children[MAX_CHILDREN];

static void track(pid_t pid, bool on)
{
	for (int i = 0; i < MAX_CHILDREN; i++) {
		if (on && children[i] == 0) {
			children[i] = pid;
			return;
		}
		if (!on && children[i] == pid) {
			children[i] = 0;
			return;
		}
	}
}

/* Are processes of child group @pg left (its leader reaped if it exited)? */
static bool group_alive(pid_t pg)
{
	waitpid(pg, NULL, WNOHANG);
	return kill(-pg, 0) == 0;
}

/*
 * SIGTERM first, so that make deletes the targets it was writing and git
 * its lock files; what still runs after 5 s gets SIGKILL. Only
 * async-signal-safe calls.
 */
static void kill_children_and_die(int sig)
{
	struct timespec ts = { 0, 50 * 1000 * 1000 };
	bool alive = false;

	for (int i = 0; i < MAX_CHILDREN; i++)
		if (children[i] > 0)
			kill(-children[i], SIGTERM);
	for (int tries = 0; tries < 100; tries++) {
		alive = false;
		for (int i = 0; i < MAX_CHILDREN; i++)
			if (children[i] > 0 && group_alive(children[i]))
				alive = true;
		if (!alive)
			break;
		nanosleep(&ts, NULL);
	}
	for (int i = 0; i < MAX_CHILDREN; i++)
		if (children[i] > 0 && alive)
			kill(-children[i], SIGKILL);
	signal(sig, SIG_DFL);
	raise(sig);
}

void proc_install_signal_handlers(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = kill_children_and_die;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGINT);
	sigaddset(&sa.sa_mask, SIGTERM);
	sigaddset(&sa.sa_mask, SIGHUP);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	/* Writes to a dead child's pipe fail with EPIPE instead. */
	signal(SIGPIPE, SIG_IGN);
}

static void child_setup(const struct proc_opts *o, int in, int out_fd)
{
	if (in < 0)
		in = open(o->stdin_path ? o->stdin_path : "/dev/null", O_RDONLY);

	setpgid(0, 0);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGPIPE, SIG_DFL);
	if (in >= 0) {
		dup2(in, 0);
		close(in);
	}
	if (out_fd >= 0) {
		dup2(out_fd, 1);
		if (!o->keep_stderr)
			dup2(out_fd, 2);
		close(out_fd);
	}
	if (o->cwd && chdir(o->cwd)) {
		fprintf(stderr, "cannot enter %s: %s\n", o->cwd, strerror(errno));
		_exit(127);
	}
	for (const char *const *e = o->env; e && *e; e++)
		putenv((char *)*e);
}

static void feed_lines(struct proc_opts *o, struct strbuf *pending,
		       const char *data, size_t n)
{
	sb_add(pending, data, n);
	char *start = pending->buf, *nl;

	while ((nl = memchr(start, '\n', pending->len - (size_t)(start - pending->buf)))) {
		*nl = '\0';
		o->on_line(start, o->arg);
		start = nl + 1;
	}
	size_t rest = pending->len - (size_t)(start - pending->buf);

	memmove(pending->buf, start, rest);
	pending->len = rest;
	pending->buf[rest] = '\0';
}

int proc_run(char *const argv[], struct proc_opts *o, struct strbuf *out)
{
	struct proc_opts dflt = { 0 };
	int pipefd[2] = { -1, -1 }, feedfd[2] = { -1, -1 };
	int file_fd = -1, status = 0, feed_ret = 0;
	bool use_pipe;
	double deadline;
	pid_t pid;

	if (!o)
		o = &dflt;
	o->stop = false;
	use_pipe = o->capture || o->on_line || (o->stdout_path && o->on_line);
	if (o->stdout_path) {
		file_fd = open(o->stdout_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		if (file_fd < 0)
			return error("cannot write %s: %s", o->stdout_path, strerror(errno)),
			       PROC_NOEXEC;
	}
	if (use_pipe && pipe2(pipefd, O_CLOEXEC))
		fatal("pipe: %s", strerror(errno));
	if (o->feed && pipe2(feedfd, O_CLOEXEC))
		fatal("pipe: %s", strerror(errno));

	pid = fork();
	if (pid < 0)
		fatal("fork: %s", strerror(errno));
	if (pid == 0) {
		int fd = use_pipe ? pipefd[1] : file_fd;

		if (fd < 0 && o->quiet)
			fd = open("/dev/null", O_WRONLY);
		if (fd >= 0)
			fd = dup(fd);	/* drop O_CLOEXEC */
		child_setup(o, feedfd[0] >= 0 ? dup(feedfd[0]) : -1, fd);
		execvp(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);	/* also in the parent: no race with kill() */
	track(pid, true);
	if (o->feed) {
		close(feedfd[0]);
		feed_ret = o->feed(feedfd[1], o->feed_arg);
		close(feedfd[1]);
	}

	deadline = o->timeout > 0 ? now_seconds() + o->timeout : 0;
	if (use_pipe) {
		struct strbuf pending = STRBUF_INIT;
		char buf[65536];

		close(pipefd[1]);
		for (;;) {
			int wait_ms = -1;

			if (deadline) {
				double left = deadline - now_seconds();

				if (left <= 0)
					break;
				wait_ms = (int)(left * 1000) + 1;
			}
			struct pollfd pfd = { .fd = pipefd[0], .events = POLLIN };
			int r = poll(&pfd, 1, wait_ms);

			if (r < 0 && errno == EINTR)
				continue;
			if (r == 0)
				continue;	/* deadline re-checked above */
			ssize_t n = read(pipefd[0], buf, sizeof(buf));

			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				break;
			if (file_fd >= 0 && write(file_fd, buf, (size_t)n) != n)
				warn("short write to %s", o->stdout_path);
			if (o->capture && out)
				sb_add(out, buf, (size_t)n);
			if (o->on_line)
				feed_lines(o, &pending, buf, (size_t)n);
			if (o->stop)
				break;
		}
		if (o->on_line && pending.len && !o->stop)
			o->on_line(pending.buf, o->arg);
		sb_free(&pending);
		close(pipefd[0]);
	}

	/* Child finished its output (or must stop): wait within the deadline. */
	for (;;) {
		pid_t r = waitpid(pid, &status, WNOHANG);

		if (r == pid)
			break;
		if (r < 0 && errno != EINTR) {
			status = 0;
			break;
		}
		if (o->stop || (deadline && now_seconds() >= deadline)) {
			kill(-pid, SIGKILL);
			waitpid(pid, &status, 0);
			kill(-pid, SIGKILL);
			track(pid, false);
			if (file_fd >= 0)
				close(file_fd);
			return o->stop ? 0 : PROC_TIMEOUT;
		}
		struct timespec ts = { 0, 20 * 1000 * 1000 };

		nanosleep(&ts, NULL);
	}
	kill(-pid, SIGKILL);	/* whatever the child left behind */
	track(pid, false);
	if (file_fd >= 0)
		close(file_fd);
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	if (WEXITSTATUS(status) == 127) {
		char *path = which(argv[0]);

		if (!path)
			return PROC_NOEXEC;
		free(path);
	}
	if (feed_ret && !WEXITSTATUS(status))
		return PROC_NOEXEC;
	return WEXITSTATUS(status);
}

/* An output file of proc_start(), or -1 after error(). */
static int open_output(const char *path)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

	if (fd < 0)
		error("cannot write %s: %s", path, strerror(errno));
	return fd;
}

int proc_start(char *const argv[], const struct proc_opts *o, struct proc_child *c)
{
	int out_fd = -1, err_fd = -1;

	memset(c, 0, sizeof(*c));
	if ((o->stdout_path && (out_fd = open_output(o->stdout_path)) < 0) ||
	    (o->stderr_path && (err_fd = open_output(o->stderr_path)) < 0)) {
		if (out_fd >= 0)
			close(out_fd);
		return PROC_NOEXEC;
	}
	c->pid = fork();
	if (c->pid < 0)
		fatal("fork: %s", strerror(errno));
	if (c->pid == 0) {
		int fd = out_fd;

		if (fd < 0 && o->quiet)
			fd = open("/dev/null", O_WRONLY);
		if (fd >= 0)
			fd = dup(fd);	/* drop O_CLOEXEC */
		child_setup(o, -1, fd);
		if (err_fd >= 0)
			dup2(err_fd, 2);
		execvp(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(c->pid, c->pid);	/* also in the parent: no race with kill() */
	track(c->pid, true);
	c->running = true;
	if (out_fd >= 0)
		close(out_fd);
	if (err_fd >= 0)
		close(err_fd);
	return 0;
}

bool proc_wait(struct proc_child *c, bool block)
{
	pid_t r;

	if (!c->running)
		return true;
	while ((r = wait4(c->pid, &c->status, block ? 0 : WNOHANG, &c->ru)) < 0 &&
	       errno == EINTR)
		;
	if (r == 0)
		return false;
	if (r < 0)	/* not our child (any more): nothing to wait for */
		c->status = 0;
	kill(-c->pid, SIGKILL);	/* whatever the child left behind */
	track(c->pid, false);
	c->running = false;
	return true;
}

size_t proc_wait_any(struct proc_child *const c[], size_t n)
{
	struct timespec ts = { 0, 20 * 1000 * 1000 };

	for (;;) {
		size_t running = 0;

		for (size_t i = 0; i < n; i++) {
			if (!c[i]->running)
				continue;
			running++;
			if (proc_wait(c[i], false))
				return i;
		}
		if (!running)
			return n;
		nanosleep(&ts, NULL);
	}
}

int proc_capture(char *const argv[], const char *cwd, struct strbuf *out)
{
	struct proc_opts o = { .cwd = cwd, .capture = true };

	return proc_run(argv, &o, out);
}

const char *last_line(struct strbuf *text)
{
	if (!text->buf)
		return "";
	rtrim(text->buf);
	text->len = strlen(text->buf);
	char *nl = strrchr(text->buf, '\n');

	return nl ? nl + 1 : text->buf;
}

void need_tool(const char *tool, const char *package)
{
	char *p = which(tool);

	if (p) {
		free(p);
		return;
	}
	fatal("%s not found in PATH (install Debian's %s: run 'make setup')",
	    tool, package);
}

double rusage_cpu_seconds(const struct rusage *ru)
{
	return (double)ru->ru_utime.tv_sec + (double)ru->ru_utime.tv_usec / 1e6 +
	       (double)ru->ru_stime.tv_sec + (double)ru->ru_stime.tv_usec / 1e6;
}

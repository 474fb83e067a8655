/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running other programs (git, make, tar, spatch, qemu): each child gets a
 * process group of its own, so that a timeout or a Ctrl-C of rcucheck
 * kills it together with everything it started. Nothing is left running.
 */
#ifndef RCUCHECK_PROC_H
#define RCUCHECK_PROC_H

#include <stdbool.h>
#include <sys/resource.h>
#include <sys/types.h>
#include "lib/util.h"

#define PROC_TIMEOUT	(-1)	/* proc_run() result: killed at the deadline */
#define PROC_NOEXEC	(-2)	/* proc_run() result: could not be started */

struct proc_opts {
	const char *cwd;
	const char *const *env;	/* extra "NAME=value" entries, NULL-ended */
	const char *stdin_path;	/* default: /dev/null */
	const char *stdout_path;/* write stdout (and stderr) to this file */
	const char *stderr_path;/* proc_start(): stderr to this file instead */
	bool capture;		/* collect stdout (and stderr) in @out */
	bool quiet;		/* discard output not otherwise collected */
	bool keep_stderr;	/* with capture/stdout_path: stderr goes to ours */
	double timeout;		/* seconds; 0: none */
	/* When set, the child's stdin is a pipe this writes to (then closed). */
	int (*feed)(int fd, void *arg);
	void *feed_arg;
	/* Called for each output line when set (implies a pipe). */
	void (*on_line)(const char *line, void *arg);
	void *arg;
	/* Set by on_line to stop the child early (e.g. end marker seen). */
	bool stop;
};

/*
 * Runs argv[0] (searched in $PATH) and waits for it. Returns its exit
 * status (0..255), 128+signal if it was killed by a signal,
 * PROC_TIMEOUT or PROC_NOEXEC. @out may be NULL unless o->capture.
 */
int proc_run(char *const argv[], struct proc_opts *o, struct strbuf *out);

/* A child started in the background by proc_start(). */
struct proc_child {
	pid_t pid;
	bool running;
	int status;		/* its wait status (WIFEXITED...) once ended */
	struct rusage ru;	/* its CPU time and peak memory, with its children's */
};

/* The user and system seconds of @ru. */
double rusage_cpu_seconds(const struct rusage *ru);

/*
 * Starts argv[0] like proc_run() (cwd, env, stdin_path, stdout_path,
 * stderr_path, keep_stderr, quiet; other output goes to ours) and returns
 * at once; the signal handlers stop it too. 0, or PROC_NOEXEC after
 * error() when an output file cannot be written.
 */
int proc_start(char *const argv[], const struct proc_opts *o, struct proc_child *c);

/*
 * Has @c ended? Waits for it when @block. Once it has, c->status and
 * c->ru are set and what it left in its process group is killed.
 */
bool proc_wait(struct proc_child *c, bool block);

/* Waits for the first of the @n children in @c to end: its index (@n: none ran). */
size_t proc_wait_any(struct proc_child *const c[], size_t n);

/* Convenience: run quietly, collect output, return exit status. */
int proc_capture(char *const argv[], const char *cwd, struct strbuf *out);

/* Last non-empty line of @text, for one-line error messages. */
const char *last_line(struct strbuf *text);

/*
 * Installs SIGINT/SIGTERM/SIGHUP handlers that stop running children
 * (SIGTERM to their process groups, SIGKILL to what is left after 5 s),
 * then die of the signal.
 */
void proc_install_signal_handlers(void);

/* Dies with a one-line hint when a required program is not in $PATH. */
void need_tool(const char *tool, const char *package);

#endif

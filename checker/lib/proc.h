/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running other programs (git, make, tar, spatch, qemu): each child gets a
 * process group of its own, so that a timeout or a Ctrl-C of rcucheck
 * kills it together with everything it started. Nothing is left running.
 */
#ifndef RCUCHECK_PROC_H
#define RCUCHECK_PROC_H

#include <stdbool.h>
#include "lib/util.h"

#define PROC_TIMEOUT	(-1)	/* proc_run() result: killed at the deadline */
#define PROC_NOEXEC	(-2)	/* proc_run() result: could not be started */

struct proc_opts {
	const char *cwd;
	const char *const *env;	/* extra "NAME=value" entries, NULL-ended */
	const char *stdin_path;	/* default: /dev/null */
	const char *stdout_path;/* write stdout (and stderr) to this file */
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

// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck's init exerciser: the /init of the QEMU guest.
 *
 * It drives, one numbered sub-test at a time, the kernel code paths whose
 * RCU protection rcucheck checks, so that lockdep-RCU (PROVE_RCU) can
 * splat on them. Each sub-test is framed by markers written to /dev/kmsg,
 * so they land on the console in order with the kernel's own reports and
 * the console parser can tell which sub-test a splat came from:
 *
 *   rcucheck-exerciser: begin 12 sub-tests
 *   rcucheck-exerciser: start 1 setpriority-process
 *   rcucheck-exerciser: end 1 setpriority-process ret=0
 *   ...
 *   rcucheck-exerciser: done
 *
 * Then it reboots; QEMU runs with -no-reboot, so the guest exits.
 *
 * Kernel command-line words with '=' reach init's environment:
 *   rcucheck_tests=1,6    run only these sub-tests
 *   rcucheck_mode=hang    stop after "begin" and never finish (runner tests)
 *   rcucheck_mode=panic   exit, so the kernel panics (runner tests)
 *
 * Static, no libc features beyond syscalls: it is the only program in the
 * initramfs. Keep the table in sync with qemu/subtests.map (the functions
 * each sub-test reaches), which rcucheck reads.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static int kmsg_fd = -1;

static void say(const char *fmt, ...)
{
	char line[512];
	va_list ap;
	int n;

	n = snprintf(line, sizeof(line), "rcucheck-exerciser: ");
	va_start(ap, fmt);
	n += vsnprintf(line + n, sizeof(line) - (size_t)n - 1, fmt, ap);
	va_end(ap);
	if (n > (int)sizeof(line) - 2)
		n = (int)sizeof(line) - 2;
	line[n++] = '\n';
	/* /dev/kmsg keeps the markers in order with printk output. */
	if (kmsg_fd < 0 || write(kmsg_fd, line, (size_t)n) < 0)
		(void)!write(1, line, (size_t)n);
}

/* A system call's result as the sub-test's: the value, or -errno. */
static int sys(long r)
{
	return r < 0 ? -errno : (int)r;
}

static void block_signal(int sig)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, sig);
	sigprocmask(SIG_BLOCK, &set, NULL);
}

/* Drops a pending, blocked @sig without running any handler. */
static void discard_signal(int sig)
{
	struct timespec zero = { 0, 0 };
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, sig);
	while (sigtimedwait(&set, NULL, &zero) == sig)
		;
}

/* setpriority(2) on ourselves: set_one_prio() -> set_one_prio_perm(). */
static int t_setpriority_process(void)
{
	return sys(setpriority(PRIO_PROCESS, 0, 5));
}

/* The process-group walk under tasklist_lock. */
static int t_setpriority_pgrp(void)
{
	return sys(setpriority(PRIO_PGRP, 0, 6));
}

/* The user walk: task_uid() of every thread. */
static int t_setpriority_user(void)
{
	return sys(setpriority(PRIO_USER, 0, 7));
}

static int t_getpriority(void)
{
	errno = 0;
	getpriority(PRIO_PROCESS, 0);
	getpriority(PRIO_PGRP, 0);
	getpriority(PRIO_USER, 0);
	return -errno;
}

/* kill(2): kill_proc_info() holds rcu_read_lock() above __sigqueue_alloc(). */
static int t_kill_self(void)
{
	int ret;

	block_signal(SIGUSR1);
	ret = sys(kill(getpid(), SIGUSR1));
	discard_signal(SIGUSR1);
	return ret;
}

/*
 * SIGPIPE from pipe_write(): send_sig() -> do_send_sig_info() queues the
 * signal with only the target's siglock held, no rcu_read_lock(). The
 * signal is blocked, not ignored, so that it really is queued.
 */
static int t_sigpipe(void)
{
	int fds[2], ret;

	block_signal(SIGPIPE);
	if (pipe(fds))
		return -errno;
	close(fds[0]);
	ret = sys(write(fds[1], "x", 1));	/* -EPIPE, and SIGPIPE queued */
	close(fds[1]);
	discard_signal(SIGPIPE);
	return ret;
}

/* rt_sigqueueinfo(2): a queued real-time signal with a payload. */
static int t_sigqueue_rt(void)
{
	union sigval v = { .sival_int = 42 };
	int ret;

	block_signal(SIGRTMIN);
	ret = sys(sigqueue(getpid(), SIGRTMIN, v));
	discard_signal(SIGRTMIN);
	return ret;
}

/* prlimit64(2) on ourselves by pid: check_prlimit_permission(). */
static int t_prlimit(void)
{
	struct rlimit old;

	return sys(prlimit(getpid(), RLIMIT_NOFILE, NULL, &old));
}

/* sched_setscheduler(2) by pid: check_same_owner() and friends. */
static int t_sched_setscheduler(void)
{
	struct sched_param sp = { .sched_priority = 0 };

	return sys(sched_setscheduler(getpid(), SCHED_OTHER, &sp));
}

/* /proc readers walk other tasks' creds and pids under RCU. */
static int t_proc_read(void)
{
	static const char *const files[] = {
		"/proc/self/status", "/proc/1/stat", "/proc/self/cmdline",
	};
	char buf[4096];

	mkdir("/proc", 0555);
	if (mount("proc", "/proc", "proc", 0, NULL) && errno != EBUSY)
		return -errno;
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		int fd = open(files[i], O_RDONLY);

		if (fd < 0)
			return -errno;
		while (read(fd, buf, sizeof(buf)) > 0)
			;
		close(fd);
	}
	return 0;
}

/* fork(2), exit and wait(2): copy_process(), release_task(), SIGCHLD. */
static int t_fork_wait(void)
{
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -errno;
	if (pid == 0)
		_exit(0);
	if (waitpid(pid, &status, 0) != pid)
		return -errno;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* setresuid(2) to the same ids: prepare_creds()/commit_creds(). */
static int t_setresuid(void)
{
	return sys(setresuid(0, 0, 0));
}

struct subtest {
	const char *name;
	int (*fn)(void);
};

/* Numbered from 1 in this order; never renumber, only append. */
static const struct subtest subtests[] = {
	{ "setpriority-process", t_setpriority_process },
	{ "setpriority-pgrp", t_setpriority_pgrp },
	{ "setpriority-user", t_setpriority_user },
	{ "getpriority", t_getpriority },
	{ "kill-self", t_kill_self },
	{ "sigpipe", t_sigpipe },
	{ "sigqueue-rt", t_sigqueue_rt },
	{ "prlimit", t_prlimit },
	{ "sched-setscheduler", t_sched_setscheduler },
	{ "proc-read", t_proc_read },
	{ "fork-wait", t_fork_wait },
	{ "setresuid", t_setresuid },
};
#define NR_SUBTESTS ((int)(sizeof(subtests) / sizeof(subtests[0])))

static int selected(const char *list, int nr)
{
	if (!list || !*list)
		return 1;
	for (const char *p = list; *p;) {
		char *end;
		long v = strtol(p, &end, 10);

		if (end == p)
			break;
		if (v == nr)
			return 1;
		p = *end == ',' ? end + 1 : end;
	}
	return 0;
}

static void finish(void)
{
	sync();
	reboot(RB_AUTOBOOT);
	/* Not reached unless reboot() failed: nothing else to do. */
	for (;;)
		pause();
}

int main(void)
{
	const char *mode = getenv("rcucheck_mode");
	const char *only = getenv("rcucheck_tests");

	kmsg_fd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC);
	say("begin %d sub-tests", NR_SUBTESTS);
	if (mode && !strcmp(mode, "hang")) {
		for (;;)
			pause();
	}
	if (mode && !strcmp(mode, "panic")) {
		say("exiting as init on request, the kernel will panic");
		return 1;
	}
	for (int i = 0; i < NR_SUBTESTS; i++) {
		int nr = i + 1, ret;

		if (!selected(only, nr))
			continue;
		say("start %d %s", nr, subtests[i].name);
		ret = subtests[i].fn();
		say("end %d %s ret=%d", nr, subtests[i].name, ret);
	}
	say("done");
	finish();
	return 0;
}

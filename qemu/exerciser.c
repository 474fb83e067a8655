// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck's init exerciser: the /init of the QEMU guest.
 *
 * It drives, one numbered sub-test at a time, the kernel code paths whose
 * RCU protection rcucheck checks, so that lockdep-RCU (PROVE_RCU) can
 * splat on them. Each sub-test is framed by markers written to /dev/kmsg,
 * so they land on the console in order with the kernel's own reports and
 * the console parser can tell which sub-test a splat came from. A sub-test
 * that cannot reach its code in this kernel (no USB) says why in a "skip"
 * marker before its end, so that validation never counts it as run:
 *
 *   rcucheck-exerciser: begin 12 sub-tests
 *   rcucheck-exerciser: start 1 setpriority-process
 *   rcucheck-exerciser: end 1 setpriority-process ret=0
 *   ...
 *   rcucheck-exerciser: skip 13 usb-async-urb: no USB bus in /sys/bus/usb/devices ...
 *   rcucheck-exerciser: end 13 usb-async-urb ret=-19
 *   ...
 *   rcucheck-exerciser: done
 *
 * Then it reboots; QEMU runs with -no-reboot, so the guest exits.
 *
 * Coverage: when the initramfs holds /rcucheck-cover (kernel functions
 * as System.map spells them, one a line, as many as the host asks: the
 * patched functions of validate, the findings' functions and their
 * chains' callers of confirm) or the command line names some
 * (rcucheck_cover=SYM,SYM, bounded by the command line), it mounts tracefs, keeps those of them that are in
 * available_filter_functions in set_ftrace_filter, starts the function
 * tracer and, after each sub-test and each workload, counts their calls in
 * the trace buffer and empties it (tracing off while it reads). The counts
 * are markers too:
 *
 *   rcucheck-exerciser: cover traced set_one_prio __x64_sys_setpriority
 *   rcucheck-exerciser: cover untraceable set_one_prio_perm
 *   rcucheck-exerciser: start 1 setpriority-process
 *   rcucheck-exerciser: end 1 setpriority-process ret=0
 *   rcucheck-exerciser: hits 1 setpriority-process: set_one_prio=1 __x64_sys_setpriority=1
 *   ...
 *   rcucheck-exerciser: cover total: set_one_prio=3 __x64_sys_setpriority=3
 *   rcucheck-exerciser: done
 *
 * ("cover unavailable: why" instead when the kernel cannot trace.) A
 * symbol the tracer does not know (notrace) is untraceable, never unrun.
 *
 * Kernel command-line words with '=' reach init's environment:
 *   rcucheck_tests=1,6    run only these sub-tests
 *   rcucheck_cover=A,B    count the calls of these kernel functions too
 *   rcucheck_mode=hang    stop after "begin" and never finish (runner tests)
 *   rcucheck_mode=panic   exit, so the kernel panics (runner tests)
 *   rcucheck_syscalls=141,62   after the sub-tests, each system call once,
 *                         every argument 0 ("w1 syscall-141" markers)
 *   rcucheck_stress=fork,clone rcucheck_stress_seconds=20   then Debian's
 *                         stress-ng with those stressors, bounded
 *                         ("wN stress-ng"; checker/runtime/workload.c)
 *
 * And when the initramfs holds /rcucheck-calls ("NAME NR ARG..." a line,
 * written by the host from checker/rcu/data/syscall-calls for confirm's
 * findings), after the rcucheck_syscalls= ones each of those calls, its
 * arguments made by call_arg() ("w2 call-fcntl" markers). Before any
 * workload it mounts /tmp (tmpfs), smackfs and tracefs and brings the
 * loopback interface up ("loopback up").
 *
 * Workloads are numbered wN apart from the sub-tests: an overrun is killed
 * and said in a "skip" marker, never a stall.
 *
 * Static, no libc features beyond syscalls: it is the only program in the
 * initramfs. Keep the table in sync with qemu/subtests.map (the functions
 * each sub-test reaches), which rcucheck reads.
 */
#include <endian.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <linux/usb/ch9.h>
#include <linux/usbdevice_fs.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/reboot.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
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

/* Why the running sub-test did not reach its code ("" when it did). */
static char skip_reason[256];

/* The sub-test cannot run here: @err is its result, the reason is printed. */
static int skip(int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(skip_reason, sizeof(skip_reason), fmt, ap);
	va_end(ap);
	return err;
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

/* Mounts the pseudo file system @what at @where; 0 or -errno. */
static int mount_once(const char *what, const char *where)
{
	mkdir(where, 0555);
	if (mount(what, where, what, 0, NULL) && errno != EBUSY)
		return -errno;
	return 0;
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

	int ret = mount_once("proc", "/proc");

	if (ret)
		return ret;
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

/* The usbfs node of root hub usbN, made from sysfs's dev numbers; -errno. */
static int usb_root_hub_node(const char *node, char *why, size_t len)
{
	char path[64], text[32];
	unsigned int maj, min;
	int fd, n;

	for (int bus = 1; bus <= 16; bus++) {
		snprintf(path, sizeof(path), "/sys/bus/usb/devices/usb%d/dev", bus);
		fd = open(path, O_RDONLY);
		if (fd < 0)
			continue;
		n = (int)read(fd, text, sizeof(text) - 1);
		close(fd);
		if (n <= 0)
			continue;
		text[n] = '\0';
		if (sscanf(text, "%u:%u", &maj, &min) != 2)
			continue;
		unlink(node);
		if (mknod(node, S_IFCHR | 0600, makedev(maj, min)))
			return -errno;
		return 0;
	}
	snprintf(why, len, "no USB bus in /sys/bus/usb/devices: %s",
		 access("/sys/bus/usb", F_OK) ?
		 "no USB support in this kernel (CONFIG_USB, or usbcore.nousb given)" :
		 "no host controller (CONFIG_USB_XHCI_HCD, QEMU's -device qemu-xhci)");
	return -ENODEV;
}

/*
 * usbfs: an asynchronous control URB (the root hub's device descriptor)
 * with a completion signal. Its completion, async_completed() in
 * drivers/usb/core/devio.c, signals us with kill_pid_usb_asyncio(). The
 * root hub answers in software: no emulated device or interrupt is needed
 * beyond the host controller's.
 */
static int t_usb_async_urb(void)
{
	static const char node[] = "/usb-root-hub";
	struct {
		struct usb_ctrlrequest setup;
		unsigned char desc[USB_DT_DEVICE_SIZE];
	} buf = { .setup = {
		.bRequestType = USB_DIR_IN | USB_TYPE_STANDARD | USB_RECIP_DEVICE,
		.bRequest = USB_REQ_GET_DESCRIPTOR,
		.wValue = htole16(USB_DT_DEVICE << 8),
		.wLength = htole16(USB_DT_DEVICE_SIZE),
	} };
	struct usbdevfs_urb urb = {
		.type = USBDEVFS_URB_TYPE_CONTROL, .endpoint = 0, .buffer = &buf,
		.buffer_length = sizeof(buf), .signr = SIGUSR1,
	};
	struct pollfd pfd = { .events = POLLOUT };
	struct timespec wait = { 2, 0 };
	char why[192];
	sigset_t usr1;
	void *done;
	int ret;

	if ((ret = mount_once("sysfs", "/sys")))
		return skip(ret, "cannot mount sysfs: %s", strerror(-ret));
	if ((ret = usb_root_hub_node(node, why, sizeof(why))))
		return ret == -ENODEV ? skip(ret, "%s", why) :
		       skip(ret, "mknod %s: %s", node, strerror(-ret));
	pfd.fd = open(node, O_RDWR | O_CLOEXEC);
	if (pfd.fd < 0)
		return skip(-errno, "open %s: %s (no usbfs in this kernel?)", node, strerror(errno));
	block_signal(SIGUSR1);
	if (ioctl(pfd.fd, USBDEVFS_SUBMITURB, &urb)) {
		ret = skip(-errno, "USBDEVFS_SUBMITURB: %s", strerror(errno));
		goto out;
	}
	/* Bounded: a URB that never completes is a skip, not a hung boot. */
	if (poll(&pfd, 1, 10000) != 1) {
		ioctl(pfd.fd, USBDEVFS_DISCARDURB, &urb);
		ret = skip(-ETIMEDOUT, "the URB did not complete within 10 s");
		goto out;
	}
	if (ioctl(pfd.fd, USBDEVFS_REAPURBNDELAY, &done)) {
		ret = -errno;
		goto out;
	}
	/* kill_pid_usb_asyncio() ran: its signal is the result. */
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	ret = sigtimedwait(&usr1, NULL, &wait) == SIGUSR1 ? urb.status : -EAGAIN;
out:
	close(pfd.fd);
	discard_signal(SIGUSR1);
	unlink(node);
	return ret;
}

/*
 * sched_getparam(2) on ourselves: the task looked up and its priority
 * read under rcu_read_lock(), copied to user space after the unlock
 * (the copy may fault, and sleep).
 */
static int t_sched_getparam(void)
{
	struct sched_param sp;

	return sys(sched_getparam(getpid(), &sp));
}

/*
 * A software perf event (page faults of this task) opened and closed:
 * perf_swevent_init() -> swevent_hlist_get() allocates the per-CPU hlist
 * and publishes it under swhash->hlist_mutex, the close releases it
 * under the same mutex (kernel/events/core.c's update side of an RCU
 * pointer). No perf_event_open(2) in this kernel: skipped.
 */
static int t_perf_swevent(void)
{
	struct perf_event_attr attr;
	long fd;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_PAGE_FAULTS;
	attr.disabled = 1;
	fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0L);
	if (fd < 0 && (errno == ENOSYS || errno == ENOENT))
		return skip(-errno, "perf_event_open: %s (no CONFIG_PERF_EVENTS)", strerror(errno));
	if (fd < 0)
		return -errno;
	close((int)fd);
	return 0;
}

/*
 * sched_getscheduler(2) on ourselves: the lookup under rcu_read_lock().
 * Late: a wait for a grace period injected into that reader deadlocks
 * the guest here (testcases/kernel/validate/lifecycle-sync/), and the
 * sub-tests after it (17) do not run in that boot. And a
 * sleep in a reader (sub-test 15 with its injection) also trips
 * lockdep's "Invalid wait context" (mmap_lock under rcu_read_lock()),
 * which turns lockdep off for the rest of the boot: sub-tests that reach
 * a lockdep-only site come before it.
 */
static int t_sched_getscheduler(void)
{
	return sys(sched_getscheduler(getpid()));
}

/*
 * POSIX timers looked up while they are deleted: a thread of ours calls
 * timer_gettime(2) on the newest timer in a loop (__lock_timer() finds
 * it in posix_timers_hashtable under rcu_read_lock() and takes its
 * ->it_lock) while we create and delete timers (release_posix_timer()
 * unhashes one with hlist_del_rcu() and frees it after a grace period).
 * The guest has one CPU: a tick that preempts the reader between the
 * lookup and the lock lets the deletion run in between; with the grace
 * period gone, KASAN reports the reader's use of the freed timer
 * (testcases/kernel/validate/lifecycle-reclaim/). 3000 deletions: a tick
 * lands in that window about once in a thousand, and the boots before and
 * after a fix make as many (with it each delete waits for a grace
 * period: slower). Bounded by 60 s of guest time too, which under TCG on
 * a loaded host can jump by minutes: the marker says how many were made.
 * No CONFIG_POSIX_TIMERS: skipped.
 */
#define TIMER_RACE_ROUNDS 3000
#define TIMER_RACE_SECONDS 60

static volatile int timer_race_id = -1, timer_race_stop, timer_race_done;
static volatile long timer_race_lookups;

static int timer_race_reader(void *unused)
{
	struct itimerspec its;

	(void)unused;
	while (!timer_race_stop) {
		syscall(SYS_timer_gettime, timer_race_id, &its);
		timer_race_lookups++;
	}
	timer_race_done = 1;
	/* The thread alone, never the group. */
	syscall(SYS_exit, 0);
	return 0;
}

static double seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int t_posix_timer_race(void)
{
	static char stack[64 * 1024] __attribute__((aligned(16)));
	struct sigevent sev = { .sigev_notify = SIGEV_NONE };
	double end;
	long rounds = 0;
	int id, ret = 0;

	if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id))
		return errno == ENOSYS ? skip(-ENOSYS, "timer_create: %s (no CONFIG_POSIX_TIMERS)", strerror(errno)) :
		       -errno;
	timer_race_id = id;
	if (clone(timer_race_reader, stack + sizeof(stack),
		  CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM,
		  NULL) < 0) {
		ret = -errno;
		syscall(SYS_timer_delete, id);
		return ret;
	}
	for (end = seconds_now() + TIMER_RACE_SECONDS;
	     rounds < TIMER_RACE_ROUNDS && seconds_now() < end; rounds++) {
		int next;

		if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &next)) {
			ret = -errno;
			break;
		}
		/* The reader goes for the newest; the old one goes while it may still look. */
		timer_race_id = next;
		syscall(SYS_timer_delete, id);
		id = next;
	}
	timer_race_stop = 1;
	while (!timer_race_done)
		sched_yield();
	syscall(SYS_timer_delete, id);
	say("timers: %ld created and deleted, %ld lookups", rounds, timer_race_lookups);
	return ret;
}

/* ---- coverage: the calls of the patched functions, by the function tracer ---- */

#define TRACEFS "/tracing"
/* The host's list of symbols, one a line (checker/runtime/coverage.h). */
#define COVER_FILE "/rcucheck-cover"

static struct {
	int n, cap;		/* symbols asked for; room */
	char **sym;
	int *order;		/* indices of sym in name order */
	int *traced;
	long *hits;		/* over every sub-test and workload */
	long *counts;		/* of the last step */
	int on;			/* the tracer runs */
} cover;

/*
 * Writes @text to tracefs file @name, all of it through one open file: a
 * filter file takes one word a write() (a short count), and applies the
 * words at the close, once. 0 or -errno.
 */
static int tracefs_write(const char *name, const char *text, int flags)
{
	size_t len = strlen(text), done = 0;
	char path[128];
	int fd, ret = 0;

	snprintf(path, sizeof(path), TRACEFS "/%s", name);
	fd = open(path, O_WRONLY | O_CLOEXEC | flags);
	if (fd < 0)
		return -errno;
	while (done < len) {
		ssize_t n = write(fd, text + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			ret = n < 0 ? -errno : -EIO;
			break;
		}
		done += (size_t)n;
	}
	if (close(fd) && !ret)
		ret = -errno;
	return ret;
}

/* The whole of tracefs file @name, NUL-terminated (malloc'd), or NULL. */
static char *tracefs_read(const char *name)
{
	char path[128], *buf = NULL;
	size_t len = 0, cap = 0;
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), TRACEFS "/%s", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	for (;;) {
		if (cap - len < 4096) {
			char *more = realloc(buf, cap = cap * 2 + 65536);

			if (!more) {
				free(buf);
				close(fd);
				return NULL;
			}
			buf = more;
		}
		n = read(fd, buf + len, cap - len - 1);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd);
	buf[len] = '\0';
	return buf;
}

/* The asked symbols' indices in name order, for bsearch (cover.order). */
static int order_cmp(const void *a, const void *b)
{
	return strcmp(cover.sym[*(const int *)a], cover.sym[*(const int *)b]);
}

/* The index of asked symbol @name (@len bytes), or -1: a binary search. */
static int cover_find(const char *name, size_t len)
{
	int lo = 0, hi = cover.n - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2, i = cover.order[mid];
		int c = strncmp(cover.sym[i], name, len);

		if (!c && cover.sym[i][len])
			c = 1;
		if (!c)
			return i;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* Did set_ftrace_filter take exactly the traceable symbols asked for? */
static int filter_is_asked(void)
{
	char *now = tracefs_read("set_ftrace_filter"), *save = NULL;
	int n = 0, want = 0, ok = !!now;

	for (char *l = now ? strtok_r(now, "\n", &save) : NULL; l && ok;
	     l = strtok_r(NULL, "\n", &save)) {
		int i = cover_find(l, strcspn(l, " \t"));

		ok = i >= 0 && cover.traced[i];
		n++;
	}
	free(now);
	for (int i = 0; i < cover.n; i++)
		want += cover.traced[i];
	/* a name of several functions (statics of other files) is several lines */
	return ok && n >= want;
}

/*
 * One pass over available_filter_functions ("name" or "name [module]" a
 * line): each asked symbol it lists is marked traceable (not a search of
 * the whole list per symbol), and the numbers of its lines kept. The
 * filter gets those numbers (set_ftrace_filter takes a line number of
 * available_filter_functions since 5.1: the kernel steps to the record;
 * a name makes it look up every function's symbol name, about 0.1 s a
 * name under TCG), all through one open file (one update at its close),
 * and is read back: a kernel that took other functions gets the names
 * instead. 0 or -errno.
 */
static int cover_filter(const char *avail)
{
	char *text;
	size_t len = 0, cap = 64;
	long line = 0;
	int ret;

	text = malloc(cap);
	if (!text)
		return -ENOMEM;
	for (const char *l = avail; *l; ) {
		const char *nl = strchr(l, '\n');
		int i = cover_find(l, strcspn(l, " \t\n"));

		line++;
		if (i >= 0) {
			cover.traced[i] = 1;
			if (cap - len < 24) {
				char *more = realloc(text, cap *= 2);

				if (!more) {
					free(text);
					return -ENOMEM;
				}
				text = more;
			}
			len += (size_t)sprintf(text + len, "%ld\n", line);
		}
		if (!nl)
			break;
		l = nl + 1;
	}
	text[len] = '\0';
	ret = len ? tracefs_write("set_ftrace_filter", text, O_APPEND) : 0;
	free(text);
	if (!ret && filter_is_asked())
		return 0;
	/* By name: every asked symbol the list has, one file, then one a file. */
	tracefs_write("set_ftrace_filter", "", O_TRUNC);
	cap = 1;
	for (int i = 0; i < cover.n; i++)
		cap += cover.traced[i] ? strlen(cover.sym[i]) + 1 : 0;
	text = malloc(cap);
	if (!text)
		return -ENOMEM;
	len = 0;
	for (int i = 0; i < cover.n; i++)
		if (cover.traced[i])
			len += (size_t)sprintf(text + len, "%s\n", cover.sym[i]);
	text[len] = '\0';
	ret = len ? tracefs_write("set_ftrace_filter", text, O_APPEND) : 0;
	free(text);
	if (!ret)
		return 0;
	for (int i = 0; i < cover.n; i++) {
		char word[160];

		snprintf(word, sizeof(word), "%s\n", cover.sym[i]);
		cover.traced[i] = cover.traced[i] &&
				  !tracefs_write("set_ftrace_filter", word, O_APPEND);
	}
	return 0;
}

/*
 * Says "cover PREFIX a b c" (or "PREFIX a=1 b=2" with @counts), in as
 * many markers as the words need.
 */
static void say_words(const char *prefix, int want_traced, const long *counts)
{
	char line[400];
	size_t len = 0;

	line[0] = '\0';
	for (int i = 0; i < cover.n; i++) {
		char word[160];

		if (want_traced >= 0 && cover.traced[i] != want_traced)
			continue;
		if (counts && want_traced < 0 && !counts[i])
			continue;
		if (counts)
			snprintf(word, sizeof(word), " %s=%ld", cover.sym[i], counts[i]);
		else
			snprintf(word, sizeof(word), " %s", cover.sym[i]);
		if (len && len + strlen(word) >= sizeof(line)) {
			say("%s%s", prefix, line);
			len = 0;
		}
		len += (size_t)snprintf(line + len, sizeof(line) - len, "%s", word);
	}
	if (len)
		say("%s%s", prefix, line);
}

/* @sym (not copied) asked for, once; 0 or -ENOMEM. */
static int cover_add(char *sym)
{
	for (int i = 0; i < cover.n; i++)
		if (!strcmp(cover.sym[i], sym))
			return 0;
	if (cover.n == cover.cap) {
		int cap = cover.cap ? 2 * cover.cap : 64;
		char **s = realloc(cover.sym, cap * sizeof(*s));

		if (!s)
			return -ENOMEM;
		cover.sym = s;
		cover.cap = cap;
	}
	cover.sym[cover.n++] = sym;
	return 0;
}

/*
 * The symbols of the initramfs's list (one a line) and of @env (commas),
 * in that order; the copies stay for the whole boot. 0 or -ENOMEM.
 */
static int cover_asked(const char *env)
{
	char *file = NULL, *copy, *save = NULL;
	size_t len = 0, cap = 0;
	int fd = open(COVER_FILE, O_RDONLY | O_CLOEXEC);

	while (fd >= 0) {
		ssize_t n;

		if (cap - len < 4096) {
			char *more = realloc(file, cap = cap * 2 + 65536);

			if (!more)
				return -ENOMEM;
			file = more;
		}
		n = read(fd, file + len, cap - len - 1);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	if (fd >= 0)
		close(fd);
	if (file) {
		file[len] = '\0';
		for (char *s = strtok_r(file, "\n", &save); s; s = strtok_r(NULL, "\n", &save))
			if (*s && cover_add(s))
				return -ENOMEM;
	}
	if (!env || !*env)
		return 0;
	copy = strdup(env);
	if (!copy)
		return -ENOMEM;
	for (char *s = strtok_r(copy, ",", &save); s; s = strtok_r(NULL, ",", &save))
		if (*s && cover_add(s))
			return -ENOMEM;
	return 0;
}

/* Sets the filter to the symbols asked for that the tracer knows, and starts it. */
static void cover_start(const char *env)
{
	char *avail;
	int ret, any = 0;

	if ((ret = cover_asked(env))) {
		say("cover unavailable: cannot read the symbols asked for: %s", strerror(-ret));
		return;
	}
	if (!cover.n)
		return;
	cover.traced = calloc(cover.n, sizeof(*cover.traced));
	cover.hits = calloc(cover.n, sizeof(*cover.hits));
	cover.counts = calloc(cover.n, sizeof(*cover.counts));
	cover.order = calloc(cover.n, sizeof(*cover.order));
	if (!cover.traced || !cover.hits || !cover.counts || !cover.order) {
		say("cover unavailable: %s", strerror(ENOMEM));
		return;
	}
	for (int i = 0; i < cover.n; i++)
		cover.order[i] = i;
	qsort(cover.order, cover.n, sizeof(*cover.order), order_cmp);
	if ((ret = mount_once("tracefs", TRACEFS))) {
		say("cover unavailable: cannot mount tracefs: %s (no CONFIG_FTRACE?)", strerror(-ret));
		return;
	}
	avail = tracefs_read("available_filter_functions");
	if (!avail) {
		say("cover unavailable: no " TRACEFS "/available_filter_functions (no CONFIG_FUNCTION_TRACER)");
		return;
	}
	/* An empty filter would trace every function: it is set before the tracer. */
	tracefs_write("set_ftrace_filter", "", O_TRUNC);
	ret = cover_filter(avail);
	free(avail);
	if (ret) {
		say("cover unavailable: %s", strerror(-ret));
		return;
	}
	for (int i = 0; i < cover.n; i++)
		any |= cover.traced[i];
	say_words("cover untraceable", 0, NULL);
	if (!any)
		return;
	if ((ret = tracefs_write("current_tracer", "function", O_TRUNC))) {
		say("cover unavailable: the function tracer: %s", strerror(-ret));
		return;
	}
	say_words("cover traced", 1, NULL);
	tracefs_write("trace", "", O_TRUNC);
	cover.on = 1;
}

/* The traced symbol a trace line "task-1 [000] ..... 1.2: FUNC <-PARENT" calls, or -1. */
static int traced_call(const char *line)
{
	const char *arrow = strstr(line, " <-"), *start;

	if (line[0] == '#' || !arrow)
		return -1;
	start = arrow;
	while (start > line && start[-1] != ' ')
		start--;
	int i = cover_find(start, (size_t)(arrow - start));

	return i >= 0 && cover.traced[i] ? i : -1;
}

/*
 * After sub-test @id ("3", or "w2" of a workload) @name: its calls of
 * each symbol, said and added up; the buffer emptied.
 */
static void cover_count(const char *id, const char *name)
{
	long *counts = cover.counts;
	char prefix[96], *trace, *save = NULL;

	if (!cover.on)
		return;
	memset(counts, 0, cover.n * sizeof(*counts));
	tracefs_write("tracing_on", "0", O_TRUNC);
	trace = tracefs_read("trace");
	for (char *l = trace ? strtok_r(trace, "\n", &save) : NULL; l; l = strtok_r(NULL, "\n", &save)) {
		int i = traced_call(l);

		if (i >= 0)
			counts[i]++;
	}
	free(trace);
	for (int i = 0; i < cover.n; i++)
		cover.hits[i] += counts[i];
	snprintf(prefix, sizeof(prefix), "hits %s %s:", id, name);
	say_words(prefix, -1, counts);
	tracefs_write("trace", "", O_TRUNC);
	tracefs_write("tracing_on", "1", O_TRUNC);
}

/* Every traced symbol's calls over all sub-tests; the tracer stopped. */
static void cover_stop(void)
{
	if (!cover.on)
		return;
	tracefs_write("current_tracer", "nop", O_TRUNC);
	say_words("cover total:", 1, cover.hits);
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
	{ "usb-async-urb", t_usb_async_urb },
	{ "perf-swevent", t_perf_swevent },
	{ "sched-getparam", t_sched_getparam },
	{ "sched-getscheduler", t_sched_getscheduler },
	{ "posix-timer-race", t_posix_timer_race },
};
#define NR_SUBTESTS ((int)(sizeof(subtests) / sizeof(subtests[0])))

/* ---- generic workloads, after the sub-tests ---- */

/*
 * Waits for child @pid at most @seconds; kills its process group when it
 * overruns. Its exit status as a result, or -ETIME after an overrun.
 */
static int wait_bounded(pid_t pid, int seconds)
{
	struct timespec tick = { 0, 100 * 1000 * 1000 };
	int status;

	for (long waited = 0; waited < seconds * 10L; waited++) {
		pid_t r = waitpid(pid, &status, WNOHANG);

		if (r == pid)
			return WIFEXITED(status) ? WEXITSTATUS(status) :
			       -(128 + WTERMSIG(status));
		if (r < 0)
			return -errno;
		nanosleep(&tick, NULL);
	}
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
	return -ETIME;
}

/*
 * The loopback interface up (SIOCSIFFLAGS, as "ip link set lo up"): the
 * kernel makes lo down, and without it every connect() to 127.0.0.1 is
 * ENETUNREACH (stress-ng's sock, udp). Said in a marker either way.
 */
static void loopback_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (fd < 0 || ioctl(fd, SIOCGIFFLAGS, &ifr)) {
		say("loopback: %s", strerror(errno));
	} else {
		ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
		if (ioctl(fd, SIOCSIFFLAGS, &ifr))
			say("loopback: SIOCSIFFLAGS: %s", strerror(errno));
		else
			say("loopback up");
	}
	if (fd >= 0)
		close(fd);
}

/*
 * What stress-ng, the stressors' scratch files and the targeted calls
 * need; errors are theirs to report. smackfs is mounted where Smack
 * expects it when the kernel has it (lsm=smack: rcu/data/workload-boot);
 * tracefs where coverage mounts it, for the calls that write its files
 * (a trigger, trace_marker) when no symbol is covered.
 */
static void workload_mounts(void)
{
	mount_once("proc", "/proc");
	mount_once("sysfs", "/sys");
	mkdir("/tmp", 01777);
	mount("tmpfs", "/tmp", "tmpfs", 0, NULL);
	mkdir("/sys/fs/smackfs", 0755);
	mount("smackfs", "/sys/fs/smackfs", "smackfs", 0, NULL);
	mount_once("tracefs", TRACEFS);
	loopback_up();
}

/* ---- targeted system calls: /rcucheck-calls, written by the host ---- */

/* One line "NAME NR ARG..." a call (checker/rcu/data/syscall-calls). */
#define CALLS_FILE "/rcucheck-calls"

/* "a\sb" of a str: argument: \s a blank, \n a new line, \\ a backslash. */
static char *unescape(char *s)
{
	char *out = s;

	for (char *in = s; *in; in++) {
		if (*in == '\\' && in[1]) {
			in++;
			*out++ = *in == 's' ? ' ' : *in == 'n' ? '\n' : *in;
		} else {
			*out++ = *in;
		}
	}
	*out = '\0';
	return s;
}

/* A regular file at @path holding 4 KiB; its descriptor or -errno. */
static int scratch_file(const char *path)
{
	static char page[4096];
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);

	if (fd < 0)
		return -errno;
	if (write(fd, page, sizeof(page)) < 0) {
		close(fd);
		return -errno;
	}
	return fd;
}

/*
 * One argument word of a call, made (in the call's own child): a number;
 * "self" (our pid); "buf" (4 KiB of zeroes); "str:TEXT" (a string);
 * "file:PATH", "dir:PATH", "new:PATH" (the path of a regular file, a
 * directory made for it, a name that does not exist); "fd:PATH",
 * "fd:memfd", "fd:udp", "fd:unix" (a descriptor: PATH opened read-write,
 * created when missing, a directory read-only); "msq", "sem", "shm" (a
 * new System V queue holding one message, semaphore set, segment);
 * "mq:NAME" (a POSIX queue made, its name); "len" (the length of the
 * last str:); "dev:PATH" (the device number of PATH's file system);
 * "pidfd" (a pidfd of ourselves). Sets @why on failure.
 */
static long call_arg(char *w, int n, char *why, size_t len)
{
	static char bufs[6][4096];
	static size_t last_len;
	struct stat st;
	char *end;
	long v = strtol(w, &end, 0);
	int fd;

	if (end != w && !*end)
		return v;
	if (!strcmp(w, "self"))
		return getpid();
	if (!strcmp(w, "buf"))
		return (long)bufs[n];
	if (!strcmp(w, "len"))
		return (long)last_len;
	if (!strncmp(w, "str:", 4)) {
		last_len = strlen(unescape(w + 4));
		return (long)(w + 4);
	}
	if (!strncmp(w, "dev:", 4)) {
		if (stat(w + 4, &st))
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return (long)st.st_dev;
	}
	if (!strcmp(w, "pidfd")) {
		fd = (int)syscall(SYS_pidfd_open, getpid(), 0);
		if (fd < 0)
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return fd;
	}
	if (!strncmp(w, "file:", 5)) {
		fd = scratch_file(w + 5);
		if (fd < 0)
			snprintf(why, len, "%s: %s", w, strerror(-fd));
		else
			close(fd);
		return (long)(w + 5);
	}
	if (!strncmp(w, "dir:", 4)) {
		if (mkdir(w + 4, 0755) && errno != EEXIST)
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return (long)(w + 4);
	}
	if (!strncmp(w, "new:", 4)) {
		unlink(w + 4);
		rmdir(w + 4);
		return (long)(w + 4);
	}
	if (!strcmp(w, "fd:memfd")) {
		fd = (int)syscall(SYS_memfd_create, "rcucheck", 3 /* CLOEXEC|ALLOW_SEALING */);
		if (fd < 0 || ftruncate(fd, 4096))
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return fd;
	}
	if (!strcmp(w, "fd:udp") || !strcmp(w, "fd:unix")) {
		fd = socket(w[3] == 'u' && w[4] == 'd' ? AF_INET : AF_UNIX, SOCK_DGRAM, 0);
		if (fd < 0)
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return fd;
	}
	if (!strncmp(w, "fd:/", 4)) {
		if (!stat(w + 3, &st) && S_ISDIR(st.st_mode))
			fd = open(w + 3, O_RDONLY | O_DIRECTORY);
		else if (!stat(w + 3, &st))
			fd = open(w + 3, O_RDWR);
		else
			fd = scratch_file(w + 3);
		if (fd < 0)
			snprintf(why, len, "%s: %s", w, strerror(fd == -1 ? errno : -fd));
		return fd;
	}
	if (!strcmp(w, "msq")) {
		struct { long type; char text[8]; } m = { 1, "rcucheck" };
		int id = msgget(IPC_PRIVATE, IPC_CREAT | 0600);

		if (id < 0 || msgsnd(id, &m, sizeof(m.text), IPC_NOWAIT))
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return id;
	}
	if (!strcmp(w, "sem") || !strcmp(w, "shm")) {
		int id = w[1] == 'e' ? semget(IPC_PRIVATE, 1, IPC_CREAT | 0600) :
				       shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);

		if (id < 0)
			snprintf(why, len, "%s: %s", w, strerror(errno));
		return id;
	}
	if (!strncmp(w, "mq:", 3)) {
		fd = (int)syscall(SYS_mq_open, w + 3, O_CREAT | O_RDWR, 0600, NULL);
		if (fd < 0)
			snprintf(why, len, "%s: %s", w, strerror(errno));
		else
			close(fd);
		return (long)(w + 3);
	}
	snprintf(why, len, "argument '%s' is not one the exerciser knows", w);
	return 0;
}

/*
 * The child of one targeted call: its arguments made, the call made;
 * exits with the call's errno (0 on success), or 126 when an argument
 * could not be made (said in a marker first).
 */
static void call_child(char *line, int step)
{
	char *save = NULL, *name = strtok_r(line, " \t", &save);
	long nr = strtol(strtok_r(NULL, " \t", &save), NULL, 10), a[6] = { 0 };
	char why[192] = "";
	int n = 0;

	setpgid(0, 0);
	alarm(10);
	for (char *w = strtok_r(NULL, " \t", &save); w && n < 6 && !why[0];
	     w = strtok_r(NULL, " \t", &save), n++)
		a[n] = call_arg(w, n, why, sizeof(why));
	if (why[0]) {
		say("skip w%d call-%s: %s", step, name, why);
		_exit(126);
	}
	_exit(syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]) < 0 ? errno & 0x7f : 0);
}

/*
 * Each call of /rcucheck-calls, in order, in a child of its own (so that
 * no call can end or block the exerciser), bounded at 10 s: markers
 * "start wN call-NAME", "end wN call-NAME ret=-ERRNO", the hits after.
 */
static int workload_calls(int step)
{
	char *text = NULL, *save = NULL;
	size_t len = 0, cap = 0;
	int fd = open(CALLS_FILE, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return step;
	for (;;) {
		ssize_t n;

		if (cap - len < 4096) {
			char *more = realloc(text, cap = cap * 2 + 8192);

			if (!more)
				break;
			text = more;
		}
		n = read(fd, text + len, cap - len - 1);
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd);
	if (!text)
		return step;
	text[len] = '\0';
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save), step++) {
		char name[64], id[16], label[80];
		int ret;

		if (sscanf(l, "%63s", name) != 1)
			continue;
		snprintf(label, sizeof(label), "call-%s", name);
		say("start w%d %s", step, label);
		pid_t pid = fork();

		if (pid == 0)
			call_child(l, step);
		ret = pid < 0 ? -errno : wait_bounded(pid, 10);
		if (ret == -ETIME)
			say("skip w%d %s: overran its bound of 10 s, killed", step, label);
		say("end w%d %s ret=%d", step, label, ret > 0 ? -ret : ret);
		snprintf(id, sizeof(id), "w%d", step);
		cover_count(id, label);
	}
	free(text);
	return step;
}

/*
 * rcucheck_syscalls=141,62: each system call called once with every
 * argument 0 (for most calls "this process", "no flags"), in a child of
 * its own so that no call can end or block the exerciser: bounded.
 */
static int workload_syscalls(const char *list, int step)
{
	char id[16], name[32];

	for (const char *p = list; p && *p; step++) {
		char *end;
		long nr = strtol(p, &end, 10);
		int ret;

		if (end == p)
			break;
		p = *end == ',' ? end + 1 : end;
		say("start w%d syscall-%ld", step, nr);
		pid_t pid = fork();

		if (pid == 0) {
			setpgid(0, 0);
			alarm(10);
			_exit(syscall(nr, 0L, 0L, 0L, 0L, 0L, 0L) < 0 ? errno & 0x7f : 0);
		}
		ret = pid < 0 ? -errno : wait_bounded(pid, 10);
		if (ret == -ETIME)
			say("skip w%d syscall-%ld: overran its bound of 10 s, killed", step, nr);
		/* The child's errno, as the sub-tests give -errno. */
		say("end w%d syscall-%ld ret=%d", step, nr, ret > 0 ? -ret : ret);
		snprintf(id, sizeof(id), "w%d", step);
		snprintf(name, sizeof(name), "syscall-%ld", nr);
		cover_count(id, name);
	}
	return step;
}

/*
 * rcucheck_stress=fork,clone rcucheck_stress_seconds=20: Debian's
 * stress-ng with one instance of each stressor, all together, for that
 * long; bounded here too (60 s more to stop), an overrun killed and said.
 */
static void workload_stress(const char *list, const char *seconds, int step)
{
	char *argv[128], timeout[32], id[16], *copy;
	int argc = 0, secs = seconds ? atoi(seconds) : 20, ret;

	if (!list || !*list)
		return;
	if (secs <= 0)
		secs = 20;
	copy = strdup(list);
	argv[argc++] = "/usr/bin/stress-ng";
	for (char *save = NULL, *w = strtok_r(copy, ",", &save); w && argc < 120;
	     w = strtok_r(NULL, ",", &save)) {
		static char opts[60][64];
		int i = (argc - 1) / 2;

		if (i >= 60)
			break;
		snprintf(opts[i], sizeof(opts[i]), "--%s", w);
		argv[argc++] = opts[i];
		argv[argc++] = "1";
	}
	snprintf(timeout, sizeof(timeout), "%ds", secs);
	argv[argc++] = "--timeout";
	argv[argc++] = timeout;
	argv[argc++] = "--temp-path";
	argv[argc++] = "/tmp";
	argv[argc++] = "--metrics-brief";
	argv[argc] = NULL;
	say("start w%d stress-ng %s for %d s", step, list, secs);
	if (access(argv[0], X_OK)) {
		skip(-ENOENT, "%s is not in the initramfs", argv[0]);
		say("skip w%d stress-ng: %s", step, skip_reason);
		say("end w%d stress-ng ret=%d", step, -ENOENT);
		free(copy);
		return;
	}
	pid_t pid = fork();

	if (pid == 0) {
		static char *const envp[] = { "PATH=/usr/bin:/bin", "HOME=/tmp", NULL };

		setpgid(0, 0);
		execve(argv[0], argv, envp);
		_exit(127);
	}
	ret = pid < 0 ? -errno : wait_bounded(pid, secs + 60);
	if (ret == -ETIME)
		say("skip w%d stress-ng: overran its bound of %d s, killed", step, secs + 60);
	say("end w%d stress-ng ret=%d", step, ret);
	snprintf(id, sizeof(id), "w%d", step);
	cover_count(id, "stress-ng");
	free(copy);
}

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
	const char *cover_list = getenv("rcucheck_cover");

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
	cover_start(cover_list);
	for (int i = 0; i < NR_SUBTESTS; i++) {
		int nr = i + 1, ret;
		char id[16];

		if (!selected(only, nr))
			continue;
		say("start %d %s", nr, subtests[i].name);
		skip_reason[0] = '\0';
		ret = subtests[i].fn();
		if (skip_reason[0])
			say("skip %d %s: %s", nr, subtests[i].name, skip_reason);
		say("end %d %s ret=%d", nr, subtests[i].name, ret);
		snprintf(id, sizeof(id), "%d", nr);
		cover_count(id, subtests[i].name);
	}
	const char *stress = getenv("rcucheck_stress");
	const char *calls = getenv("rcucheck_syscalls");

	if ((stress && *stress) || (calls && *calls) || !access(CALLS_FILE, R_OK)) {
		workload_mounts();
		workload_stress(stress, getenv("rcucheck_stress_seconds"),
				workload_calls(workload_syscalls(calls, 1)));
	}
	/* after the workloads: the totals count their calls too */
	cover_stop();
	say("done");
	finish();
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The console-log parser (see splat.h).
 *
 * One pass over the lines. Each line loses its printk prefixes (level,
 * timestamp, caller id); the exerciser's markers update the boot summary
 * wherever they appear; a report's headline opens a report, which becomes
 * one finding record; the lines that follow fill it in (source location,
 * the held-locks list, the backtrace) until the backtrace ends or the next
 * headline comes. The formats are those of kernel 6.1 (lockdep.c,
 * sched/core.c, panic.c, x86 dumpstack.c and fault.c, debugobjects.c),
 * with a little tolerance for older and non-x86 ones.
 */
#include "rcu/confidence.h"
#include "rcu/report.h"
#include "runtime/splat.h"
#include "runtime/splat_frame.h"
#include "runtime/splat_text.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))
#endif

#define MARKER		"rcucheck-exerciser: "
#define CUT_HERE	"------------[ cut here ]------------"
/* A WARN()'s text comes at most this many lines after "cut here". */
#define CUT_WINDOW	4
/* "Oops: 0000 [#1]" comes this close after "BUG: kernel NULL ..." & co. */
#define OOPS_WINDOW	8
/*
 * In a log where other CPUs print between a report's lines, its trace
 * goes on after at most this many lines that are no frame (a Mem-Info
 * block, a fault-injection notice).
 */
#define PAUSE_WINDOW	10

enum kind {
	K_RCU,		/* WARNING: suspicious RCU usage */
	K_LOCKDEP,	/* the other lockdep reports */
	K_SLEEP,	/* sleeping function called / scheduling while atomic */
	K_WARN,		/* WARNING: CPU: N PID: N at file:line func */
	K_OOPS,		/* NULL pointer, page fault, GPF, kernel BUG at */
	K_PANIC,	/* Kernel panic - not syncing */
	K_ODEBUG,	/* debug objects */
	K_BUG,		/* any other BUG: line (KASAN, ...) */
};

enum phase {
	P_NONE,		/* no report open */
	P_HEAD,		/* between headline and backtrace */
	P_HELD,		/* inside the held-locks list */
	P_TRACE,	/* inside "Call Trace:" */
	P_DONE,		/* backtrace over: the rest is not ours */
};

struct report {
	enum kind kind;
	enum phase phase;
	size_t idx;		/* index of the record (the array moves) */
	int head_line;
	bool held_seen;		/* a held-locks list was read already */
	bool want_msg;		/* K_WARN: the next line may be its text */
	bool msg_open;		/* K_RCU: the message goes on next line */
	bool other_info;	/* K_RCU: "other info that might help" seen */
	long held_pid, cpu_pid;	/* K_RCU: the task of the locks, of the trace */
	/*
	 * K_RCU: another task's trace was printed inside this report, so its
	 * own lines may be interleaved with others' too: its trace survives
	 * a few lines that are no frame (@paused counts them), and a line
	 * without a timestamp when the headline had one is not the kernel's.
	 */
	bool interleaved;
	bool head_stamped;
	int paused;
	struct strbuf held_part; /* a held-lock entry split over lines */
	struct strlist notes;	/* extra facts for the message */
	/* K_BUG from KASAN: the access, and who freed the object. */
	bool kasan, in_freed;
	char *kasan_access;	/* "read of size 8 by task init/1" */
	char *freed_task;	/* "Freed by task N" */
	struct strlist freed;	/* its stack without the allocator, innermost first */
};

struct parser {
	const char *logname;
	struct finding_list *out;
	struct boot_summary *sum;
	int lineno;
	bool stamped;		/* the current line had a printk timestamp */
	struct report rep;
	/*
	 * A WARN() whose headline was read but not yet its trace, while a
	 * lockdep-RCU splat it set off (print_modules(), the unwinder) is
	 * printed inside it: resumed when that splat's trace is over.
	 */
	struct report outer;
	bool has_outer;
	bool prev_equals;	/* previous line was a "=====" frame */
	int cut_line;		/* line of the last "cut here", or 0 */
	struct strbuf cut_msg;	/* text printed after it */
};

static struct finding *cur(struct parser *p)
{
	return &p->out->v[p->rep.idx];
}

/* ---- small string helpers ---- */

static bool all_same(const char *s, char c, size_t min)
{
	size_t n = 0;

	for (; *s; s++, n++)
		if (*s != c)
			return false;
	return n >= min;
}

/* "FILE:LINE" at @s (FILE without spaces); the rest after it in @rest. */
static bool parse_file_line(const char *s, char **file, int *line,
			    const char **rest)
{
	const char *colon = strchr(s, ':');
	const char *sp = strpbrk(s, " \t");

	if (!colon || colon == s || (sp && sp < colon) ||
	    !isdigit((unsigned char)colon[1]))
		return false;
	char *end;
	long l = strtol(colon + 1, &end, 10);

	if (l > INT_MAX || (*end && *end != ' ' && *end != '!' && *end != ':'))
		return false;
	*file = xstrndup(s, (size_t)(colon - s));
	*line = (int)l;
	if (rest)
		*rest = end;
	return true;
}

/* Drops one trailing '!' (lockdep prints "%s:%d %s!"). */
static char *without_bang(const char *s)
{
	size_t n = strlen(s);

	if (n && s[n - 1] == '!')
		n--;
	return xstrndup(s, n);
}

static const char *skip_prefix(const char *s, const char *prefix)
{
	return starts_with(s, prefix) ? s + strlen(prefix) : s;
}

/* ---- backtraces ---- */

/* What report-frames says of each frame, as chain_drop_top() asks it. */
static bool is_machinery(const char *fn)
{
	return rcu_model_frame_role(fn) == RCU_FRAME_MACHINERY;
}

static bool is_sched_frame(const char *fn)
{
	return rcu_model_frame_role(fn) == RCU_FRAME_SCHEDULER;
}

static bool is_lock_entry(const char *fn)
{
	return rcu_model_frame_role(fn) == RCU_FRAME_LOCK_ENTRY;
}

static void chain_drop_top(struct strlist *sl, bool (*drop)(const char *))
{
	size_t k = 0;

	while (k < sl->n && drop(sl->v[k]))
		free(sl->v[k++]);
	if (!k)
		return;
	memmove(sl->v, sl->v + k, (sl->n - k + 1) * sizeof(*sl->v));
	sl->n -= k;
}

static void chain_prepend(struct strlist *sl, const char *s)
{
	if (sl->n && !strcmp(sl->v[0], s))
		return;
	sl_push(sl, s);
	char *last = sl->v[sl->n - 1];

	memmove(sl->v + 1, sl->v, (sl->n - 1) * sizeof(*sl->v));
	sl->v[0] = last;
}

static long task_pid(const char *m);

/* A line no interleaving can put inside a trace: another one begins. */
static bool trace_over(const char *m)
{
	m = skip_spaces(m);
	return !strcasecmp(m, "Call Trace:") || starts_with(m, "---[ end ") ||
	       (task_pid(m) >= 0 && !strstr(m, " held by "));
}

/* The 16-hex-digit address column of a frame line ("[<ffffffff81...>]"). */
static bool frame_address(const char *m, char addr[17])
{
	const char *s = strchr(m, '[');
	size_t n = 0;

	if (!s)
		return false;
	s += s[1] == '<' ? 2 : 1;
	while (isxdigit((unsigned char)s[n]))
		n++;
	if (n != 16 || (s[n] != ']' && s[n] != '>'))
		return false;
	memcpy(addr, s, 16);
	addr[16] = '\0';
	return true;
}

/* A frame of the report's own trace tells its architecture, maybe. */
static void frame_arch(struct finding *f, const char *m, const struct frame *fr)
{
	char addr[17];
	const char *arch;

	if (f->arch)
		return;
	if (fr->caller)
		arch = "arm";		/* "f from g": arm's unwinders only */
	else
		arch = rcu_model_frame_arch(fr->fn,
					    frame_address(m, addr) ? addr : NULL);
	if (arch)
		f->arch = str_dup(arch);
}

/*
 * The release a banner or task header names: "5.9.0-rc3 #1 Not tainted",
 * "CPU: 1 PID: 7 Comm: w Not tainted 4.13.4-301.fc27.x86_64+debug #1",
 * "Pid: 2224, comm: iperf Not tainted 3.2.0-mptcp+ #802": the word before
 * " #N", when it starts with a digit and has a dot.
 */
static char *kernel_release(const char *m)
{
	for (const char *h = strstr(m, " #"); h; h = strstr(h + 1, " #")) {
		const char *b = h;

		if (!isdigit((unsigned char)h[2]))
			continue;
		while (b > m && !isspace((unsigned char)b[-1]))
			b--;
		if (!isdigit((unsigned char)*b) || !memchr(b, '.', (size_t)(h - b)))
			continue;
		return xstrndup(b, (size_t)(h - b));
	}
	return NULL;
}

/*
 * One backtrace line: a frame is pushed, a marker skipped; anything else
 * ends the trace (in an interleaved report, only after PAUSE_WINDOW such
 * lines in a row). arm32 prints "f from g": g is pushed too, once.
 */
static void trace_line(struct parser *p, const char *m)
{
	struct strlist *chain = &cur(p)->chain;
	struct frame fr;

	switch (splat_frame(m, &fr)) {
	case FRAME_STOP:
		p->rep.phase = P_DONE;
		return;
	case FRAME_END:
		if (p->rep.interleaved && !trace_over(m) &&
		    ++p->rep.paused <= PAUSE_WINDOW)
			return;		/* another CPU's line: wait */
		p->rep.phase = P_DONE;
		return;
	case FRAME_SKIP:
		p->rep.paused = 0;
		return;
	case FRAME_FUNC:
		p->rep.paused = 0;
		break;
	}
	frame_arch(cur(p), m, &fr);
	if (!chain->n || strcmp(chain->v[chain->n - 1], fr.fn))
		sl_push(chain, fr.fn);
	free(fr.fn);
	if (fr.caller)
		sl_push_owned(chain, fr.caller);
}

/* ---- held locks ---- */

static bool is_held_header(const char *m)
{
	if (starts_with(m, "no locks held by "))
		return true;
	if (!isdigit((unsigned char)*m))
		return false;
	while (isdigit((unsigned char)*m))
		m++;
	return starts_with(m, " lock held by ") ||
	       starts_with(m, " locks held by ");
}

/*
 * " #0: ffffffff8181b010 (tasklist_lock){.+.+}-{2:2}, at: ..." -> the name
 * between the parentheses (which may nest: "((wq_completion)events)").
 */
static char *held_lock_name(const char *m)
{
	const char *s = skip_spaces(m), *t;
	int depth = 0;

	if (*s++ != '#' || !isdigit((unsigned char)*s))
		return NULL;
	while (isdigit((unsigned char)*s))
		s++;
	if (*s++ != ':')
		return NULL;
	s = skip_spaces(s);
	while (isxdigit((unsigned char)*s))
		s++;
	s = skip_spaces(s);
	if (*s != '(')
		return NULL;
	for (t = s; *t; t++) {
		if (*t == '(')
			depth++;
		else if (*t == ')' && --depth == 0)
			break;
	}
	if (depth || t == s + 1)
		return NULL;
	return xstrndup(s + 1, (size_t)(t - s - 1));
}

/* "2 locks held by ip/15677:", "CPU: 1 PID: 7 Comm: ...", "Pid: 31, comm: ..." */
static long task_pid(const char *m)
{
	const char *by = strstr(m, " held by ");
	const char *slash = by ? strrchr(by, '/') : NULL;
	long pid;

	if (slash && isdigit((unsigned char)slash[1]))
		return strtol(slash + 1, NULL, 10);
	if (sscanf(m, "CPU: %*d PID: %ld", &pid) == 1 ||
	    sscanf(m, "CPU: %*d UID: %*d PID: %ld", &pid) == 1 ||
	    sscanf(m, "Pid: %ld,", &pid) == 1)
		return pid;
	return -1;
}

static void set_location(struct finding *f, char *file, int line)
{
	free(f->file);
	f->file = file;
	f->line = line;
}

static void set_message(struct finding *f, const char *msg)
{
	free(f->message);
	f->message = str_dup(msg);
}

/* ---- reports ---- */

static void sleep_message(struct parser *p)
{
	struct finding *f = cur(p);
	struct strlist *notes = &p->rep.notes;

	if (!notes->n)
		return;
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "%s (", f->message);
	for (size_t i = 0; i < notes->n; i++)
		sb_printf(&sb, "%s%s", i ? "; " : "", notes->v[i]);
	sb_putc(&sb, ')');
	free(f->message);
	f->message = sb_detach(&sb);
}

/* "KASAN: use-after-free in f+0x2f/0x70: read of size 8 by task T/1; freed by task 0: a <- b" */
static void kasan_message(struct parser *p)
{
	struct report *r = &p->rep;
	struct finding *f = cur(p);
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, f->message ? f->message : "KASAN");
	if (r->kasan_access)
		sb_printf(&sb, ": %s", r->kasan_access);
	if (r->freed_task) {
		sb_printf(&sb, "; freed by task %s", r->freed_task);
		for (size_t i = 0; i < r->freed.n && i < 4; i++)
			sb_printf(&sb, "%s%s", i ? " <- " : ": ", r->freed.v[i]);
	}
	free(f->message);
	f->message = sb_detach(&sb);
	free(r->kasan_access);
	free(r->freed_task);
	sl_free(&r->freed);
}

void splat_kasan_freed(const struct finding *f, struct strlist *out)
{
	const char *s = f->message && f->rule && !strcmp(f->rule, "kasan") ?
			strstr(f->message, "; freed by task ") : NULL;

	s = s ? strstr(s, ": ") : NULL;
	while (s) {
		const char *fn = s + 2, *end = strstr(fn, " <- ");

		sl_push_owned(out, end ? xstrndup(fn, (size_t)(end - fn)) : str_dup(fn));
		s = end ? end + 2 : NULL;
	}
}

/*
 * The lines of a KASAN report besides its backtrace: the access ("Read of
 * size 8 at addr ... by task init/1", before the trace) and the "Freed by
 * task N:" stack after it, the allocator's frames left out. Was @m one?
 */
static bool kasan_line(struct parser *p, const char *m)
{
	struct report *r = &p->rep;
	const char *by;
	unsigned long size;
	struct frame fr;

	m = skip_spaces(m);
	if (r->phase == P_HEAD && (starts_with(m, "Read of size ") || starts_with(m, "Write of size ")) &&
	    sscanf(m, "%*s of size %lu", &size) == 1) {
		by = strstr(m, " by task ");
		free(r->kasan_access);
		r->kasan_access = str_printf("%s of size %lu%s%s", m[0] == 'R' ? "read" : "write",
					    size, by ? " by task " : "", by ? by + 9 : "");
		return true;
	}
	if (r->phase != P_DONE)
		return false;
	if (starts_with(m, "Freed by task ")) {
		free(r->freed_task);
		/* 6.12 adds " on cpu N at T s" */
		r->freed_task = xstrndup(m + 14, strspn(m + 14, "0123456789"));
		sl_free(&r->freed);
		r->in_freed = true;
		return true;
	}
	if (!r->in_freed)
		return true;
	enum frame_kind kind = *m ? splat_frame(m, &fr) : FRAME_END;

	if (kind != FRAME_FUNC) {
		r->in_freed = kind == FRAME_SKIP;	/* a blank line ends the stack */
		return true;
	}
	enum rcu_frame_role role = rcu_model_frame_role(fr.fn);

	if (r->freed.n || (role != RCU_FRAME_MACHINERY && role != RCU_FRAME_ALLOCATOR))
		sl_push(&r->freed, fr.fn);
	free(fr.fn);
	free(fr.caller);
	return true;
}

static void report_finish(struct parser *p)
{
	if (p->rep.phase == P_NONE)
		return;
	struct finding *f = cur(p);

	if (p->rep.kasan)
		kasan_message(p);

	chain_drop_top(&f->chain, is_machinery);
	if (p->rep.kind == K_SLEEP)
		chain_drop_top(&f->chain, is_sched_frame);
	if (p->rep.kind == K_RCU)
		chain_drop_top(&f->chain, is_lock_entry);
	if ((p->rep.kind == K_WARN || p->rep.kind == K_OOPS) && f->function)
		chain_prepend(&f->chain, f->function);
	if (!f->function && f->chain.n)
		f->function = str_dup(f->chain.v[0]);
	if (p->rep.kind == K_SLEEP)
		sleep_message(p);
	if (p->rep.kind == K_RCU && (!f->message || !*f->message))
		set_message(f, "suspicious RCU usage");	/* cut off early */
	sl_free(&p->rep.notes);
	sb_free(&p->rep.held_part);
	memset(&p->rep, 0, sizeof(p->rep));
}

/* Ends the open report, and the WARN() it was nested in, if any. */
static void report_end(struct parser *p)
{
	report_finish(p);
	if (p->has_outer) {
		p->rep = p->outer;
		p->has_outer = false;
		report_finish(p);
	}
}

/* The nested splat's trace is over: back to the WARN() around it. */
static void report_resume_outer(struct parser *p)
{
	report_finish(p);
	p->rep = p->outer;
	p->has_outer = false;
}

static struct finding *report_start(struct parser *p, enum kind kind,
				    const char *rule, const char *tool,
				    const char *severity)
{
	if (kind == K_RCU && p->rep.kind == K_WARN &&
	    p->rep.phase == P_HEAD && !p->has_outer) {
		p->outer = p->rep;	/* a splat nested in the WARN() */
		p->has_outer = true;
		memset(&p->rep, 0, sizeof(p->rep));
	} else {
		report_end(p);
	}
	p->cut_line = 0;
	struct finding *f = finding_new(p->out);

	p->rep.kind = kind;
	p->rep.phase = P_HEAD;
	p->rep.idx = p->out->n - 1;
	p->rep.head_line = p->lineno;
	p->rep.held_pid = p->rep.cpu_pid = -1;
	p->rep.head_stamped = p->stamped;
	f->tool = str_dup(tool);
	f->rule = str_dup(rule);
	f->severity = str_dup(severity);
	f->confidence = str_dup(rcu_confidence_name(RCU_CONF_CERTAIN));
	f->file = str_dup(p->logname);
	f->line = p->lineno;
	f->log_line = p->lineno;
	if (p->sum->running)
		f->subtest = str_dup(p->sum->running);
	return f;
}

/* ---- headlines ---- */

static const struct {
	const char *text, *rule;
} lockdep_heads[] = {
	{ "possible circular locking dependency", "lockdep-circular-locking" },
	{ "possible recursive locking", "lockdep-recursive-locking" },
	{ "inconsistent lock state", "lockdep-inconsistent-lock-state" },
	{ "bad unlock balance", "lockdep-bad-unlock-balance" },
	{ "lock held when returning to user space",
	  "lockdep-lock-held-returning-to-user" },
	{ "held lock freed", "lockdep-held-lock-freed" },
	{ "irq lock inversion dependency", "lockdep-irq-lock-inversion" },
	{ "-unsafe lock order detected", "lockdep-irq-lock-order" },
	{ "Nested lock was not taken", "lockdep-nested-lock-not-taken" },
	{ "Invalid wait context", "lockdep-invalid-wait-context" },
	{ "still has locks held", "lockdep-locks-held-at-exit" },
};

static const char *lockdep_rule(const char *m)
{
	for (size_t i = 0; i < ARRAY_SIZE(lockdep_heads); i++)
		if (strstr(m, lockdep_heads[i].text))
			return lockdep_heads[i].rule;
	return NULL;
}

/* "WARNING: x", "BUG: x", "[ BUG: x ]", "[ INFO: x ]" -> "x". */
static char *headline_text(const char *m)
{
	bool bracket = starts_with(m, "[ ");
	const char *s = bracket ? m + 2 : m;
	size_t n;

	s = skip_prefix(s, "WARNING: ");
	s = skip_prefix(s, "BUG: ");
	s = skip_prefix(s, "INFO: ");
	n = strlen(s);
	if (bracket && n >= 2 && !strcmp(s + n - 2, " ]"))
		n -= 2;
	return xstrndup(s, n);
}

static bool lockdep_headline(struct parser *p, const char *m)
{
	const char *rule = lockdep_rule(m);
	bool framed = p->prev_equals &&
		      (starts_with(m, "WARNING: ") || starts_with(m, "BUG: ") ||
		       starts_with(m, "INFO: ") || starts_with(m, "[ BUG: ") ||
		       starts_with(m, "[ INFO: "));

	if (starts_with(m, "BUG: KASAN: ") || starts_with(m, "BUG: KFENCE: "))
		return false;
	if (starts_with(m, "BUG: MAX_")) {	/* lockdep ran out of room */
		rule = "lockdep-other";
		framed = true;
	}
	if (!framed && !(rule && (starts_with(m, "WARNING: ") ||
				  starts_with(m, "[ "))))
		return false;
	struct finding *f = report_start(p, K_LOCKDEP,
					 rule ? rule : "lockdep-other",
					 "lockdep", "warning");

	f->message = headline_text(m);
	return true;
}

static void rcu_headline(struct parser *p)
{
	report_start(p, K_RCU, "rcu-suspicious", "lockdep", "warning");
}

static void sleep_headline(struct parser *p, const char *m)
{
	struct finding *f = report_start(p, K_SLEEP, "sleep-in-atomic",
					 "console", "warning");
	const char *at = strstr(m, " at ");
	char *file;
	int line;

	if (at && parse_file_line(at + 4, &file, &line, NULL)) {
		set_location(f, file, line);
		f->message = xstrndup(m + 5, (size_t)(at - m - 5));
	} else {
		f->message = headline_text(m);
	}
}

/* PREEMPT_RCU's counterpart of the illegal-context-switch splat is a WARN. */
static void warn_rule(struct finding *f)
{
	if (!strstr(f->message, "context switch within RCU read-side critical"))
		return;
	free(f->rule);
	f->rule = str_dup("rcu-illegal-context-switch");
}

/* The text of a WARN() printed after "cut here", if it was just before. */
static char *cut_message(struct parser *p)
{
	if (!p->cut_line || p->lineno - p->cut_line > CUT_WINDOW ||
	    !p->cut_msg.len)
		return NULL;
	return str_dup(p->cut_msg.buf);
}

/* "f+0x1/0x2", and "f+0x1/0x2()" as kernels before 4.10 printed it. */
static char *warn_function(const char *s)
{
	char *t = str_dup(s), *fn;
	size_t n = strlen(t);

	if (n >= 2 && !strcmp(t + n - 2, "()"))
		t[n - 2] = '\0';
	fn = splat_sym_off(t);
	free(t);
	return fn;
}

static void warn_headline(struct parser *p, const char *m)
{
	char *msg = cut_message(p);
	const char *at = strstr(m, " at ");
	struct finding *f;
	char *file;
	int line;
	const char *rest = NULL;

	if (p->rep.phase == P_HEAD && p->rep.kind == K_ODEBUG &&
	    p->lineno - p->rep.head_line <= CUT_WINDOW) {
		free(msg);		/* ODEBUG's own WARN: same report */
		return;
	}
	f = report_start(p, K_WARN, "kernel-warning", "console", "warning");
	if (at && parse_file_line(at + 4, &file, &line, &rest)) {
		set_location(f, file, line);
		f->function = warn_function(skip_spaces(rest));
	} else if (at) {
		f->function = warn_function(at + 4);
	}
	f->message = msg ? msg : str_dup("kernel warning");
	p->rep.want_msg = !msg;
	warn_rule(f);
}

/*
 * The WARN headline of 6.17 and later, "WARNING: FILE:LINE at FUNC+0x1/0x2
 * [FILE:LINE], CPU#N: comm/pid", maybe after the WARN's own text on the
 * same line ("Voluntary context switch ...! WARNING: ..."): the
 * "WARNING: " of it, or NULL.
 */
static const char *new_warn(const char *m)
{
	const char *w = starts_with(m, "WARNING: ") ? m : strstr(m, " WARNING: ");
	const char *rest, *cpu;
	char *file;
	int line;

	if (!w)
		return NULL;
	if (*w == ' ')
		w++;
	cpu = strstr(w, ", CPU#");
	if (!cpu || !parse_file_line(w + strlen("WARNING: "), &file, &line, &rest))
		return NULL;
	free(file);
	return starts_with(rest, " at ") && rest < cpu ? w : NULL;
}

static void new_warn_headline(struct parser *p, const char *m, const char *w)
{
	const char *s = w + strlen("WARNING: "), *rest;
	struct finding *f;
	char *file, *msg;
	int line;

	parse_file_line(s, &file, &line, &rest);
	rest += strlen(" at ");
	/*
	 * "at inode_to_wb file:line [inline]", then its callers down to "at
	 * f+0x1/0x2": one WARN, named after the innermost, the others its chain.
	 */
	if (p->rep.kind == K_WARN && p->rep.phase == P_HEAD &&
	    p->lineno - p->rep.head_line == 1 && cur(p)->line == line) {
		p->rep.head_line = p->lineno;
		if (splat_sym_len(rest))
			sl_push_owned(&cur(p)->chain,
				      splat_clean_sym(rest, splat_sym_len(rest)));
		free(file);
		return;
	}
	msg = w > m ? xstrndup(m, (size_t)(w - m)) : cut_message(p);
	if (msg)
		rtrim(msg);
	f = report_start(p, K_WARN, "kernel-warning", "console", "warning");
	set_location(f, splat_tree_path(file), line);
	free(file);
	if (splat_sym_len(rest))
		f->function = splat_clean_sym(rest, splat_sym_len(rest));
	f->message = msg && *msg ? msg : str_dup("kernel warning");
	if (f->message != msg)
		free(msg);
	p->rep.want_msg = false;
	warn_rule(f);
}

static bool is_oops_head(const char *m)
{
	static const char *const heads[] = {
		"BUG: kernel NULL pointer dereference",
		"BUG: unable to handle ", "general protection fault",
		"kernel BUG at ", "Oops: ", "invalid opcode: ",
		"Internal error: ", "Unable to handle kernel ",
		"BUG: stack guard page was hit",
	};

	for (size_t i = 0; i < ARRAY_SIZE(heads); i++)
		if (starts_with(m, heads[i]))
			return true;
	return false;
}

static void oops_headline(struct parser *p, const char *m)
{
	char *file;
	int line;

	/* "Oops: 0000 [#1]" after "BUG: kernel NULL ...": the same oops. */
	if (p->rep.kind == K_OOPS && p->rep.phase == P_HEAD &&
	    p->lineno - p->rep.head_line <= OOPS_WINDOW &&
	    (starts_with(m, "Oops: ") || starts_with(m, "invalid opcode: ") ||
	     starts_with(m, "Internal error: ")))
		return;
	struct finding *f = report_start(p, K_OOPS, "kernel-oops", "console",
					 "error");

	f->message = headline_text(m);
	if (starts_with(m, "kernel BUG at ") &&
	    parse_file_line(m + strlen("kernel BUG at "), &file, &line, NULL))
		set_location(f, file, line);
}

static void panic_headline(struct parser *p, const char *m)
{
	struct finding *f = report_start(p, K_PANIC, "kernel-panic", "console",
					 "error");

	f->message = str_dup(m + strlen("Kernel panic - not syncing: "));
	p->sum->panic = true;
}

static void odebug_headline(struct parser *p, const char *m)
{
	const char *text = m + strlen("ODEBUG: ");

	/* Printed after the WARNING line (archs without __WARN_FLAGS). */
	if (p->rep.kind == K_WARN && p->rep.phase == P_HEAD &&
	    p->lineno - p->rep.head_line <= 2) {
		struct finding *f = cur(p);

		p->rep.kind = K_ODEBUG;
		p->rep.head_line = p->lineno;
		free(f->rule);
		f->rule = str_dup("debug-objects");
		set_message(f, text);
		set_location(f, str_dup(p->logname), p->lineno);
		f->log_line = p->lineno;
		free(f->function);
		f->function = NULL;
		return;
	}
	struct finding *f = report_start(p, K_ODEBUG, "debug-objects",
					 "console", "warning");

	f->message = str_dup(text);
}

/* Lines from debugobjects' WARN to __call_rcu()'s line of the same report. */
#define ODEBUG_WINDOW 80

/*
 * DEBUG_OBJECTS_RCU_HEAD's report of an rcu_head queued again before its
 * callback ran (__call_rcu() of kernel/rcu/tree.c, "__call_rcu_common()"
 * since 6.4): one line, no backtrace, the callback naming the object:
 * "rcu: call_rcu(): Double-freed CB 00000000c3b1f0a2->delayed_put_pid+0x0/0x17()!!!   slab ...".
 * The second callback is leaked (the first replaced by rcu_leak_callback).
 */
static bool double_cb_headline(struct parser *p, const char *m)
{
	const char *caller = skip_prefix(m, "rcu: ");
	const char *s = caller + strspn(caller, "abcdefghijklmnopqrstuvwxyz_");
	const char *arrow;
	struct finding *f;

	if (s == caller || !starts_with(s, "(): Double-freed CB "))
		return false;
	/* After debugobjects' own "ODEBUG: activate active" WARN: the same report. */
	if (p->out->n) {
		const struct finding *last = &p->out->v[p->out->n - 1];

		if (!strcmp(last->rule, "debug-objects") && p->lineno - last->log_line <= ODEBUG_WINDOW)
			return true;
	}
	arrow = strstr(s, "->");
	f = report_start(p, K_ODEBUG, "debug-objects", "console", "warning");
	if (arrow && splat_sym_len(arrow + 2))
		f->function = splat_clean_sym(arrow + 2, splat_sym_len(arrow + 2));
	f->message = str_printf("%.*s(): Double-freed CB %s%s%s: an rcu_head queued again before its callback ran",
				(int)(s - caller), caller, f->function ? "->" : "",
				f->function ? f->function : "", f->function ? "()" : "");
	report_end(p);
	return true;
}

static void bug_headline(struct parser *p, const char *m)
{
	bool kasan = starts_with(m, "BUG: KASAN: ");
	struct finding *f = report_start(p, K_BUG, kasan ? "kasan" : "kernel-bug",
					 "console", kasan ? "error" : "warning");
	const char *in = strstr(m, " in ");

	f->message = headline_text(m);
	p->rep.kasan = kasan;
	if (in)
		f->function = splat_sym_off(in + 4);
}

/* Every banner lockdep-RCU has printed, 2.6.34 to now. */
static bool is_rcu_headline(const char *m)
{
	static const char *const heads[] = {
		"WARNING: suspicious RCU usage",
		"[ INFO: suspicious RCU usage. ]",
		"[ INFO: suspicious rcu_dereference_check() usage. ]",
		"[ BUG: Unsafe rcu_dereference_check() usage! ]",
	};

	m = skip_spaces(m);
	for (size_t i = 0; i < ARRAY_SIZE(heads); i++)
		if (!strcmp(m, heads[i]))
			return true;
	return false;
}

/* Opens a report when @m is a headline; true if it was one. */
static bool headline(struct parser *p, const char *m)
{
	if (is_rcu_headline(m))
		rcu_headline(p);
	else if (starts_with(m, "BUG: sleeping function called from ") ||
		 starts_with(m, "BUG: scheduling while atomic"))
		sleep_headline(p, m);
	else if (starts_with(m, "WARNING: CPU: "))
		warn_headline(p, m);
	else if (new_warn(m))
		new_warn_headline(p, m, new_warn(m));
	else if (is_oops_head(m))
		oops_headline(p, m);
	else if (starts_with(m, "Kernel panic - not syncing: "))
		panic_headline(p, m);
	else if (starts_with(m, "ODEBUG: ") && strstr(m, " object type: "))
		odebug_headline(p, m);
	else if (double_cb_headline(p, m))
		;
	else if (lockdep_headline(p, m))
		;
	else if (starts_with(m, "BUG: "))
		bug_headline(p, m);
	else
		return false;
	return true;
}

/* ---- the lines after a headline ---- */

static void rcu_rule(struct finding *f)
{
	if (!starts_with(f->message, "Illegal context switch in RCU"))
		return;
	free(f->rule);
	f->rule = str_dup("rcu-illegal-context-switch");
}

/* "...: suspicious" + "rcu_dereference_check() usage!" wrapped by a mailer */
static void rcu_message_more(struct parser *p, const char *m)
{
	struct finding *f = cur(p);
	char *more;

	if (!*m)
		return;
	p->rep.msg_open = false;
	if (m[strlen(m) - 1] != '!')
		return;			/* not the message's end: leave it */
	more = without_bang(m);
	if (*f->message) {
		char *msg = str_printf("%s %s", f->message, more);

		free(more);
		more = msg;
	}
	free(f->message);
	f->message = more;
	rcu_rule(f);
}

static void rcu_head_line(struct parser *p, const char *m)
{
	struct finding *f = cur(p);
	const char *rest;
	char *file;
	int line;
	long pid;

	if (p->rep.msg_open) {
		rcu_message_more(p, m);
		return;
	}
	if (starts_with(m, "other info that might help")) {
		p->rep.other_info = true;
		return;
	}
	pid = task_pid(m);
	if (pid >= 0 && !strstr(m, " held by ")) {
		/* the last task header before "Call Trace:" names its task */
		p->rep.cpu_pid = pid;
		if (p->rep.held_pid >= 0 && pid != p->rep.held_pid)
			p->rep.interleaved = true;
		return;
	}
	if (starts_with(m, "RCU used illegally from ") && f->message) {
		char *s = without_bang(m);
		char *msg = str_printf("%s; %s", f->message, s);

		free(s);
		free(f->message);
		f->message = msg;
		return;
	}
	if (f->message || !parse_file_line(m, &file, &line, &rest) ||
	    (*rest && *rest != ' '))
		return;
	set_location(f, splat_tree_path(file), line);
	free(file);
	if (!*rest) {			/* the message is on the next line */
		f->message = str_dup("");
		p->rep.msg_open = true;
		return;
	}
	f->message = without_bang(rest + 1);
	p->rep.msg_open = rest[strlen(rest) - 1] != '!';
	rcu_rule(f);
}

static void sleep_head_line(struct parser *p, const char *m)
{
	unsigned long have, want;

	if (starts_with(m, "RCU nest depth: ")) {
		sl_push(&p->rep.notes, m);
	} else if (sscanf(m, "preempt_count: %lx, expected: %lx",
			  &have, &want) == 2 && have != want) {
		sl_push(&p->rep.notes, m);
	}
}

static void warn_head_line(struct parser *p, const char *m)
{
	struct finding *f = cur(p);

	if (!p->rep.want_msg)
		return;
	p->rep.want_msg = false;
	if (!*m || starts_with(m, "Modules linked in:") ||
	    starts_with(m, "CPU: ") || splat_register_line(m))
		return;
	set_message(f, m);
	warn_rule(f);
}

static void oops_head_line(struct parser *p, const char *m)
{
	struct finding *f = cur(p);

	if (!f->function && starts_with(m, "RIP: 0010:"))
		f->function = splat_sym_off(m + strlen("RIP: 0010:"));
	else if (!f->function && starts_with(m, "pc : "))	/* arm64 */
		f->function = splat_sym_off(m + strlen("pc : "));
}

/*
 * Another CPU's lines that land between the KERN_CONT pieces of a held-lock
 * entry: its frames ("? f+0x1/0x2", "f+0x1/0x2"), its "CPU: ..." header.
 */
static bool held_noise(struct parser *p, const char *s)
{
	struct frame fr;
	enum frame_kind k;

	if (!strcasecmp(s, "Call Trace:")) {
		p->rep.interleaved = true;
		return true;
	}
	if (starts_with(s, "? ") || starts_with(s, "Hardware name: ") ||
	    (task_pid(s) >= 0 && !strstr(s, " held by ")))
		return true;
	k = splat_frame(s, &fr);
	free(fr.fn);
	free(fr.caller);
	return k == FRAME_FUNC;
}

/* "#0: " alone: the first KERN_CONT piece of an old kernel's entry. */
static bool is_held_piece(const char *m)
{
	const char *s = skip_spaces(m);

	return s[0] == '#' && isdigit((unsigned char)s[1]) && !strchr(s, '(');
}

/*
 * A held-lock line: an entry (pushed), the wrapped tail of one ("at: f",
 * or "f+0x1/0x2" alone after an entry ending in "at:"),
 * or a piece of an entry that old kernels printed in several KERN_CONT
 * bits ("#0: ", "(", "&vcpu->mutex", "){+.+.+.}", ", at: "), which other
 * CPUs' lines may come between. An interleaved frame ("? f+0x1/0x2")
 * does not end the list.
 */
static bool held_line(struct parser *p, const char *m)
{
	struct strbuf *part = &p->rep.held_part;
	const char *s = skip_spaces(m);
	char *name;

	if (part->len) {
		if (starts_with(s, "stack backtrace:")) {
			sb_reset(part);	/* an entry never closed: give up */
			return false;
		}
		if (held_noise(p, s))
			return true;
		sb_puts(part, s);
		name = held_lock_name(part->buf);
		if (name)
			sl_push_owned(&cur(p)->held, name);
		if (name || part->len > 512)
			sb_reset(part);
		return true;
	}
	if (starts_with(s, "at: ") || starts_with(s, ", at:") ||
	    starts_with(s, "? "))
		return true;
	name = splat_sym_off(s);	/* "at:" wrapped, then "f+0x1/0x2" */
	if (name) {
		free(name);
		return true;
	}
	name = held_lock_name(m);
	if (name) {
		sl_push_owned(&cur(p)->held, name);
		return true;
	}
	if (is_held_piece(s)) {
		sb_puts(part, s);
		return true;
	}
	return false;
}

/*
 * Whether a "Call Trace:" inside an RCU report is the report's own: lockdep
 * prints it after "other info ..." and for the task holding the locks. A
 * trace before that, or of another PID, is an interleaved report's.
 */
static bool rcu_own_trace(const struct report *r)
{
	return r->other_info &&
	       !(r->held_pid >= 0 && r->cpu_pid >= 0 && r->held_pid != r->cpu_pid);
}

/* arm32 traces have no "Call Trace:" line: the first frame opens one. */
static bool arm32_trace_start(struct parser *p, const char *m)
{
	struct frame fr;
	enum frame_kind k = splat_frame(m, &fr);
	bool arm32 = k == FRAME_FUNC && fr.caller;

	free(fr.fn);
	free(fr.caller);
	if (!arm32 || (p->rep.kind == K_RCU && !rcu_own_trace(&p->rep)))
		return false;
	p->rep.phase = P_TRACE;
	trace_line(p, m);
	return true;
}

static void report_line(struct parser *p, const char *m)
{
	struct report *r = &p->rep;

	if (r->kasan && kasan_line(p, m))
		return;
	if (r->phase == P_NONE || r->phase == P_DONE)
		return;
	if (r->phase == P_TRACE) {
		trace_line(p, m);
		return;
	}
	if (r->phase == P_HELD) {
		if (held_line(p, m))
			return;
		r->phase = P_HEAD;
	}
	if (r->kind == K_RCU && r->held_seen &&
	    (r->held_part.len || is_held_piece(m))) {
		held_line(p, m);	/* pieces after another CPU's lines */
		return;
	}
	m = skip_spaces(m);
	if (!r->held_seen && is_held_header(m)) {
		r->held_seen = true;
		r->held_pid = task_pid(m);
		r->phase = P_HELD;
		return;
	}
	if (!strcasecmp(m, "Call Trace:")) {
		if (r->kind != K_RCU || rcu_own_trace(r))
			r->phase = P_TRACE;
		else
			r->interleaved = true;
		if (r->phase == P_TRACE && !strcmp(m, "Call trace:") &&
		    !cur(p)->arch)
			cur(p)->arch = str_dup("arm64");
		return;
	}
	if (!cur(p)->kernel)
		cur(p)->kernel = kernel_release(m);
	if (arm32_trace_start(p, m))
		return;
	switch (r->kind) {
	case K_RCU:
		rcu_head_line(p, m);
		break;
	case K_SLEEP:
		sleep_head_line(p, m);
		break;
	case K_WARN:
		warn_head_line(p, m);
		break;
	case K_OOPS:
		oops_head_line(p, m);
		break;
	case K_BUG:
		if (!cur(p)->function && starts_with(m, "caller is "))
			cur(p)->function = splat_sym_off(m + strlen("caller is "));
		break;
	default:
		break;
	}
}

/* ---- exerciser markers ---- */

/* "N name ..." -> "N name" */
static char *subtest_id(const char *s)
{
	const char *sp = strchr(s, ' ');

	if (!sp)
		return str_dup(s);
	sp = strchr(sp + 1, ' ');
	return sp ? xstrndup(s, (size_t)(sp - s)) : str_dup(s);
}

static void marker(struct parser *p, const char *m)
{
	struct boot_summary *sum = p->sum;
	int n;

	/* A workload's markers count below too (its skip among the skipped). */
	wl_marker(&sum->workloads, m);
	if (sscanf(m, "begin %d", &n) == 1) {
		sum->begun = true;
		sum->nr_subtests = n;
	} else if (starts_with(m, "start ")) {
		if (m[6] != 'w')
			sum->started++;
		free(sum->running);
		sum->running = subtest_id(m + strlen("start "));
	} else if (starts_with(m, "skip ")) {
		sl_push(&sum->skipped, m + strlen("skip "));
	} else if (starts_with(m, "end ")) {
		/* The workloads after the sub-tests ("end w2 stress-ng") are not sub-tests. */
		if (m[4] != 'w')
			sum->ended++;
		free(sum->running);
		sum->running = NULL;
		free(sum->last);
		sum->last = subtest_id(m + strlen("end "));
	} else if (!strcmp(m, "done")) {
		sum->done = true;
	} else {
		coverage_marker(&sum->cov, m);
	}
}

/* ---- the whole log ---- */

static void parse_line(struct parser *p, const char *m)
{
	bool equals = all_same(m, '=', 8);

	if (starts_with(m, MARKER)) {
		marker(p, m + strlen(MARKER));
		return;			/* markers are transparent */
	}
	if (p->rep.phase != P_NONE && p->rep.interleaved &&
	    p->rep.head_stamped && !p->stamped)
		return;			/* not the kernel's: a fuzzer's log */
	if (headline(p, m)) {
		p->prev_equals = false;
		return;
	}
	if (!strcmp(m, CUT_HERE)) {
		report_end(p);
		p->cut_line = p->lineno;
		sb_reset(&p->cut_msg);
	} else if (starts_with(m, "---[ end ")) {
		report_end(p);
	} else if (p->has_outer && p->rep.phase == P_DONE) {
		report_resume_outer(p);
		report_line(p, m);
	} else if (p->rep.phase != P_NONE) {
		report_line(p, m);
	} else if (p->cut_line && p->lineno - p->cut_line <= CUT_WINDOW && *m) {
		if (p->cut_msg.len)
			sb_puts(&p->cut_msg, "; ");
		sb_puts(&p->cut_msg, m);
	}
	p->prev_equals = equals;
}

static void boot_incomplete(struct parser *p)
{
	struct boot_summary *sum = p->sum;
	struct finding *f = finding_new(p->out);

	f->tool = str_dup("console");
	f->rule = str_dup("boot-incomplete");
	f->severity = str_dup("error");
	f->confidence = str_dup(rcu_confidence_name(RCU_CONF_CERTAIN));
	f->file = str_dup(p->logname);
	f->line = f->log_line = p->lineno;
	if (sum->running) {
		f->message = str_printf("sub-test %s started and never ended",
				       sum->running);
		f->subtest = str_dup(sum->running);
	} else if (sum->last) {
		f->message = str_printf("the exerciser stopped after sub-test %s",
				       sum->last);
	} else if (sum->begun) {
		f->message = str_dup("the exerciser began but started no sub-test");
	} else {
		f->message = str_dup("the exerciser never started");
	}
}

void splat_parse(const char *text, const char *logname, bool expect_exerciser,
		 struct finding_list *out, struct boot_summary *sum)
{
	struct parser p = { .logname = logname, .out = out, .sum = sum };
	struct strbuf line = STRBUF_INIT;

	memset(sum, 0, sizeof(*sum));
	sum->nr_subtests = -1;
	while (*text) {
		const char *nl = strchr(text, '\n');
		size_t n = nl ? (size_t)(nl - text) : strlen(text);

		sb_reset(&line);
		sb_add(&line, text, n);
		p.lineno++;
		/* A NUL inside a line ends it early: harmless. */
		parse_line(&p, splat_text_stamped(line.buf, &p.stamped));
		text += n + (nl ? 1 : 0);
	}
	report_end(&p);
	if (expect_exerciser && !sum->done)
		boot_incomplete(&p);
	sb_free(&line);
	sb_free(&p.cut_msg);
}

void boot_summary_free(struct boot_summary *sum)
{
	free(sum->running);
	free(sum->last);
	sum->running = NULL;
	sum->last = NULL;
	sl_free(&sum->skipped);
	coverage_free(&sum->cov);
	wl_free(&sum->workloads);
}

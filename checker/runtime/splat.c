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
#include "runtime/splat.h"

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
	struct strlist notes;	/* extra facts for the message */
};

struct parser {
	const char *logname;
	struct finding_list *out;
	struct boot_summary *sum;
	int lineno;
	struct report rep;
	bool prev_equals;	/* previous line was a "=====" frame */
	int cut_line;		/* line of the last "cut here", or 0 */
	struct strbuf cut_msg;	/* text printed after it */
};

static struct finding *cur(struct parser *p)
{
	return &p->out->v[p->rep.idx];
}

/* ---- small string helpers ---- */

static bool is_sym_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static bool is_hex(char c)
{
	return isxdigit((unsigned char)c);
}

/* Length of "0x<hex>" at @s, or 0. */
static size_t hex_len(const char *s)
{
	size_t n = 2;

	if (s[0] != '0' || s[1] != 'x' || !is_hex(s[2]))
		return 0;
	while (is_hex(s[n]))
		n++;
	return n;
}

/* "foo.isra.0" -> "foo": C identifiers have no dots, GCC's clones do. */
static char *clean_sym(const char *s, size_t n)
{
	const char *dot = memchr(s, '.', n);

	if (dot && dot != s)
		n = (size_t)(dot - s);
	return xstrndup(s, n);
}

/*
 * Parses "sym+0x12/0x34" at @s (followed by the end, a space or a tab).
 * Returns the cleaned symbol or NULL.
 */
static char *parse_sym_off(const char *s)
{
	size_t n = 0, h;

	while (is_sym_char(s[n]))
		n++;
	if (!n || s[n] != '+')
		return NULL;
	h = hex_len(s + n + 1);
	if (!h || s[n + 1 + h] != '/')
		return NULL;
	const char *t = s + n + 2 + h;
	size_t h2 = hex_len(t);

	if (!h2 || (t[h2] && t[h2] != ' ' && t[h2] != '\t'))
		return NULL;
	return clean_sym(s, n);
}

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

/* ---- line prefixes ---- */

/* "[    1.148232]" (and a "[    T1]" caller id after it), or NULL. */
static const char *skip_timestamp(const char *s)
{
	const char *t = s;

	if (*t++ != '[')
		return NULL;
	while (*t == ' ')
		t++;
	if (!isdigit((unsigned char)*t))
		return NULL;
	while (isdigit((unsigned char)*t))
		t++;
	if (*t == '.')
		for (t++; isdigit((unsigned char)*t); t++)
			;
	if (*t++ != ']')
		return NULL;
	if (*t == '[') {
		const char *close = strchr(t, ']');
		const char *id = close ? skip_spaces(t + 1) : NULL;

		if (id && (*id == 'T' || *id == 'C') &&
		    isdigit((unsigned char)id[1]))
			t = close + 1;
	}
	return *t == ' ' ? t + 1 : t;
}

/* "/dev/kmsg" records: "6,339,5140900,-;text". */
static const char *skip_kmsg(const char *s)
{
	const char *t = s;

	for (int field = 0; field < 3; field++) {
		if (!isdigit((unsigned char)*t))
			return NULL;
		while (isdigit((unsigned char)*t))
			t++;
		if (*t++ != ',')
			return NULL;
	}
	const char *semi = strchr(t, ';');

	return semi ? semi + 1 : NULL;
}

/* The printk text of a console line. */
static const char *strip_prefixes(const char *s)
{
	const char *t;

	if (s[0] == '<' && isdigit((unsigned char)s[1])) {
		t = s + 1;
		while (isdigit((unsigned char)*t))
			t++;
		if (*t == '>')
			s = t + 1;
	}
	t = skip_timestamp(s);
	if (t)
		return t;
	t = skip_kmsg(s);
	return t ? t : s;
}

/* ---- backtraces ---- */

/* Frames of the reporting machinery, dropped from the top of a chain. */
static const char *const machinery[] = {
	"dump_stack", "dump_stack_lvl", "__dump_stack", "show_stack",
	"dump_backtrace", "show_trace_log_lvl", "show_regs",
	"__might_resched", "__might_sleep", "___might_sleep", "__might_fault",
	"__cant_sleep", "__cant_migrate", "__schedule_bug", "schedule_debug",
	"warn_slowpath_fmt", "warn_slowpath_null", "__warn", "__warn_printk",
	"report_bug", "handle_bug", "exc_invalid_op", "asm_exc_invalid_op",
	"panic", "vpanic",
	"print_circular_bug", "check_noncircular", "check_prev_add",
	"check_prevs_add", "validate_chain", "__lock_acquire", "lock_acquire",
	"lock_release", "__lock_release", "lock_acquired", "lock_contended",
	"print_usage_bug", "valid_state", "mark_lock", "mark_lock_irq",
	"mark_usage", "mark_held_locks", "mark_irqflags",
	"print_deadlock_bug", "check_deadlock", "print_unlock_imbalance_bug",
	"print_bad_irq_dependency", "check_irq_usage",
	"print_irq_inversion_bug", "check_usage_forwards",
	"check_usage_backwards", "print_lock_nested_lock_not_held",
	"print_lock_invalid_wait_context", "check_wait_context",
	"print_held_locks_bug", "debug_check_no_locks_held",
	"print_freed_lock_bug", "debug_check_no_locks_freed",
	"debug_check_no_obj_freed", "__debug_check_no_obj_freed",
	"debug_print_object", "print_report", "check_preemption_disabled",
	"debug_smp_processor_id", "__this_cpu_preempt_check",
};

/* After those, a sleep report's own path into the scheduler. */
static const char *const sched_frames[] = { "__schedule", "schedule" };

static bool is_machinery(const char *fn)
{
	if (starts_with(fn, "lockdep_") || starts_with(fn, "debug_object_") ||
	    starts_with(fn, "kasan_") || starts_with(fn, "__kasan_") ||
	    starts_with(fn, "__asan_"))
		return true;
	for (size_t i = 0; i < ARRAY_SIZE(machinery); i++)
		if (!strcmp(fn, machinery[i]))
			return true;
	return false;
}

static bool is_sched_frame(const char *fn)
{
	for (size_t i = 0; i < ARRAY_SIZE(sched_frames); i++)
		if (!strcmp(fn, sched_frames[i]))
			return true;
	return false;
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

/* Register dump lines: "RIP: 0010:...", "RAX: ...", "FS:  ...", "Code: ". */
static bool is_register_line(const char *s)
{
	size_t n = 0;

	if (!isupper((unsigned char)s[0]))
		return false;
	while (isupper((unsigned char)s[n]) || isdigit((unsigned char)s[n]))
		n++;
	return n >= 2 && n <= 4 && s[n] == ':';
}

/*
 * One backtrace line: a frame is pushed, a marker skipped; anything else
 * ends the trace.
 */
static void trace_line(struct parser *p, const char *m)
{
	const char *s = skip_spaces(m);

	if (!*s || !strcmp(s, "</TASK>") || starts_with(m, "RIP: 0033:")) {
		p->rep.phase = P_DONE;	/* user space follows */
		return;
	}
	if (s[0] == '<' && s[strlen(s) - 1] == '>')
		return;			/* <TASK>, <IRQ>, </IRQ>, <NMI> ... */
	if (is_register_line(m))
		return;			/* kernel regs of an exception frame */
	if (starts_with(s, "? "))
		return;			/* unreliable frame */
	if (starts_with(s, "[<")) {	/* old style "[<ffffffff8123>] f+0x1/0x2" */
		const char *close = strstr(s, ">]");

		if (close)
			s = skip_spaces(close + 2);
		if (starts_with(s, "? "))
			return;
	}
	char *fn = parse_sym_off(s);

	if (fn) {
		sl_push_owned(&cur(p)->chain, fn);
		return;
	}
	if (hex_len(s) && !s[hex_len(s)])
		return;			/* an address without a symbol */
	p->rep.phase = P_DONE;
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
	while (is_hex(*s))
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

static void report_end(struct parser *p)
{
	if (p->rep.phase == P_NONE)
		return;
	struct finding *f = cur(p);

	chain_drop_top(&f->chain, is_machinery);
	if (p->rep.kind == K_SLEEP)
		chain_drop_top(&f->chain, is_sched_frame);
	if ((p->rep.kind == K_WARN || p->rep.kind == K_OOPS) && f->function)
		chain_prepend(&f->chain, f->function);
	if (!f->function && f->chain.n)
		f->function = str_dup(f->chain.v[0]);
	if (p->rep.kind == K_SLEEP)
		sleep_message(p);
	sl_free(&p->rep.notes);
	memset(&p->rep, 0, sizeof(p->rep));
}

static struct finding *report_start(struct parser *p, enum kind kind,
				    const char *rule, const char *tool,
				    const char *severity)
{
	report_end(p);
	p->cut_line = 0;
	struct finding *f = finding_new(p->out);

	p->rep.kind = kind;
	p->rep.phase = P_HEAD;
	p->rep.idx = p->out->n - 1;
	p->rep.head_line = p->lineno;
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
		f->function = parse_sym_off(skip_spaces(rest));
	} else if (at) {
		f->function = parse_sym_off(at + 4);
	}
	f->message = msg ? msg : str_dup("kernel warning");
	p->rep.want_msg = !msg;
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

static void bug_headline(struct parser *p, const char *m)
{
	bool kasan = starts_with(m, "BUG: KASAN: ");
	struct finding *f = report_start(p, K_BUG, kasan ? "kasan" : "kernel-bug",
					 "console", kasan ? "error" : "warning");
	const char *in = strstr(m, " in ");

	f->message = headline_text(m);
	if (in)
		f->function = parse_sym_off(in + 4);
}

/* Opens a report when @m is a headline; true if it was one. */
static bool headline(struct parser *p, const char *m)
{
	if (!strcmp(m, "WARNING: suspicious RCU usage"))
		rcu_headline(p);
	else if (starts_with(m, "BUG: sleeping function called from ") ||
		 starts_with(m, "BUG: scheduling while atomic"))
		sleep_headline(p, m);
	else if (starts_with(m, "WARNING: CPU: "))
		warn_headline(p, m);
	else if (is_oops_head(m))
		oops_headline(p, m);
	else if (starts_with(m, "Kernel panic - not syncing: "))
		panic_headline(p, m);
	else if (starts_with(m, "ODEBUG: ") && strstr(m, " object type: "))
		odebug_headline(p, m);
	else if (lockdep_headline(p, m))
		;
	else if (starts_with(m, "BUG: "))
		bug_headline(p, m);
	else
		return false;
	return true;
}

/* ---- the lines after a headline ---- */

static void rcu_head_line(struct parser *p, const char *m)
{
	struct finding *f = cur(p);
	const char *rest;
	char *file;
	int line;

	if (starts_with(m, "RCU used illegally from ") && f->message) {
		char *s = without_bang(m);
		char *msg = str_printf("%s; %s", f->message, s);

		free(s);
		free(f->message);
		f->message = msg;
		return;
	}
	if (f->message || !parse_file_line(m, &file, &line, &rest) ||
	    *rest != ' ')
		return;
	set_location(f, file, line);
	f->message = without_bang(rest + 1);
	if (starts_with(f->message, "Illegal context switch in RCU")) {
		free(f->rule);
		f->rule = str_dup("rcu-illegal-context-switch");
	}
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
	    starts_with(m, "CPU: ") || is_register_line(m))
		return;
	set_message(f, m);
	warn_rule(f);
}

static void oops_head_line(struct parser *p, const char *m)
{
	struct finding *f = cur(p);

	if (!f->function && starts_with(m, "RIP: 0010:"))
		f->function = parse_sym_off(m + strlen("RIP: 0010:"));
	else if (!f->function && starts_with(m, "pc : "))	/* arm64 */
		f->function = parse_sym_off(m + strlen("pc : "));
}

static void report_line(struct parser *p, const char *m)
{
	struct report *r = &p->rep;

	if (r->phase == P_NONE || r->phase == P_DONE)
		return;
	if (r->phase == P_TRACE) {
		trace_line(p, m);
		return;
	}
	if (r->phase == P_HELD) {
		char *name = held_lock_name(m);

		if (name) {
			sl_push_owned(&cur(p)->held, name);
			return;
		}
		r->phase = P_HEAD;
	}
	if (!r->held_seen && is_held_header(m)) {
		r->held_seen = true;
		r->phase = P_HELD;
		return;
	}
	if (!strcasecmp(m, "Call Trace:")) {
		r->phase = P_TRACE;
		return;
	}
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
			cur(p)->function = parse_sym_off(m + strlen("caller is "));
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

	if (sscanf(m, "begin %d", &n) == 1) {
		sum->begun = true;
		sum->nr_subtests = n;
	} else if (starts_with(m, "start ")) {
		sum->started++;
		free(sum->running);
		sum->running = subtest_id(m + strlen("start "));
	} else if (starts_with(m, "end ")) {
		sum->ended++;
		free(sum->running);
		sum->running = NULL;
		free(sum->last);
		sum->last = subtest_id(m + strlen("end "));
	} else if (!strcmp(m, "done")) {
		sum->done = true;
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
		parse_line(&p, strip_prefixes(rtrim(line.buf)));
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
}

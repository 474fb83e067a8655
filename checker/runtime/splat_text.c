// SPDX-License-Identifier: GPL-2.0
/*
 * Console-line normalisation (see splat_text.h). Reports reach us pasted
 * into mail ("> ", "| " quoting, several levels), as dmesg or serial
 * captures ("<4>" levels, "[  12.3]" timestamps, "[  T178]" caller ids,
 * /dev/kmsg records), as syslog or journal lines ("Nov  3 01:01:12 host
 * kernel: "), sometimes with a literal "^M" left by a terminal or
 * glued to the shell prompt the console was showing.
 */
#include "runtime/splat_text.h"
#include "lib/util.h"
#include "rcu/report.h"

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

/* "> ", ">", "| " quoting of mail replies, any depth. */
static const char *skip_quoting(const char *s)
{
	for (;;) {
		const char *t = s;

		while (*t == ' ')
			t++;
		if ((*t == '>' || *t == '|') &&
		    (t[1] == ' ' || t[1] == '>' || t[1] == '|' || !t[1]))
			s = t[1] == ' ' ? t + 2 : t + 1;
		else
			return s;
	}
}

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

static const char *skip_level(const char *s)
{
	const char *t;

	if (s[0] != '<' || !isdigit((unsigned char)s[1]))
		return s;
	t = s + 1;
	while (isdigit((unsigned char)*t))
		t++;
	return *t == '>' ? t + 1 : s;
}

/* "HH:MM:SS" somewhere in @s[0..n). */
static bool has_time_of_day(const char *s, size_t n)
{
	for (size_t i = 0; i + 8 <= n; i++) {
		const char *t = s + i;

		if (isdigit((unsigned char)t[0]) && isdigit((unsigned char)t[1]) &&
		    t[2] == ':' && isdigit((unsigned char)t[3]) &&
		    isdigit((unsigned char)t[4]) && t[5] == ':' &&
		    isdigit((unsigned char)t[6]) && isdigit((unsigned char)t[7]))
			return true;
	}
	return false;
}

/*
 * A syslog or journal line: "Nov  3 01:01:12 host kernel: text",
 * "2022-07-13T02:32:27.168106+00:00 host kernel: text", "kernel: [  1.2]
 * text" (the tag alone, before a timestamp). Returns the text, or NULL.
 */
static const char *skip_syslog(const char *s)
{
	static const char tag[] = "kernel: ";
	const char *k;

	if (starts_with(s, tag))
		return skip_timestamp(s + strlen(tag)) ? s + strlen(tag) : NULL;
	k = strstr(s, " kernel: ");
	if (!k || k - s > 64 || !has_time_of_day(s, (size_t)(k - s)))
		return NULL;
	return k + 1 + strlen(tag);
}

/*
 * A shell prompt the kernel's line landed on ("root@host:~# [  12.3] ...",
 * busybox "/ # [  12.3] ..."): text ending in a prompt character, a blank
 * or none, then a timestamp. Returns the timestamp, or NULL.
 */
static const char *skip_prompt(const char *s)
{
	for (const char *b = strchr(s, '['); b; b = strchr(b + 1, '[')) {
		const char *c = b;

		if (c > s && c[-1] == ' ')
			c--;
		if (c > s && strchr("#$%", c[-1]) && skip_timestamp(b))
			return b;
	}
	return NULL;
}

const char *splat_text(char *s)
{
	bool stamped;

	return splat_text_stamped(s, &stamped);
}

const char *splat_text_stamped(char *s, bool *stamped)
{
	const char *t, *ts;
	size_t n;

	*stamped = true;

	rtrim(s);
	n = strlen(s);
	if (n >= 2 && !strcmp(s + n - 2, "^M")) {	/* a pasted CR */
		s[n - 2] = '\0';
		rtrim(s);
	}
	t = skip_quoting(s);
	if (skip_syslog(t))
		t = skip_syslog(t);
	t = skip_level(t);
	ts = skip_spaces(t);		/* a paste indented by the mail's author */
	if (skip_timestamp(ts))
		return skip_timestamp(ts);
	ts = skip_prompt(t);
	if (ts)
		return skip_timestamp(ts);
	if (skip_kmsg(t))
		return skip_kmsg(t);
	*stamped = false;
	return t;
}

static size_t comp_len(const char *s)
{
	const char *slash = strchr(s, '/');

	return slash ? (size_t)(slash - s) : strlen(s);
}

/* Drops "dir/.." pairs in place: "a/b/../../c" -> "c". */
static void drop_dotdots(char *p)
{
	char *dd;

	while ((dd = strstr(p, "/../")) != NULL) {
		char *start = dd;

		while (start > p && start[-1] != '/')
			start--;
		if (!strncmp(start, "../", 3))
			return;			/* nothing left to cancel */
		memmove(start, dd + 4, strlen(dd + 4) + 1);
	}
}

char *splat_tree_path(const char *path)
{
	const char *s = path;
	char *out;

	while (starts_with(s, "./"))
		s += 2;
	if (*s == '/') {
		for (const char *c = s + 1; *c; c += comp_len(c) + 1) {
			size_t n = comp_len(c);

			if (!c[n])
				break;		/* the file name itself */
			if (!rcu_model_tree_top_dir(c, n))
				continue;
			if (n == 6 && !strncmp(c, "kernel", 6) &&
			    rcu_model_tree_top_dir(c + 7, comp_len(c + 7)) && c[7 + comp_len(c + 7)])
				continue;
			s = c;
			break;
		}
	}
	out = str_dup(s);
	drop_dotdots(out);
	return out;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Backtrace lines (see splat_frame.h):
 *   x86, arm64, s390, ppc64, LoongArch  " [<addr>] f+0x1/0x2 [module]",
 *                                        " f+0x1/0x2 (unreliable)" (ppc64),
 *                                        "[addr] [addr] f+0x1/0x2" (ppc64)
 *   syzbot / decode_stacktrace.sh       " f+0x1/0x2 file.c:12", " f file.c:12 [inline]",
 *                                        " f (file.c:12)"
 *   arm32, both unwinders               "[<c..>] (f) from [<c..>] (g+0x1/0x2)",
 *                                        " f from g+0x1/0x2"
 * and the markers a trace carries: "? " unreliable frames, <TASK>/<IRQ>,
 * the register dump of an exception frame, a "[module]" wrapped by mail.
 */
#include "runtime/splat_frame.h"
#include "lib/util.h"

#include <ctype.h>
#include <stdbool.h>
#include <string.h>

static bool is_sym_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static size_t hex_len(const char *s)
{
	size_t n = 2;

	if (s[0] != '0' || s[1] != 'x' || !isxdigit((unsigned char)s[2]))
		return 0;
	while (isxdigit((unsigned char)s[n]))
		n++;
	return n;
}

char *splat_clean_sym(const char *s, size_t n)
{
	const char *dot = memchr(s, '.', n);

	if (dot && dot != s)
		n = (size_t)(dot - s);
	return xstrndup(s, n);
}

static size_t sym_len(const char *s)
{
	size_t n = 0;

	while (is_sym_char(s[n]))
		n++;
	return n;
}

size_t splat_sym_len(const char *s)
{
	return sym_len(s);
}

/* Length of "sym+0x12/0x34" at @s, or 0. */
static size_t sym_off_len(const char *s)
{
	size_t n = sym_len(s), h, h2;

	if (!n || s[n] != '+')
		return 0;
	h = hex_len(s + n + 1);
	if (!h || s[n + 1 + h] != '/')
		return 0;
	h2 = hex_len(s + n + 2 + h);
	return h2 ? n + 2 + h + h2 : 0;
}

char *splat_sym_off(const char *s)
{
	size_t n = sym_off_len(s);

	if (!n || (s[n] && s[n] != ' ' && s[n] != '\t'))
		return NULL;
	return splat_clean_sym(s, sym_len(s));
}

/* "file.c:12" at @s (no blanks in the file). */
static bool is_file_line(const char *s)
{
	const char *colon = strchr(s, ':');
	const char *sp = strpbrk(s, " \t)");

	return colon && colon != s && (!sp || colon < sp) &&
	       isdigit((unsigned char)colon[1]);
}

/* Skips "[<ffff...>] " and "[c0000...] " address columns. */
static const char *skip_addresses(const char *s)
{
	for (;;) {
		const char *t = s + (s[0] == '[' ? 1 : 0);

		if (t == s)
			return s;
		if (*t == '<')
			t++;
		if (!isxdigit((unsigned char)*t))
			return s;
		while (isxdigit((unsigned char)*t))
			t++;
		if (*t == '>')
			t++;
		if (*t != ']')
			return s;
		s = skip_spaces(t + 1);
	}
}

/* arm32: "(f) from [<c..>] (g+0x../0x..)" or "f from g+0x../0x..". */
static bool arm32_frame(const char *s, struct frame *fr)
{
	size_t n;
	const char *from;

	if (*s == '(') {
		n = sym_len(s + 1);
		if (!n || s[1 + n] != ')' || !starts_with(s + 2 + n, " from "))
			return false;
		fr->fn = splat_clean_sym(s + 1, n);
		from = skip_addresses(s + 2 + n + 6);
		if (*from == '(' && sym_off_len(from + 1))
			fr->caller = splat_clean_sym(from + 1, sym_len(from + 1));
		return true;
	}
	n = sym_len(s);
	if (!n || !starts_with(s + n, " from ") || !sym_off_len(s + n + 6))
		return false;
	fr->fn = splat_clean_sym(s, n);
	fr->caller = splat_clean_sym(s + n + 6, sym_len(s + n + 6));
	return true;
}

/* Register lines: "RIP: 0010:...", "RAX: ...", "FS:  ...". */
bool splat_register_line(const char *s)
{
	size_t n = 0;

	if (!isupper((unsigned char)s[0]))
		return false;
	while (isupper((unsigned char)s[n]) || isdigit((unsigned char)s[n]))
		n++;
	return n >= 2 && n <= 4 && s[n] == ':';
}

/*
 * "[kvm]" alone: a frame's module suffix a mail client wrapped onto a line
 * of its own. A bare column of hex digits is an address, not a module.
 */
static bool wrapped_module(const char *s, size_t len)
{
	size_t hex = 0;

	if (len < 3 || s[0] != '[' || s[len - 1] != ']')
		return false;
	for (size_t i = 1; i < len - 1; i++) {
		if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '-')
			return false;
		hex += isxdigit((unsigned char)s[i]) ? 1 : 0;
	}
	return hex < 8 || hex != len - 2;
}

enum frame_kind splat_frame(const char *line, struct frame *fr)
{
	const char *s = skip_spaces(line);
	size_t n, len;

	fr->fn = fr->caller = NULL;
	if (!*s)
		return FRAME_END;
	if (!strcmp(s, "</TASK>") || starts_with(s, "RIP: 0033:"))
		return FRAME_STOP;	/* user space follows */
	len = strlen(s);
	if (s[0] == '<' && s[len - 1] == '>')
		return FRAME_SKIP;	/* <TASK>, <IRQ>, </IRQ>, <NMI> ... */
	if (splat_register_line(s) || starts_with(s, "Code: "))
		return FRAME_SKIP;	/* an exception frame's registers */
	if (wrapped_module(s, len))
		return FRAME_SKIP;
	if (starts_with(s, "? ") || strstr(s, " (unreliable)"))
		return FRAME_SKIP;
	s = skip_addresses(s);
	if (starts_with(s, "? "))
		return FRAME_SKIP;
	if (arm32_frame(s, fr))
		return FRAME_FUNC;
	fr->fn = splat_sym_off(s);
	if (fr->fn)
		return FRAME_FUNC;
	n = sym_len(s);
	if (n && s[n] == ' ') {
		const char *t = s + n + 1;

		if ((*t == '(' && is_file_line(t + 1)) ||
		    (is_file_line(t) && strstr(t, " [inline]"))) {
			fr->fn = splat_clean_sym(s, n);
			return FRAME_FUNC;
		}
	}
	if (hex_len(s) && !s[hex_len(s)])
		return FRAME_SKIP;	/* an address without a symbol */
	return FRAME_END;
}

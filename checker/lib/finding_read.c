// SPDX-License-Identifier: GPL-2.0
/*
 * A small JSON reader, just enough for the finding record: an object of
 * strings, integers, null, booleans and arrays of strings. Anything else
 * is skipped when its key is unknown and is an error when the key is one
 * the record needs as a string, so that a damaged file is reported rather
 * than half-read.
 */
#include "lib/finding_read.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct jp {
	const char *s;		/* current position */
	const char *err;	/* first error, static text */
};

static void ws(struct jp *p)
{
	while (*p->s == ' ' || *p->s == '\t' || *p->s == '\r')
		p->s++;
}

static int fail(struct jp *p, const char *why)
{
	if (!p->err)
		p->err = why;
	return -1;
}

static void put_utf8(struct strbuf *sb, unsigned cp)
{
	if (cp < 0x80) {
		sb_putc(sb, (char)cp);
	} else if (cp < 0x800) {
		sb_putc(sb, (char)(0xc0 | (cp >> 6)));
		sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
	} else {
		sb_putc(sb, (char)(0xe0 | (cp >> 12)));
		sb_putc(sb, (char)(0x80 | ((cp >> 6) & 0x3f)));
		sb_putc(sb, (char)(0x80 | (cp & 0x3f)));
	}
}

/* A JSON string into a new C string; NULL on error. */
static char *jstring(struct jp *p)
{
	struct strbuf sb = STRBUF_INIT;

	if (*p->s != '"') {
		fail(p, "expected a string");
		return NULL;
	}
	p->s++;
	while (*p->s != '"') {
		char c = *p->s;

		if (!c || c == '\n') {
			sb_free(&sb);
			fail(p, "unterminated string");
			return NULL;
		}
		p->s++;
		if (c != '\\') {
			sb_putc(&sb, c);
			continue;
		}
		c = *p->s++;
		switch (c) {
		case 'n': sb_putc(&sb, '\n'); break;
		case 't': sb_putc(&sb, '\t'); break;
		case 'r': sb_putc(&sb, '\r'); break;
		case 'b': sb_putc(&sb, '\b'); break;
		case 'f': sb_putc(&sb, '\f'); break;
		case '/': case '\\': case '"': sb_putc(&sb, c); break;
		case 'u': {
			char hex[5] = { 0 };
			char *end;

			memcpy(hex, p->s, 4);
			unsigned cp = (unsigned)strtoul(hex, &end, 16);

			if (end != hex + 4) {
				sb_free(&sb);
				fail(p, "bad \\u escape");
				return NULL;
			}
			p->s += 4;
			put_utf8(&sb, cp);
			break;
		}
		default:
			sb_free(&sb);
			fail(p, "bad escape in string");
			return NULL;
		}
	}
	p->s++;
	return sb_detach(&sb);
}

static int jskip(struct jp *p, int depth);

static int jskip_compound(struct jp *p, char close, int depth)
{
	p->s++;
	ws(p);
	if (*p->s == close) {
		p->s++;
		return 0;
	}
	for (;;) {
		if (close == '}') {
			char *k = jstring(p);

			if (!k)
				return -1;
			free(k);
			ws(p);
			if (*p->s++ != ':')
				return fail(p, "expected ':'");
			ws(p);
		}
		if (jskip(p, depth + 1))
			return -1;
		ws(p);
		if (*p->s == ',') {
			p->s++;
			ws(p);
			continue;
		}
		if (*p->s == close) {
			p->s++;
			return 0;
		}
		return fail(p, "expected ',' or a closing bracket");
	}
}

/* Skips any JSON value. */
static int jskip(struct jp *p, int depth)
{
	if (depth > 32)
		return fail(p, "nested too deeply");
	ws(p);
	switch (*p->s) {
	case '"': {
		char *s = jstring(p);

		free(s);
		return s ? 0 : -1;
	}
	case '{':
		return jskip_compound(p, '}', depth);
	case '[':
		return jskip_compound(p, ']', depth);
	default:
		if (starts_with(p->s, "null") || starts_with(p->s, "true")) {
			p->s += 4;
			return 0;
		}
		if (starts_with(p->s, "false")) {
			p->s += 5;
			return 0;
		}
		if (*p->s == '-' || (*p->s >= '0' && *p->s <= '9')) {
			strtod(p->s, (char **)&p->s);
			return 0;
		}
		return fail(p, "expected a value");
	}
}

/* A string or null into *@dst (replacing it). */
static int jstr_field(struct jp *p, char **dst)
{
	ws(p);
	if (starts_with(p->s, "null")) {
		p->s += 4;
		return 0;
	}
	char *s = jstring(p);

	if (!s)
		return -1;
	free(*dst);
	*dst = s;
	return 0;
}

static int jint_field(struct jp *p, int *dst)
{
	char *end;
	long v;

	ws(p);
	if (starts_with(p->s, "null")) {
		p->s += 4;
		return 0;
	}
	v = strtol(p->s, &end, 10);
	if (end == p->s)
		return fail(p, "expected a number");
	p->s = end;
	*dst = (int)v;
	return 0;
}

static int jlist_field(struct jp *p, struct strlist *dst)
{
	ws(p);
	if (starts_with(p->s, "null")) {
		p->s += 4;
		return 0;
	}
	if (*p->s != '[')
		return fail(p, "expected an array of strings");
	p->s++;
	ws(p);
	if (*p->s == ']') {
		p->s++;
		return 0;
	}
	for (;;) {
		char *s;

		ws(p);
		s = jstring(p);
		if (!s)
			return -1;
		sl_push_owned(dst, s);
		ws(p);
		if (*p->s == ',') {
			p->s++;
			continue;
		}
		if (*p->s == ']') {
			p->s++;
			return 0;
		}
		return fail(p, "expected ',' or ']'");
	}
}

static int jfield(struct jp *p, const char *key, struct finding *f)
{
	static const struct {
		const char *key;
		size_t off;
	} strs[] = {
		{ "tool", offsetof(struct finding, tool) },
		{ "rule", offsetof(struct finding, rule) },
		{ "severity", offsetof(struct finding, severity) },
		{ "file", offsetof(struct finding, file) },
		{ "function", offsetof(struct finding, function) },
		{ "access", offsetof(struct finding, access) },
		{ "flavor", offsetof(struct finding, flavor) },
		{ "confidence", offsetof(struct finding, confidence) },
		{ "message", offsetof(struct finding, message) },
		{ "subtest", offsetof(struct finding, subtest) },
		{ "tier", offsetof(struct finding, tier) },
		{ "root", offsetof(struct finding, root) },
	};

	for (size_t i = 0; i < sizeof(strs) / sizeof(strs[0]); i++)
		if (!strcmp(key, strs[i].key))
			return jstr_field(p, (char **)((char *)f + strs[i].off));
	if (!strcmp(key, "line"))
		return jint_field(p, &f->line);
	if (!strcmp(key, "col"))
		return jint_field(p, &f->col);
	if (!strcmp(key, "log_line"))
		return jint_field(p, &f->log_line);
	if (!strcmp(key, "held"))
		return jlist_field(p, &f->held);
	if (!strcmp(key, "chain"))
		return jlist_field(p, &f->chain);
	return jskip(p, 0);
}

static int jobject(struct jp *p, struct finding *f)
{
	ws(p);
	if (*p->s != '{')
		return fail(p, "expected a JSON object");
	p->s++;
	ws(p);
	if (*p->s == '}') {
		p->s++;
		return 0;
	}
	for (;;) {
		char *key;
		int ret;

		ws(p);
		key = jstring(p);
		if (!key)
			return -1;
		ws(p);
		if (*p->s != ':') {
			free(key);
			return fail(p, "expected ':'");
		}
		p->s++;
		ret = jfield(p, key, f);
		free(key);
		if (ret)
			return -1;
		ws(p);
		if (*p->s == ',') {
			p->s++;
			continue;
		}
		if (*p->s == '}') {
			p->s++;
			return 0;
		}
		return fail(p, "expected ',' or '}'");
	}
}

int findings_parse_json(const char *text, const char *name, struct finding_list *out)
{
	int lineno = 0;

	for (const char *line = text; *line;) {
		const char *nl = strchrnul(line, '\n');
		struct jp p = { .s = line };

		lineno++;
		ws(&p);
		if (p.s == nl || *p.s == '#') {
			line = *nl ? nl + 1 : nl;
			continue;
		}
		struct finding *f = finding_new(out);

		if (jobject(&p, f) == 0) {
			ws(&p);
			if (p.s != nl)
				fail(&p, "text after the object");
		}
		if (p.err)
			return error("%s:%d: not a finding record: %s", name, lineno, p.err);
		if (!f->file || !f->line)
			return error("%s:%d: finding without \"file\" and \"line\"", name, lineno);
		line = *nl ? nl + 1 : nl;
	}
	return 0;
}

int findings_read_json(const char *path, struct finding_list *out)
{
	size_t len;
	char *text = read_file(path, &len);
	int ret;

	if (!text)
		return error("cannot read findings %s: %s", path, strerror(errno));
	if (memchr(text, '\0', len)) {
		free(text);
		return error("%s: not a text file of JSON lines", path);
	}
	ret = findings_parse_json(text, path, out);
	free(text);
	return ret;
}

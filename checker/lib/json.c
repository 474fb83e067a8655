// SPDX-License-Identifier: GPL-2.0
#include "lib/json.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "lib/fingerprint.h"

/* How long the UTF-8 sequence led by @c is meant to be (1 for a stray byte). */
static size_t utf8_len(unsigned char c)
{
	return c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
}

/*
 * @s with each byte that starts no valid UTF-8 sequence replaced by
 * U+FFFD: a console log may hold any bytes, JSON only text. jansson
 * judges each sequence, so what it accepts here it accepts whole.
 */
static char *utf8_repaired(const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	size_t len = strlen(s);

	for (size_t i = 0; i < len;) {
		size_t n = utf8_len((unsigned char)s[i]);
		json_t *seq = n > 1 && i + n <= len ? json_stringn(s + i, n) : NULL;

		if (n == 1 && (unsigned char)s[i] < 0x80) {
			sb_putc(&sb, s[i]);
		} else if (seq) {
			sb_add(&sb, s + i, n);
		} else {
			sb_puts(&sb, "\xef\xbf\xbd");
			n = 1;
		}
		json_decref(seq);
		i += n;
	}
	return sb_detach(&sb);
}

json_t *jsonl_str(const char *s)
{
	if (!s)
		return json_null();
	json_t *j = json_string(s);

	if (!j) {
		char *fixed = utf8_repaired(s);

		j = json_string(fixed);
		free(fixed);
	}
	return j;
}

json_t *jsonl_strlist(const struct strlist *sl)
{
	json_t *a = json_array();

	for (size_t i = 0; i < sl->n; i++)
		json_array_append_new(a, jsonl_str(sl->v[i]));
	return a;
}

json_t *jsonl_tenths(double v)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%.1f", v);
	return json_real(strtod(buf, NULL));
}

void jsonl_print(FILE *out, json_t *obj)
{
	char *text = json_dumps(obj, JSONL_FLAGS);

	if (!text)
		fatal("out of memory printing JSON");
	fputs(text, out);
	fputc('\n', out);
	free(text);
	json_decref(obj);
}

void jsonl_append(struct strbuf *out, json_t *obj)
{
	char *text = json_dumps(obj, JSONL_FLAGS);

	if (!text)
		fatal("out of memory printing JSON");
	sb_puts(out, text);
	sb_putc(out, '\n');
	free(text);
	json_decref(obj);
}

int jsonl_parse(const char *text, const char *name, const char *what, jsonl_fn *fn, void *arg)
{
	int lineno = 0;

	for (const char *line = text; *line;) {
		const char *nl = strchrnul(line, '\n');
		const char *s = line + strspn(line, " \t\r");
		json_error_t err;
		char *why = NULL;

		lineno++;
		if (s < nl && *s != '#') {
			json_t *obj = json_loadb(s, (size_t)(nl - s), 0, &err);

			if (!obj)
				why = str_printf("not a %s: %s", what, err.text);
			else if (!json_is_object(obj))
				why = str_printf("not a %s: expected a JSON object", what);
			else
				why = fn(obj, arg);
			json_decref(obj);
		}
		if (why) {
			if (name)
				error("%s:%d: %s", name, lineno, why);
			free(why);
			return -1;
		}
		line = *nl ? nl + 1 : nl;
	}
	return 0;
}

static char *append_to_array(json_t *obj, void *arg)
{
	json_array_append(arg, obj);
	return NULL;
}

bool jsonl_equal(const char *a, const char *b)
{
	json_t *ja = json_array(), *jb = json_array();
	bool same = !jsonl_parse(a, NULL, "JSON object", append_to_array, ja) &&
		    !jsonl_parse(b, NULL, "JSON object", append_to_array, jb) &&
		    json_equal(ja, jb);

	json_decref(ja);
	json_decref(jb);
	return same;
}

/* ---- the finding record ---- */

static void set_str(json_t *obj, const char *key, const char *val)
{
	json_object_set_new(obj, key, jsonl_str(val));
}

json_t *finding_to_json(const struct finding *f)
{
	json_t *o = json_object();

	set_str(o, "tool", f->tool);
	set_str(o, "rule", f->rule);
	set_str(o, "severity", f->severity ? f->severity : "warning");
	set_str(o, "file", f->file);
	json_object_set_new(o, "line", json_integer(f->line));
	json_object_set_new(o, "col", json_integer(f->col));
	set_str(o, "function", f->function);
	set_str(o, "access", f->access);
	set_str(o, "flavor", f->flavor);
	json_object_set_new(o, "held", jsonl_strlist(&f->held));
	json_object_set_new(o, "chain", jsonl_strlist(&f->chain));
	set_str(o, "confidence", f->confidence);
	set_str(o, "message", f->message);
	/* Runtime and static extras: only when there is something to say. */
	if (f->subtest)
		set_str(o, "subtest", f->subtest);
	if (f->log_line)
		json_object_set_new(o, "log_line", json_integer(f->log_line));
	if (f->kernel)
		set_str(o, "kernel", f->kernel);
	if (f->arch)
		set_str(o, "arch", f->arch);
	if (f->tier)
		set_str(o, "tier", f->tier);
	if (f->root)
		set_str(o, "root", f->root);
	if (f->blame)
		set_str(o, "blame", f->blame);
	if (f->blame_site)
		set_str(o, "blame_site", f->blame_site);
	if (f->impact)
		set_str(o, "impact", f->impact);
	if (f->impact_lock)
		set_str(o, "impact_lock", f->impact_lock);
	if (f->impact_site)
		set_str(o, "impact_site", f->impact_site);
	if (f->impact_why)
		set_str(o, "impact_why", f->impact_why);
	/* Static findings: what --baseline compares (lib/fingerprint.h). */
	if (f->tier) {
		char *fp = finding_fingerprint(f);

		set_str(o, "fingerprint", fp);
		free(fp);
	}
	return o;
}

static const struct {
	const char *key;
	size_t off;
} finding_strs[] = {
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
	{ "kernel", offsetof(struct finding, kernel) },
	{ "arch", offsetof(struct finding, arch) },
	{ "tier", offsetof(struct finding, tier) },
	{ "root", offsetof(struct finding, root) },
	{ "blame", offsetof(struct finding, blame) },
	{ "blame_site", offsetof(struct finding, blame_site) },
	{ "impact", offsetof(struct finding, impact) },
	{ "impact_lock", offsetof(struct finding, impact_lock) },
	{ "impact_site", offsetof(struct finding, impact_site) },
	{ "impact_why", offsetof(struct finding, impact_why) },
};

static const struct {
	const char *key;
	size_t off;
} finding_ints[] = {
	{ "line", offsetof(struct finding, line) },
	{ "col", offsetof(struct finding, col) },
	{ "log_line", offsetof(struct finding, log_line) },
};

static const struct {
	const char *key;
	size_t off;
} finding_lists[] = {
	{ "held", offsetof(struct finding, held) },
	{ "chain", offsetof(struct finding, chain) },
};

#define FIELD(f, off, type) ((type *)((char *)(f) + (off)))

static char *wrong_type(const char *key, const char *want)
{
	return str_printf("not a finding record: \"%s\" is not %s", key, want);
}

char *finding_from_json(const json_t *obj, struct finding *f)
{
	for (size_t i = 0; i < sizeof(finding_strs) / sizeof(finding_strs[0]); i++) {
		json_t *v = json_object_get(obj, finding_strs[i].key);
		char **dst = FIELD(f, finding_strs[i].off, char *);

		if (!v || json_is_null(v))
			continue;
		if (!json_is_string(v))
			return wrong_type(finding_strs[i].key, "a string");
		free(*dst);
		*dst = str_dup(json_string_value(v));
	}
	for (size_t i = 0; i < sizeof(finding_ints) / sizeof(finding_ints[0]); i++) {
		json_t *v = json_object_get(obj, finding_ints[i].key);

		if (!v || json_is_null(v))
			continue;
		if (!json_is_integer(v))
			return wrong_type(finding_ints[i].key, "an integer");
		*FIELD(f, finding_ints[i].off, int) = (int)json_integer_value(v);
	}
	for (size_t i = 0; i < sizeof(finding_lists) / sizeof(finding_lists[0]); i++) {
		json_t *v = json_object_get(obj, finding_lists[i].key), *e;
		struct strlist *dst = FIELD(f, finding_lists[i].off, struct strlist);
		size_t k;

		if (!v || json_is_null(v))
			continue;
		if (!json_is_array(v))
			return wrong_type(finding_lists[i].key, "an array of strings");
		json_array_foreach(v, k, e) {
			if (!json_is_string(e))
				return wrong_type(finding_lists[i].key, "an array of strings");
			sl_push(dst, json_string_value(e));
		}
	}
	if (!f->file || !f->line)
		return str_dup("finding without \"file\" and \"line\"");
	return NULL;
}

static char *add_finding(json_t *obj, void *arg)
{
	return finding_from_json(obj, finding_new(arg));
}

int findings_parse_json(const char *text, const char *name, struct finding_list *out)
{
	return jsonl_parse(text, name, "finding record", add_finding, out);
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

/* The record's JSON form lives here, so that finding.c needs no JSON. */
void finding_print_json(FILE *out, const struct finding *f)
{
	jsonl_print(out, finding_to_json(f));
}

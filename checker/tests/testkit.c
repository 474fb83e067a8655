// SPDX-License-Identifier: GPL-2.0
#include "tests/testkit.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/util.h"

static int passed, failed;

void tk_verdict(bool ok, const char *name, const char *fmt, ...)
{
	va_list ap;

	printf("%s %s", ok ? "ok  " : "FAIL", name);
	if (fmt && *fmt) {
		printf(": ");
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
	}
	printf("\n");
	fflush(stdout);
	if (ok)
		passed++;
	else
		failed++;
}

void tk_echo_line(const char *line, void *arg)
{
	(void)arg;
	printf("  | %s\n", line);
	fflush(stdout);
}

int tk_failed(void)
{
	return failed;
}

int tk_summary(const char *suffix)
{
	printf("%d passed, %d failed%s\n", passed, failed, suffix ? suffix : "");
	fflush(stdout);
	return failed ? 1 : 0;
}

bool tk_process_running(const char *needle, const char *unless)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	bool found = false;

	while (d && !found && (de = readdir(d))) {
		if (de->d_name[0] < '0' || de->d_name[0] > '9' || atoi(de->d_name) == getpid())
			continue;
		char *path = str_printf("/proc/%s/cmdline", de->d_name);
		size_t len;
		char *cmd = read_file(path, &len);

		/* The arguments are NUL-separated: one string to search. */
		for (size_t i = 0; cmd && i + 1 < len; i++)
			if (!cmd[i])
				cmd[i] = ' ';
		found = cmd && strstr(cmd, needle) && !(unless && strstr(cmd, unless));
		free(cmd);
		free(path);
	}
	if (d)
		closedir(d);
	return found;
}

json_t *tk_json_lines(const char *text)
{
	json_t *lines = json_array();

	for (const char *l = text; *l;) {
		const char *nl = strchrnul(l, '\n');
		json_t *obj = *l == '{' ? json_loadb(l, (size_t)(nl - l), 0, NULL) : NULL;

		if (json_is_object(obj))
			json_array_append(lines, obj);
		json_decref(obj);
		l = *nl ? nl + 1 : nl;
	}
	return lines;
}

json_t *tk_json_find(const json_t *lines, const char *key, const char *prefix)
{
	size_t i;
	json_t *obj;

	json_array_foreach(lines, i, obj) {
		const char *v = json_string_value(json_object_get(obj, key));

		if (v && starts_with(v, prefix))
			return obj;
	}
	return NULL;
}

static bool string_meets(const json_t *v, char op, const char *text)
{
	const char *s = json_string_value(v);

	return s && (op == '^' ? starts_with(s, text) : strstr(s, text) != NULL);
}

bool tk_json_meets(const json_t *obj, const char *want)
{
	const char *eq = strchr(want, '=');

	if (!eq || eq == want)
		fatal("tk_json_meets: '%s' is not key=JSON, key^=text or key*=text", want);
	char op = eq[-1] == '^' || eq[-1] == '*' ? eq[-1] : '=';
	char *key = xstrndup(want, (size_t)(eq - want) - (op != '='));
	json_t *v = json_object_get(obj, key), *e;
	bool ok = false;
	size_t i;

	free(key);
	if (!v)
		return false;
	if (op == '=') {
		json_t *expected = json_loads(eq + 1, JSON_DECODE_ANY, NULL);

		if (!expected)
			fatal("tk_json_meets: '%s': not JSON after '='", want);
		ok = json_equal(v, expected);
		json_decref(expected);
	} else if (json_is_array(v)) {
		json_array_foreach(v, i, e)
			ok = ok || string_meets(e, op, eq + 1);
	} else {
		ok = string_meets(v, op, eq + 1);
	}
	return ok;
}

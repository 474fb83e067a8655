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

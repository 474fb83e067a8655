// SPDX-License-Identifier: GPL-2.0
#include "testkit.h"

#include <stdarg.h>
#include <stdio.h>

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

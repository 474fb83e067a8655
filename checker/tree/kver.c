// SPDX-License-Identifier: GPL-2.0
#include "tree/kver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

/* The first row is the default. */
static const struct kver known[] = {
	{ "6.1", "linux-source-6.1", "/usr/src/linux-source-6.1.tar.xz" },
	{ "6.12", "linux-source-6.12", "/usr/src/linux-source-6.12.tar.xz" },
};
#define NR_KNOWN (sizeof(known) / sizeof(known[0]))

static const struct kver *selected;

const struct kver *kver_find(const char *version)
{
	for (size_t i = 0; i < NR_KNOWN; i++)
		if (!strcmp(known[i].version, version))
			return &known[i];
	return NULL;
}

const char *const *kver_versions(void)
{
	static const char *list[NR_KNOWN + 1];

	for (size_t i = 0; i < NR_KNOWN; i++)
		list[i] = known[i].version;
	return list;
}

const char *kver_known(void)
{
	static char list[128];

	if (!list[0])
		for (size_t i = 0; i < NR_KNOWN; i++)
			snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%s",
				 i ? ", " : "", known[i].version);
	return list;
}

void kver_select(const char *version)
{
	const struct kver *kv = kver_find(version);

	if (!kv)
		fatal("--kver %s: not a version rcucheck knows (known: %s)", version, kver_known());
	selected = kv;
}

const struct kver *kver_default(void)
{
	return &known[0];
}

const struct kver *kver_current(void)
{
	return selected ? selected : kver_default();
}

bool kver_was_selected(void)
{
	return selected != NULL;
}

/* The number after "\n<key> = " in the Makefile's text, or -1. */
static long makefile_number(const char *text, const char *key)
{
	char *pat = str_printf("\n%s = ", key);
	const char *p = strstr(text, pat);
	char *end;
	long n = -1;

	if (p) {
		p += strlen(pat);
		n = strtol(p, &end, 10);
		if (end == p)
			n = -1;
	}
	free(pat);
	return n;
}

char *kver_of_tree(const char *dir)
{
	char *mk = path_join(dir, "Makefile");
	char *text = read_file(mk, NULL);
	char *version = NULL;

	if (text) {
		long v = makefile_number(text, "VERSION");
		long p = makefile_number(text, "PATCHLEVEL");
		long s = makefile_number(text, "SUBLEVEL");

		if (v >= 0 && p >= 0)
			version = s > 0 ? str_printf("%ld.%ld.%ld", v, p, s) :
				  str_printf("%ld.%ld", v, p);
	}
	free(text);
	free(mk);
	return version;
}

bool kver_matches(const char *full, const char *version)
{
	size_t n = strlen(version);

	return !strncmp(full, version, n) && (full[n] == '\0' || full[n] == '.');
}

// SPDX-License-Identifier: GPL-2.0
#include "lib/stages.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include "lib/proc.h"
#include "lib/util.h"

#define MAX_STAGES 48

static struct {
	int on;			/* 0 not read yet, 1 off, 2 on */
	double wall, cpu;	/* at the last mark */
	size_t n;
	struct {
		const char *name;
		double wall, cpu;
	} v[MAX_STAGES];
} st;

static double cpu_seconds(void)
{
	struct rusage self, children;

	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &children);
	return rusage_cpu_seconds(&self) + rusage_cpu_seconds(&children);
}

static bool stages_on(void)
{
	if (!st.on) {
		const char *v = getenv("RCUCHECK_STAGES");

		st.on = v && !strcmp(v, "1") ? 2 : 1;
		st.wall = now_seconds();
		st.cpu = cpu_seconds();
	}
	return st.on == 2;
}

void stages_mark(const char *stage)
{
	size_t i;

	if (!stages_on())
		return;
	double wall = now_seconds(), cpu = cpu_seconds();

	for (i = 0; i < st.n && strcmp(st.v[i].name, stage); i++)
		;
	if (i == st.n && st.n < MAX_STAGES)
		st.v[st.n++].name = stage;
	if (i < st.n) {
		st.v[i].wall += wall - st.wall;
		st.v[i].cpu += cpu - st.cpu;
	}
	st.wall = wall;
	st.cpu = cpu;
}

void stages_count(const char *what, size_t n, size_t of)
{
	if (stages_on())
		fprintf(stderr, "stages: %s: %zu of %zu\n", what, n, of);
}

void stages_print(const char *what)
{
	if (!stages_on())
		return;
	for (size_t i = 0; i < st.n; i++)
		fprintf(stderr, "stages: %s: %-28s wall %8.2f s, cpu %8.2f s\n", what,
			st.v[i].name, st.v[i].wall, st.v[i].cpu);
	st.n = 0;
}

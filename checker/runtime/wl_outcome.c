// SPDX-License-Identifier: GPL-2.0
/*
 * The generic workloads' outcomes, from the exerciser's markers
 * (wl_outcome.h).
 */
#include "runtime/wl_outcome.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

static const char *const end_names[] = {
	[WL_CUT_SHORT] = "cut short",
	[WL_RAN] = "ran",
	[WL_OVERRAN] = "overran",
	[WL_MISSING] = "missing",
	[WL_SKIPPED] = "skipped",
};

const char *wl_end_name(enum wl_end e)
{
	return end_names[e];
}

/* "w1 stress-ng ..." -> its entry ("w1 stress-ng"), made at its start. */
static struct wl_outcome *entry(struct wl_outcomes *w, const char *s, bool make)
{
	size_t n = strcspn(s, " ");

	n += strcspn(s + n + (s[n] == ' '), " :") + (s[n] == ' ');
	for (size_t i = w->n; i-- > 0;)
		if (strlen(w->v[i].id) == n && !strncmp(w->v[i].id, s, n))
			return &w->v[i];
	if (!make)
		return NULL;
	w->v = xrealloc(w->v, (w->n + 1) * sizeof(*w->v));
	memset(&w->v[w->n], 0, sizeof(w->v[w->n]));
	w->v[w->n].id = xstrndup(s, n);
	return &w->v[w->n++];
}

bool wl_marker(struct wl_outcomes *w, const char *m)
{
	struct wl_outcome *o;

	if (starts_with(m, "start w")) {
		o = entry(w, m + strlen("start "), true);
		o->end = WL_CUT_SHORT;
	} else if (starts_with(m, "skip w")) {
		const char *colon = strstr(m, ": ");

		o = entry(w, m + strlen("skip "), true);
		free(o->why);
		o->why = str_dup(colon ? colon + 2 : "");
		if (strstr(o->why, "overran"))
			o->end = WL_OVERRAN;
		else if (strstr(o->why, "not in the initramfs"))
			o->end = WL_MISSING;
		else
			o->end = WL_SKIPPED;
	} else if (starts_with(m, "end w")) {
		const char *ret = strstr(m, " ret=");

		o = entry(w, m + strlen("end "), true);
		if (o->end == WL_CUT_SHORT) {
			o->end = WL_RAN;
			o->ret = ret ? atoi(ret + strlen(" ret=")) : 0;
		}
	} else {
		return false;
	}
	return true;
}

void wl_move(struct wl_outcomes *to, struct wl_outcomes *from)
{
	if (!from->n)
		return;
	to->v = xrealloc(to->v, (to->n + from->n) * sizeof(*to->v));
	memcpy(&to->v[to->n], from->v, from->n * sizeof(*from->v));
	to->n += from->n;
	free(from->v);
	memset(from, 0, sizeof(*from));
}

char *wl_describe(const struct wl_outcome *o)
{
	switch (o->end) {
	case WL_RAN:
		return str_printf("%s: ran (ret=%d)", o->id, o->ret);
	case WL_CUT_SHORT:
		return str_printf("%s: cut short (the boot ended during it)", o->id);
	default:
		return str_printf("%s: %s (%s)", o->id, wl_end_name(o->end), o->why ? o->why : "");
	}
}

void wl_free(struct wl_outcomes *w)
{
	for (size_t i = 0; i < w->n; i++) {
		free(w->v[i].id);
		free(w->v[i].why);
	}
	free(w->v);
	memset(w, 0, sizeof(*w));
}

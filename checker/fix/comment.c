// SPDX-License-Identifier: GPL-2.0
/*
 * Comment correction: a comment in the function holding an access that
 * claims a lock or disabled interrupts are as good as the RCU read lock
 * is replaced, its claiming paragraph only when it has several (the
 * seed's third patch).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

static bool claims_lock_is_rcu(const char *c, size_t n)
{
	char *low = xstrndup(c, n);
	bool lock, claim;

	for (char *q = low; *q; q++)
		*q = (char)tolower((unsigned char)*q);
	lock = strstr(low, "spinlock") || strstr(low, "spin lock") || strstr(low, "irqs") ||
	       strstr(low, "interrupts") || strstr(low, "irq disabled") || strstr(low, "preempt") ||
	       strstr(low, "tasklist_lock") || strstr(low, "siglock");
	claim = strstr(low, "by way of") || strstr(low, "equivalent") || strstr(low, "as good as") ||
		strstr(low, "implies") || strstr(low, "is enough") || strstr(low, "suffices") ||
		strstr(low, "acts as") || strstr(low, "counts as") || strstr(low, "same as");
	bool yes = lock && claim && strstr(low, "rcu");

	free(low);
	return yes;
}

/* The sentence that replaces the claim (the seed's third patch). */
static char *corrected_text(const struct fix_site *s, const struct unit *u)
{
	if (!strcmp(s->accessor, "__task_cred")) {
		const char *open = strchr(s->access, '('), *close = strrchr(s->access, ')');
		char *arg = open && close > open ? xstrndup(open + 1, (size_t)(close - open - 1)) : str_dup("the task");
		bool param = false;

		for (size_t k = u->fn.name_tok; k < u->fn.lbrace; k++)
			if (tok_is(&u->src, k, arg))
				param = true;
		char *r = str_printf("Protect access to %s%s credentials. This can go away when all callers hold rcu read lock.",
				    param ? "@" : "", arg);

		free(arg);
		return r;
	}
	return str_printf("Protect the pointer %s() loads with %s: holding a spinlock or disabling interrupts is not an RCU read-side critical section.",
			 s->accessor, flavor_lock_name(s->flavor));
}

/* @text wrapped at 72 columns (tabs of 8), as most kernel comments are, each line "@prefix"-led. */
static char *wrap(const char *prefix, const char *text)
{
	struct strbuf sb = STRBUF_INIT;
	size_t col = 0, plen = strlen(prefix) + 7 * (size_t)(strchr(prefix, '\t') != NULL);
	char *copy = str_dup(text), *save = NULL;

	for (char *w = strtok_r(copy, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		if (!col || col + 1 + strlen(w) > 72) {
			if (col)
				sb_putc(&sb, '\n');
			sb_puts(&sb, prefix);
			col = plen;
		} else {
			sb_putc(&sb, ' ');
			col++;
		}
		sb_puts(&sb, w);
		col += strlen(w);
	}
	free(copy);
	return sb_detach(&sb);
}

/* Replaces the paragraph of a comment in @u's function that claims a lock is as good as the reader. */
void correct_comments(struct planner *p, const struct unit *u, const struct fix_site *s,
			     bool same_file_as_plan)
{
	if (!strcmp(s->flavor, "sched") || !same_file_as_plan)
		return;
	for (size_t i = 0; i < u->src.nc; i++) {
		const struct ccomment *c = &u->src.c[i];

		if (c->off < u->src.t[u->fn.lbrace].off || c->end > u->src.t[u->fn.rbrace].off)
			continue;
		if (!claims_lock_is_rcu(u->text + c->off, c->end - c->off))
			continue;
		/* paragraphs: lines of the comment between " *" blank lines */
		const char *t = u->text;
		size_t ls = c->off, para_s = (size_t)-1, para_e = 0;
		bool found = false;
		char *prefix = NULL;

		while (ls < c->end && !found) {
			size_t le = ls;

			while (le < c->end && t[le] != '\n')
				le++;
			/* the line without its blanks and '*' */
			size_t k = ls;

			while (k < le && (t[k] == ' ' || t[k] == '\t'))
				k++;
			bool opening = t[k] == '/' && t[k + 1] == '*';
			size_t body = opening ? k + 2 : (t[k] == '*' && t[k + 1] != '/' ? k + 1 : k);

			while (body < le && (t[body] == ' ' || t[body] == '\t'))
				body++;
			bool closing = body + 1 < c->end && t[body] == '*' && t[body + 1] == '/';
			bool empty = body >= le || closing;

			if (opening && !empty) {
				/* text on the opening line: the whole comment goes */
				break;
			}
			if (!empty && para_s == (size_t)-1) {
				para_s = ls;
				free(prefix);
				prefix = xstrndup(t + ls, body - ls);
			}
			if (!empty)
				para_e = le;
			if ((empty || le >= c->end) && para_s != (size_t)-1) {
				if (claims_lock_is_rcu(t + para_s, para_e - para_s))
					found = true;
				else
					para_s = (size_t)-1;
			}
			ls = le + 1;
		}
		char *text = corrected_text(s, u);

		if (found && prefix) {
			p->pl->comment = true;
			edit(p, para_s, para_e, wrap(prefix, text));
		} else {
			char *ind = indent_at(t, c->off);
			char *pre = str_printf("%s * ", ind);
			char *w = wrap(pre, text);

			p->pl->comment = true;
			edit(p, c->off, c->end, str_printf("/*\n%s\n%s */", w, ind));
			free(ind);
			free(pre);
			free(w);
		}
		free(text);
		free(prefix);
		return;
	}
}

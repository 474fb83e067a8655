// SPDX-License-Identifier: GPL-2.0
#include "fix/target.h"

#include <stdlib.h>
#include <string.h>
#include "index/cindex.h"
#include "fix/planner.h"
#include "fix/resolve.h"

/* Its caller-holds-the-RCU-read-lock contract, from the call index's scanner. */
static char *contract_of(const struct unit *u)
{
	struct cfile cf;
	char *why = NULL;

	memset(&cf, 0, sizeof(cf));
	cindex_scan(u->text, strlen(u->text), &cf);
	for (size_t i = 0; i < cf.nfuncs; i++)
		if (!strcmp(cf.funcs[i].name, u->fn.name) && cf.funcs[i].contract != CONTRACT_NONE) {
			why = str_dup(cf.funcs[i].contract_text ? cf.funcs[i].contract_text : "");
			break;
		}
	cfile_free(&cf);
	return why;
}

/* Call tokens of @callee inside @u's function. */
static size_t calls_of(const struct unit *u, const char *callee, size_t *out, size_t max)
{
	size_t n = 0;

	for (size_t i = u->fn.lbrace; i < u->fn.rbrace && n < max; i++)
		if (tok_is(&u->src, i, callee) && tok_is(&u->src, i + 1, "(") && is_value_ident(u, i))
			out[n++] = i;
	return n;
}

/*
 * Walks from the access up the chain: past helpers whose contract says the
 * caller holds the read lock, and past static helpers to the caller that
 * takes the lock held instead of the reader around the call.
 */
int choose_target(struct fix_ctx *cx, const struct fix_site *s, struct target *t)
{
	struct unit cur;
	size_t acc;

	memset(t, 0, sizeof(*t));
	if (unit_open(cx, &cur, s->file) || cfunction_find(&cur.src, s->access_fn, &cur.fn))
		return error("%s: cannot find %s() again", s->file, s->access_fn);
	if (s->extend) {
		/* the load itself: its section is in this function */
		char *text = strip_spaces(s->access);

		acc = find_access(&cur, s->load_line, s->accessor, text);
		free(text);
	} else {
		acc = find_access(&cur, s->line, s->accessor, NULL);
	}
	t->anchors = xmalloc(sizeof(size_t));
	t->is_access = xmalloc(sizeof(bool));
	t->anchors[0] = acc;
	t->is_access[0] = true;
	t->nanch = 1;
	for (size_t hop = 0; hop < s->chain.n && !s->extend; hop++) {
		char *contract = contract_of(&cur);
		const char *next = s->chain.v[hop];
		struct unit up;
		size_t calls[64], n;
		bool move = false;
		char *why = NULL;

		const char *hint = *s->chain_files.v[hop] ? s->chain_files.v[hop] : cur.path;

		if (unit_find(cx, &up, next, hint) && (hint == cur.path || unit_find(cx, &up, next, cur.path))) {
			free(contract);
			break;
		}
		n = calls_of(&up, cur.fn.name, calls, 64);
		if (!n) {
			unit_close(&up);
			free(contract);
			break;
		}
		if (contract) {
			move = true;
			why = str_printf("documents that \"%s\"", contract);
		} else if (s->blame && strcmp(s->blame, cur.fn.name)) {
			/* below the audit's blame site: it leaves the reader to its callers */
			move = true;
			why = str_printf("leaves the reader to its callers (the audit blames %s())",
					 s->blame);
		} else if (cur.fn.is_static) {
			/* a static helper called with the lock taken instead of the reader */
			for (size_t k = 0; k < n && !move; k++) {
				int st = stmt_at(&up.fn, calls[k]);

				for (int q = st; q > 0 && !move; q = up.fn.s[q].parent) {
					int par = up.fn.s[q].parent;

					if (par < 0 || up.fn.s[par].kind != ST_BLOCK)
						continue;
					int x = stmt_index(&up.fn, q);

					for (int a = x - 1; a >= 0 && !move; a--) {
						struct lockstmt lk;

						if (!is_lock_stmt(&up, up.fn.s[par].kids[a], false, &lk))
							continue;
						if (held_names_lock(&s->held, lk.arg) && !lk.sleeps)
							move = true;
						lockstmt_free(&lk);
					}
				}
			}
			if (move)
				why = str_printf("is static, and only %s() takes the lock held instead", next);
		}
		free(contract);
		if (!move) {
			unit_close(&up);
			break;
		}
		sl_push(&t->via, cur.fn.name);
		sl_push_owned(&t->via_why, why);
		free(t->anchors);
		free(t->is_access);
		t->anchors = xmalloc(n * sizeof(size_t));
		t->is_access = xmalloc(n * sizeof(bool));
		for (size_t k = 0; k < n; k++) {
			t->anchors[k] = calls[k];
			t->is_access[k] = false;
		}
		t->nanch = n;
		unit_close(&cur);
		cur = up;
	}
	t->file = str_dup(cur.path);
	t->function = str_dup(cur.fn.name);
	unit_close(&cur);
	return 0;
}

void target_free(struct target *t)
{
	free(t->file);
	free(t->function);
	free(t->anchors);
	free(t->is_access);
	sl_free(&t->via);
	sl_free(&t->via_why);
}

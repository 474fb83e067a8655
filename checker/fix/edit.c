// SPDX-License-Identifier: GPL-2.0
/*
 * The plan's edits: text replacing bytes of the original file, in the
 * order made (the order among edits at one offset); the reader's lock and
 * unlock lines for the flavor; and an unlock before a jump, bracing the
 * arm or loop body it is in.
 */
#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

void edit(struct planner *p, size_t off, size_t end, char *text)
{
	struct fix_plan *pl = p->pl;

	pl->edits = xrealloc(pl->edits, (pl->nedits + 1) * sizeof(*pl->edits));
	pl->edits[pl->nedits++] = (struct fix_edit){ off, end, text, p->seq++ };
}

void human(struct planner *p, char *why)
{
	if (!p->pl->human)
		p->pl->human = why;
	else
		free(why);
}

/* Where "after token @tok" text goes: the end of its line when only blanks or a comment follow. */
size_t after_tok(const struct planner *p, size_t tok)
{
	const char *t = p->u->text;
	size_t e = tend(p, tok), k = e;

	while (t[k] == ' ' || t[k] == '\t')
		k++;
	if (t[k] == '\n' || !t[k])
		return e;
	if (t[k] == '/' && (t[k + 1] == '*' || t[k + 1] == '/')) {
		const char *nl = strchr(t + k, '\n');
		const char *close = strstr(t + k, "*/");

		if (t[k + 1] == '/' || (close && nl && close < nl && strspn(close + 2, " \t") == (size_t)(nl - close - 2)))
			return nl ? (size_t)(nl - t) : strlen(t);
	}
	return e;
}

/* "UNLOCK;" before jump statement @s, with braces when it is an arm or a loop body. */
void unlock_before(struct planner *p, int s)
{
	const struct cfunction *fn = &p->u->fn;
	const struct stmt *st = &fn->s[s];
	const struct stmt *par = &fn->s[st->parent];
	char *ind = indent_at(p->u->text, toff(p, st->first));

	if (par->kind == ST_BLOCK || par->kind == ST_CASE || par->kind == ST_LABEL) {
		edit(p, toff(p, st->first), toff(p, st->first),
		     str_printf("%s\n%s", p->unlock_text, ind));
		free(ind);
		return;
	}
	if (par->kind != ST_IF && par->kind != ST_LOOP) {
		human(p, str_printf("the %s at line %d leaves the region from a statement rcucheck cannot brace",
				   st->kind == ST_RETURN ? "return" : "jump",
				   p->u->src.t[st->first].line));
		free(ind);
		return;
	}
	/* "if (c)\n\t\treturn x;" -> "if (c) {\n\t\tUNLOCK;\n\t\treturn x;\n\t}" */
	char *outer = indent_at(p->u->text, toff(p, par->first));
	char *inner = str_printf("%s\t", outer);
	bool is_then = par->kind == ST_IF && par->kids[0] == s;
	bool is_else = par->kind == ST_IF && par->nkids > 1 && par->kids[1] == s;
	size_t hdr = is_else ? par->else_tok : par->head_end;

	edit(p, tend(p, hdr), toff(p, st->first),
	     str_printf(" {\n%s%s\n%s", inner, p->unlock_text, inner));
	if (is_then && par->nkids > 1) {
		/* "} else": and the else arm braced too, unless it is an if or a block */
		const struct stmt *el = &fn->s[par->kids[1]];

		edit(p, tend(p, st->last), toff(p, par->else_tok), str_printf("\n%s} ", outer));
		if (el->kind != ST_BLOCK && el->kind != ST_IF) {
			edit(p, tend(p, par->else_tok), toff(p, el->first), str_printf(" {\n%s", inner));
			edit(p, tend(p, el->last), tend(p, el->last), str_printf("\n%s}", outer));
		}
	} else {
		/* after a comment trailing the jump on its line, which stays with it */
		size_t close = after_tok(p, st->last);

		edit(p, close, close, str_printf("\n%s}", outer));
		if (is_else) {
			const struct stmt *th = &fn->s[par->kids[0]];

			if (th->kind != ST_BLOCK) {
				edit(p, tend(p, par->head_end), toff(p, th->first), str_printf(" {\n%s", inner));
				edit(p, tend(p, th->last), toff(p, par->else_tok), str_printf("\n%s} ", outer));
			} else {
				/* "}\n\telse" -> "} else" */
				edit(p, tend(p, th->last), toff(p, par->else_tok), str_dup(" "));
			}
		}
	}
	free(outer);
	free(inner);
	free(ind);
}

static void set_texts(struct planner *p, const char *flavor, const char *ssp, const char *idx)
{
	if (!strcmp(flavor, "srcu")) {
		p->lock_text = str_printf("%s = srcu_read_lock(%s);", idx, ssp);
		p->unlock_text = str_printf("srcu_read_unlock(%s, %s);", ssp, idx);
		return;
	}
	char *l = str_dup(flavor_lock_name(flavor)), *ul = str_dup(flavor_unlock_name(flavor));

	p->lock_text = str_printf("%s;", l);
	p->unlock_text = str_printf("%s;", ul);
	free(l);
	free(ul);
}

static char *fresh_name(const struct unit *u, const char *want, const char *alt)
{
	for (size_t i = u->fn.head; i < u->fn.rbrace; i++)
		if (tok_is(&u->src, i, want))
			return str_dup(alt);
	return str_dup(want);
}

void reader_texts(struct planner *p, struct fn_state *fs, const char *srcu)
{
	if (!strcmp(p->pl->flavor, "srcu")) {
		fs->idx = fresh_name(p->u, "idx", "srcu_idx");
		set_texts(p, "srcu", srcu ? srcu : "ssp", fs->idx);
	} else {
		set_texts(p, p->pl->flavor, NULL, NULL);
	}
}

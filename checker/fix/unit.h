/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One function of the tree as the planner sees it: its file's tokens
 * (from the context's text cache) and the function parsed into
 * statements; found by name in a preferred file first, then wherever the
 * tree defines it. With the small token and text helpers every planning
 * step uses.
 */
#ifndef RCUCHECK_FIX_UNIT_H
#define RCUCHECK_FIX_UNIT_H

#include <stdbool.h>
#include "fix/parse.h"
#include "fix/plan.h"

/* A file's tokens, and one function of it parsed. */
struct unit {
	const char *path;
	const char *text;
	struct csrc src;
	struct cfunction fn;
};

/* @path's tokens (no function yet). 0, or -1 when it cannot be read. */
int unit_open(struct fix_ctx *cx, struct unit *u, const char *path);
void unit_close(struct unit *u);
/* Opens the definition of @name: in @prefer first, then in the tree. 0 or -1. */
int unit_find(struct fix_ctx *cx, struct unit *u, const char *name, const char *prefer);

static inline const char *tkn(const struct unit *u, size_t i)
{
	return u->text + u->src.t[i].off;
}

static inline size_t tlen(const struct unit *u, size_t i)
{
	return u->src.t[i].end - u->src.t[i].off;
}

/* The blanks that start the line holding byte @off. */
char *indent_at(const char *text, size_t off);
/* @s without its white space. */
char *strip_spaces(const char *s);
/* Is identifier token @i a name in its own right (not ->member, .member)? */
bool is_value_ident(const struct unit *u, size_t i);
/* The token that ends the argument starting at @from: a ',' at its depth, or @limit. */
size_t arg_end(const struct unit *u, size_t from, size_t limit);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The conditions on a function's parameters under which a call of its
 * body runs, read from the text: the if (C) blocks and one-statement ifs
 * around it, the else of one, an earlier "if (C) return" of a block that
 * holds it, the case labels of a switch on a parameter. Only the tests of
 * a parameter count: "if (sync)", "if (!wait)", "tp == TP_PERIODIC",
 * "case TP_PERIODIC:", "flags & F_WAIT", and a member of a parameter
 * ("map->ops->map_poke_run", "req->waiting": the object's type or state,
 * which its caller's argument decides); any other test is left out (the
 * call counts as made). What the callers' arguments make of them is
 * callguard_eval()'s. index/sleepers.c asks, so that a callee that sleeps
 * only on a value its caller settles is no sleeper for that caller.
 */
#ifndef RCUCHECK_CALLGUARD_H
#define RCUCHECK_CALLGUARD_H

#include <stdbool.h>
#include "lib/util.h"

enum guard_op {
	GUARD_TRUE,	/* parameter non-zero */
	GUARD_FALSE,	/* parameter zero */
	GUARD_EQ,	/* parameter equal to one of labels */
	GUARD_NE,	/* equal to none of them */
	GUARD_FLAG,	/* parameter & label non-zero */
	GUARD_NOFLAG,	/* parameter & label zero */
	GUARD_MEMBER,	/* a member of the object the parameter points to */
};

struct guard_atom {
	enum guard_op op;
	int param;		/* 0-based */
	struct strlist labels;	/* EQ/NE: the constants; FLAG/NOFLAG: the one flag */
};

/* A conjunction of atoms: the call runs only when all of them hold. */
struct guard {
	struct guard_atom *v;
	size_t n, alloc;
};

void guard_free(struct guard *g);
void guard_copy(struct guard *dst, const struct guard *src);
/* Appends copies of @src's atoms to @dst. */
void guard_and(struct guard *dst, const struct guard *src);
/* "sync", "!wait", "tp in {A, B}", "map->..." over @params, for messages; the caller frees it. */
char *guard_text(const struct guard *g, const struct strlist *params);

/*
 * The parameter names of the function whose name is at line @line of
 * @text, its body ending at line @end_line (a definition: "int f(struct x *p, bool sync) {"), in order;
 * "" for one without a name; false when the text there is no definition.
 */
bool func_params(const char *text, int line, int end_line, const char *name,
		 struct strlist *params);

/*
 * The guards over @params of the call at @line:@col (1-based, the
 * callee's name) in the definition of @name at lines @fn_line to
 * @fn_end_line of @text.
 */
void call_guard(const char *text, int fn_line, int fn_end_line, const char *name, int line,
		int col, const struct strlist *params, struct guard *out);

enum guard_value {
	GUARD_VAL_NO,		/* false for this call */
	GUARD_VAL_YES,		/* true, or a value the arguments do not settle */
	GUARD_VAL_CALLER,	/* as the caller's own parameters are: *out */
	GUARD_VAL_OBJECT,	/* on an object the caller's text does not settle */
};

/*
 * What guard @g of a callee (over its parameters) is for a call of it
 * with arguments @args as written ("m, false, &n"; NULL when unknown), made
 * in a function of parameters @caller_params (NULL at the top): a
 * constant argument settles its atoms (false, 0, NULL; true or a non-zero
 * number; a named constant against the labels, distinct names taken for
 * distinct values; a set of flags "A | B"); an argument that is the
 * caller's parameter (or a member of it, for a member atom) carries the
 * atom over to it (*out, over @caller_params); any other leaves a value
 * atom true (the call counts as made) and a member atom unsettled.
 */
enum guard_value guard_eval(const struct guard *g, const char *args,
			    const struct strlist *caller_params, struct guard *out);

#endif

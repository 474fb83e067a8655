/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Keys for RCU-protected objects and for locks, the way a reviewer names
 * them, from the text of an expression: the update sites the index
 * records (index/cindex.c) and the reader findings the audit weighs
 * (audit/impact.c) are keyed by the same code, so they meet.
 *
 * Object keys:
 *   "struct T.f"	a field, its base declared "struct T *x" (or "struct T x")
 *			in the function or at file scope: x->f, &x->f, x.f, x->a.b
 *   "->f"		a field whose base's type is not known (x->y->f)
 *   "name"		a bare identifier: a global (list head, pointer)
 * Lock keys: "name" for a global, "->path" for a member lock whose base
 * varies between functions (&p->lock, &tr->ops->lock: "->lock",
 * "->ops->lock"), with the members lockdep does not name stripped.
 */
#ifndef RCUCHECK_OBJKEY_H
#define RCUCHECK_OBJKEY_H

#include <stdbool.h>
#include <stddef.h>
#include "lib/util.h"

/* The struct name of variable @name (@len bytes) as declared, or NULL. */
typedef const char *(*objkey_type_fn)(const char *name, size_t len, size_t *tlen, void *ctx);

/* The key of the object @expr names, or NULL (a call, arithmetic, a literal). */
char *objkey_expr(const char *expr, objkey_type_fn type_of, void *ctx);
/* "struct T.member" for a list node: @type is "struct T" or "T". NULL if odd. */
char *objkey_node(const char *type, const char *member);
/* Is @key a bare identifier (a global's name)? */
bool objkey_is_global(const char *key);
/* The field part of a member key ("f" of "struct T.f" or "->f"), or NULL. */
const char *objkey_field(const char *key);

/* The key of the lock @expr names ("&x->lock.rlock": "->lock"), or NULL. */
char *objkey_lock(const char *expr);

/*
 * The arguments of the call @text ("name(a, b(c, d), e)"), trimmed, into
 * @args; the number found. Nested parentheses, brackets, braces and
 * quotes are skipped.
 */
size_t objkey_args(const char *text, size_t len, struct strlist *args);

/*
 * The struct type @var is declared with in @text (a function's source):
 * "struct T *var", "struct T var", "const struct T *var". Into @out
 * ("T"); false when none.
 */
bool objkey_decl_type(const char *text, const char *var, size_t vlen, struct strbuf *out);

/*
 * An objkey_type_fn over two texts: a variable's type as the function
 * (@fn_text) declares it, else as the file (@file_text) does. @type is
 * its buffer (STRBUF_INIT; the caller frees it).
 */
struct objkey_decls {
	const char *fn_text, *file_text;
	struct strbuf type;
};
const char *objkey_decls_type_of(const char *name, size_t len, size_t *tlen, void *ctx);

#endif

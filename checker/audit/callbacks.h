/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Callbacks: a function whose address is stored into a field (".F = fn"
 * in an initializer, "x->F = fn;", LSM_HOOK_INIT(F, fn)) is called where
 * the tree calls that field ("ops->F(...)", INDIRECT_CALL_2(x->F, ...),
 * call_int_hook(F, ...)). The function index names such a call "->F";
 * the audit judges the callback by those call sites as by direct calls.
 * Fields are matched by name, and by struct where the store and the call
 * both know it (the initializer's struct, a "struct T *ops" parameter,
 * local or file-scope variable, or the declared type of the member the
 * field is called through: "file->f_op->read()" is file_operations'
 * because struct file declares "const struct file_operations *f_op").
 * A name the tree calls in more than CALLBACK_MAX_FILES files (->read,
 * ->show) counts only through the calls whose struct is known to match
 * the store's, when 1 to CALLBACK_MAX_FILES files make such calls; else
 * such a callback stays "reached only through a function pointer"; a call of
 * a name called in more than CALLBACK_UNTYPED_FILES files counts only
 * when its struct is known to match (->alloc of dma_map_ops, not of
 * every other ops).
 */
#ifndef RCUCHECK_CALLBACKS_H
#define RCUCHECK_CALLBACKS_H

#include <stdbool.h>
#include <stddef.h>
#include "index/tindex.h"
#include "rcu/invokers.h"

#define CALLBACK_MAX_FILES 64
#define CALLBACK_UNTYPED_FILES 16

struct callback_field {
	const char *call;	/* "->F", in the index's arena */
	const char *type;	/* the struct it was stored into, "" unknown (or several) */
	size_t files;		/* that call the field */
	unsigned store_file;
	int store_line;
	/*
	 * The field's row of rcu/data/callback-invokers, when it has one:
	 * the reader its invoker holds decides, and call, type and files are
	 * not looked up (call is the row's field).
	 */
	const struct rcu_invoker *invoker;
};

/* Does the tree's function @name end a reader its callers entered (annotated __releases(RCU))? */
typedef bool (*callback_releases_fn)(struct tindex *ti, const char *name);

/*
 * The fields that @name (static in @file when @is_static) is stored into
 * and that the tree calls in 1 to CALLBACK_MAX_FILES files, at most @max,
 * into @out; returns how many. A store into an ops table that has a
 * callback ending a reader it does not enter (an RCU primitive, or
 * @releases says so: a seq_file's ->stop) is left out: the table's
 * invoker brackets its calls. A field of a row of callback-invokers is
 * given with its row, whether or not the tree's calls of it are seen.
 * So is a registration call's row of callback-registrars that is passed
 * @name (audit/registered.h: netdev_rx_handler_register()'s handler).
 * *@unresolved: some store is into a field the kernel calls, but by calls
 * too many, or too many untyped, to tie to it (6.1 dccp_v6_rcv() as an
 * inet6_protocol ->handler): its invoker's context is not known.
 */
size_t callback_fields(struct tindex *ti, const char *name, unsigned file, bool is_static,
		       struct callback_field *out, size_t max, callback_releases_fn releases,
		       bool *unresolved);

/*
 * Can the call through a field @c be a call of what was stored into a
 * struct @type, the field called in @files files? Not when both types
 * are known and differ, nor when one is unknown and the name common.
 */
bool callback_type_matches(struct tindex *ti, const struct ccall *c, const char *type,
			   size_t files);

/*
 * Do the call @c and the store both name the struct @type? The call's
 * struct may be its base's declared member type (tindex_call_type()).
 */
bool callback_typed(struct tindex *ti, const struct ccall *c, const char *type);

/*
 * The expression a field call at @col (1-based, of the field's name) of
 * @line is made through, with the field: "sk->sk_state_change", from
 * the line's text; "->F" alone when it cannot tell. Caller frees.
 */
char *callback_call_text(const char *line, int col, const char *call);

#endif

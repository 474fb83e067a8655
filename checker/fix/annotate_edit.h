/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The two source edits of rcucheck link --annotate, on the text alone:
 * __must_hold(RCU) after a function's parameter list, __rcu next to the
 * '*' of a pointer declarator.
 */
#ifndef RCUCHECK_FIX_ANNOTATE_EDIT_H
#define RCUCHECK_FIX_ANNOTATE_EDIT_H

#include <stddef.h>

/*
 * @src with " __must_hold(RCU)" after the parameter list of @name, whose
 * declaration starts at @line: lines *@first..*@last of @src become
 * *@new_lines lines. NULL when the list is not found or the contract is
 * there already.
 */
char *add_must_hold(const char *src, int line, const char *name,
		    int *first, int *last, int *new_lines);

/*
 * @line (@len bytes) with " __rcu" before the '*' of @name's declarator:
 * "struct foo *p;" becomes "struct foo __rcu *p;". NULL when the line
 * does not declare @name as a lone pointer, or says __rcu already.
 */
char *add_rcu(const char *line, size_t len, const char *name);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A C file with the bodies of the functions a rule has nothing to say
 * about blanked, for spatch to parse and match less: a rule whose facts
 * are each about one function's own code (an access and the paths to it
 * from that function's start) prints the same for the trimmed text, and
 * every position it prints stays where it was (each blanked character
 * but a newline becomes a blank). spatch_run() writes such copies when
 * its job says which bodies to keep (spatch.h).
 */
#ifndef RCUCHECK_TREE_TRIM_H
#define RCUCHECK_TREE_TRIM_H

#include <stdbool.h>
#include <stddef.h>

/* Does the text @s (@n bytes: a function's body, a #define) hold what the rule needs? */
typedef bool (*trim_keep_fn)(const char *s, size_t n, void *arg);

/*
 * The functions kept besides those @keep wants, for a rule that learns
 * the file's helpers (a function that frees or queues its parameter):
 * the functions that call a kept one (one call up: a call of a helper
 * is the rule's primitive), then the functions the kept ones call (one
 * call down: the helpers themselves). Both by name, as a word of the
 * body.
 */
enum trim_links {
	TRIM_KEEP_CALLERS = 1,
	TRIM_KEEP_CALLEES = 2,
};

/*
 * @text (@len bytes) with the body of each function definition that
 * @keep does not want blanked, into a new string; how many bodies there
 * were into *@bodies, how many were blanked into *@trimmed. A body is kept when @keep wants it, when it holds a
 * directive, or when it names a macro the file itself defines with a
 * body @keep wants (spatch may expand it there), and as @links (enum
 * trim_links) asks. A body is what follows
 * "name(...)" at the file's top level, in braces. A file whose braces do
 * not balance with its directives' lines set aside (each branch of an
 * #if opening its own block) is given whole: a block inside a function
 * could look like a function there.
 */
char *c_functions_trimmed(const char *text, size_t len, trim_keep_fn keep, void *arg,
			  unsigned links, size_t *bodies, size_t *trimmed);

#endif

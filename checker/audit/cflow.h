/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The flow graph of one C function's statements, over its tokens
 * (ctoks.h): blocks, if/else, while, for, do, iterator macros as loops,
 * switch and case, labels and goto, return, break, continue, and
 * #if ... #elif ... #else ... #endif around whole statements as
 * Coccinelle's ifdef_to_if builds them (an if/else of unknown
 * condition, with a path past it when there is no #else). A node is a
 * statement, a head (an if's, a loop's, a case's) or an empty join. A
 * strict parser: what it does not know (a statement macro with no ';',
 * a conditional inside a statement, an else with no if) makes it give
 * up rather than guess.
 */
#ifndef RCUCHECK_CFLOW_H
#define RCUCHECK_CFLOW_H

#include <stdbool.h>
#include <stddef.h>
#include "audit/ctoks.h"

struct node_list {
	int *v;
	size_t n, alloc;
};

/* Adds @x to @l unless there; adds each of @m. */
void node_list_push(struct node_list *l, int x);
void node_list_add(struct node_list *l, const struct node_list *m);

enum cflow_kind { CF_EMPTY, CF_STMT, CF_HEAD, CF_ITER };

struct cflow_node {
	enum cflow_kind kind;
	size_t a, b;		/* tokens, a > b when none */
	struct node_list preds;
};

struct cflow {
	struct cflow_node *n;	/* n[0]: the function's start */
	size_t nn;
};

/* The flow graph of the body whose '{' is token @body of @t; false when the parser gives up. */
bool cflow_build(const struct toks *t, size_t body, struct cflow *out);
void cflow_free(struct cflow *g);

#endif

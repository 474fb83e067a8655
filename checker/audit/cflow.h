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
#include <stdint.h>
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
	/*
	 * the head of an if with no else: the empty node its then branch
	 * falls out of (-1 else) and that branch's tokens
	 */
	int then_end;
	size_t then_a, then_b;
};

struct cflow {
	struct cflow_node *n;	/* n[0]: the function's start */
	size_t nn;
};

/*
 * Are the conditional directives of the body whose '{' is token @body of
 * @t where spatch reads them as statements: after a whole statement, a
 * block's start or another conditional? After a label or a case
 * (spatch's label takes the statement past the #endif), an unbraced
 * body's head or an else, spatch reads the function's conditionals as no
 * branches at all.
 */
bool cflow_directives_placed(const struct toks *t, size_t body);
/*
 * The tokens of function @t as spatch reads them: @t itself; without
 * the branches but the first of a conditional whose first branch leaves
 * a parenthesis or a brace open (Coccinelle's find_ifdef_mid(): at most
 * six lines a branch, none nested; measured); or, when its conditionals
 * are misplaced after a label, a case, an else or an if's, a while's or
 * a for's head, the code of every branch in sequence (measured: after
 * "case 1:", "#ifdef A rcu_read_lock(); #else foo(); #endif" puts the
 * access that follows inside the reader). A copy in @tmp (its v freed
 * by the caller, NULL when unused). A directive other than a
 * conditional, a conditional inside a statement, or "#if 0" keeps the
 * conditionals (whose graph the flows refuse).
 */
const struct toks *cflow_as_read(const struct toks *t, struct toks *tmp);

/* The flow graph of the body whose '{' is token @body of @t; false when the parser gives up. */
bool cflow_build(const struct toks *t, size_t body, struct cflow *out);
void cflow_free(struct cflow *g);

/*
 * The forward "may" data flow over @g, to its fixed point: into @in[i]
 * what some path brings to node i, each node ending what @kill[i] says
 * and starting what @gen[i] says (a bit a place paths start from).
 */
void cflow_forward(const struct cflow *g, const uint64_t *gen, const uint64_t *kill, uint64_t *in);

#endif

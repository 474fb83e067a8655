// SPDX-License-Identifier: GPL-2.0
/*
 * The operands of a sparse expression, for the tree walks that fix up
 * sparse's symbols before linearization (fixup.c, guard.c): one list of
 * which field of which expression type is an operand.
 */
#include "sparse/sparse-rcu.h"

void for_each_operand(struct expression *e, operand_fn on_expr, body_fn on_body, void *arg,
		      int depth)
{
	struct expression *x;

	switch (e->type) {
	case EXPR_ASSIGNMENT: case EXPR_COMPARE: case EXPR_BINOP:
	case EXPR_COMMA: case EXPR_LOGICAL:
		on_expr(e->left, arg, depth);
		on_expr(e->right, arg, depth);
		break;
	case EXPR_PREOP: case EXPR_POSTOP:
		on_expr(e->unop, arg, depth);
		break;
	case EXPR_DEREF:
		on_expr(e->deref, arg, depth);
		break;
	case EXPR_SLICE:
		on_expr(e->base, arg, depth);
		break;
	case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
		on_expr(e->cast_expression, arg, depth);
		break;
	case EXPR_CONDITIONAL: case EXPR_SELECT:
		on_expr(e->conditional, arg, depth);
		on_expr(e->cond_true, arg, depth);
		on_expr(e->cond_false, arg, depth);
		break;
	case EXPR_STATEMENT:
		on_body(e->statement, arg, depth);
		break;
	case EXPR_CALL:
		on_expr(e->fn, arg, depth);
		FOR_EACH_PTR(e->args, x) {
			on_expr(x, arg, depth);
		} END_FOR_EACH_PTR(x);
		break;
	case EXPR_INITIALIZER:
		FOR_EACH_PTR(e->expr_list, x) {
			on_expr(x, arg, depth);
		} END_FOR_EACH_PTR(x);
		break;
	case EXPR_IDENTIFIER:
		on_expr(e->ident_expression, arg, depth);
		break;
	case EXPR_INDEX:
		on_expr(e->idx_expression, arg, depth);
		break;
	case EXPR_POS:
		on_expr(e->init_expr, arg, depth);
		break;
	default:
		break;
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Assignments sparse drops.  When the two sides of "p = q" have
 * incompatible types, sparse warns ("incorrect type in assignment
 * (different address spaces)") and leaves the assignment without a type;
 * the linearizer then emits nothing for it, and every later use of p is
 * UNDEF in the IR.  The kernel has such assignments where an __rcu
 * pointer is read without an accessor, e.g. kernel/signal.c's
 *
 *	psig = tsk->parent->sighand;
 *	spin_lock_irqsave(&psig->siglock, flags);
 *
 * so the lock taken there would be "UNDEF", and would not match the
 * unlock.  Before a function is expanded and linearized, an untyped
 * pointer assignment whose right side sparse already converted (an
 * implied cast to the left side's type) gets the left side's type back,
 * as a compiler would compile it; sparse's warning has been printed
 * already, so its output does not change.
 */
#include <stdlib.h>
#include <string.h>

#include "sparse/sparse-rcu.h"
#include "evaluate.h"

static unsigned long fixed;

static struct symbol *base_of(struct symbol *t);
static bool is_pointer(struct symbol *t);

/*
 * Pointers used as RCU-protected but not declared __rcu.  Every RCU
 * accessor of 6.1 (rcu_dereference*(), rcu_access_pointer(),
 * rcu_assign_pointer(), RCU_INIT_POINTER(), ...) expands
 * rcu_check_sparse(p, __rcu), the comparison
 *
 *	((typeof(*p) __rcu *)p) == p
 *
 * on which sparse says "incompatible types in comparison expression
 * (different address spaces)" when p is not __rcu.  Here the same
 * comparison gives p's declaration (a structure member or a global),
 * which "rcucheck link --annotate" turns into an __rcu patch.
 */
struct rcuptr {
	const char *name, *owner;	/* member and its struct, or variable */
	struct position decl, use;
	char *access;
};

static struct rcuptr *ptrs;
static size_t nptrs, aptrs;

/* The struct whose member *@e reads: "task_struct", or NULL. */
static const char *member_owner(struct expression *e)
{
	struct expression *a = e->unop;
	struct symbol *t;

	if (a && a->type == EXPR_BINOP && a->op == '+')
		a = a->left;
	t = a ? base_of(a->ctype) : NULL;
	if (!t || t->type != SYM_PTR)
		return NULL;
	t = base_of(t->ctype.base_type);
	if (!t || (t->type != SYM_STRUCT && t->type != SYM_UNION) || !t->ident)
		return NULL;
	return show_ident(t->ident);
}

/* rcu_dereference_protected(p, 1): "no check", not a claim that p is RCU-protected. */
static bool unchecked_access(const char *text)
{
	size_t n = text ? strlen(text) : 0;

	return n > 4 && starts_with(text, "rcu_dereference_protected(") &&
	       !strcmp(text + n - 4, ", 1)");
}

static void note_ptr(struct symbol *decl, const char *owner, struct position use)
{
	for (size_t i = 0; i < nptrs; i++)
		if (ptrs[i].decl.stream == decl->pos.stream &&
		    ptrs[i].decl.line == decl->pos.line &&
		    !strcmp(ptrs[i].name, show_ident(decl->ident)))
			return;	/* the first use says enough */
	ALLOC_GROW(ptrs, nptrs, aptrs);
	char *text = access_text(use);

	if (unchecked_access(text)) {
		free(text);
		return;
	}
	ptrs[nptrs++] = (struct rcuptr){
		intern(show_ident(decl->ident)), owner ? intern(owner) : NULL,
		decl->pos, use, text
	};
}

static void rcu_check_compare(struct expression *e)
{
	struct expression *l = e->left, *r = e->right;
	struct symbol *decl;
	const char *owner = NULL;

	if (e->op != SPECIAL_EQUAL || !l || !r || l->type != EXPR_CAST ||
	    !type_is_rcu_pointer(l->cast_type))
		return;
	while (r->type == EXPR_IMPLIED_CAST && r->cast_expression)
		r = r->cast_expression;
	decl = r->ctype;
	if (!decl || decl->type != SYM_NODE || !decl->ident ||
	    type_is_rcu_pointer(decl) || !is_pointer(decl))
		return;
	/* sparse reads a variable as *&var */
	struct expression *var = r->type == EXPR_PREOP && r->op == '*' &&
		r->unop && r->unop->type == EXPR_SYMBOL ? r->unop :
		r->type == EXPR_SYMBOL ? r : NULL;

	if (var) {
		if (var->symbol != decl || !(decl->ctype.modifiers & MOD_TOPLEVEL))
			return;	/* a local or a parameter: nothing to annotate */
	} else if (r->type == EXPR_PREOP && r->op == '*') {
		owner = member_owner(r);
		if (!owner)
			return;
	} else {
		return;
	}
	/* a global: its extern declarations in headers too */
	for (int n = 0; decl && n < 8; n++, decl = var ? decl->same_symbol : NULL)
		note_ptr(decl, owner, e->pos);
}

/* Appends the file's "rcuptr" facts to @path (rcucheck link reads them). */
void rcuptr_write(const char *path)
{
	FILE *f = nptrs && path ? fopen(path, "a") : NULL;

	for (size_t i = 0; f && i < nptrs; i++) {
		const struct rcuptr *p = &ptrs[i];
		char *acc = p->access ? p->access : "-";

		for (char *c = acc; *c; c++)
			if (*c == '\t' || *c == '\n')
				*c = ' ';
		fprintf(f, "rcuptr\t%s\t%s\t%s\t%d\t%d\t%s\t%d\t%s\n", p->name,
			p->owner ? p->owner : "-", pos_file(p->decl), p->decl.line,
			p->decl.pos, pos_file(p->use), p->use.line, acc);
	}
	if (f)
		fclose(f);
	for (size_t i = 0; i < nptrs; i++)
		free(ptrs[i].access);
	nptrs = 0;
}

static struct symbol *base_of(struct symbol *t)
{
	while (t && (t->type == SYM_NODE || t->type == SYM_TYPEOF ||
		     t->type == SYM_BITFIELD))
		t = t->ctype.base_type;
	return t;
}

static bool is_pointer(struct symbol *t)
{
	t = base_of(t);
	return t && t->type == SYM_PTR;
}

/* evaluate.c's mark_assigned(): the variable's initializer is not its value. */
static void mark_assigned(struct expression *e)
{
	for (int depth = 0; e && depth < 16; depth++) {
		switch (e->type) {
		case EXPR_SYMBOL:
			if (e->symbol && e->symbol->type == SYM_NODE)
				e->symbol->ctype.modifiers |= MOD_ASSIGNED;
			return;
		case EXPR_BINOP:
			mark_assigned(e->right);
			e = e->left;
			break;
		case EXPR_CAST: case EXPR_FORCE_CAST:
			e = e->cast_expression;
			break;
		case EXPR_SLICE:
			e = e->base;
			break;
		default:
			return;
		}
	}
}

static void fix_assignment(struct expression *e)
{
	struct expression *l = e->left, *r = e->right;

	if (e->ctype || e->op != '=' || !l || !r || !l->ctype)
		return;
	if (r->type != EXPR_IMPLIED_CAST || r->ctype != l->ctype ||
	    !is_pointer(l->ctype) || !r->cast_expression ||
	    !is_pointer(r->cast_expression->ctype))
		return;
	e->ctype = l->ctype;
	if (l->type == EXPR_PREOP && l->op == '*')
		mark_assigned(l->unop);
	fixed++;
}

static void fix_stmt(struct statement *s, int depth);
static void fix_expr(struct expression *e, int depth);

static void fix_operand(struct expression *e, void *arg, int depth)
{
	(void)arg;
	fix_expr(e, depth);
}

static void fix_body(struct statement *s, void *arg, int depth)
{
	(void)arg;
	fix_stmt(s, depth);
}

static void fix_expr(struct expression *e, int depth)
{
	if (!e || depth > 256)
		return;
	depth++;
	if (e->type == EXPR_COMPARE)
		rcu_check_compare(e);
	for_each_operand(e, fix_operand, fix_body, NULL, depth);
	if (e->type == EXPR_ASSIGNMENT)
		fix_assignment(e);
}

static void fix_stmt(struct statement *s, int depth)
{
	struct statement *x;
	struct symbol *sym;

	if (!s || depth > 256)
		return;
	depth++;
	switch (s->type) {
	case STMT_DECLARATION:
		FOR_EACH_PTR(s->declaration, sym) {
			fix_expr(sym->initializer, depth);
		} END_FOR_EACH_PTR(sym);
		break;
	case STMT_EXPRESSION:
		fix_expr(s->expression, depth);
		break;
	case STMT_COMPOUND:
		fix_stmt(s->args, depth);
		FOR_EACH_PTR(s->stmts, x) {
			fix_stmt(x, depth);
		} END_FOR_EACH_PTR(x);
		break;
	case STMT_IF:
		fix_expr(s->if_conditional, depth);
		fix_stmt(s->if_true, depth);
		fix_stmt(s->if_false, depth);
		break;
	case STMT_RETURN:
		fix_expr(s->ret_value, depth);
		break;
	case STMT_CASE:
		fix_stmt(s->case_statement, depth);
		break;
	case STMT_SWITCH:
		fix_expr(s->switch_expression, depth);
		fix_stmt(s->switch_statement, depth);
		break;
	case STMT_ITERATOR:
		FOR_EACH_PTR(s->iterator_syms, sym) {
			fix_expr(sym->initializer, depth);
		} END_FOR_EACH_PTR(sym);
		fix_stmt(s->iterator_pre_statement, depth);
		fix_expr(s->iterator_pre_condition, depth);
		fix_stmt(s->iterator_statement, depth);
		fix_stmt(s->iterator_post_statement, depth);
		fix_expr(s->iterator_post_condition, depth);
		break;
	case STMT_LABEL:
		fix_stmt(s->label_statement, depth);
		break;
	case STMT_GOTO:
		fix_expr(s->goto_expression, depth);
		break;
	default:
		break;
	}
}

/* Before any of them is expanded: inline bodies are copied at expansion. */
void fixup_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		struct symbol *fn = sym->ctype.base_type;

		if (!fn || fn->type != SYM_FN)
			continue;
		fix_stmt(fn->stmt, 0);
		if (fn->inline_stmt != fn->stmt)
			fix_stmt(fn->inline_stmt, 0);
	} END_FOR_EACH_PTR(sym);
	if (rcu_opt.debug && fixed)
		fprintf(stderr, "sparse-rcu: %lu untyped pointer assignment(s) given their type\n",
			fixed);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The guards of include/linux/cleanup.h, put back into the statement tree.
 *
 * guard(name)(args), scoped_guard(name, args) and every class defined with
 * DEFINE_GUARD() / DEFINE_LOCK_GUARD_0/1() / DEFINE_CLASS() declare
 *
 *	class_NAME_t var __cleanup(class_NAME_destructor) = class_NAME_constructor(args);
 *
 * an inline constructor that takes the lock and a destructor the compiler
 * calls wherever var goes out of scope.  sparse 0.6.4 parses and drops
 * __attribute__((cleanup)) (gcc-attr-list.h): its IR has the constructor
 * and never the destructor, so the lock would be held to the end of the
 * function.  Here the scope is read from the tree instead: a variable
 * initialised by class_NAME_constructor() whose class_NAME_destructor()
 * exists is a guard, and a call of the destructor is added on every way
 * out of its scope, innermost guard first, as the compiler does:
 *
 *   - the end of the block (for a for loop's declarations, the end of the
 *     loop: the loop is made the block "{ decls; for (;;) ...; }" it is in C,
 *     so that its break and the end of its condition leave through it);
 *   - a goto, break or continue to a label outside the guard's scope;
 *   - a return: the value is computed first, into a temporary, then the
 *     destructors run (an inlined helper's return is a jump to its end).
 *
 * 6.12's rcu guard takes rcu_read_lock() and then drops sparse's context
 * at once (__release(RCU): "sparse doesn't call the cleanup function"); with
 * the destructor called, that release would end the section it opens, so
 * a release written in a class constructor is dropped.
 *
 * Not followed: a computed goto; a statement expression's own guards at
 * its natural end (its value is its last statement).
 */
#include <stdlib.h>
#include <string.h>

#include "lib/strmap.h"
#include "sparse/sparse-rcu.h"
#include "evaluate.h"
#include "expand.h"

struct guard {
	struct symbol *var, *dtor;
};

/* The guards in scope at a jump's target. */
struct jump_target {
	struct symbol *label;
	struct symbol **vars;
	int n;
};

enum pass {
	PASS_SCOPES,	/* loops made blocks, labels' scopes, constructors */
	PASS_CALLS,	/* destructor calls on the ways out */
};

struct gwalk {
	enum pass pass;
	struct symbol *decl;		/* the function */
	bool evaluated;			/* its body is (an inline one is at each expansion) */
	bool constructor;		/* a class_NAME_constructor() */
	struct guard *stack;		/* guards in scope, outermost first */
	int n, alloc;
	struct jump_target *targets;
	size_t ntargets, atargets;
	unsigned long declared;
};

static unsigned long calls_added, releases_dropped;
static struct strmap inline_done;	/* inline functions seen, by address */

static void walk_stmt(struct gwalk *w, struct statement *s, bool value, int depth);
static void walk_expr(struct gwalk *w, struct expression *e, int depth);
static void guards_inline(struct symbol *f);

static struct symbol *called_function(struct expression *e)
{
	while (e && (e->type == EXPR_IMPLIED_CAST || e->type == EXPR_CAST))
		e = e->cast_expression;
	if (!e || e->type != EXPR_CALL)
		return NULL;
	struct expression *fn = e->fn;

	while (fn && ((fn->type == EXPR_PREOP && (fn->op == '*' || fn->op == '&')) ||
		      fn->type == EXPR_CAST || fn->type == EXPR_IMPLIED_CAST))
		fn = fn->type == EXPR_PREOP ? fn->unop : fn->cast_expression;
	if (!fn || fn->type != EXPR_SYMBOL || !fn->symbol || !fn->symbol->ident)
		return NULL;
	return fn->symbol;
}

/* "class_rcu_constructor" -> 9 (the length of "class_rcu"), else 0. */
static size_t constructor_class(const char *name)
{
	size_t n = strlen(name);

	if (!starts_with(name, "class_") || n < 18 ||
	    strcmp(name + n - 12, "_constructor"))
		return 0;
	return n - 12;
}

/* class_NAME_destructor() if @var is initialised by class_NAME_constructor(). */
static struct symbol *guard_destructor(struct symbol *var)
{
	struct symbol *ctor = var ? called_function(var->initializer) : NULL;

	if (!ctor)
		return NULL;
	const char *name = show_ident(ctor->ident);
	size_t n = constructor_class(name);

	if (!n)
		return NULL;
	char *d = str_printf("%.*s_destructor", (int)n, name);
	/* unused, so not in the file's list: the file scope has it */
	struct symbol *dtor = lookup_symbol(built_in_ident(d), NS_SYMBOL);

	free(d);
	if (!dtor || !dtor->ctype.base_type ||
	    dtor->ctype.base_type->type != SYM_FN)
		return NULL;
	return dtor;
}

static struct statement *destructor_call(const struct guard *g, struct position pos,
				       bool evaluate)
{
	struct expression *v = alloc_expression(pos, EXPR_SYMBOL);
	struct expression *addr = alloc_expression(pos, EXPR_PREOP);
	struct expression *fn = alloc_expression(pos, EXPR_SYMBOL);
	struct expression *call = alloc_expression(pos, EXPR_CALL);
	struct statement *st = alloc_statement(pos, STMT_EXPRESSION);

	v->symbol = g->var;
	v->symbol_name = g->var->ident;
	addr->op = '&';
	addr->unop = v;
	fn->symbol = g->dtor;
	fn->symbol_name = g->dtor->ident;
	call->fn = fn;
	add_expression(&call->args, addr);
	st->expression = call;
	if (evaluate)
		evaluate_statement(st);
	calls_added++;
	return st;
}

/* Destructor calls of the guards above @keep, innermost first. */
static void add_calls(struct gwalk *w, int keep, struct position pos,
		      struct statement_list **out)
{
	for (int i = w->n - 1; i >= keep; i--)
		add_statement(out, destructor_call(&w->stack[i], pos, w->evaluated));
}

/* @s becomes the block @stmts, in place: its parent still points to it. */
static void make_block(struct statement *s, struct statement_list *stmts)
{
	s->type = STMT_COMPOUND;
	s->stmts = stmts;
	s->ret = NULL;
	s->inline_fn = NULL;
	s->args = NULL;
}

static struct statement *copy_stmt(struct statement *s)
{
	struct statement *c = alloc_statement(s->pos, s->type);

	*c = *s;
	return c;
}

/* ---- PASS_SCOPES ------------------------------------------------------ */

static void note_target(struct gwalk *w, struct symbol *label)
{
	if (!label)
		return;
	ALLOC_GROW(w->targets, w->ntargets, w->atargets);
	struct jump_target *t = &w->targets[w->ntargets++];

	t->label = label;
	t->n = w->n;
	t->vars = w->n ? xmalloc((size_t)w->n * sizeof(*t->vars)) : NULL;
	for (int i = 0; i < w->n; i++)
		t->vars[i] = w->stack[i].var;
}

static const struct jump_target *find_target(const struct gwalk *w, struct symbol *label)
{
	for (size_t i = 0; i < w->ntargets; i++)
		if (w->targets[i].label == label)
			return &w->targets[i];
	return NULL;
}

/*
 * for (decls; c; post) body is { decls; for (; c; post) body }: the
 * declarations' scope ends where the loop does, whichever way it ends.
 * This also has sparse expand their initializers, which expand.c skips
 * for a loop's own declarations (scoped_guard()'s constructor would
 * stay a call and its lock unseen).
 */
static void loop_to_block(struct statement *s)
{
	struct statement *decl = alloc_statement(s->pos, STMT_DECLARATION);
	struct statement *loop = copy_stmt(s);
	struct statement_list *stmts = NULL;

	decl->declaration = s->iterator_syms;
	loop->iterator_syms = NULL;
	add_statement(&stmts, decl);
	add_statement(&stmts, loop);
	make_block(s, stmts);
}

/* __release(x) / __context__(x, -1) */
static bool is_release(struct statement *s)
{
	return s->context && s->expression &&
	       get_expression_value_silent(s->expression) < 0;
}

/* ---- PASS_CALLS ------------------------------------------------------- */

static void calls_before_jump(struct gwalk *w, struct statement *s)
{
	const struct jump_target *t = find_target(w, s->goto_label);
	int keep = 0;

	if (!t)
		return;
	while (keep < w->n && keep < t->n && w->stack[keep].var == t->vars[keep])
		keep++;
	if (keep == w->n)
		return;
	struct statement_list *stmts = NULL;
	struct statement *jump = copy_stmt(s);

	add_calls(w, keep, s->pos, &stmts);
	add_statement(&stmts, jump);
	make_block(s, stmts);
}

static struct symbol *return_type(struct symbol *decl)
{
	struct symbol *fn = decl ? decl->ctype.base_type : NULL;

	return fn && fn->type == SYM_FN ? fn->ctype.base_type : NULL;
}

/* return v; -> { T __guard_ret = v; destructors; return __guard_ret; } */
static void calls_before_return(struct gwalk *w, struct statement *s)
{
	struct expression *value = s->ret_value;
	struct symbol *type = return_type(w->decl);
	struct statement_list *stmts = NULL;
	struct statement *ret;

	if (!w->n)
		return;
	ret = copy_stmt(s);
	if (value && type && !is_void_type(type)) {
		struct symbol *tmp = alloc_symbol(s->pos, SYM_NODE);
		struct statement *decl = alloc_statement(s->pos, STMT_DECLARATION);
		struct expression *use = alloc_expression(s->pos, EXPR_SYMBOL);

		tmp->ident = built_in_ident("__guard_ret");
		tmp->ctype.base_type = type;
		tmp->initializer = value;
		examine_symbol_type(tmp);
		add_symbol(&decl->declaration, tmp);
		/* an inlined copy of the body gets its own */
		if (w->decl->ctype.modifiers & MOD_INLINE)
			add_symbol(&w->decl->inline_symbol_list, tmp);
		use->symbol = tmp;
		use->symbol_name = tmp->ident;
		if (w->evaluated)
			evaluate_expression(use);
		ret->ret_value = use;
		add_statement(&stmts, decl);
	} else if (value) {
		struct statement *eval = alloc_statement(s->pos, STMT_EXPRESSION);

		eval->expression = value;
		ret->ret_value = NULL;
		add_statement(&stmts, eval);
	}
	add_calls(w, 0, s->pos, &stmts);
	add_statement(&stmts, ret);
	make_block(s, stmts);
}

/* ---- the walk ----------------------------------------------------------- */

static void push_guards(struct gwalk *w, struct symbol_list *syms)
{
	struct symbol *sym;

	FOR_EACH_PTR(syms, sym) {
		struct symbol *dtor = guard_destructor(sym);

		if (!dtor)
			continue;
		ALLOC_GROW(w->stack, w->n, w->alloc);
		w->stack[w->n++] = (struct guard){ sym, dtor };
		w->declared++;
	} END_FOR_EACH_PTR(sym);
}

/*
 * A block that ends in a return or goto (the rewritten ones included)
 * never reaches its end: calls there would be dead code, and would still
 * move the position sparse gives the caller's next instructions.
 */
static bool ends_in_jump(struct statement *s)
{
	for (int depth = 0; s && depth < 64; depth++) {
		if (s->type == STMT_RETURN || s->type == STMT_GOTO)
			return true;
		if (s->type != STMT_COMPOUND)
			return false;
		s = last_ptr_list((struct ptr_list *)s->stmts);
	}
	return false;
}

static void walk_block(struct gwalk *w, struct statement *s, bool value, int depth)
{
	int outer = w->n;
	struct statement *x;
	struct symbol *sym;

	walk_stmt(w, s->args, false, depth);
	FOR_EACH_PTR(s->stmts, x) {
		if (x->type != STMT_DECLARATION) {
			walk_stmt(w, x, false, depth);
			continue;
		}
		FOR_EACH_PTR(x->declaration, sym) {
			walk_expr(w, sym->initializer, depth);
		} END_FOR_EACH_PTR(sym);
		push_guards(w, x->declaration);
	} END_FOR_EACH_PTR(x);
	/* a statement expression's value is its last statement: left alone */
	if (w->pass == PASS_CALLS && !value && w->n > outer &&
	    !ends_in_jump(last_ptr_list((struct ptr_list *)s->stmts))) {
		struct statement_list *calls = NULL;

		add_calls(w, outer, s->pos, &calls);
		FOR_EACH_PTR(calls, x) {
			add_statement(&s->stmts, x);
		} END_FOR_EACH_PTR(x);
	}
	w->n = outer;
}

static void walk_stmt(struct gwalk *w, struct statement *s, bool value, int depth)
{
	struct symbol *sym;

	if (!s || depth > 256)
		return;
	depth++;
	if (w->pass == PASS_SCOPES && s->type == STMT_ITERATOR && s->iterator_syms)
		loop_to_block(s);
	switch (s->type) {
	case STMT_DECLARATION:	/* outside a block: a loop's, made a block */
		FOR_EACH_PTR(s->declaration, sym) {
			walk_expr(w, sym->initializer, depth);
		} END_FOR_EACH_PTR(sym);
		break;
	case STMT_EXPRESSION:
		walk_expr(w, s->expression, depth);
		break;
	case STMT_CONTEXT:
		if (w->pass == PASS_SCOPES && w->constructor && is_release(s)) {
			s->type = STMT_NONE;
			releases_dropped++;
		}
		break;
	case STMT_COMPOUND:
		walk_block(w, s, value, depth);
		break;
	case STMT_IF:
		walk_expr(w, s->if_conditional, depth);
		walk_stmt(w, s->if_true, false, depth);
		walk_stmt(w, s->if_false, false, depth);
		break;
	case STMT_RETURN:
		walk_expr(w, s->ret_value, depth);
		if (w->pass == PASS_CALLS)
			calls_before_return(w, s);
		break;
	case STMT_CASE:
		walk_stmt(w, s->case_statement, false, depth);
		break;
	case STMT_SWITCH:
		if (w->pass == PASS_SCOPES)
			note_target(w, s->switch_break);
		walk_expr(w, s->switch_expression, depth);
		walk_stmt(w, s->switch_statement, false, depth);
		break;
	case STMT_ITERATOR:
		if (w->pass == PASS_SCOPES) {
			note_target(w, s->iterator_break);
			note_target(w, s->iterator_continue);
		}
		walk_stmt(w, s->iterator_pre_statement, false, depth);
		walk_expr(w, s->iterator_pre_condition, depth);
		walk_stmt(w, s->iterator_statement, false, depth);
		walk_stmt(w, s->iterator_post_statement, false, depth);
		walk_expr(w, s->iterator_post_condition, depth);
		break;
	case STMT_LABEL:
		if (w->pass == PASS_SCOPES)
			note_target(w, s->label_identifier);
		walk_stmt(w, s->label_statement, false, depth);
		break;
	case STMT_GOTO:
		walk_expr(w, s->goto_expression, depth);
		if (w->pass == PASS_CALLS && s->goto_label)
			calls_before_jump(w, s);
		break;
	default:
		break;
	}
}

static void walk_operand(struct expression *e, void *w, int depth)
{
	walk_expr(w, e, depth);
}

/* A statement expression's body yields a value. */
static void walk_body(struct statement *s, void *w, int depth)
{
	walk_stmt(w, s, true, depth);
}

static void walk_expr(struct gwalk *w, struct expression *e, int depth)
{
	if (!e || depth > 256)
		return;
	depth++;
	if (e->type == EXPR_CALL && w->pass == PASS_SCOPES)
		guards_inline(called_function(e));
	for_each_operand(e, walk_operand, walk_body, w, depth);
}

static void guards_body(struct symbol *decl, struct statement *body, bool evaluated)
{
	struct gwalk w = { .pass = PASS_SCOPES, .decl = decl, .evaluated = evaluated };

	if (!body)
		return;
	w.constructor = decl->ident &&
			constructor_class(show_ident(decl->ident)) > 0;
	walk_stmt(&w, body, false, 0);
	if (w.declared) {
		w.n = 0;
		w.pass = PASS_CALLS;
		walk_stmt(&w, body, false, 0);
	}
	for (size_t i = 0; i < w.ntargets; i++)
		free(w.targets[i].vars);
	free(w.targets);
	free(w.stack);
}

/*
 * An inline function is not in the file's list (parse.c keeps only what
 * is emitted): it is done when a call to it is first seen, before it is
 * expanded into any caller.  Guard constructors are reached this way.
 */
static void guards_inline(struct symbol *f)
{
	if (f && f->definition)
		f = f->definition;
	struct symbol *fn = f ? f->ctype.base_type : NULL;

	if (!fn || fn->type != SYM_FN || !(f->ctype.modifiers & MOD_INLINE) ||
	    !fn->inline_stmt)
		return;
	char key[32];

	snprintf(key, sizeof(key), "%p", (void *)f);
	void **slot = strmap_slot(&inline_done, key);

	if (*slot)
		return;
	*slot = f;
	guards_body(f, fn->inline_stmt, false);
}

/* Before any function is expanded: inline bodies are copied at expansion. */
void guards_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		struct symbol *fn = sym->ctype.base_type;

		if (fn && fn->type == SYM_FN)
			guards_body(sym, fn->stmt, true);
	} END_FOR_EACH_PTR(sym);
	strmap_free(&inline_done, NULL);
	if (rcu_opt.debug && (calls_added || releases_dropped))
		fprintf(stderr, "sparse-rcu: %lu guard destructor call(s), %lu constructor release(s) dropped\n",
			calls_added, releases_dropped);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Names for what the IR computes: a canonical form of an address (so that
 * the lock taken by spin_lock(&p->lock) and the one lockdep_is_held(&p->lock)
 * asks about compare equal, although the IR computes them twice and at
 * different offsets inside the lock object), a C-like name for humans,
 * the function a source position belongs to (sparse inlines helpers, and a
 * finding should name the helper), and the accessor's text in the source.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sparse/sparse-rcu.h"
#include "lib/strmap.h"
#include "rcu/model.h"

static struct strmap interned;

const char *intern(const char *s)
{
	void **slot = strmap_slot(&interned, s);

	if (!*slot)
		*slot = str_dup(s);
	return *slot;
}

static struct symbol *base_of(struct symbol *t)
{
	while (t && (t->type == SYM_NODE || t->type == SYM_TYPEOF ||
		     t->type == SYM_BITFIELD))
		t = t->ctype.base_type;
	return t;
}

/*
 * The per-cpu variable an asm reads (this_cpu_read_stable(var) and its
 * kin: one output, an address input), or NULL.
 */
static struct symbol *asm_input(struct instruction *insn)
{
	struct asm_constraint *c;
	struct symbol *sym = NULL;
	int outputs = 0;

	if (!insn->asm_rules)
		return NULL;
	FOR_EACH_PTR(insn->asm_rules->outputs, c) {
		outputs++;
	} END_FOR_EACH_PTR(c);
	if (outputs != 1)
		return NULL;
	FOR_EACH_PTR(insn->asm_rules->inputs, c) {
		if (c->pseudo && c->pseudo->type == PSEUDO_SYM &&
		    c->pseudo->sym->ident) {
			if (sym)
				return NULL;
			sym = c->pseudo->sym;
		}
	} END_FOR_EACH_PTR(c);
	return sym;
}

/*
 * RELOC_HIDE()'s asm("" : "=r"(__ptr) : "0"(ptr)): the output is the
 * input.  per_cpu_ptr() and this_cpu_ptr() go through it.
 */
static pseudo_t asm_identity(struct instruction *insn)
{
	struct asm_constraint *c;
	pseudo_t in = NULL;
	int n = 0;

	if (!insn->asm_rules || !insn->string || insn->string[0])
		return NULL;
	FOR_EACH_PTR(insn->asm_rules->outputs, c) {
		n++;
	} END_FOR_EACH_PTR(c);
	if (n != 1)
		return NULL;
	n = 0;
	FOR_EACH_PTR(insn->asm_rules->inputs, c) {
		n++;
		if (c->constraint && !strcmp(c->constraint, "0"))
			in = c->pseudo;
	} END_FOR_EACH_PTR(c);
	return n == 1 ? in : NULL;
}

/*
 * x86's arch_raw_cpu_ptr(ptr), under this_cpu_ptr() and this_rq():
 * asm("add %%gs:%1, %0" : "=r"(p) : "m"(this_cpu_off), "0"(ptr)).
 * Returns ptr.
 */
static pseudo_t asm_this_cpu_ptr(struct instruction *insn)
{
	struct asm_constraint *c;
	pseudo_t in = NULL;
	bool off = false;

	if (!insn->asm_rules || !insn->string || !starts_with(insn->string, "add "))
		return NULL;
	FOR_EACH_PTR(insn->asm_rules->inputs, c) {
		if (c->constraint && !strcmp(c->constraint, "0"))
			in = c->pseudo;
		else if (c->pseudo && c->pseudo->type == PSEUDO_SYM && c->pseudo->sym->ident &&
			 !strcmp(show_ident(c->pseudo->sym->ident), "this_cpu_off"))
			off = true;
	} END_FOR_EACH_PTR(c);
	return off ? in : NULL;
}

static const char *asm_input_symbol(struct instruction *insn)
{
	struct symbol *sym = asm_input(insn);

	return sym ? show_ident(sym->ident) : NULL;
}

/*
 * Canonical address: a base (a symbol, a parameter, or a load from another
 * canonical address) and a constant byte offset.  Parameters are "argN",
 * N counted from 0, so that facts can map them to a caller's arguments.
 */
struct canon canon_of(pseudo_t p)
{
	struct canon c = { NULL, 0 };
	struct instruction *def;
	char buf[64];

	if (!p) {
		c.base = intern("?");
		return c;
	}
	switch (p->type) {
	case PSEUDO_SYM:
		c.base = intern(p->sym->ident ? show_ident(p->sym->ident) : "?sym");
		return c;
	case PSEUDO_ARG:
		snprintf(buf, sizeof(buf), "arg%d", p->nr - 1);
		c.base = intern(buf);
		return c;
	case PSEUDO_VAL:
		snprintf(buf, sizeof(buf), "#%lld", p->value);
		c.base = intern(buf);
		return c;
	case PSEUDO_REG:
		def = p->def;
		if (!def)
			break;
		switch (def->opcode) {
		case OP_ADD:
			if (def->src2->type == PSEUDO_VAL) {
				c = canon_of(def->src1);
				c.off += def->src2->value;
				return c;
			}
			/* per_cpu(var, cpu) and array indexing: */
			__attribute__((fallthrough));
		case OP_SUB: case OP_MUL: case OP_SHL: case OP_LSR: case OP_AND: {
			/*
			 * The same computation twice (spin_lock(&x[i].lock),
			 * then lockdep_is_held(&x[i].lock)) must give the
			 * same name, even when the IR did not share it.
			 */
			struct canon a = canon_of(def->src1);
			struct canon b = canon_of(def->src2);
			char *t = str_printf("(%s+%lld %d %s+%lld)", a.base, a.off,
					    def->opcode, b.base, b.off);

			c.base = intern(t);
			free(t);
			return c;
		}
		case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU: case OP_COPY:
		case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
			return canon_of(def->src);
		case OP_SYMADDR:
			return canon_of(def->src);
		case OP_ASM: {
			const char *in = asm_input_symbol(def);

			if (asm_identity(def))
				return canon_of(asm_identity(def));
			if (asm_this_cpu_ptr(def)) {
				struct canon a = canon_of(asm_this_cpu_ptr(def));
				char *t = str_printf("this_cpu_ptr(%s+%lld)", a.base, a.off);

				c.base = intern(t);
				free(t);
				return c;
			}
			if (!in)
				break;
			/*
			 * this_cpu_read_stable(current_task), the x86
			 * "current": every evaluation is the same task.
			 */
			if (!strcmp(in, "current_task")) {
				c.base = intern("current");
				return c;
			}
			char *t = str_printf("this_cpu_read(%s)", in);

			c.base = intern(t);
			free(t);
			return c;
		}
		case OP_LOAD: {
			pseudo_t stored = local_load_source(def);

			if (stored)
				return canon_of(stored);
			struct canon a = canon_of(def->src);
			char *t = str_printf("*(%s+%lld)", a.base, a.off + def->offset);

			c.base = intern(t);
			free(t);
			return c;
		}
		default:
			break;
		}
		break;
	default:
		break;
	}
	snprintf(buf, sizeof(buf), "%%r%d@%p", p->nr, (void *)p);
	c.base = intern(buf);
	return c;
}

char *canon_text(struct canon c)
{
	return str_printf("%s+%lld", c.base, c.off);
}

/* Type of the value @p holds, when the IR says. */
static struct symbol *pseudo_type(pseudo_t p)
{
	/* this_cpu_read_stable(current_task): the variable's type */
	if (p->type == PSEUDO_REG && p->def && p->def->opcode == OP_ASM)
		return asm_identity(p->def) ? pseudo_type(asm_identity(p->def)) :
		       asm_this_cpu_ptr(p->def) ? pseudo_type(asm_this_cpu_ptr(p->def)) :
		       asm_input(p->def);
	if (p->type == PSEUDO_REG && p->def)
		return p->def->type;
	if (p->type == PSEUDO_SYM)
		return p->sym;
	if (p->type == PSEUDO_ARG && p->def && p->def->bb) {
		/* the entry instruction; the type is the parameter's */
		struct symbol *fn = base_of(p->def->bb->ep->name);
		struct symbol *arg;
		int i = 1;

		if (fn)
			FOR_EACH_PTR(fn->arguments, arg) {
				if (i++ == p->nr)
					return arg;
			} END_FOR_EACH_PTR(arg);
	}
	return NULL;
}

/*
 * The type the address being named points to, when the caller knows it
 * (a lock function's parameter): naming stops at the member of that type,
 * "&lk.rlock" rather than "&lk.rlock.raw_lock" at the same address.
 */
static struct symbol *want_type;

/* ".a.b" for the member at byte @off of @t (nested, anonymous skipped). */
static void member_path(struct strbuf *sb, struct symbol *t, long long off,
			const char *first_sep)
{
	const char *sep = first_sep;

	for (int depth = 0; depth < 8; depth++) {
		t = base_of(t);
		if (!t || (t->type != SYM_STRUCT && t->type != SYM_UNION))
			return;
		if (off == 0 && (!want_type || t == want_type))
			return;
		struct symbol *m, *found = NULL;

		FOR_EACH_PTR(t->symbol_list, m) {
			long long moff = (long long)m->offset;
			long long size = bits_to_bytes(base_of(m) ?
						       base_of(m)->bit_size : 0);

			if (!found && moff <= off && off < moff + (size > 0 ? size : 1))
				found = m;
		} END_FOR_EACH_PTR(m);
		if (!found)
			return;
		if (found->ident) {
			sb_puts(sb, sep);
			sb_puts(sb, show_ident(found->ident));
			sep = ".";
		}
		off -= (long long)found->offset;
		t = found;
	}
}

static void value_name(struct strbuf *sb, pseudo_t p, int depth);
static void add_name(struct strbuf *sb, struct instruction *def, int depth);
static char *pseudo_name_strip(char *s);

/*
 * What @p points to when its own type does not say (an integer sum, as
 * per_cpu_ptr(&runqueues, cpu) computes it): the object the pointer
 * operand points to.
 */
static struct symbol *pointee_of(pseudo_t p, int depth)
{
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;
	struct symbol *t;

	if (!p || depth > 6)
		return NULL;
	if (p->type == PSEUDO_SYM)
		return base_of(p->sym);
	t = base_of(pseudo_type(p));
	if (t && t->type == SYM_PTR) {
		struct symbol *b = base_of(t->ctype.base_type);

		if (b && (b->type == SYM_STRUCT || b->type == SYM_UNION))
			return b;
	}
	if (!def)
		return NULL;
	if (def->opcode == OP_ASM && asm_identity(def))
		return pointee_of(asm_identity(def), depth + 1);
	if (def->opcode == OP_ASM && asm_this_cpu_ptr(def))
		return pointee_of(asm_this_cpu_ptr(def), depth + 1);
	if (def->opcode == OP_ADD) {
		const char *c2 = canon_of(def->src2).base;

		if (strstr(c2, "__per_cpu_offset") || strstr(c2, "this_cpu_off"))
			return pointee_of(def->src1, depth + 1);
		return pointee_of(def->src2, depth + 1);
	}
	if (def->opcode == OP_PTRCAST || def->opcode == OP_UTPTR ||
	    def->opcode == OP_PTRTU || def->opcode == OP_COPY ||
	    def->opcode == OP_ZEXT || def->opcode == OP_SEXT)
		return pointee_of(def->src, depth + 1);
	return NULL;
}

/* The lvalue at byte @off of what pointer @p points to. */
static void object_name(struct strbuf *sb, pseudo_t p, long long off, int depth)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (depth > 6) {
		sb_puts(sb, "...");
		return;
	}
	if (p->type == PSEUDO_SYM) {
		sb_puts(sb, p->sym->ident ? show_ident(p->sym->ident) : "?");
		member_path(sb, p->sym, off, ".");
		return;
	}
	if (def && def->opcode == OP_ADD && def->src2->type == PSEUDO_VAL) {
		object_name(sb, def->src1, off + def->src2->value, depth + 1);
		return;
	}
	struct symbol *t = base_of(pseudo_type(p));

	if (def && (def->opcode == OP_PTRCAST || def->opcode == OP_COPY ||
		    def->opcode == OP_SYMADDR || def->opcode == OP_UTPTR)) {
		struct symbol *st = base_of(pseudo_type(def->src));

		if (def->opcode == OP_SYMADDR || def->opcode == OP_COPY ||
		    (st && st->type == SYM_PTR) || !t || t->type != SYM_PTR) {
			object_name(sb, def->src, off, depth + 1);
			return;
		}
		/*
		 * An integer made a pointer (RELOC_HIDE() in per_cpu_ptr()):
		 * the members are the pointer's type's.
		 */
		value_name(sb, def->src, depth + 1);
	} else {
		value_name(sb, p, depth + 1);
	}
	size_t before = sb->len;
	struct symbol *pt = pointee_of(p, 0);

	struct symbol *tb = t && t->type == SYM_PTR ? base_of(t->ctype.base_type) : NULL;

	if (tb && (tb->type == SYM_STRUCT || tb->type == SYM_UNION))
		member_path(sb, tb, off, "->");
	else if (pt)
		member_path(sb, pt, off, "->");
	/*
	 * A void pointer (push_cpu_stop(void *arg)'s &p->pi_lock with
	 * p = arg): no member to name, so the bytes: "arg[2328]".
	 */
	if (sb->len == before && off)
		sb_printf(sb, "[%lld]", off);
}

/*
 * A sum that is not "pointer + constant": per_cpu_ptr(ptr, cpu) is ptr
 * plus __per_cpu_offset[cpu], this_cpu_ptr(ptr) ptr plus this_cpu_off.
 */
static void add_name(struct strbuf *sb, struct instruction *def, int depth)
{
	pseudo_t a = def->src1, b = def->src2;
	const char *ca = canon_of(a).base, *cb = canon_of(b).base;
	bool pa = strstr(ca, "__per_cpu_offset") || strstr(ca, "this_cpu_off");

	if (pa) {
		pseudo_t t = a;
		const char *ct = ca;

		a = b;
		b = t;
		ca = cb;
		cb = ct;
	}
	if (strstr(cb, "__per_cpu_offset") || strstr(cb, "this_cpu_off")) {
		sb_puts(sb, strstr(cb, "this_cpu_off") ? "this_cpu_ptr(" : "per_cpu_ptr(");
		value_name(sb, a, depth + 1);
		sb_putc(sb, ')');
		return;
	}
	sb_putc(sb, '(');
	value_name(sb, a, depth + 1);
	sb_puts(sb, " + ");
	value_name(sb, b, depth + 1);
	sb_putc(sb, ')');
}

static void value_name(struct strbuf *sb, pseudo_t p, int depth)
{
	struct instruction *def = p->type == PSEUDO_REG ? p->def : NULL;

	if (p->type == PSEUDO_ARG && !p->ident) {
		/* sparse names no argument pseudo: the parameter's name */
		struct symbol *param = pseudo_type(p);

		sb_puts(sb, param && param->ident ? show_ident(param->ident) : "arg");
		return;
	}
	if (p->type == PSEUDO_ARG || (p->ident && p->type != PSEUDO_SYM)) {
		sb_puts(sb, show_ident(p->ident));
		return;
	}
	if (depth > 8) {
		sb_puts(sb, "...");
		return;
	}
	if (def && def->opcode == OP_ASM && asm_identity(def)) {
		value_name(sb, asm_identity(def), depth + 1);
		return;
	}
	if (def && def->opcode == OP_ASM && asm_this_cpu_ptr(def)) {
		sb_puts(sb, "this_cpu_ptr(");
		value_name(sb, asm_this_cpu_ptr(def), depth + 1);
		sb_putc(sb, ')');
		return;
	}
	if (def && def->opcode == OP_ADD && def->src2->type != PSEUDO_VAL) {
		add_name(sb, def, depth);
		return;
	}
	if (p->type == PSEUDO_SYM || (def && def->opcode == OP_ADD)) {
		sb_putc(sb, '&');
		object_name(sb, p, 0, depth);
		return;
	}
	if (def && def->opcode == OP_LOAD && local_load_source(def)) {
		value_name(sb, local_load_source(def), depth + 1);
		return;
	}
	if (def && def->opcode == OP_LOAD) {
		object_name(sb, def->src, def->offset, depth + 1);
		return;
	}
	if (def && (def->opcode == OP_PTRCAST || def->opcode == OP_COPY)) {
		value_name(sb, def->src, depth + 1);
		return;
	}
	if (def && def->opcode == OP_ASM && asm_input_symbol(def)) {
		const char *in = asm_input_symbol(def);

		if (!strcmp(in, "current_task"))
			sb_puts(sb, "current");
		else
			sb_printf(sb, "this_cpu_read(%s)", in);
		return;
	}
	if (def && def->opcode == OP_CALL) {
		const char *n = callee_name(def);

		sb_printf(sb, "%s()", n ? n : "?");
		return;
	}
	sb_puts(sb, show_pseudo(p));
}

char *pseudo_name_typed(pseudo_t p, struct symbol *ptrtype)
{
	struct symbol *t = base_of(ptrtype);
	char *s;

	want_type = t && t->type == SYM_PTR ? base_of(t->ctype.base_type) : NULL;
	s = pseudo_name(p);
	/*
	 * A pointer to the structure that starts with the lock
	 * (psig->siglock is at offset 0 of *psig): the lock is its first
	 * member, "&psig->siglock", not the pointer "psig".
	 */
	struct instruction *def = p && p->type == PSEUDO_REG ? p->def : NULL;

	if (want_type && p && p->type != PSEUDO_SYM &&
	    !(def && ((def->opcode == OP_ADD && def->src2->type == PSEUDO_VAL) ||
		      def->opcode == OP_SYMADDR))) {
		struct strbuf sb = STRBUF_INIT, v = STRBUF_INIT;

		value_name(&v, p, 0);
		sb_putc(&sb, '&');
		object_name(&sb, p, 0, 0);
		if (sb.len > v.len + 1 && !strncmp(sb.buf + 1, v.buf, v.len)) {
			free(s);
			s = pseudo_name_strip(sb_detach(&sb));
		}
		sb_free(&sb);
		sb_free(&v);
	}
	want_type = NULL;
	return s;
}

char *pseudo_name(pseudo_t p)
{
	struct strbuf sb = STRBUF_INIT;

	value_name(&sb, p, 0);
	return pseudo_name_strip(sb_detach(&sb));
}

static char *pseudo_name_strip(char *s)
{
	size_t n;

	/*
	 * lockdep names a spinlock by the spinlock, not its raw_spinlock,
	 * and lockdep_is_held(&x) asks about &x->dep_map (the model's
	 * lock-members)
	 */
	const struct strlist *inner = rcu_model_lock_members();

	for (size_t i = 0; i < inner->n; i++) {
		size_t l = strlen(inner->v[i]);

		n = strlen(s);
		if (n > l && !strcmp(s + n - l, inner->v[i]))
			s[n - l] = '\0';
	}
	/* a global lock goes by its name, as lockdep prints it */
	if (s[0] == '&' && !strpbrk(s, ".->"))
		memmove(s, s + 1, strlen(s));
	return s;
}

long long pointee_size(struct symbol *t)
{
	t = base_of(t);
	if (!t || t->type != SYM_PTR)
		return 0;
	t = base_of(t->ctype.base_type);
	return t ? bits_to_bytes(t->bit_size) : 0;
}

struct symbol *callee_symbol(struct instruction *insn)
{
	if (insn->func && insn->func->type == PSEUDO_SYM)
		return insn->func->sym;
	return NULL;
}

const char *callee_name(struct instruction *insn)
{
	struct symbol *s = callee_symbol(insn);

	return s && s->ident ? show_ident(s->ident) : NULL;
}

pseudo_t call_arg(struct instruction *insn, int n)
{
	pseudo_t arg;
	int i = 0;

	FOR_EACH_PTR(insn->arguments, arg) {
		if (i++ == n)
			return arg;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

bool type_is_rcu_pointer(struct symbol *t)
{
	t = base_of(t);
	if (!t || t->type != SYM_PTR)
		return false;
	if (t->ctype.as && !strcmp(show_ident(t->ctype.as), "__rcu"))
		return true;
	struct symbol *b = t->ctype.base_type;

	while (b && b->type == SYM_NODE) {
		if (b->ctype.as && !strcmp(show_ident(b->ctype.as), "__rcu"))
			return true;
		b = b->ctype.base_type;
	}
	return false;
}

/* ---- functions by source range ------------------------------------- */

struct fnrange {
	int stream, start, end;
	const char *name;
};
static struct fnrange *ranges;
static size_t nranges, aranges;

static int cmp_range(const void *a, const void *b)
{
	const struct fnrange *x = a, *y = b;

	if (x->stream != y->stream)
		return x->stream - y->stream;
	return x->start - y->start;
}

static bool ranges_sorted;

/*
 * An inline function is not in the file's symbol list; its "# call"
 * annotations tell where its bodies went, so it is added when one is seen.
 */
void functions_note(struct symbol *sym)
{
	struct symbol *b = sym ? sym->ctype.base_type : NULL;

	if (!b || b->type != SYM_FN || !sym->ident)
		return;
	const char *name = intern(show_ident(sym->ident));

	for (size_t i = 0; i < nranges; i++)
		if (ranges[i].name == name && ranges[i].start == sym->pos.line &&
		    ranges[i].stream == sym->pos.stream)
			return;
	ALLOC_GROW(ranges, nranges, aranges);
	ranges[nranges++] = (struct fnrange){
		sym->pos.stream, sym->pos.line, 0, name
	};
	ranges_sorted = false;
}

void functions_index(struct symbol_list *list)
{
	struct symbol *sym;

	FOR_EACH_PTR(list, sym) {
		struct symbol *b = sym->ctype.base_type;

		if (b && b->type == SYM_FN && (b->stmt || b->inline_stmt))
			functions_note(sym);
	} END_FOR_EACH_PTR(sym);
}

/*
 * sparse records no end position for a function: it ends where the next
 * one in its file starts.
 */
static void sort_ranges(void)
{
	qsort(ranges, nranges, sizeof(*ranges), cmp_range);
	for (size_t i = 0; i < nranges; i++)
		ranges[i].end = i + 1 < nranges &&
				ranges[i + 1].stream == ranges[i].stream ?
				ranges[i + 1].start - 1 : 1 << 30;
	ranges_sorted = true;
}

int function_start_at(struct position pos)
{
	const struct fnrange *best = NULL;

	if (!ranges_sorted)
		sort_ranges();
	for (size_t i = 0; i < nranges; i++) {
		const struct fnrange *r = &ranges[i];

		if (r->stream == pos.stream && pos.line >= r->start && pos.line <= r->end &&
		    (!best || r->start > best->start))
			best = r;
	}
	return best ? best->start : 0;
}

const char *function_at(struct position pos, const char *fallback)
{
	const struct fnrange *best = NULL;

	if (!ranges_sorted)
		sort_ranges();
	for (size_t i = 0; i < nranges; i++) {
		const struct fnrange *r = &ranges[i];

		if (r->stream != pos.stream || pos.line < r->start ||
		    pos.line > r->end)
			continue;
		if (!best || r->start > best->start)
			best = r;
	}
	return best ? best->name : fallback;
}

/* ---- source text ---------------------------------------------------- */

const char *pos_file(struct position pos)
{
	return stream_name(pos.stream);
}

static struct strmap sources;

static const char *source_line(const char *file, int line)
{
	void **slot = strmap_slot(&sources, file);

	if (!*slot) {
		size_t len;
		char *d = read_file(file, &len);

		*slot = d ? d : str_dup("");
	}
	const char *s = *slot;

	for (int l = 1; l < line && s; l++) {
		s = strchr(s, '\n');
		if (s)
			s++;
	}
	return s;
}

const char *source_line_at(struct position pos)
{
	return source_line(pos_file(pos), pos.line);
}

/* The line's text from the first RCU accessor (the model's "accessors") to its ")". */
char *access_text(struct position pos)
{
	const char *line = source_line(pos_file(pos), pos.line);

	if (!line)
		return NULL;
	const char *eol = strchr(line, '\n');
	size_t len = eol ? (size_t)(eol - line) : strlen(line);
	char *l = xstrndup(line, len);
	const struct strlist *accessors = rcu_model_accessors();

	for (size_t i = 0; i < accessors->n; i++) {
		char *a = l, *open = NULL;

		/* a whole name: list_for_each_entry_rcu is not hlist_for_each_entry_rcu's tail */
		while ((a = strstr(a, accessors->v[i]))) {
			open = a + strlen(accessors->v[i]);
			if (*open == '(' && (a == l || !(isalnum((unsigned char)a[-1]) || a[-1] == '_')))
				break;
			a = open;
		}
		if (!a)
			continue;
		int depth = 0;
		char *e = open;

		for (; *e; e++) {
			if (*e == '(')
				depth++;
			else if (*e == ')' && !--depth)
				break;
		}
		char *r = *e ? xstrndup(a, (size_t)(e - a + 1)) : str_dup(a);

		free(l);
		return r;
	}
	free(l);
	return NULL;
}

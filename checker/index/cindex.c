// SPDX-License-Identifier: GPL-2.0
/*
 * A light C tokenizer that pulls one file's facts out (see cindex.h).
 *
 * It never parses. It follows braces and parentheses, and decides what a
 * '{' at the top level opens from the tokens before it: a function body
 * when they end in "name(params)" and optional attributes, anything else
 * (struct bodies, initializers) otherwise. That is wrong now and then
 * (macros that define functions, conditional compilation that unbalances
 * braces) and fine for finding callers: the exact tools (Coccinelle)
 * look at whatever this finds. The usual preprocessor traps are handled:
 * "#if 0" blocks are skipped, and when #if/#else branches leave different
 * brace depths inside a function only the first branch counts, as ctags
 * does. Everything is one pass over the text with one token of lookahead.
 */
#include "index/cindex.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "index/objkey.h"
#include "rcu/model.h"

/* ---- an arena for the names and texts of one file ---- */

struct carena {
	struct carena *next;
	size_t used, size;
	char data[];
};

#define ARENA_BLOCK 16384

char *carena_dup(struct carena **a, const char *s, size_t n)
{
	struct carena *b = *a;

	if (!b || b->size - b->used < n + 1) {
		size_t size = n + 1 > ARENA_BLOCK ? n + 1 : ARENA_BLOCK;

		b = xmalloc(sizeof(*b) + size);
		b->used = 0;
		b->size = size;
		b->next = *a;
		*a = b;
	}
	char *p = b->data + b->used;

	memcpy(p, s, n);
	p[n] = '\0';
	b->used += n + 1;
	return p;
}

/* ---- characters and words ---- */

/* Character classes, by table: the lexer's inner loops live on these. */
enum { C_SPACE = 1, C_DIGIT = 2, C_ALPHA = 4, C_PUNCT = 8 };

static const unsigned char cclass[256] = {
	[' '] = C_SPACE, ['\t'] = C_SPACE, ['\n'] = C_SPACE, ['\r'] = C_SPACE,
	['\f'] = C_SPACE, ['\v'] = C_SPACE,
	['0' ... '9'] = C_DIGIT,
	['a' ... 'z'] = C_ALPHA, ['A' ... 'Z'] = C_ALPHA, ['_'] = C_ALPHA, ['$'] = C_ALPHA,
	['!'] = C_PUNCT, ['%'] = C_PUNCT, ['&'] = C_PUNCT, ['('] = C_PUNCT,
	[')'] = C_PUNCT, ['*'] = C_PUNCT, ['+'] = C_PUNCT, [','] = C_PUNCT,
	['-'] = C_PUNCT, ['.'] = C_PUNCT, ['/'] = C_PUNCT, [':'] = C_PUNCT,
	[';'] = C_PUNCT, ['<'] = C_PUNCT, ['='] = C_PUNCT, ['>'] = C_PUNCT,
	['?'] = C_PUNCT, ['['] = C_PUNCT, [']'] = C_PUNCT, ['^'] = C_PUNCT,
	['{'] = C_PUNCT, ['|'] = C_PUNCT, ['}'] = C_PUNCT, ['~'] = C_PUNCT,
	['#'] = C_PUNCT,
};

static inline bool is_digit(unsigned char c)
{
	return cclass[c] & C_DIGIT;
}

static inline bool is_ident_start(unsigned char c)
{
	return cclass[c] & C_ALPHA;
}

static inline bool lex_ident_char(unsigned char c)
{
	return cclass[c] & (C_ALPHA | C_DIGIT);
}

static inline bool is_punct_char(unsigned char c)
{
	return cclass[c] & C_PUNCT;
}

static inline bool is_space(unsigned char c)
{
	return cclass[c] & C_SPACE;
}

static inline char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
}

/* strcmp() of the @len bytes at @s against the word @w. */
static int wordcmp(const char *s, size_t len, const char *w)
{
	size_t i;

	for (i = 0; i < len && w[i]; i++)
		if (s[i] != w[i])
			return (unsigned char)s[i] - (unsigned char)w[i];
	if (i < len)
		return 1;
	return w[i] ? -1 : 0;
}

/* @tab sorted by strcmp(). */
static bool in_table(const char *const *tab, size_t n, const char *s, size_t len)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = wordcmp(s, len, tab[mid]);

		if (!c)
			return true;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return false;
}

static bool has_prefix(const char *s, size_t len, const char *w)
{
	size_t n = strlen(w);

	return len >= n && !memcmp(s, w, n);
}

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* C keywords and operator-like names: never calls, never references (sorted). */
static const char *const keywords[] = {
	"_Alignas", "_Alignof", "_Atomic", "_Bool", "_Generic", "_Static_assert",
	"__alignof", "__alignof__", "__asm", "__asm__", "__attribute",
	"__attribute__", "__auto_type", "__extension__", "__inline", "__inline__",
	"__restrict", "__typeof", "__typeof__", "__volatile", "__volatile__",
	"alignof", "asm", "auto", "bool", "break", "case", "char", "const",
	"continue", "default", "defined", "do", "double", "else", "enum", "extern",
	"false", "float", "for", "goto", "if", "inline", "int", "long", "register",
	"restrict", "return", "short", "signed", "sizeof", "static",
	"static_assert", "struct", "switch", "true", "typedef", "typeof",
	"typeof_unqual", "union", "unsigned", "void", "volatile", "while",
};

static bool is_keyword(const char *s, size_t len)
{
	return in_table(keywords, ARRAY_SIZE(keywords), s, len) ||
	       has_prefix(s, len, "__builtin_");
}

/* Attributes that may follow a function's parameter list (sorted). */
static const char *const post_attrs[] = {
	"__access", "__acquires", "__aligned", "__alloc_size", "__asm",
	"__asm__", "__assume_aligned", "__attribute", "__attribute__",
	"__cond_acquires", "__cond_releases", "__diag_ignore", "__must_hold",
	"__nonnull", "__printf", "__realloc_size", "__releases", "__scanf",
	"__section", "asm",
};

/* ---- tokens ---- */

enum tok_kind { T_EOF, T_IDENT, T_NUMBER, T_STRING, T_CHAR, T_PUNCT };

/* Multi-character punctuators, coded above the byte values. */
enum {
	P_ARROW = 256, P_INC, P_DEC, P_LAND, P_LOR, P_EQ, P_NE, P_LE, P_GE,
	P_SHL, P_SHR, P_OPASSIGN, P_PASTE, P_ELLIPSIS,
};

struct tok {
	const char *s;
	size_t off;		/* of s in the text */
	unsigned len;
	enum tok_kind kind;
	int punct;		/* T_PUNCT: the character or a P_* code */
	int line, col;
	bool bol;		/* first token after an unescaped newline */
};

static inline bool is_p(const struct tok *t, int punct)
{
	return t->kind == T_PUNCT && t->punct == punct;
}

#define TOK_IS(t, lit) ((t)->kind == T_IDENT && (t)->len == sizeof(lit) - 1 && \
			!memcmp((t)->s, lit, sizeof(lit) - 1))

/* Comments are remembered (merged when only blanks separate them). */
#define MAX_SPANS 32
struct span {
	size_t start, end;
};

struct lexer {
	const char *text, *p, *end, *line_start;
	int line;
	bool bol;
	struct span spans[MAX_SPANS];	/* recent comments, oldest first */
	int nspans;
};

static void lx_newline(struct lexer *lx, const char *nl)
{
	lx->line++;
	lx->line_start = nl + 1;
}

static void lx_count_lines(struct lexer *lx, const char *a, const char *b)
{
	while (a < b && (a = memchr(a, '\n', (size_t)(b - a)))) {
		lx_newline(lx, a);
		a++;
	}
}

static bool blank_between(const char *a, const char *b)
{
	for (; a < b; a++)
		if (!is_space((unsigned char)*a))
			return false;
	return true;
}

static void lx_span(struct lexer *lx, const char *a, const char *b)
{
	size_t start = (size_t)(a - lx->text), end = (size_t)(b - lx->text);

	if (lx->nspans) {
		struct span *last = &lx->spans[lx->nspans - 1];

		if (blank_between(lx->text + last->end, a)) {
			last->end = end;
			return;
		}
	}
	if (lx->nspans == MAX_SPANS) {
		memmove(lx->spans, lx->spans + 1, sizeof(lx->spans[0]) * (MAX_SPANS - 1));
		lx->nspans--;
	}
	lx->spans[lx->nspans++] = (struct span){ start, end };
}

/* Forgets the comments that start before @off. */
static void lx_forget_spans(struct lexer *lx, size_t off)
{
	int i = 0;

	while (i < lx->nspans && lx->spans[i].start < off)
		i++;
	memmove(lx->spans, lx->spans + i, sizeof(lx->spans[0]) * (size_t)(lx->nspans - i));
	lx->nspans -= i;
}

/* Length of a backslash-newline at @p, or 0. */
static int escaped_newline(const char *p, const char *end)
{
	if (p + 1 < end && p[1] == '\n')
		return 2;
	if (p + 2 < end && p[1] == '\r' && p[2] == '\n')
		return 3;
	return 0;
}

/* The newline ending a // comment (continued lines included), or @end. */
static const char *line_comment_end(const char *p, const char *end)
{
	for (;;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		if (!nl)
			return end;
		const char *q = nl > p && nl[-1] == '\r' ? nl - 1 : nl;

		if (q > p && q[-1] == '\\') {
			p = nl + 1;
			continue;
		}
		return nl;
	}
}

static void lx_skip_blank(struct lexer *lx)
{
	const char *p = lx->p, *end = lx->end;

	while (p < end) {
		unsigned char c = (unsigned char)*p;
		int esc;

		if (c == '\n') {
			lx_newline(lx, p++);
			lx->bol = true;
		} else if (c == '\\' && (esc = escaped_newline(p, end))) {
			lx_newline(lx, p + esc - 1);
			p += esc;
		} else if (c == '/' && p + 1 < end && (p[1] == '*' || p[1] == '/')) {
			const char *e;

			if (p[1] == '*') {
				e = p + 2 < end ? memmem(p + 2, (size_t)(end - p - 2), "*/", 2) : NULL;
				e = e ? e + 2 : end;
			} else {
				e = line_comment_end(p, end);
			}
			lx_count_lines(lx, p, e);
			lx_span(lx, p, e);
			p = e;
		} else if (cclass[c] & (C_ALPHA | C_DIGIT | C_PUNCT) || c == '"' || c == '\'') {
			break;
		} else {
			p++;	/* blanks, NULs, bytes C has no use for */
		}
	}
	lx->p = p;
}

/* End of a string or char literal; an unterminated one ends its line. */
static const char *lx_quoted(struct lexer *lx, const char *p, char quote)
{
	const char *q = p + 1, *end = lx->end;

	while (q < end) {
		if (*q == '\\' && q + 1 < end) {
			int esc = escaped_newline(q, end);

			if (esc) {
				lx_newline(lx, q + esc - 1);
				q += esc;
			} else {
				q += 2;
			}
			continue;
		}
		if (*q == quote)
			return q + 1;
		if (*q == '\n')
			return q;
		q++;
	}
	return end;
}

static int lx_punct(const char *p, const char *end, unsigned *len)
{
	char c = p[0], d = p + 1 < end ? p[1] : 0, e = p + 2 < end ? p[2] : 0;

	*len = 3;
	if (c == '.' && d == '.' && e == '.')
		return P_ELLIPSIS;
	if ((c == '<' || c == '>') && d == c && e == '=')
		return P_OPASSIGN;
	*len = 2;
	switch (c) {
	case '-':
		if (d == '>')
			return P_ARROW;
		if (d == '-')
			return P_DEC;
		break;
	case '+':
		if (d == '+')
			return P_INC;
		break;
	case '&':
		if (d == '&')
			return P_LAND;
		break;
	case '|':
		if (d == '|')
			return P_LOR;
		break;
	case '=':
		if (d == '=')
			return P_EQ;
		break;
	case '!':
		if (d == '=')
			return P_NE;
		break;
	case '<':
		if (d == '<')
			return P_SHL;
		if (d == '=')
			return P_LE;
		break;
	case '>':
		if (d == '>')
			return P_SHR;
		if (d == '=')
			return P_GE;
		break;
	case '#':
		if (d == '#')
			return P_PASTE;
		break;
	}
	if (d == '=' && strchr("+-*/%&|^", c))
		return P_OPASSIGN;
	*len = 1;
	return (unsigned char)c;
}

static void lex(struct lexer *lx, struct tok *t)
{
	lx_skip_blank(lx);

	const char *p = lx->p, *q, *end = lx->end;

	t->s = p;
	t->off = (size_t)(p - lx->text);
	t->line = lx->line;
	t->col = (int)(p - lx->line_start) + 1;
	t->bol = lx->bol;
	t->punct = 0;
	lx->bol = false;
	if (p >= end) {
		t->kind = T_EOF;
		t->len = 0;
		t->bol = true;	/* ends a directive too */
		return;
	}
	unsigned char c = (unsigned char)*p;

	if (is_ident_start(c)) {
		for (q = p + 1; q < end && lex_ident_char((unsigned char)*q); q++)
			;
		t->kind = T_IDENT;
	} else if (is_digit(c) || (c == '.' && p + 1 < end && is_digit((unsigned char)p[1]))) {
		for (q = p + 1; q < end; q++) {
			if (lex_ident_char((unsigned char)*q) || *q == '.')
				continue;
			if ((*q == '+' || *q == '-') && strchr("eEpP", q[-1]))
				continue;
			break;
		}
		t->kind = T_NUMBER;
	} else if (c == '"' || c == '\'') {
		q = lx_quoted(lx, p, (char)c);
		t->kind = c == '"' ? T_STRING : T_CHAR;
	} else {
		unsigned n;

		t->punct = lx_punct(p, end, &n);
		t->kind = T_PUNCT;
		q = p + n;
	}
	t->len = (unsigned)(q - p);
	lx->p = q;
}

/* ---- RCU contracts in comments ---- */

/*
 * A comment says the caller holds the RCU read lock when a sentence
 * names the lock ("rcu_read_lock()", "the RCU read lock", "an RCU
 * read-side critical section", "under RCU") together with a cue that
 * makes it a requirement on the caller ("called with", "must hold",
 * "caller", "requires", "... held"), and with no negation ("not",
 * "without", "may", "after", or "takes" when no caller is mentioned).
 * Mentions in passing ("we take rcu_read_lock here") have no cue. Weak
 * cues ("under", "with", "in an") count only when they open the clause
 * ("..., under rcu_read_lock()"), and a bare "under RCU" needs a strong
 * one: RCU's own documentation is full of descriptive sentences. Over
 * the 6.1 tree this finds ~370 functions; the ones sampled were right
 * but for a few descriptive sentences of kernel/rcu. The phrases are
 * the "contract-cues" of the RCU model.
 */

/* The lowercased comment, one space for blanks, '\n' between sentences. */
struct normtext {
	struct strbuf sb;
	size_t *orig;		/* text offset of each byte of sb */
	size_t alloc;
};

static void norm_put(struct normtext *nt, char c, size_t orig)
{
	if (c == ' ' && (!nt->sb.len || nt->sb.buf[nt->sb.len - 1] == ' ' ||
			 nt->sb.buf[nt->sb.len - 1] == '\n'))
		return;
	if (c == '\n' && nt->sb.len && nt->sb.buf[nt->sb.len - 1] == ' ')
		nt->sb.len--;
	if (nt->sb.len + 1 > nt->alloc) {
		nt->alloc = nt->alloc ? nt->alloc * 2 : 256;
		nt->orig = xrealloc(nt->orig, nt->alloc * sizeof(*nt->orig));
	}
	nt->orig[nt->sb.len] = orig;
	sb_putc(&nt->sb, c);
}

/* [*a, *b) of one comment line, without the comment's decoration. */
static void strip_decoration(const char *text, size_t *a, size_t *b)
{
	while (*a < *b && is_space((unsigned char)text[*a]))
		(*a)++;
	if (*b - *a >= 2 && (!memcmp(text + *a, "/*", 2) || !memcmp(text + *a, "//", 2)))
		*a += 2;
	while (*a < *b && (text[*a] == '*' || text[*a] == '/' || text[*a] == '!'))
		(*a)++;
	while (*a < *b && is_space((unsigned char)text[*a]))
		(*a)++;
	while (*b > *a && is_space((unsigned char)text[*b - 1]))
		(*b)--;
	if (*b - *a >= 2 && !memcmp(text + *b - 2, "*/", 2))
		*b -= 2;
	while (*b > *a && (is_space((unsigned char)text[*b - 1]) || text[*b - 1] == '*'))
		(*b)--;
}

/*
 * Is [a, b) of @text a kernel-doc tag line ("@task: the task", "@...:")?
 * A line that only starts with a parameter's name ("@memcg_css isn't
 * enough.") continues its sentence.
 */
static bool kdoc_tag_line(const char *text, size_t a, size_t b)
{
	if (a >= b || text[a] != '@')
		return false;
	for (a++; a < b && (lex_ident_char((unsigned char)text[a]) || text[a] == '.'); a++)
		;
	while (a < b && is_space((unsigned char)text[a]))
		a++;
	return a < b && text[a] == ':';
}

static void normalize_span(struct normtext *nt, const char *text, struct span sp)
{
	size_t p = sp.start;

	while (p < sp.end) {
		const char *nl = memchr(text + p, '\n', sp.end - p);
		size_t eol = nl ? (size_t)(nl - text) : sp.end, a = p, b = eol;

		strip_decoration(text, &a, &b);
		if (a == b || text[a] == '-' || kdoc_tag_line(text, a, b))
			norm_put(nt, '\n', a);	/* blank line, list item, kerneldoc tag */
		if (a < b && text[a] == '-')
			a++;
		for (; a < b; a++)
			norm_put(nt, is_space((unsigned char)text[a]) ? ' ' : lower(text[a]), a);
		norm_put(nt, ' ', eol);
		p = eol + 1;
	}
	norm_put(nt, '\n', sp.end);
}

/* Does @s contain a phrase of the cue group @kind ("contract-cues")? */
static bool contains_any(const char *s, enum rcu_cue kind)
{
	const struct strlist *words = rcu_model_cues(kind);

	for (size_t i = 0; i < words->n; i++)
		if (strstr(s, words->v[i]))
			return true;
	return false;
}

/* Length of a mention of the RCU read lock at @s ("rcu" found), or 0. */
static size_t rcu_lock_mention(const char *start, const char *s)
{
	const struct strlist *tails = rcu_model_cues(RCU_CUE_MENTION_TAIL);
	const char *after = s + 3;

	if (s > start && (lex_ident_char((unsigned char)s[-1]) || s[-1] == '-'))
		return 0;	/* srcu, kfree_rcu, call-rcu ... */
	for (size_t i = 0; i < tails->n; i++) {
		const char *tail = tails->v[i];
		size_t n = strlen(tail);

		if (strncmp(after, tail, n))
			continue;
		if (tail[0] == '_' && tail[n - 1] != ')' &&
		    lex_ident_char((unsigned char)after[n]))
			return 0;	/* rcu_read_lock_bh, _sched, _held */
		return 3 + n;
	}
	/* "under RCU", "in RCU" */
	if (!lex_ident_char((unsigned char)*after) &&
	    ((s - start >= 6 && !strncmp(s - 6, "under ", 6)) ||
	     (s - start >= 3 && !strncmp(s - 3, "in ", 3))))
		return 3;
	return 0;
}

static bool ends_sentence(const char *s)
{
	return s[0] && strchr(".;?!", s[0]) && (s[1] == ' ' || !s[1]);
}

/* Is the mention at [m, m + len) in @norm a requirement on the caller? */
static bool is_requirement(const char *norm, const char *m, size_t len)
{
	const char *s = m;
	char prefix[128], suffix[64];

	while (s > norm && s[-1] != '\n' && m - s < 100 &&
	       !(s - norm >= 2 && ends_sentence(s - 2)))
		s--;
	snprintf(prefix, sizeof(prefix), " %.*s", (int)(m - s), s);

	const char *e = m + len;
	size_t n = 0;

	while (e[n] && e[n] != '\n' && n < sizeof(suffix) - 2 && !ends_sentence(e + n))
		n++;
	snprintf(suffix, sizeof(suffix), "%.*s ", (int)n, e);
	if (contains_any(prefix, RCU_CUE_NEGATION) &&
	    !strstr(prefix, "can only") && !strstr(prefix, "may only"))
		return false;
	if (contains_any(prefix, RCU_CUE_TAKER) && !strstr(prefix, "caller"))
		return false;
	char near[20];		/* "the RCU lock dropped", not "... can be released" */

	snprintf(near, sizeof(near), "%.*s", (int)(n < 16 ? n : 16), e);
	if (contains_any(near, RCU_CUE_SUFFIX_NEGATION) ||
	    contains_any(suffix, RCU_CUE_INSUFFICIENT))
		return false;
	if (contains_any(prefix, RCU_CUE_CUE))
		return true;
	if (len == 3)		/* bare "under RCU": only with a strong cue */
		return false;
	/* the clause starts with the weak cue: "..., under rcu_read_lock()" */
	const char *clause = m;

	while (clause > s && !(clause[-1] == ' ' && strchr(",:", clause[-2])))
		clause--;
	snprintf(prefix, sizeof(prefix), " %.*s", (int)(m - clause), clause);
	return (m - clause <= 12 && contains_any(prefix, RCU_CUE_WEAK)) ||
	       contains_any(suffix, RCU_CUE_SUFFIX);
}

static bool quick_has_rcu(const char *text, struct span sp)
{
	for (size_t i = sp.start; i + 3 <= sp.end; i++)
		if (lower(text[i]) == 'r' && lower(text[i + 1]) == 'c' &&
		    lower(text[i + 2]) == 'u')
			return true;
	return false;
}

/* The source lines holding [a, b), decoration stripped, joined. */
static char *comment_lines(const char *text, size_t len, size_t a, size_t b,
			   struct carena **arena)
{
	struct strbuf sb = STRBUF_INIT;

	while (a > 0 && text[a - 1] != '\n')
		a--;
	while (a <= b && a < len) {
		const char *nl = memchr(text + a, '\n', len - a);
		size_t eol = nl ? (size_t)(nl - text) : len, s = a, e = eol;

		strip_decoration(text, &s, &e);
		if (s < e && text[s] == '-')
			s++;
		for (; s < e; s++) {
			char c = is_space((unsigned char)text[s]) || !text[s] ? ' ' : text[s];

			if (c == ' ' && (!sb.len || sb.buf[sb.len - 1] == ' '))
				continue;
			sb_putc(&sb, c);
		}
		if (sb.len && sb.buf[sb.len - 1] != ' ')
			sb_putc(&sb, ' ');
		a = eol + 1;
	}
	while (sb.len && sb.buf[sb.len - 1] == ' ')
		sb.len--;
	char *r = carena_dup(arena, sb.buf ? sb.buf : "", sb.len > 200 ? 200 : sb.len);

	sb_free(&sb);
	return r;
}

/* Does one of these comments say the caller holds the RCU read lock? */
static bool comment_contract(const char *text, size_t text_len, const struct span *sp,
			     int n, struct carena **arena, char **line)
{
	struct normtext nt = { STRBUF_INIT, NULL, 0 };
	bool found = false;

	for (int i = 0; i < n; i++)
		if (quick_has_rcu(text, sp[i]) && sp[i].end - sp[i].start < 65536)
			normalize_span(&nt, text, sp[i]);
	for (const char *s = nt.sb.buf; s && (s = strstr(s, "rcu")); s++) {
		size_t len = rcu_lock_mention(nt.sb.buf, s);

		if (!len || !is_requirement(nt.sb.buf, s, len))
			continue;
		const char *buf = nt.sb.buf;
		size_t at = (size_t)(s - buf), from = at, to = at + len - 1;

		/* the line(s) from the sentence start, unless that is far up */
		while (from > 0 && buf[from - 1] != '\n' && at - from < 100 &&
		       !(from >= 2 && ends_sentence(buf + from - 2)))
			from--;
		size_t a = nt.orig[from], b = nt.orig[to], lines = 0;

		for (size_t k = a; k < b; k++)
			lines += text[k] == '\n';
		if (lines > 1)
			a = nt.orig[at];
		*line = comment_lines(text, text_len, a, b, arena);
		found = true;
		break;
	}
	sb_free(&nt.sb);
	free(nt.orig);
	return found;
}

/* ---- lock and assertion words ---- */

/* What a call or guard of the body does (the RCU model, rcu/model.h). */
static void body_add(struct cfunc *fn, struct rcu_effect e)
{
	fn->body_flavors |= e.flavors;
	fn->body_sleeplock |= e.sleeplock;
}

/* ---- the parser ---- */

enum mode { M_TOP, M_FUNC, M_AGG };

struct assertion {
	enum rcu_assertion kind;	/* RCU_ASSERT_WARN or _ASSERT while in one */
	int pdepth;		/* the body's depth outside its '(' */
	int arg;		/* which argument the tokens are in */
	bool hit;
	size_t start;		/* text offset of its name */
};

/* The scan of one function or macro body. */
#define MAX_VARS 32
#define MAX_GLOBALS 64

struct var_type {
	struct tok name, type;
};
#define MAX_AGG_DEPTH 16
#define MAX_LOCKS 16

struct body {
	int func;
	int pdepth;
	struct assertion as;
	const struct tok *params;	/* a macro's parameters */
	int nparams;
	/* inside INDIRECT_CALL_N( or a hook-calling macro: its depth, 0 when not */
	int indirect_pdepth, hook_pdepth;
	const char *hook_type;	/* the struct of the hook-calling macro's fields */
	/* "struct T *x" parameters and locals, for the type of a field call's base */
	struct var_type vars[MAX_VARS];
	int nvars;
	/*
	 * Names written "(*x)": function pointers (a parameter or local
	 * "int (*ioctl)(...)"), whose calls "x(...)" call no function of that
	 * name (6.1 bond_check_dev_link()'s ioctl, not the system call).
	 */
	struct tok fnptrs[MAX_VARS];
	int nfnptrs;
	/* lock keys (index/objkey.h) taken and not yet released, or asserted */
	const char *locks[MAX_LOCKS];
	int nlocks;
	const char *held;	/* locks joined, NULL when none or stale */
	bool held_stale;
	size_t first_update;	/* this body's first entry of cfile->updates */
	/* the reader sections entered and not left, as cread flavor tokens */
	const char *readers[MAX_LOCKS];
	int nreaders;
	/*
	 * The innermost plain walk open ("plain-walks"): its head's key, the
	 * brace depth of its header, and whether its body is one statement
	 * not yet ended. A plain unlink inside it unlinks from that head.
	 */
	const char *walk_head;
	int walk_depth;
	bool walk_stmt;
};

struct cond {
	int depth, after_first;
	unsigned serial;
	bool seen_else, skip_else;
};

/* A name set over a strlist, for refs and exports without duplicates. */
struct nameset {
	uint32_t *slot;		/* index + 1 into the list, 0 free */
	size_t cap;
};

#define DECL_MAX 1024
#define MAX_CONDS 64
#define MAX_PARAMS 64
#define MAX_PENDING 64

struct parser {
	struct lexer lx;
	struct cfile *out;
	size_t funcs_alloc, calls_alloc, stores_alloc, updates_alloc, reads_alloc, members_alloc;
	struct tok prev5, prev4, prev3, prev2, prev, cur, next;
	/* file-scope "struct T *x;" variables, for the type of a field call's base */
	struct var_type globals[MAX_GLOBALS];
	int nglobals;
	enum mode mode;
	int depth;		/* braces */
	int pdepth;		/* parentheses at the top level */
	bool agg_init;		/* the aggregate is an initializer */
	/* the struct type a top-level initializer fills at each brace depth ("" none) */
	struct tok agg_type[MAX_AGG_DEPTH];
	/* the tag of the struct a top-level definition defines ("struct S {"), len 0 none */
	struct tok agg_name;
	bool decl_init;		/* '=' seen in this top-level declaration */
	unsigned serial;	/* counts function bodies */
	struct body body;	/* of the function being scanned (M_FUNC) */
	struct tok decl[DECL_MAX];	/* top-level tokens since the last boundary */
	size_t ndecl;
	struct cond conds[MAX_CONDS];
	int nconds, conds_lost;
	struct nameset refs_seen, exports_seen;
	/* refs in a top-level declaration's parentheses, until it is clear
	 * whether they are a macro's arguments or a prototype's parameters */
	struct tok pending[MAX_PENDING];
	int npending;
};

static uint32_t hash_bytes(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static void nameset_add(struct nameset *ns, struct strlist *sl, const char *s, size_t len)
{
	if ((sl->n + 1) * 2 > ns->cap) {
		free(ns->slot);
		ns->cap = ns->cap ? ns->cap * 2 : 64;
		ns->slot = xcalloc(ns->cap, sizeof(*ns->slot));
		for (size_t i = 0; i < sl->n; i++) {
			size_t k = hash_bytes(sl->v[i], strlen(sl->v[i])) & (ns->cap - 1);

			while (ns->slot[k])
				k = (k + 1) & (ns->cap - 1);
			ns->slot[k] = (uint32_t)i + 1;
		}
	}
	size_t k = hash_bytes(s, len) & (ns->cap - 1);

	for (; ns->slot[k]; k = (k + 1) & (ns->cap - 1)) {
		const char *v = sl->v[ns->slot[k] - 1];

		if (!wordcmp(s, len, v))
			return;
	}
	sl_push_owned(sl, xstrndup(s, len));
	ns->slot[k] = (uint32_t)sl->n;
}

static int add_func(struct parser *ps, const struct tok *at, const char *name, size_t len)
{
	struct cfile *f = ps->out;

	ALLOC_GROW(f->funcs, f->nfuncs, ps->funcs_alloc);
	struct cfunc *fn = &f->funcs[f->nfuncs];

	memset(fn, 0, sizeof(*fn));
	fn->name = carena_dup(&f->arena, name, len);
	fn->line = fn->end_line = at->line;
	return (int)f->nfuncs++;
}

static void add_call(struct parser *ps, int caller, const struct tok *t)
{
	struct cfile *f = ps->out;

	ALLOC_GROW(f->calls, f->ncalls, ps->calls_alloc);
	f->calls[f->ncalls++] = (struct ccall){
		.caller = caller,
		.callee = carena_dup(&f->arena, t->s, t->len),
		.line = t->line,
		.col = t->col,
	};
}

/* "struct T * x": records x's type T, for the function's field calls. */
static void note_var(struct body *b, const struct tok *st, const struct tok *type,
		     const struct tok *star, const struct tok *name)
{
	if (TOK_IS(st, "struct") && type->kind == T_IDENT && is_p(star, '*') &&
	    name->kind == T_IDENT && b->nvars < MAX_VARS)
		b->vars[b->nvars++] = (struct var_type){ *name, *type };
}

/* "(*name)": a pointer the function calls through, not a function's name. */
static void note_fnptr(struct body *b, const struct tok *open, const struct tok *star,
		       const struct tok *name, const struct tok *close)
{
	if (is_p(open, '(') && is_p(star, '*') && name->kind == T_IDENT && is_p(close, ')') &&
	    b->nfnptrs < MAX_VARS)
		b->fnptrs[b->nfnptrs++] = *name;
}

static bool is_fnptr(const struct body *b, const struct tok *t)
{
	for (int i = 0; i < b->nfnptrs; i++)
		if (b->fnptrs[i].len == t->len && !memcmp(b->fnptrs[i].s, t->s, t->len))
			return true;
	return false;
}

static const struct tok *var_in(const struct var_type *v, int n, const struct tok *name)
{
	for (int i = n; i-- > 0;)
		if (v[i].name.len == name->len && !memcmp(v[i].name.s, name->s, name->len))
			return &v[i].type;
	return NULL;
}

/* The struct type of the base of a field access ending at @arrow ("x->", "x."): x's, when known. */
static const struct tok *base_type(const struct parser *ps, const struct tok *base,
				   const struct tok *before)
{
	const struct tok *t;

	if (ps->mode != M_FUNC || base->kind != T_IDENT || is_p(before, '.') ||
	    is_p(before, P_ARROW))
		return NULL;
	t = var_in(ps->body.vars, ps->body.nvars, base);
	return t ? t : var_in(ps->globals, ps->nglobals, base);
}

/*
 * The base of a field call is a member itself ("x->m->F()", "x.m->F()",
 * the field @t being ps->cur): "S->m", S being x's struct when known (""
 * else), for the tree to resolve by m's declaration (tindex_call_type()).
 */
static char *member_base(const struct parser *ps, const struct tok *t, const struct tok *base,
			 const struct tok *before)
{
	const struct tok *outer;

	if (t != &ps->cur || base != &ps->prev2 || base->kind != T_IDENT ||
	    !(is_p(before, '.') || is_p(before, P_ARROW)))
		return NULL;
	outer = ps->prev4.kind == T_IDENT ? base_type(ps, &ps->prev4, &ps->prev5) : NULL;
	return str_printf("%.*s->%.*s", outer ? (int)outer->len : 0, outer ? outer->s : "",
			  (int)base->len, base->s);
}

/*
 * A call through field @t, whose base ends with @base (@before it), or
 * of a macro whose fields are of struct @named: recorded as a call of "->F".
 */
static void add_field_call(struct parser *ps, int caller, const struct tok *t,
			   const struct tok *base, const struct tok *before, const char *named)
{
	struct cfile *f = ps->out;
	char *name = str_printf("->%.*s", (int)t->len, t->s);
	const struct tok *type = base ? base_type(ps, base, before) : NULL;
	char *member = !type && !named && base ? member_base(ps, t, base, before) : NULL;
	const char *ts = type ? type->s : member ? member : named;
	size_t tl = type ? type->len : ts ? strlen(ts) : 0;

	ALLOC_GROW(f->calls, f->ncalls, ps->calls_alloc);
	f->calls[f->ncalls++] = (struct ccall){
		.caller = caller,
		.callee = carena_dup(&f->arena, name, t->len + 2),
		.line = t->line,
		.col = t->col,
		.type = ts ? carena_dup(&f->arena, ts, tl) : NULL,
	};
	free(member);
	free(name);
}

/*
 * @t, the last name of a member declaration of the struct definition
 * being read: "struct T *m;" or "struct T __rcu *m;" (const before
 * counts not) is recorded as (S, m, T).
 */
static void maybe_member(struct parser *ps, const struct tok *t)
{
	const struct tok *type = &ps->prev2, *st = &ps->prev3;
	struct cfile *f = ps->out;

	if (!is_p(&ps->prev, '*') || !is_p(&ps->next, ';'))
		return;
	if (type->kind == T_IDENT && type->len > 2 && !memcmp(type->s, "__", 2)) {
		type = &ps->prev3;	/* an annotation: __rcu, __percpu */
		st = &ps->prev4;
	}
	if (!TOK_IS(st, "struct") || type->kind != T_IDENT)
		return;
	ALLOC_GROW(f->members, f->nmembers, ps->members_alloc);
	f->members[f->nmembers++] = (struct cmember){
		.strct = carena_dup(&f->arena, ps->agg_name.s, ps->agg_name.len),
		.field = carena_dup(&f->arena, t->s, t->len),
		.type = carena_dup(&f->arena, type->s, type->len),
	};
}

/*
 * @t, a value, stored into a field: ".F = t" (an initializer),
 * "x->F = t", or "HOOK_INIT(F, t" of a registration macro.
 */
static void maybe_store(struct parser *ps, const struct tok *t)
{
	const struct tok *p1 = &ps->prev, *p2 = &ps->prev2, *p3 = &ps->prev3, *p4 = &ps->prev4;
	struct cfile *f = ps->out;

	const char *named = NULL;

	if (p2->kind != T_IDENT)
		return;
	if (!(is_p(p1, '=') && (is_p(p3, '.') || is_p(p3, P_ARROW))) &&
	    !(is_p(p1, ',') && is_p(p3, '(') && p4->kind == T_IDENT &&
	      rcu_model_callback_macro(p4->s, p4->len, &named) == RCU_CALLBACK_STORE))
		return;
	const struct tok *type = NULL;

	if (named)
		type = NULL;
	else if (ps->mode == M_AGG && ps->depth < MAX_AGG_DEPTH && ps->agg_type[ps->depth].len)
		type = &ps->agg_type[ps->depth];
	else if (is_p(p1, '='))
		type = base_type(ps, p4, &ps->prev5);
	ALLOC_GROW(f->stores, f->nstores, ps->stores_alloc);
	f->stores[f->nstores++] = (struct cstore){
		.field = carena_dup(&f->arena, p2->s, p2->len),
		.func = carena_dup(&f->arena, t->s, t->len),
		.type = type ? carena_dup(&f->arena, type->s, type->len) :
			named ? carena_dup(&f->arena, named, strlen(named)) : carena_dup(&f->arena, "", 0),
		.line = t->line,
		.agg = ps->mode == M_AGG ? ps->serial : 0,
	};
}

/* Source text as one line: blanks and line continuations squeezed. */
static char *tidy_source(struct parser *ps, size_t a, size_t b)
{
	struct strbuf sb = STRBUF_INIT;
	const char *text = ps->lx.text;

	for (size_t i = a; i < b && sb.len < 200; i++) {
		char c = text[i];

		if (c == '\\' && escaped_newline(text + i, text + b))
			continue;
		if (is_space((unsigned char)c)) {
			if (sb.len && sb.buf[sb.len - 1] != ' ' && sb.buf[sb.len - 1] != '(')
				sb_putc(&sb, ' ');
			continue;
		}
		if (c == ')' && sb.len && sb.buf[sb.len - 1] == ' ')
			sb.len--;
		sb_putc(&sb, c);
	}
	char *r = carena_dup(&ps->out->arena, sb.buf ? sb.buf : "", sb.len);

	sb_free(&sb);
	return r;
}

static void set_contract(struct parser *ps, int func, enum contract c, char *text)
{
	struct cfunc *fn = &ps->out->funcs[func];

	if (c <= fn->contract)
		return;
	fn->contract = c;
	fn->contract_text = text;
}

/* Comment contract from the comments in [from, to) of the text. */
static void comment_contract_between(struct parser *ps, int func, size_t from, size_t to)
{
	struct span sp[MAX_SPANS];
	int n = 0;
	char *line;

	for (int i = 0; i < ps->lx.nspans; i++)
		if (ps->lx.spans[i].start >= from && ps->lx.spans[i].end <= to)
			sp[n++] = ps->lx.spans[i];
	if (n && comment_contract(ps->lx.text, (size_t)(ps->lx.end - ps->lx.text), sp, n,
				  &ps->out->arena, &line))
		set_contract(ps, func, CONTRACT_COMMENT, line);
}

static bool is_param(const struct body *b, const struct tok *t)
{
	for (int i = 0; i < b->nparams; i++)
		if (b->params[i].len == t->len && !memcmp(b->params[i].s, t->s, t->len))
			return true;
	return false;
}

static bool has_lower(const struct tok *t)
{
	for (unsigned i = 0; i < t->len; i++)
		if (t->s[i] >= 'a' && t->s[i] <= 'z')
			return true;
	return false;
}

/*
 * @t used as a value: right after = , ( & ? : { return, and before
 * , ) ; } (or ':' after '?'). "{" for arrays of function pointers.
 */
static bool is_ref(const struct body *b, const struct tok *p2, const struct tok *p1,
		   const struct tok *t, const struct tok *n)
{
	if (!(is_p(p1, '=') || is_p(p1, ',') || is_p(p1, '(') || is_p(p1, '&') ||
	      is_p(p1, '?') || is_p(p1, ':') || is_p(p1, '{') || TOK_IS(p1, "return")))
		return false;
	if (!(is_p(n, ',') || is_p(n, ')') || is_p(n, ';') || is_p(n, '}') ||
	      (is_p(n, ':') && is_p(p1, '?'))))
		return false;
	if (!has_lower(t) || is_keyword(t->s, t->len) || (b && is_param(b, t)))
		return false;
	return !(is_p(p1, '(') && (TOK_IS(p2, "guard") || TOK_IS(p2, "scoped_guard") ||
				   TOK_IS(p2, "scoped_cond_guard") || TOK_IS(p2, "CLASS") ||
				   TOK_IS(p2, "scoped_class")));
}

static void maybe_ref(struct parser *ps, const struct body *b, const struct tok *p2,
		      const struct tok *p1, const struct tok *t, const struct tok *n)
{
	if (is_ref(b, p2, p1, t, n)) {
		nameset_add(&ps->refs_seen, &ps->out->refs, t->s, t->len);
		if (t == &ps->cur)
			maybe_store(ps, t);
	}
}

static void assertion_token(struct parser *ps, struct body *b, const struct tok *p1,
			    const struct tok *t)
{
	struct assertion *as = &b->as;

	if (t->kind == T_IDENT && as->arg == 0 && b->pdepth > as->pdepth &&
	    (rcu_model_held_predicate_len(t->s, t->len) & RCU_FL_RCU))
		as->hit |= (as->kind == RCU_ASSERT_WARN) == is_p(p1, '!');
	if (is_p(t, ',') && b->pdepth == as->pdepth + 1)
		as->arg++;
	if (is_p(t, ')') && b->pdepth == as->pdepth + 1) {
		if (as->hit)
			set_contract(ps, b->func, CONTRACT_LOCKDEP,
				     tidy_source(ps, as->start, t->off + 1));
		as->kind = RCU_ASSERT_NONE;
	}
}

/* The offset just past the ')' closing the call whose name is @t, or 0. */
static size_t call_end(const struct parser *ps, const struct tok *t)
{
	const char *p = ps->lx.text + t->off + t->len, *end = ps->lx.end;
	int depth = 0;

	for (; p < end; p++) {
		if (*p == '"' || *p == '\'') {
			char q = *p;

			for (p++; p < end && *p != q && *p != '\n'; p++)
				if (*p == '\\')
					p++;
		} else if (*p == '(') {
			depth++;
		} else if (*p == ')' && --depth <= 0) {
			return (size_t)(p + 1 - ps->lx.text);
		} else if (*p == ';' || *p == '{') {
			return 0;	/* not a call after all */
		}
	}
	return 0;
}

/* The body's first read-side accessor, for index/needs.c. */
static void note_access(struct parser *ps, const struct body *b, const struct tok *t)
{
	struct cfunc *fn = &ps->out->funcs[b->func];
	size_t end;

	if (fn->access_text || !rcu_model_reader_accessor(t->s, t->len) ||
	    !(end = call_end(ps, t)))
		return;
	fn->access_text = tidy_source(ps, t->off, end);
	fn->access_line = t->line;
}

/* ---- the update side: locks held in a body, RCU update sites ---- */

static const char *var_type_of(const char *name, size_t len, size_t *tlen, void *ctx)
{
	const struct parser *ps = ctx;
	struct tok t = { .kind = T_IDENT, .s = name, .len = len };
	const struct tok *type = var_in(ps->body.vars, ps->body.nvars, &t);

	if (!type)
		type = var_in(ps->globals, ps->nglobals, &t);
	if (!type)
		return NULL;
	*tlen = type->len;
	return type->s;
}

static void body_lock_add(struct parser *ps, struct body *b, const char *key)
{
	if (!key)
		return;
	for (int i = 0; i < b->nlocks; i++)
		if (!strcmp(b->locks[i], key))
			return;
	if (b->nlocks < MAX_LOCKS) {
		b->locks[b->nlocks++] = carena_dup(&ps->out->arena, key, strlen(key));
		b->held_stale = true;
	}
}

static void body_lock_drop(struct body *b, const char *key)
{
	if (!key)
		return;
	for (int i = 0; i < b->nlocks; i++) {
		if (strcmp(b->locks[i], key))
			continue;
		memmove(&b->locks[i], &b->locks[i + 1], (size_t)(b->nlocks - i - 1) * sizeof(b->locks[0]));
		b->nlocks--;
		b->held_stale = true;
		return;
	}
}

/* The locks held, ", "-joined in the arena (shared until they change), or NULL. */
static const char *body_held(struct parser *ps, struct body *b)
{
	if (!b->held_stale)
		return b->held;
	struct strbuf sb = STRBUF_INIT;

	for (int i = 0; i < b->nlocks; i++)
		sb_printf(&sb, "%s%s", i ? ", " : "", b->locks[i]);
	b->held = sb.len ? carena_dup(&ps->out->arena, sb.buf, sb.len) : NULL;
	b->held_stale = false;
	sb_free(&sb);
	return b->held;
}

/* The arguments of the call at @t into @args (0 when it is not a call). */
static size_t call_args(const struct parser *ps, const struct tok *t, struct strlist *args)
{
	size_t end = call_end(ps, t);

	return end ? objkey_args(ps->lx.text + t->off, end - t->off, args) : 0;
}

static char *lock_key_of(const char *name, size_t len, const struct strlist *args, bool release)
{
	if (args->n)
		return objkey_lock(args->v[0]);
	const char *g = rcu_model_global_lock(name, len);

	if (!g && release) {
		/* rtnl_unlock: the lock its acquire (rtnl_lock) takes */
		char *acq = xstrndup(name, len), *u = strstr(acq, "unlock");

		if (u) {
			memmove(u, u + 2, strlen(u + 2) + 1);
			g = rcu_model_global_lock(acq, strlen(acq));
		}
		free(acq);
	}
	return g ? str_dup(g) : NULL;
}

/* ---- reader sections and read sites, for the flavor-mismatch rule ---- */

/* "srcu:KEY" of the srcu_struct @expr names ("srcu:?" when it names none). */
static char *srcu_token(struct parser *ps, const char *expr)
{
	char *key = expr ? objkey_expr(expr, var_type_of, ps) : NULL;
	char *tok = str_printf("srcu:%s", key ? key : "?");

	free(key);
	return tok;
}

/* A flavor token ("rcu", "srcu:pmus_srcu") for a single flavor, fresh. */
static char *flavor_token(struct parser *ps, enum rcu_flavor f, const char *srcu_arg)
{
	if (f == RCU_FLAVOR_SRCU)
		return srcu_token(ps, srcu_arg);
	return str_dup(rcu_flavor_name(f));
}

static void body_reader_push(struct parser *ps, struct body *b, char *tok)
{
	if (b->nreaders < MAX_LOCKS)
		b->readers[b->nreaders++] = carena_dup(&ps->out->arena, tok, strlen(tok));
	free(tok);
}

/* Leaves the innermost section of @tok's flavor (of its srcu_struct, when it is one of them). */
static void body_reader_pop(struct body *b, const char *tok)
{
	int at = -1;
	size_t plen = strchr(tok, ':') ? (size_t)(strchr(tok, ':') - tok) + 1 : strlen(tok) + 1;

	for (int i = b->nreaders - 1; i >= 0 && at < 0; i--)
		if (!strcmp(b->readers[i], tok))
			at = i;
	for (int i = b->nreaders - 1; i >= 0 && at < 0; i--)
		if (!strncmp(b->readers[i], tok, plen - 1) &&
		    (b->readers[i][plen - 1] == ':' || b->readers[i][plen - 1] == '\0'))
			at = i;
	if (at < 0)
		return;
	memmove(&b->readers[at], &b->readers[at + 1],
		(size_t)(b->nreaders - at - 1) * sizeof(b->readers[0]));
	b->nreaders--;
}

/* rcu_read_lock(), srcu_read_lock(&A), rcu_read_lock_trace() and their exits ("readers"). */
static void reader_token(struct parser *ps, struct body *b, const struct tok *t)
{
	char name[64];
	enum rcu_flavor f;
	int dir;

	if (t->len >= sizeof(name))
		return;
	memcpy(name, t->s, t->len);
	name[t->len] = '\0';
	if (!(dir = rcu_model_reader_end(name, &f)))
		return;
	struct strlist args = { 0 };

	/* the srcu rows take their srcu_struct first: srcu_read_lock(ssp) */
	call_args(ps, t, &args);
	char *tok = flavor_token(ps, f, args.n ? args.v[0] : NULL);

	sl_free(&args);
	if (dir > 0) {
		body_reader_push(ps, b, tok);
	} else {
		body_reader_pop(b, tok);
		free(tok);
	}
}

/* guard(rcu)(), guard(srcu)(&A), scoped_guard(srcu, &A): to the function's end. */
static void guard_reader(struct parser *ps, struct body *b, const struct rcu_effect *e,
			 const char *scoped_arg, const char *after)
{
	if (e->flavors & RCU_FL_RCU) {
		body_reader_push(ps, b, str_dup("rcu"));
		return;
	}
	struct strlist largs = { 0 };
	const char *arg = scoped_arg;

	if (!arg) {
		while (after < ps->lx.end && is_space((unsigned char)*after))
			after++;
		if (after < ps->lx.end && *after == '(' &&
		    objkey_args(after, (size_t)(ps->lx.end - after), &largs))
			arg = largs.v[0];
	}
	body_reader_push(ps, b, srcu_token(ps, arg));
	sl_free(&largs);
}

static void token_add(struct strbuf *sb, const char *tok)
{
	const char *p = sb->buf;
	size_t n = strlen(tok);

	while (p && *p) {
		const char *e = strchr(p, '|');
		size_t len = e ? (size_t)(e - p) : strlen(p);

		if (len == n && !memcmp(p, tok, n))
			return;
		p = e ? e + 1 : NULL;
	}
	sb_printf(sb, "%s%s", sb->len ? "|" : "", tok);
}

static void flavors_add(struct parser *ps, struct strbuf *sb, rcu_flavors set, const char *srcu_arg)
{
	for (int f = 0; f < RCU_NFLAVORS; f++) {
		if (!(set & RCU_FL(f)))
			continue;
		char *tok = flavor_token(ps, (enum rcu_flavor)f, srcu_arg);

		token_add(sb, tok);
		free(tok);
	}
}

/* The reader predicates of a lockdep condition (rcu_read_lock_trace_held(), srcu_read_lock_held(&A)). */
static bool cond_flavors(struct parser *ps, const char *cond, struct strbuf *sb)
{
	bool any = false;

	for (const char *p = cond; *p; ) {
		if (!is_ident_start((unsigned char)*p)) {
			p++;
			continue;
		}
		const char *w = p;

		while (lex_ident_char((unsigned char)*p))
			p++;
		rcu_flavors fl = rcu_model_held_predicate_len(w, (size_t)(p - w));
		const char *q = p;

		while (is_space((unsigned char)*q))
			q++;
		if (!fl || *q != '(')
			continue;
		struct strlist args = { 0 };

		objkey_args(q, strlen(q), &args);
		flavors_add(ps, sb, fl, args.n ? args.v[0] : NULL);
		sl_free(&args);
		any = true;
	}
	return any;
}

/*
 * A read site: the flavors protecting it, from the sections its function
 * entered before it, else from the accessor's own word (not recorded
 * when that is only plain RCU's: the callers' reader decides).
 */
static void read_token(struct parser *ps, struct body *b, const struct tok *t,
		       const struct rcu_updater *u, const struct strlist *args)
{
	char name[64];
	struct strbuf fl = STRBUF_INIT;
	bool explicit = false;

	if (t->len >= sizeof(name))
		return;
	memcpy(name, t->s, t->len);
	name[t->len] = '\0';
	const struct rcu_accessor *acc = rcu_accessor_find(name);

	if (acc && strcmp(acc->kind, "deref") && strcmp(acc->kind, "check") &&
	    strcmp(acc->kind, "iterator") && strcmp(acc->kind, "entry"))
		return;		/* update side, raw, the pointer's value only */
	if (b->nreaders) {
		for (int i = 0; i < b->nreaders; i++)
			token_add(&fl, b->readers[i]);
		explicit = true;
		/*
		 * The reader its lockdep condition names is what lockdep
		 * checks, a caller's as well: virt/kvm's resampler walk,
		 * srcu_read_lock_held(&kvm->irq_srcu), is read under irq_srcu
		 * whatever its own function enters.
		 */
		if (acc && acc->cond_arg > 0 && (size_t)acc->cond_arg <= args->n)
			cond_flavors(ps, args->v[acc->cond_arg - 1], &fl);
	} else {
		const char *f = acc ? acc->flavor : "rcu";
		const char *dom = u->domain >= 0 && (size_t)u->domain < args->n ?
				  args->v[u->domain] : NULL;

		if (!strcmp(f, "srcu")) {
			if (dom) {
				flavors_add(ps, &fl, RCU_FL_SRCU, dom);
				explicit = true;
			}
		} else if (!strcmp(f, "any")) {
			flavors_add(ps, &fl, RCU_FL_ANY, NULL);
		} else {
			rcu_flavors one = rcu_flavor_bit(f);

			flavors_add(ps, &fl, one ? one : RCU_FL_RCU, NULL);
			explicit = one && one != RCU_FL_RCU;
			/* an _rcu iterator without a condition takes any of the three */
			if (acc && !strcmp(acc->kind, "iterator") && one == RCU_FL_RCU)
				flavors_add(ps, &fl, RCU_FL_ANY, NULL);
		}
		if (acc && acc->cond_arg > 0 && (size_t)acc->cond_arg <= args->n &&
		    cond_flavors(ps, args->v[acc->cond_arg - 1], &fl))
			explicit = true;
	}
	char *obj = NULL, *node = NULL;

	if (explicit && u->object >= 0 && (size_t)u->object < args->n)
		obj = objkey_expr(args->v[u->object], var_type_of, ps);
	if (explicit && u->member >= 0 && (size_t)u->member < args->n) {
		if (u->type >= 0 && (size_t)u->type < args->n) {
			node = objkey_node(args->v[u->type], args->v[u->member]);
		} else if (u->node >= 0 && (size_t)u->node < args->n) {
			size_t tlen;
			const char *pos = args->v[u->node];
			const char *ty = var_type_of(pos, strlen(pos), &tlen, ps);

			if (ty) {
				char *type = xstrndup(ty, tlen);

				node = objkey_node(type, args->v[u->member]);
				free(type);
			}
		}
	}
	if (obj || node) {
		struct cfile *f = ps->out;

		ALLOC_GROW(f->reads, f->nreads, ps->reads_alloc);
		f->reads[f->nreads++] = (struct cread){
			.func = b->func,
			.prim = u->name,
			.object = obj ? carena_dup(&f->arena, obj, strlen(obj)) : NULL,
			.node = node ? carena_dup(&f->arena, node, strlen(node)) : NULL,
			.flavors = carena_dup(&f->arena, fl.buf, fl.len),
			.line = t->line,
		};
	}
	free(obj);
	free(node);
	sb_free(&fl);
}

/* "NAME=FLAVORS" of a wait or defer; NULL for another grace-period row (rcu_barrier()). */
static char *gp_item(struct parser *ps, const struct tok *t, const struct rcu_updater *u)
{
	bool args_fl;
	rcu_flavors fl = rcu_model_gp_flavors(t->s, t->len, &args_fl);
	struct strlist args = { 0 };
	struct strbuf sb = STRBUF_INIT;

	if (!fl && !args_fl)
		return NULL;
	call_args(ps, t, &args);
	if (args_fl) {
		/* synchronize_rcu_mult(call_rcu, call_rcu_tasks) */
		for (size_t i = 0; i < args.n; i++)
			flavors_add(ps, &sb, rcu_model_gp_flavors(args.v[i], strlen(args.v[i]), NULL) &
				    ~RCU_FL_SRCU, NULL);
	} else {
		flavors_add(ps, &sb, fl, u->domain >= 0 && (size_t)u->domain < args.n ?
			    args.v[u->domain] : NULL);
	}
	sl_free(&args);
	char *item = sb.len ? str_printf("%s=%s", u->name, sb.buf) : NULL;

	sb_free(&sb);
	return item;
}

/* Appends @item to the gps of the body's update sites so far (once each). */
static void note_gp(struct parser *ps, struct body *b, const char *item)
{
	struct cfile *f = ps->out;
	const char *prev = NULL, *made = NULL;

	for (size_t i = b->first_update; i < f->nupdates; i++) {
		struct cupdate *up = &f->updates[i];

		if (up->gps && strstr(up->gps, item))
			continue;
		if (up->gps != prev || !made) {
			char *s = up->gps ? str_printf("%s; %s", up->gps, item) : str_dup(item);

			prev = up->gps;
			made = carena_dup(&f->arena, s, strlen(s));
			free(s);
		}
		up->gps = made;
	}
}

/*
 * guard(C)(&l) and scoped_guard(C, &l) of a lock class: l is held to the
 * function's end (an over-approximation for a scoped guard).
 */
static void guard_lock(struct parser *ps, struct body *b, const struct tok *t)
{
	bool scoped = TOK_IS(t, "scoped_guard");
	struct strlist args = { 0 };
	size_t end = call_end(ps, t);

	if (!end || !(TOK_IS(t, "guard") || scoped))
		return;
	objkey_args(ps->lx.text + t->off, end - t->off, &args);
	if (args.n) {
		struct rcu_effect e = rcu_model_guard(args.v[0], strlen(args.v[0]));
		bool lock = e.sleeplock || (e.flavors && !(e.flavors & (RCU_FL_RCU | RCU_FL_SRCU)));
		const char *p = ps->lx.text + end;

		if (e.flavors & (RCU_FL_RCU | RCU_FL_SRCU))
			guard_reader(ps, b, &e, scoped ? (args.n > 1 ? args.v[1] : NULL) :
				     NULL, p);
		if (lock && scoped && args.n > 1) {
			char *key = objkey_lock(args.v[1]);

			body_lock_add(ps, b, key);
			free(key);
		} else if (lock && !scoped) {
			struct strlist largs = { 0 };

			while (p < ps->lx.end && is_space((unsigned char)*p))
				p++;
			if (p < ps->lx.end && *p == '(' &&
			    objkey_args(p, (size_t)(ps->lx.end - p), &largs)) {
				char *key = objkey_lock(largs.v[0]);

				body_lock_add(ps, b, key);
				free(key);
			}
			sl_free(&largs);
		}
	}
	sl_free(&args);
}

/* The locks a call takes, releases or asserts, and lockdep conditions' predicates. */
static void lock_token(struct parser *ps, struct body *b, const struct tok *t)
{
	char name[64];
	bool sleeps, release = false;

	if (t->len >= sizeof(name))
		return;
	memcpy(name, t->s, t->len);
	name[t->len] = '\0';
	if (has_prefix(t->s, t->len, "guard") || has_prefix(t->s, t->len, "scoped_guard")) {
		guard_lock(ps, b, t);
		return;
	}
	const char *helper;

	if (t->len > 5 && !memcmp(t->s + t->len - 5, "_init", 5))
		return;
	if (!rcu_model_lock_call(name, false, &sleeps) &&
	    !(release = rcu_model_lock_call(name, true, &sleeps)) &&
	    !rcu_model_lock_assert(t->s, t->len) && !rcu_model_lock_predicate(name) &&
	    !rcu_model_global_lock(t->s, t->len)) {
		/* lockdep_rtnl_is_held(): a helper naming its lock class */
		char *term = str_printf("%s()", name);

		helper = rcu_model_lockdep_helper(term);
		free(term);
		if (helper)
			body_lock_add(ps, b, helper);
		return;
	}
	struct strlist args = { 0 };

	call_args(ps, t, &args);
	char *key = lock_key_of(t->s, t->len, &args, release);

	if (release)
		body_lock_drop(b, key);
	else
		body_lock_add(ps, b, key);
	free(key);
	sl_free(&args);
}

/* A plain walk's header: its head's key is the head of the unlinks in its body. */
static void walk_token(struct parser *ps, struct body *b, const struct tok *t)
{
	struct strlist args = { 0 };
	int head;

	if (!rcu_model_plain_walk(t->s, t->len, &head))
		return;
	call_args(ps, t, &args);
	char *key = (size_t)head < args.n ? objkey_expr(args.v[head], var_type_of, ps) : NULL;

	b->walk_head = key ? carena_dup(&ps->out->arena, key, strlen(key)) : NULL;
	b->walk_depth = ps->depth;
	b->walk_stmt = true;
	free(key);
	sl_free(&args);
}

/* Does @t end the plain walk open? Its braces close, or its one statement ends. */
static void walk_end(struct parser *ps, struct body *b, const struct tok *t)
{
	if (!b->walk_head)
		return;
	if (is_p(t, '{') && ps->depth == b->walk_depth + 1)
		b->walk_stmt = false;
	else if ((is_p(t, '}') && ps->depth <= b->walk_depth) || ps->depth < b->walk_depth ||
		 (is_p(t, ';') && b->walk_stmt && ps->depth == b->walk_depth && !b->pdepth))
		b->walk_head = NULL;
}

/* An update primitive's call: one cupdate; a grace period: the earlier ones' gp. */
static void update_token(struct parser *ps, struct body *b, const struct tok *t)
{
	const struct rcu_updater *u = rcu_model_updater(t->s, t->len);
	struct cfile *f = ps->out;

	if (b->params)
		return;
	if (!u) {
		walk_token(ps, b, t);
		return;
	}
	if (u->kind == RCU_UPD_GP) {
		for (size_t i = b->first_update; i < f->nupdates; i++)
			if (!f->updates[i].gp)
				f->updates[i].gp = u->name;
		char *item = gp_item(ps, t, u);

		if (item)
			note_gp(ps, b, item);
		free(item);
		return;
	}
	struct strlist args = { 0 };
	char *obj = NULL, *node = NULL;

	call_args(ps, t, &args);
	if (u->kind == RCU_UPD_READ) {
		read_token(ps, b, t, u, &args);
		sl_free(&args);
		return;
	}
	if (u->object >= 0 && (size_t)u->object < args.n)
		obj = objkey_expr(args.v[u->object], var_type_of, ps);
	if (u->kind == RCU_UPD_UNLINK && b->walk_head) {
		obj = str_dup(b->walk_head);	/* the walk's head, not every list of the type */
	} else if (u->node >= 0 && (size_t)u->node < args.n) {
		node = objkey_expr(args.v[u->node], var_type_of, ps);
		if (node && objkey_is_global(node)) {
			free(node);	/* a bare local node: no member to key by */
			node = NULL;
		}
	}
	sl_free(&args);
	if (!obj && !node)
		return;
	ALLOC_GROW(f->updates, f->nupdates, ps->updates_alloc);
	f->updates[f->nupdates++] = (struct cupdate){
		.func = b->func,
		.prim = u->name,
		.object = obj ? carena_dup(&f->arena, obj, strlen(obj)) : NULL,
		.node = node ? carena_dup(&f->arena, node, strlen(node)) : NULL,
		.held = body_held(ps, b),
		.line = t->line,
	};
	free(obj);
	free(node);
}

static void call_token(struct parser *ps, struct body *b, const struct tok *p1,
		       const struct tok *t)
{
	if (is_keyword(t->s, t->len))
		return;
	/* a call through the function's own pointer: no function of the name */
	if (!b->params && !is_p(p1, '.') && !is_p(p1, P_ARROW) && is_fnptr(b, t))
		return;
	if (b->nparams >= 0 && b->params &&
	    (is_param(b, t) || is_p(p1, P_PASTE) || is_p(p1, '#')))
		return;
	if (is_p(p1, '.') || is_p(p1, P_ARROW)) {
		add_field_call(ps, b->func, t, &ps->prev2, &ps->prev3, NULL);
		return;
	}
	if (has_prefix(t->s, t->len, "INDIRECT_CALL_"))
		b->indirect_pdepth = b->pdepth + 1;
	else if (rcu_model_callback_macro(t->s, t->len, &b->hook_type) == RCU_CALLBACK_CALL)
		b->hook_pdepth = b->pdepth + 1;
	add_call(ps, b->func, t);
	if (!b->params) {
		ps->out->calls[ps->out->ncalls - 1].held = body_held(ps, b);
		update_token(ps, b, t);
		reader_token(ps, b, t);
		lock_token(ps, b, t);
	}
	note_access(ps, b, t);
	body_add(&ps->out->funcs[b->func], rcu_model_call(t->s, t->len));
	enum rcu_assertion kind = rcu_model_assertion(t->s, t->len);

	if (kind == RCU_ASSERT_READER) {
		char *text = str_printf("%.*s()", (int)t->len, t->s);

		set_contract(ps, b->func, CONTRACT_LOCKDEP,
			     carena_dup(&ps->out->arena, text, t->len + 2));
		free(text);
	} else if (kind != RCU_ASSERT_NONE && b->as.kind == RCU_ASSERT_NONE) {
		b->as = (struct assertion){ kind, b->pdepth, 0, false, t->off };
	}
}

/* One token of a function or macro body. */
static void body_token(struct parser *ps, struct body *b, const struct tok *p2,
		       const struct tok *p1, const struct tok *t, const struct tok *n)
{
	if (is_p(t, '('))
		b->pdepth++;
	walk_end(ps, b, t);
	if (b->as.kind != RCU_ASSERT_NONE)
		assertion_token(ps, b, p1, t);
	if (is_p(t, ')') && b->pdepth > 0)
		b->pdepth--;
	if (b->pdepth < b->indirect_pdepth)
		b->indirect_pdepth = 0;
	if (b->pdepth < b->hook_pdepth)
		b->hook_pdepth = 0;
	if (t->kind != T_IDENT)
		return;
	if (!b->params) {
		note_var(b, &ps->prev3, p2, p1, t);
		note_fnptr(b, p2, p1, t, n);
	}
	/* INDIRECT_CALL_2(x->F, f1, f2, args): a call through F */
	if (b->indirect_pdepth && b->pdepth == b->indirect_pdepth && is_p(n, ',') &&
	    (is_p(p1, '.') || is_p(p1, P_ARROW))) {
		add_field_call(ps, b->func, t, &ps->prev2, &ps->prev3, NULL);
		b->indirect_pdepth = 0;
		return;
	}
	/* call_int_hook(F, ...): the hooks stored as F are called */
	if (b->hook_pdepth && b->pdepth == b->hook_pdepth && is_p(p1, '(') &&
	    !(b->params && is_param(b, t))) {
		add_field_call(ps, b->func, t, NULL, NULL, b->hook_type);
		b->hook_pdepth = 0;
		return;
	}
	/* CLASS(C, var)(...) and scoped_class() too: the tree may define C over a lock */
	if (is_p(p1, '(') && (TOK_IS(p2, "guard") || TOK_IS(p2, "scoped_guard") ||
			      TOK_IS(p2, "scoped_cond_guard") || TOK_IS(p2, "CLASS") ||
			      TOK_IS(p2, "scoped_class"))) {
		struct rcu_effect e = rcu_model_guard(t->s, t->len);

		body_add(&ps->out->funcs[b->func], e);
		if (!e.flavors && !e.sleeplock)
			ps->out->funcs[b->func].body_guard = true;
	}
	if (is_p(n, '('))
		call_token(ps, b, p1, t);
	else
		maybe_ref(ps, b, p2, p1, t, n);
}

/* ---- the top level ---- */

static void advance(struct parser *ps)
{
	ps->prev5 = ps->prev4;
	ps->prev4 = ps->prev3;
	ps->prev3 = ps->prev2;
	ps->prev2 = ps->prev;
	ps->prev = ps->cur;
	ps->cur = ps->next;
	lex(&ps->lx, &ps->next);
}

static void decl_push(struct parser *ps, const struct tok *t)
{
	if (ps->ndecl == DECL_MAX) {
		/* a huge declaration: only its end matters */
		memmove(ps->decl, ps->decl + DECL_MAX / 2, sizeof(ps->decl[0]) * (DECL_MAX / 2));
		ps->ndecl = DECL_MAX / 2;
	}
	ps->decl[ps->ndecl++] = *t;
}

static void flush_pending(struct parser *ps, bool keep)
{
	for (int i = 0; keep && i < ps->npending; i++)
		nameset_add(&ps->refs_seen, &ps->out->refs, ps->pending[i].s,
			    ps->pending[i].len);
	ps->npending = 0;
}

static bool tok_storage(const struct tok *t)
{
	return TOK_IS(t, "static") || TOK_IS(t, "extern") || TOK_IS(t, "const") ||
	       TOK_IS(t, "volatile");
}

/*
 * Does the declaration start like a macro call ("module_init(f)",
 * "static DEFINE_TIMER(t, f)") rather than a prototype ("int f(void)")?
 */
static bool decl_is_macro_call(const struct parser *ps)
{
	size_t i = 0;

	while (i < ps->ndecl && tok_storage(&ps->decl[i]))
		i++;
	return i + 1 < ps->ndecl && ps->decl[i].kind == T_IDENT &&
	       is_p(&ps->decl[i + 1], '(');
}

/* End of a top-level declaration: a new one starts after @off. */
static void boundary(struct parser *ps, size_t off)
{
	flush_pending(ps, ps->npending && decl_is_macro_call(ps));
	ps->ndecl = 0;
	ps->decl_init = false;
	ps->pdepth = 0;
	lx_forget_spans(&ps->lx, off);
}

static bool is_type_keyword(const struct tok *t)
{
	return TOK_IS(t, "struct") || TOK_IS(t, "union") || TOK_IS(t, "enum");
}

/* Index of the '(' matching the ')' at @i in the declaration, or -1. */
static long match_paren(const struct parser *ps, long i)
{
	int level = 0;

	for (; i >= 0; i--) {
		if (is_p(&ps->decl[i], ')'))
			level++;
		else if (is_p(&ps->decl[i], '(') && --level == 0)
			return i;
	}
	return -1;
}

static bool is_attr_group(const struct tok *id)
{
	return in_table(post_attrs, ARRAY_SIZE(post_attrs), id->s, id->len) ||
	       has_prefix(id->s, id->len, "__attribute");
}

/*
 * "MACRO(x)(params)" (a macro makes the name) and "(*name(params))(...)"
 * (a function returning a function pointer): the name in the group
 * that ends at @i, or -1.
 */
static long inner_name(const struct parser *ps, long i, long *lparen)
{
	long j = match_paren(ps, i);

	if (j >= 1 && ps->decl[j - 1].kind == T_IDENT &&
	    !is_keyword(ps->decl[j - 1].s, ps->decl[j - 1].len)) {
		*lparen = j;
		return j - 1;
	}
	for (long k = i - 1; k > j && j >= 0; k--) {
		if (is_p(&ps->decl[k], '(') && ps->decl[k - 1].kind == T_IDENT) {
			*lparen = k;
			return k - 1;
		}
	}
	return -1;
}

/*
 * The name of the function whose body the '{' after the declaration
 * opens: the last "name(...)" group that is not a known attribute,
 * followed only by attributes, or -1 when it is no function. Unknown
 * attribute macros right after the parameters ("f(x) __dm_written(x)")
 * are told apart by adjacency: a name group follows a type, not a ')'.
 */
static long function_name(const struct parser *ps, long *lparen)
{
	long i = (long)ps->ndecl - 2;	/* the token before '{' */

	while (i >= 0) {
		const struct tok *t = &ps->decl[i];

		if (is_p(t, ')')) {
			long j = match_paren(ps, i);

			if (j >= 1 && is_p(&ps->decl[j - 1], ')'))
				return inner_name(ps, j - 1, lparen);
			if (j < 1 || ps->decl[j - 1].kind != T_IDENT)
				return -1;
			if (is_attr_group(&ps->decl[j - 1])) {
				i = j - 2;
				continue;
			}
			/* an unknown attribute after the real name group? */
			while (j >= 2 && is_p(&ps->decl[j - 2], ')')) {
				long k = match_paren(ps, j - 2);

				if (k < 1 || ps->decl[k - 1].kind != T_IDENT ||
				    is_keyword(ps->decl[k - 1].s, ps->decl[k - 1].len) ||
				    is_attr_group(&ps->decl[k - 1]))
					break;
				j = k;
			}
			*lparen = j;
			return j - 1;
		} else if (t->kind == T_IDENT && !is_keyword(t->s, t->len)) {
			i--;	/* __init, notrace, __must_check ... */
		} else {
			return -1;
		}
	}
	return -1;
}

static bool decl_has(const struct parser *ps, long upto, bool (*pred)(const struct tok *))
{
	for (long i = 0; i < upto; i++)
		if (pred(&ps->decl[i]))
			return true;
	return false;
}

static bool tok_static(const struct tok *t)
{
	return TOK_IS(t, "static");
}

static bool tok_inline(const struct tok *t)
{
	return TOK_IS(t, "inline") || TOK_IS(t, "__inline") || TOK_IS(t, "__inline__") ||
	       TOK_IS(t, "__always_inline");
}

static bool tok_releases(const struct tok *t)
{
	return TOK_IS(t, "__releases");
}

/* __must_hold(RCU) among the declaration's tokens: its text, or NULL. */
static bool must_hold_rcu(const struct parser *ps, size_t *a, size_t *b)
{
	for (size_t i = 0; i + 3 < ps->ndecl; i++) {
		const struct tok *t = ps->decl;

		if (TOK_IS(&t[i], "__must_hold") && is_p(&t[i + 1], '(') &&
		    (TOK_IS(&t[i + 2], "RCU") || TOK_IS(&t[i + 2], "rcu")) &&
		    is_p(&t[i + 3], ')')) {
			*a = t[i].off;
			*b = t[i + 3].off + 1;
			return true;
		}
	}
	return false;
}

static bool is_syscall_macro(const struct tok *t, bool *compat)
{
	const char *s = t->s;
	size_t n = t->len;

	*compat = has_prefix(s, n, "COMPAT_");
	if (*compat) {
		s += 7;
		n -= 7;
	}
	return n == 15 && has_prefix(s, n, "SYSCALL_DEFINE") && is_digit((unsigned char)s[14]);
}

static bool is_bpf_call_macro(const struct tok *t)
{
	return t->len == 10 && has_prefix(t->s, t->len, "BPF_CALL_") &&
	       is_digit((unsigned char)t->s[9]);
}

/*
 * Is the group that opens at decl[@lparen] a macro's that makes the
 * function's name, "MACRO(a, b)(params)": another group right after its
 * ')', and inside only names, numbers and commas?
 */
static bool macro_made_name(const struct parser *ps, long lparen)
{
	for (size_t i = (size_t)lparen + 1; i < ps->ndecl; i++) {
		const struct tok *t = &ps->decl[i];

		if (is_p(t, ')'))
			return i + 1 < ps->ndecl && is_p(&ps->decl[i + 1], '(');
		if (t->kind != T_IDENT && t->kind != T_NUMBER && !is_p(t, ','))
			return false;
	}
	return false;
}

static void start_function(struct parser *ps, long name, long lparen)
{
	const struct tok *id = &ps->decl[name];
	const struct tok *arg = (size_t)lparen + 1 < ps->ndecl ? &ps->decl[lparen + 1] : NULL;
	bool compat = false, syscall = is_syscall_macro(id, &compat);
	int f;

	/* SYSCALL_DEFINE4(32_truncate64, ...) on mips: a "number" */
	if ((syscall || is_bpf_call_macro(id)) && arg &&
	    (arg->kind == T_IDENT || (arg->kind == T_NUMBER && syscall))) {
		struct strbuf sb = STRBUF_INIT;

		sb_printf(&sb, "%s%.*s", compat ? "compat_sys_" : "", (int)arg->len, arg->s);
		f = add_func(ps, arg, sb.buf, sb.len);
		sb_free(&sb);
	} else if (!has_lower(id) && arg && arg->kind == T_IDENT && has_lower(arg) &&
		   (size_t)lparen + 2 < ps->ndecl &&
		   (is_p(&ps->decl[lparen + 2], ',') || is_p(&ps->decl[lparen + 2], ')'))) {
		/* DEFINE_IDTENTRY(exc_foo), BPF_PROG(name, ...): the argument */
		syscall = false;
		f = add_func(ps, arg, arg->s, arg->len);
	} else if (macro_made_name(ps, lparen)) {
		/*
		 * CONCATENATE(GENL_MAGIC_FAMILY, _genl_cmd_to_str)(__u8 cmd):
		 * the preprocessor pastes the name; the function is not the
		 * macro, whose calls (6.12's strscpy()) must not resolve to it.
		 */
		struct strbuf sb = STRBUF_INIT;

		syscall = false;
		for (const struct tok *t = arg; t && t < &ps->decl[ps->ndecl] && !is_p(t, ')'); t++)
			if (t->kind == T_IDENT || t->kind == T_NUMBER)
				sb_printf(&sb, "%.*s", (int)t->len, t->s);
		f = add_func(ps, id, sb.buf ? sb.buf : "-", sb.buf ? sb.len : 1);
		sb_free(&sb);
	} else {
		syscall = false;
		f = add_func(ps, id, id->s, id->len);
	}
	struct cfunc *fn = &ps->out->funcs[f];
	size_t a, b;

	fn->is_syscall = syscall;
	fn->is_static = decl_has(ps, name, tok_static);
	fn->is_inline = decl_has(ps, name, tok_inline);
	fn->says_releases = decl_has(ps, (long)ps->ndecl, tok_releases);
	if (must_hold_rcu(ps, &a, &b))
		set_contract(ps, f, CONTRACT_ANNOTATION, tidy_source(ps, a, b));
	/* the comments before the definition, and those opening the body */
	comment_contract_between(ps, f, 0, ps->next.off);
	ps->mode = M_FUNC;
	ps->depth = 1;
	ps->serial++;
	memset(&ps->body, 0, sizeof(ps->body));
	ps->body.func = f;
	ps->body.first_update = ps->out->nupdates;
	for (size_t i = (size_t)lparen + 1; i + 3 < ps->ndecl; i++) {
		note_var(&ps->body, &ps->decl[i], &ps->decl[i + 1], &ps->decl[i + 2],
			 &ps->decl[i + 3]);
		note_fnptr(&ps->body, &ps->decl[i], &ps->decl[i + 1], &ps->decl[i + 2],
			   &ps->decl[i + 3]);
	}
	flush_pending(ps, false);	/* parameters, not values */
	boundary(ps, ps->next.off);
}

static void end_function(struct parser *ps, const struct tok *t)
{
	ps->out->funcs[ps->body.func].end_line = t->line;
	ps->mode = M_TOP;
	ps->depth = 0;
	boundary(ps, t->off + 1);
}

/* The struct an initializer's declaration declares ("struct T name[] ="), or NULL. */
static const struct tok *decl_struct(const struct parser *ps, bool *array)
{
	const struct tok *type = NULL;

	*array = false;
	for (size_t i = 0; i + 1 < ps->ndecl && !is_p(&ps->decl[i], '='); i++) {
		if (!type && TOK_IS(&ps->decl[i], "struct") && ps->decl[i + 1].kind == T_IDENT)
			type = &ps->decl[i + 1];
		if (type && is_p(&ps->decl[i], '['))
			*array = true;
	}
	return type;
}

static void open_aggregate(struct parser *ps, bool init)
{
	const struct tok *type = NULL;
	bool array = false;

	flush_pending(ps, true);
	ps->serial++;
	ps->mode = M_AGG;
	ps->depth = 1;
	ps->agg_init = init;
	memset(ps->agg_type, 0, sizeof(ps->agg_type));
	ps->agg_name = (struct tok){ 0 };
	/* "struct S {" (ndecl counts the '{'): a definition whose members are read */
	if (!init && ps->ndecl >= 3 && TOK_IS(&ps->decl[ps->ndecl - 3], "struct") &&
	    ps->decl[ps->ndecl - 2].kind == T_IDENT)
		ps->agg_name = ps->decl[ps->ndecl - 2];
	if (init)
		type = decl_struct(ps, &array);
	if (type) {
		ps->agg_type[1] = *type;
		if (array)
			ps->agg_type[0] = *type;	/* marks the array: its elements are at depth 2 */
	}
}

/* Is there a '=' at the top level after the declaration's token @from? */
static bool assigns_after(const struct parser *ps, long from)
{
	int level = 0;

	for (size_t i = (size_t)from; i < ps->ndecl; i++) {
		const struct tok *t = &ps->decl[i];

		level += is_p(t, '(') - is_p(t, ')');
		if (!level && is_p(t, '='))
			return true;
	}
	return false;
}

/*
 * A '{' at the top level: a function body, or an aggregate (a struct
 * body, an initializer). An '=' before the function's name does not
 * count: it belongs to a macro-made initializer without ';' before
 * ("DT_MACHINE_START(...) .init = f, MACHINE_END").
 */
static void top_brace(struct parser *ps)
{
	long n = (long)ps->ndecl - 1, lparen = -1;	/* tokens before '{' */
	const struct tok *last = n > 0 ? &ps->decl[n - 1] : NULL;

	if (last && is_p(last, '=')) {
		open_aggregate(ps, true);
		return;
	}
	if (ps->pdepth > 0) {
		/* "DEB(static void f(void) { ... })" is a function too */
		long name = ps->decl_init ? -1 : function_name(ps, &lparen);

		if (name < 0)
			open_aggregate(ps, true);
		else
			start_function(ps, name, lparen);
		return;
	}
	if (!last || is_type_keyword(last) ||
	    (n > 1 && last->kind == T_IDENT && is_type_keyword(&ps->decl[n - 2]))) {
		open_aggregate(ps, ps->decl_init);
		return;
	}
	long name = function_name(ps, &lparen);

	if (name < 0 || assigns_after(ps, name))
		open_aggregate(ps, ps->decl_init);
	else
		start_function(ps, name, lparen);
}

static void top_token(struct parser *ps)
{
	const struct tok *t = &ps->cur;

	decl_push(ps, t);
	if (t->kind == T_IDENT) {
		if (is_p(&ps->prev, '(') && ps->prev2.kind == T_IDENT &&
		    rcu_model_export_macro(ps->prev2.s, ps->prev2.len)) {
			/* an export, not a use as a value */
			nameset_add(&ps->exports_seen, &ps->out->exports, t->s, t->len);
			return;
		}
		/* "static struct T *x;": a file-scope variable of a known struct */
		if (!ps->pdepth && !ps->decl_init && TOK_IS(&ps->prev3, "struct") &&
		    ps->prev2.kind == T_IDENT && is_p(&ps->prev, '*') &&
		    (is_p(&ps->next, ';') || is_p(&ps->next, '=') || is_p(&ps->next, ',')) &&
		    ps->nglobals < MAX_GLOBALS)
			ps->globals[ps->nglobals++] = (struct var_type){ *t, ps->prev2 };
		if (ps->decl_init)
			maybe_ref(ps, NULL, &ps->prev2, &ps->prev, t, &ps->next);
		else if (ps->pdepth > 0 && ps->npending < MAX_PENDING &&
			 is_ref(NULL, &ps->prev2, &ps->prev, t, &ps->next))
			ps->pending[ps->npending++] = *t;
		return;
	}
	if (t->kind != T_PUNCT)
		return;
	switch (t->punct) {
	case '(':
		ps->pdepth++;
		break;
	case ')':
		if (ps->pdepth > 0)
			ps->pdepth--;
		break;
	case '=':
		if (!ps->pdepth)
			ps->decl_init = true;
		break;
	case ';':
		boundary(ps, t->off + 1);
		break;
	case '{':
		top_brace(ps);
		break;
	case '}':
		boundary(ps, t->off + 1);	/* unbalanced */
		break;
	}
}

static void func_token(struct parser *ps)
{
	const struct tok *t = &ps->cur;

	if (is_p(t, '{')) {
		ps->depth++;
	} else if (is_p(t, '}')) {
		/* kernel style: only a function's own '}' starts a line */
		if (t->bol && t->col == 1 && ps->depth > 1)
			ps->depth = 1;
		if (--ps->depth == 0) {
			end_function(ps, t);
			return;
		}
	}
	body_token(ps, &ps->body, &ps->prev2, &ps->prev, t, &ps->next);
}

static void agg_token(struct parser *ps)
{
	const struct tok *t = &ps->cur;

	if (is_p(t, '{')) {
		ps->depth++;
		/*
		 * an element of an array of structs, designated or not ("[X] = {",
		 * 6.1 xfrm_dispatch[]); a member's own braces (".m = {") are
		 * another type
		 */
		if (ps->depth < MAX_AGG_DEPTH)
			ps->agg_type[ps->depth] = ps->depth == 2 && ps->agg_type[0].len &&
						  (!is_p(&ps->prev, '=') || is_p(&ps->prev2, ']')) ?
						  ps->agg_type[1] : (struct tok){ 0 };
	} else if (is_p(t, '}')) {
		if (--ps->depth == 0) {
			ps->mode = M_TOP;
			decl_push(ps, t);
		}
	} else if (t->kind == T_IDENT && ps->agg_init) {
		maybe_ref(ps, NULL, &ps->prev2, &ps->prev, t, &ps->next);
	} else if (t->kind == T_IDENT && ps->agg_name.len) {
		maybe_member(ps, t);
	}
}

/* ---- preprocessor lines ---- */

static void skip_directive(struct parser *ps)
{
	while (!ps->next.bol)
		advance(ps);
}

/* #define NAME(params) body: the macro is a function of its own. */
static void define(struct parser *ps, size_t hash_off)
{
	struct tok params[MAX_PARAMS];
	struct body b = { .params = params };

	if (ps->next.bol)
		return;
	advance(ps);
	const struct tok name = ps->cur;

	if (name.kind != T_IDENT || ps->next.bol || !is_p(&ps->next, '(') ||
	    ps->next.off != name.off + name.len)
		return;		/* object-like */
	advance(ps);
	while (!ps->next.bol && !is_p(&ps->next, ')')) {
		advance(ps);
		if (ps->cur.kind == T_IDENT && b.nparams < MAX_PARAMS)
			params[b.nparams++] = ps->cur;
		else if (is_p(&ps->cur, P_ELLIPSIS) && b.nparams < MAX_PARAMS)
			params[b.nparams++] = (struct tok){ .s = "__VA_ARGS__", .len = 11,
							    .kind = T_IDENT };
	}
	if (!ps->next.bol)
		advance(ps);	/* ')' */
	b.func = add_func(ps, &name, name.s, name.len);
	ps->out->funcs[b.func].is_macro = true;
	comment_contract_between(ps, b.func, 0, hash_off);
	/* the body's first tokens must not see the parameter list */
	ps->prev = ps->cur = (struct tok){ .kind = T_PUNCT, .punct = ';' };
	while (!ps->next.bol) {
		advance(ps);
		body_token(ps, &b, &ps->prev2, &ps->prev, &ps->cur, &ps->next);
		ps->out->funcs[b.func].end_line = ps->cur.line;
	}
}

/*
 * Skips a dead branch (#if 0, or the #else of #if 1). Returns true when
 * an #else or #elif at its level ended it (that branch is live).
 */
static bool skip_branch(struct parser *ps)
{
	int level = 0;

	skip_directive(ps);
	while (ps->next.kind != T_EOF) {
		advance(ps);
		if (!is_p(&ps->cur, '#') || !ps->cur.bol || ps->next.bol)
			continue;
		advance(ps);
		const struct tok *d = &ps->cur;

		if (TOK_IS(d, "if") || TOK_IS(d, "ifdef") || TOK_IS(d, "ifndef")) {
			level++;
		} else if (TOK_IS(d, "endif")) {
			if (level-- == 0) {
				skip_directive(ps);
				return false;
			}
		} else if ((TOK_IS(d, "else") || TOK_IS(d, "elif")) && level == 0) {
			skip_directive(ps);
			return true;
		}
		skip_directive(ps);
	}
	return false;
}

static void cond_push(struct parser *ps, bool skip_else)
{
	if (ps->nconds == MAX_CONDS) {
		ps->conds_lost++;
		return;
	}
	ps->conds[ps->nconds++] = (struct cond){
		.depth = ps->depth, .after_first = ps->depth, .serial = ps->serial,
		.skip_else = skip_else,
	};
}

/* Does this #if's brace bookkeeping apply to the current body (or initializer)? */
static bool cond_applies(const struct parser *ps, const struct cond *c)
{
	return ps->mode != M_TOP && c->serial == ps->serial && c->depth >= 1;
}

static void cond_else(struct parser *ps)
{
	if (ps->conds_lost || !ps->nconds)
		return;
	struct cond *c = &ps->conds[ps->nconds - 1];

	if (c->skip_else) {
		ps->nconds--;
		skip_directive(ps);
		/* the rest of the chain is dead: skip to its #endif */
		while (skip_branch(ps))
			;
		return;
	}
	if (!c->seen_else) {
		c->seen_else = true;
		c->after_first = ps->depth;
	}
	if (cond_applies(ps, c))
		ps->depth = c->depth;
}

static void cond_pop(struct parser *ps)
{
	if (ps->conds_lost) {
		ps->conds_lost--;
		return;
	}
	if (!ps->nconds)
		return;
	struct cond *c = &ps->conds[--ps->nconds];

	if (c->seen_else && cond_applies(ps, c) && c->after_first >= 1)
		ps->depth = c->after_first;
}

/* "#if 0" / "#if 1" exactly. */
static int constant_if(struct parser *ps)
{
	if (ps->next.kind != T_NUMBER || ps->next.len != 1 ||
	    (ps->next.s[0] != '0' && ps->next.s[0] != '1'))
		return -1;
	advance(ps);
	return ps->next.bol ? ps->cur.s[0] - '0' : -1;
}

static void directive(struct parser *ps)
{
	size_t hash_off = ps->cur.off;
	bool top = ps->mode == M_TOP && ps->pdepth == 0;

	if (ps->next.bol)
		return;		/* a lone '#' */
	advance(ps);
	const struct tok *d = &ps->cur;

	if (TOK_IS(d, "if")) {
		int k = constant_if(ps);

		if (k == 0) {
			if (skip_branch(ps))
				cond_push(ps, false);
		} else {
			cond_push(ps, k == 1);
		}
	} else if (TOK_IS(d, "ifdef") || TOK_IS(d, "ifndef")) {
		cond_push(ps, false);
	} else if (TOK_IS(d, "else") || TOK_IS(d, "elif")) {
		cond_else(ps);
	} else if (TOK_IS(d, "endif")) {
		cond_pop(ps);
	} else {
		if (TOK_IS(d, "define"))
			define(ps, hash_off);
		skip_directive(ps);
		if (top)	/* comments after the line belong to what follows */
			boundary(ps, ps->cur.off + ps->cur.len);
	}
	skip_directive(ps);
	/* what follows must not take the directive's tokens for context */
	ps->prev2 = ps->prev = ps->cur = (struct tok){ .kind = T_PUNCT, .punct = ';' };
}

/* ---- guard classes (linux/cleanup.h) ---- */

/*
 * The macros that define a class, and where their parts are: the
 * argument holding the class name's extension (the _COND and EXTEND_
 * forms name NAME##EXT, a variant of the class NAME), the lock
 * expression, and what names the guard's argument inside it.
 */
struct guard_macro {
	const char *name;
	int ext_arg;		/* -1: no extension, a class of its own */
	int lock_arg;
	const char *var;	/* "_T", "_T->lock"; NULL: the DEFINE_CLASS parameter; "" none */
};

static const struct guard_macro guard_macros[] = {
	{ "DEFINE_GUARD", -1, 2, "_T" },
	{ "DEFINE_LOCK_GUARD_1", -1, 2, "_T->lock" },
	{ "DEFINE_LOCK_GUARD_0", -1, 1, "" },
	{ "DEFINE_CLASS", -1, 3, NULL },
	{ "DEFINE_GUARD_COND", 1, 2, "_T" },
	{ "DEFINE_LOCK_GUARD_1_COND", 1, 2, "_T->lock" },
	{ "EXTEND_CLASS", 1, 2, NULL },
};

static const struct guard_macro *guard_macro(const struct tok *t)
{
	if (t->kind != T_IDENT)
		return NULL;
	for (size_t i = 0; i < ARRAY_SIZE(guard_macros); i++)
		if (!wordcmp(t->s, t->len, guard_macros[i].name))
			return &guard_macros[i];
	return NULL;
}

/* One macro's tokens, its arguments split at the top-level commas. */
#define GUARD_TOKS 512
struct guard_args {
	struct tok t[GUARD_TOKS];
	int arg[GUARD_TOKS];	/* which argument each token is in */
	int depth[GUARD_TOKS];	/* parentheses inside the macro's own */
	int n, nargs;
};

/* The tokens of @a's argument @arg as one text, blanks only between words. */
static void arg_text(const struct guard_args *a, int from, int to, struct strbuf *out)
{
	for (int i = from; i < to; i++) {
		if (i > from && a->t[i].kind == T_IDENT && a->t[i - 1].kind == T_IDENT)
			sb_putc(out, ' ');
		sb_add(out, a->t[i].s, a->t[i].len);
	}
}

/* The last identifier of argument @arg (a DEFINE_CLASS parameter's name). */
static char *last_ident(const struct guard_args *a, int arg)
{
	const struct tok *last = NULL;

	for (int i = 0; i < a->n; i++)
		if (a->arg[i] == arg && a->t[i].kind == T_IDENT)
			last = &a->t[i];
	return last ? xstrndup(last->s, last->len) : NULL;
}

/*
 * What the guard holds, written over its argument "@" ("@", "&@->mutex"):
 * the first argument of the lock call at token @call, with @var (what
 * names the guard's argument in the macro) replaced; "-" when the lock
 * call names nothing of the argument (DEFINE_LOCK_GUARD_0, or a field
 * of the guard's own struct).
 */
static char *held_template(const struct guard_args *a, int call, const char *var)
{
	struct strbuf sb = STRBUF_INIT;
	int i = call + 2, depth = a->depth[call + 1];

	/* inside the call's parentheses, tokens are one deeper than its '(' and ')' */
	while (i < a->n && !(a->depth[i] == depth + 1 && is_p(&a->t[i], ',')) &&
	       !(a->depth[i] == depth && is_p(&a->t[i], ')')))
		i++;
	arg_text(a, call + 2, i, &sb);
	char *text = sb_detach(&sb), *out;
	size_t vn = var ? strlen(var) : 0;
	const char *at = vn ? strstr(text, var) : NULL;

	if (!at || lex_ident_char((unsigned char)at[vn]) ||
	    (at > text && lex_ident_char((unsigned char)at[-1])) || strstr(at + vn, "_T")) {
		free(text);
		return str_dup("-");
	}
	out = str_printf("%.*s@%s", (int)(at - text), text, at + vn);
	free(text);
	return out;
}

/* The class, lock call, held template and base class of the macro at @m. */
static void guard_define(struct lexer *lx, struct tok *t, const struct guard_macro *m,
			 struct cfile *out)
{
	struct guard_args *a = xcalloc(1, sizeof(*a));
	int depth = 1, call = -1, known = -1;

	while (depth > 0 && a->n < GUARD_TOKS) {
		lex(lx, t);
		if (t->kind == T_EOF)
			break;
		if (is_p(t, ')') && --depth == 0)
			break;
		if (is_p(t, ',') && depth == 1) {
			a->nargs++;
			continue;
		}
		a->t[a->n] = *t;
		a->arg[a->n] = a->nargs;
		a->depth[a->n++] = depth;
		depth += is_p(t, '(');
	}
	for (int i = 0; i + 1 < a->n; i++) {
		if (a->arg[i] != m->lock_arg || a->t[i].kind != T_IDENT || !is_p(&a->t[i + 1], '(') ||
		    is_keyword(a->t[i].s, a->t[i].len))
			continue;
		struct rcu_effect e = rcu_model_call(a->t[i].s, a->t[i].len);

		if (call < 0)
			call = i;
		if (known < 0 && (e.flavors || e.sleeplock))
			known = i;
	}
	char *cls = last_ident(a, 0), *ext = m->ext_arg >= 0 ? last_ident(a, m->ext_arg) : NULL;

	/*
	 * A DEFINE_CLASS()'s constructor is any expression (fdget(fd),
	 * find_get_task(pid)): a class of it counts as a guard only when it
	 * calls a lock primitive itself, not a function that may take and
	 * drop one inside.
	 */
	if (!m->var && known < 0)
		call = -1;
	if (cls && call >= 0 && (m->ext_arg < 0 || ext)) {
		char *var = m->var ? str_dup(m->var) : last_ident(a, m->lock_arg + 1);
		int at = known >= 0 ? known : call;

		sl_push_owned(&out->guard_classes, ext ? str_printf("%s%s", cls, ext) : str_dup(cls));
		sl_push_owned(&out->guard_locks, xstrndup(a->t[at].s, a->t[at].len));
		sl_push_owned(&out->guard_held, held_template(a, at, var ? var : ""));
		sl_push_owned(&out->guard_bases, str_dup(ext ? cls : "-"));
		free(var);
	}
	free(cls);
	free(ext);
	free(a);
}

/*
 * DEFINE_GUARD(name, type, lock, unlock), DEFINE_LOCK_GUARD_0/1(), their
 * _COND variants, DEFINE_CLASS() and EXTEND_CLASS(): a pass of its own,
 * only over text that has one (cleanup.h's own #defines are not).
 */
static void scan_guards(const char *text, size_t len, struct cfile *out)
{
	if (!memmem(text, len, "_GUARD", 6) && !memmem(text, len, "_CLASS", 6))
		return;
	struct lexer lx = { .text = text, .p = text, .end = text + len,
			    .line_start = text, .line = 1, .bol = true };
	struct tok prev = { .kind = T_PUNCT, .punct = ';' }, t;

	for (lex(&lx, &t); t.kind != T_EOF; lex(&lx, &t)) {
		const struct guard_macro *m = guard_macro(&t);

		if (m && !TOK_IS(&prev, "define")) {
			prev = t;
			lex(&lx, &t);
			if (is_p(&t, '('))
				guard_define(&lx, &t, m, out);
		}
		prev = t;
	}
}

int cindex_scan(const char *text, size_t len, struct cfile *out)
{
	struct parser *ps = xcalloc(1, sizeof(*ps));

	memset(out, 0, sizeof(*out));
	ps->out = out;
	ps->lx = (struct lexer){ .text = text, .p = text, .end = text + len,
				 .line_start = text, .line = 1, .bol = true };
	ps->prev2 = ps->prev = ps->cur = (struct tok){ .kind = T_PUNCT, .punct = ';' };
	lex(&ps->lx, &ps->next);
	while (ps->next.kind != T_EOF) {
		advance(ps);
		if (is_p(&ps->cur, '#') && ps->cur.bol)
			directive(ps);
		else if (ps->mode == M_FUNC)
			func_token(ps);
		else if (ps->mode == M_AGG)
			agg_token(ps);
		else
			top_token(ps);
	}
	if (ps->mode == M_FUNC)	/* unbalanced: the body ends with the file */
		ps->out->funcs[ps->body.func].end_line = ps->lx.line;
	free(ps->refs_seen.slot);
	free(ps->exports_seen.slot);
	free(ps);
	scan_guards(text, len, out);
	return 0;
}

void cfile_free(struct cfile *f)
{
	free(f->funcs);
	free(f->calls);
	free(f->stores);
	free(f->members);
	free(f->updates);
	free(f->reads);
	sl_free(&f->refs);
	sl_free(&f->exports);
	sl_free(&f->guard_classes);
	sl_free(&f->guard_locks);
	sl_free(&f->guard_held);
	sl_free(&f->guard_bases);
	while (f->arena) {
		struct carena *next = f->arena->next;

		free(f->arena);
		f->arena = next;
	}
	memset(f, 0, sizeof(*f));
}

const char *body_flags_str(const struct cfunc *fn, char *buf, size_t len)
{
	size_t at = 0;

	if (len)
		buf[0] = '\0';
	for (int i = 0; i <= RCU_NFLAVORS; i++) {
		bool on = i < RCU_NFLAVORS ? fn->body_flavors & RCU_FL(i) : fn->body_sleeplock;
		const char *name = i < RCU_NFLAVORS ? rcu_flavor_name(i) : "sleeplock";

		if (!on || at >= len)
			continue;
		int n = snprintf(buf + at, len - at, "%s%s", at ? "," : "", name);

		at += n > 0 ? (size_t)n : 0;
	}
	return buf;
}

const char *contract_str(enum contract c)
{
	switch (c) {
	case CONTRACT_COMMENT:
		return "comment";
	case CONTRACT_LOCKDEP:
		return "lockdep";
	case CONTRACT_ANNOTATION:
		return "annotation";
	default:
		return "none";
	}
}

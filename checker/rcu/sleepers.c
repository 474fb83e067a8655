// SPDX-License-Identifier: GPL-2.0
/*
 * rcu_model_sleeper(), rcu_model_gfp_sleeps(),
 * rcu_model_sleep_exempt_config() and rcu_model_sleep_yield(): the rows
 * of "sleepers", "gfp-flags", "sleep-configs" and "sleep-yields",
 * loaded once.
 */
#include "rcu/sleepers.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "lib/strmap.h"
#include "lib/util.h"
#include "rcu/data.h"

/*
 * A table's rows by how they match a call's name, "exact" or "prefix"
 * (the name, or the name and "_..."), each name's first row: a call is
 * looked up by its name and each of its '_' prefixes, longest first, where
 * every row was compared with every call (the sleep rule's selection asks
 * of every call of every function it walks: a twentieth of a warm
 * whole-6.12 audit's CPU).
 */
struct name_index {
	struct strmap exact, prefix;
};

static void index_row(struct name_index *x, const char *name, bool prefix, const void *row)
{
	void **slot = strmap_slot(prefix ? &x->prefix : &x->exact, name);

	if (!*slot)
		*slot = (void *)row;
}

/*
 * The row for the call name @name[0..@len): the exact name's, else the
 * longest prefix's (the whole name, or up to a '_').
 */
static const void *index_find(const struct name_index *x, const char *name, size_t len)
{
	char buf[256], *key = len < sizeof(buf) ? buf : xmalloc(len + 1);
	const void *row;

	memcpy(key, name, len);
	key[len] = '\0';
	row = strmap_get(&x->exact, key);
	for (size_t n = len; !row && n > 0; n--)
		if (n == len || name[n] == '_') {
			key[n] = '\0';
			row = strmap_get(&x->prefix, key);
		}
	if (key != buf)
		free(key);
	return row;
}

static const char *const kind_names[] = {
	[RCU_SLEEP] = "sleep", [RCU_SLEEP_COND] = "cond",
	[RCU_SLEEP_SYNC_RCU] = "sync-rcu", [RCU_SLEEP_SYNC_SRCU] = "sync-srcu",
};

static struct {
	struct rcu_sleeper *v;
	size_t n;
	struct {
		const char *flag;
		bool sleeps;
	} *gfp;
	size_t ngfp;
	const struct rcu_table *configs;
	struct rcu_sleep_yield *yields;
	size_t nyields;
	struct name_index sleepers_by_name, yields_by_name;
} m;

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load_yields(void)
{
	const struct rcu_table *t = rcu_table("sleep-yields");

	m.yields = xcalloc(t->nrows + 1, sizeof(*m.yields));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *match = rcu_col(t, r, 3, 1), *what = r->col[2];
		struct rcu_sleep_yield *y = &m.yields[m.nyields++];

		y->name = r->col[0];
		if (strcmp(match, "exact") && strcmp(match, "prefix"))
			rcu_bad_row(t, r, "match is exact or prefix");
		y->prefix = !strcmp(match, "prefix");
		if (!strcmp(what, "rcu")) {
			y->kind = RCU_YIELD_RCU;
		} else if (!strcmp(what, "preempt")) {
			y->kind = RCU_YIELD_PREEMPT;
		} else {
			const char *at = strchr(what, '@');

			if (!at || at[1] < '1' || at[1] > '9')
				rcu_bad_row(t, r, "yields is rcu, preempt or a lock written over @N");
			y->kind = RCU_YIELD_LOCK;
			y->lock = what;
		}
		index_row(&m.yields_by_name, y->name, y->prefix, y);
	}
}

static void load(void)
{
	const struct rcu_table *t = rcu_table("sleepers");
	const struct rcu_table *g = rcu_table("gfp-flags");

	m.configs = rcu_table("sleep-configs");
	for (size_t i = 0; i < m.configs->nrows; i++)
		if (!starts_with(rcu_col(m.configs, &m.configs->rows[i], 2, 0), "CONFIG_"))
			rcu_bad_row(m.configs, &m.configs->rows[i], "config starts with CONFIG_");

	m.v = xcalloc(t->nrows + 1, sizeof(*m.v));
	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];
		const char *match = rcu_col(t, r, 4, 1), *kind = r->col[2], *gfp = r->col[3];
		struct rcu_sleeper *s = &m.v[m.n++];
		size_t k;

		s->name = r->col[0];
		if (strcmp(match, "exact") && strcmp(match, "prefix"))
			rcu_bad_row(t, r, "match is exact or prefix");
		s->prefix = !strcmp(match, "prefix");
		for (k = 0; k < sizeof(kind_names) / sizeof(kind_names[0]); k++)
			if (!strcmp(kind, kind_names[k]))
				break;
		if (k == sizeof(kind_names) / sizeof(kind_names[0]))
			rcu_bad_row(t, r, "kind is sleep, cond, sync-rcu or sync-srcu");
		s->kind = (enum rcu_sleep_kind)k;
		s->gfp = strcmp(gfp, "-") ? atoi(gfp) : 0;
		if (strcmp(gfp, "-") && s->gfp < 1)
			rcu_bad_row(t, r, "gfp is an argument number from 1, or -");
		index_row(&m.sleepers_by_name, s->name, s->prefix, s);
	}
	load_yields();
	m.gfp = xcalloc(g->nrows + 1, sizeof(*m.gfp));
	for (size_t i = 0; i < g->nrows; i++) {
		const struct rcu_row *r = &g->rows[i];
		const char *sleeps = rcu_col(g, r, 2, 1);

		if (strcmp(sleeps, "yes") && strcmp(sleeps, "no"))
			rcu_bad_row(g, r, "sleeps is yes or no");
		m.gfp[m.ngfp].flag = r->col[0];
		m.gfp[m.ngfp++].sleeps = !strcmp(sleeps, "yes");
	}
}

const struct rcu_sleeper *rcu_model_sleeper(const char *name, size_t len)
{
	pthread_once(&loaded, load);
	return index_find(&m.sleepers_by_name, name, len);
}

/* Is @p, inside @text, right after a '~' (blanks between)? */
static bool cleared(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n'))
		p--;
	return p > text && p[-1] == '~';
}

/*
 * Does @text name the identifier @word as a flag it sets? One written
 * under '~' is cleared, not set: skb_page_frag_refill()'s
 * alloc_pages((gfp & ~__GFP_DIRECT_RECLAIM) | __GFP_COMP, ...) names no
 * flag that sleeps, and leaves the gfp argument unsettled.
 */
static bool names_word(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = text; (p = strstr(p, word)); p += n)
		if ((p == text || !is_ident_char(p[-1])) && !is_ident_char(p[n]) &&
		    !cleared(text, p))
			return true;
	return false;
}

int rcu_model_gfp_sleeps(const char *flags)
{
	bool yes = false, no = false;

	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.ngfp; i++)
		if (names_word(flags, m.gfp[i].flag))
			*(m.gfp[i].sleeps ? &yes : &no) = true;
	return yes == no ? -1 : yes;
}

bool rcu_model_sleep_exempt_config(const char *config, size_t len)
{
	pthread_once(&loaded, load);
	for (size_t i = 0; i < m.configs->nrows; i++) {
		const char *c = m.configs->rows[i].col[0];

		if (strlen(c) == len && !memcmp(c, config, len))
			return true;
	}
	return false;
}

const struct rcu_sleep_yield *rcu_model_sleep_yield(const char *name)
{
	pthread_once(&loaded, load);
	return index_find(&m.yields_by_name, name, strlen(name));
}

/* @s appended to @sb without its blanks. */
static void put_unblanked(struct strbuf *sb, const char *s)
{
	for (; *s; s++)
		if (*s != ' ' && *s != '\t' && *s != '\n')
			sb_putc(sb, *s);
}

bool rcu_sleep_yield_drops(const struct rcu_sleep_yield *y, const char *args,
			   const char *held_lock)
{
	struct strbuf want = STRBUF_INIT, have = STRBUF_INIT;
	bool ok = y->kind == RCU_YIELD_LOCK && args;

	for (const char *p = y->lock; ok && *p; p++) {
		if (*p == '@' && p[1] >= '1' && p[1] <= '9') {
			char *arg = args_nth(args, *++p - '0');

			ok = arg != NULL;
			if (arg)
				put_unblanked(&want, arg);
			free(arg);
		} else {
			sb_putc(&want, *p);
		}
	}
	if (ok)
		put_unblanked(&have, held_lock);
	ok = ok && want.len && !strcmp(want.buf ? want.buf : "", have.buf ? have.buf : "");
	sb_free(&want);
	sb_free(&have);
	return ok;
}

const char *rcu_sleep_kind_name(enum rcu_sleep_kind k)
{
	return kind_names[k];
}

// SPDX-License-Identifier: GPL-2.0
#include "fix/names.h"

#include <stdlib.h>
#include <string.h>
#include "fix/planner.h"

bool is_accessor_name(const char *s, size_t n)
{
	static const char *const names[] = {
		"__task_cred", "rcu_dereference", "srcu_dereference", "list_for_each_entry_rcu",
		"hlist_for_each_entry_rcu", "list_entry_rcu", "list_first_or_null_rcu",
		"list_first_entry_or_null_rcu", "list_next_or_null_rcu", "hlist_first_rcu",
		"hlist_next_rcu", "task_css", "task_css_set",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		size_t l = strlen(names[i]);

		/* rcu_dereference_bh, _sched, _check, _bh_check... too */
		if (n >= l && !memcmp(s, names[i], l) && (n == l || s[l] == '_'))
			return true;
	}
	return false;
}

/* Lookups whose result is only valid inside the read-side critical section. */
bool is_rcu_lookup(const char *n)
{
	static const char *const names[] = {
		"find_task_by_vpid", "find_task_by_pid_ns", "pid_task", "find_vpid",
		"find_pid_ns", "idr_find", "xa_load", "radix_tree_lookup",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(n, names[i]))
			return true;
	return is_accessor_name(n, strlen(n));
}

/* Is statement @s of @u "LOCKFN(arg...);"? Fills @ls. */
bool is_lock_stmt(const struct unit *u, int s, bool unlock, struct lockstmt *ls)
{
	const struct stmt *st = &u->fn.s[s];

	/* "out_unlock:\n\tread_unlock(&l);": the labelled statement */
	while ((st->kind == ST_LABEL || st->kind == ST_CASE) && st->nkids) {
		s = st->kids[0];
		st = &u->fn.s[s];
	}
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT || !tok_is(&u->src, f + 1, "("))
		return false;
	size_t close = tok_match(&u->src, f + 1);

	if (close + 1 != st->last || !tok_is(&u->src, st->last, ";"))
		return false;
	char *name = tok_str(&u->src, f);
	static const char *const locks[] = {
		"spin_lock", "raw_spin_lock", "read_lock", "write_lock", "mutex_lock",
		"down_read", "down_write", "local_irq_disable", "local_irq_save",
		"preempt_disable", "local_bh_disable", "rtnl_lock",
	};
	static const char *const unlocks[] = {
		"spin_unlock", "raw_spin_unlock", "read_unlock", "write_unlock", "mutex_unlock",
		"up_read", "up_write", "local_irq_enable", "local_irq_restore",
		"preempt_enable", "local_bh_enable", "rtnl_unlock",
	};
	const char *const *tab = unlock ? unlocks : locks;
	bool hit = false;

	for (size_t i = 0; i < sizeof(locks) / sizeof(locks[0]); i++)
		if (starts_with(name, tab[i]))
			hit = true;
	if (!hit || strstr(name, "_nested_") || (strstr(name, "trylock"))) {
		free(name);
		return false;
	}
	/* the first argument names the lock */
	size_t e = f + 2;
	int depth = 0;

	for (; e < close; e++) {
		if (tok_is(&u->src, e, "(") || tok_is(&u->src, e, "["))
			depth++;
		else if (tok_is(&u->src, e, ")") || tok_is(&u->src, e, "]"))
			depth--;
		else if (!depth && tok_is(&u->src, e, ","))
			break;
	}
	ls->stmt = s;
	ls->name = name;
	ls->arg = e > f + 2 ? tok_text(&u->src, f + 2, e - 1) : str_dup("");
	ls->sleeps = starts_with(name, "mutex_") || starts_with(name, "down_") ||
		     starts_with(name, "up_") || starts_with(name, "rtnl_");
	return true;
}

void lockstmt_free(struct lockstmt *ls)
{
	free(ls->name);
	free(ls->arg);
}

/* Does @unl release what @lk took? */
bool lock_pairs(const struct lockstmt *lk, const struct lockstmt *unl)
{
	static const char *const pairs[][2] = {
		{ "spin_lock_irqsave", "spin_unlock_irqrestore" },
		{ "raw_spin_lock_irqsave", "raw_spin_unlock_irqrestore" },
		{ "read_lock_irqsave", "read_unlock_irqrestore" },
		{ "write_lock_irqsave", "write_unlock_irqrestore" },
		{ "local_irq_save", "local_irq_restore" },
		{ "local_irq_disable", "local_irq_enable" },
		{ "preempt_disable", "preempt_enable" },
		{ "local_bh_disable", "local_bh_enable" },
		{ "down_read", "up_read" }, { "down_write", "up_write" },
	};

	if (strcmp(lk->arg, unl->arg))
		return false;
	for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if (!strcmp(lk->name, pairs[i][0]))
			return !strcmp(unl->name, pairs[i][1]) ||
			       (starts_with(lk->name, "preempt") && starts_with(unl->name, "preempt_enable"));
	/* spin_lock_bh -> spin_unlock_bh: "lock" becomes "unlock" */
	char *want = str_dup(lk->name), *p = strstr(want, "lock");
	struct strbuf sb = STRBUF_INIT;

	if (p) {
		sb_add(&sb, want, (size_t)(p - want));
		sb_puts(&sb, "un");
		sb_puts(&sb, p);
	}
	bool ok = sb.buf && !strcmp(sb.buf, unl->name);

	sb_free(&sb);
	free(want);
	return ok;
}

bool is_decl(const struct unit *u, int s)
{
	static const char *const types[] = {
		"struct", "union", "enum", "const", "volatile", "static", "unsigned", "signed",
		"int", "long", "short", "char", "bool", "void", "float", "double", "u8", "u16",
		"u32", "u64", "s8", "s16", "s32", "s64", "register",
	};
	const struct stmt *st = &u->fn.s[s];
	size_t f = st->first;

	if (st->kind != ST_EXPR || u->src.t[f].kind != CT_IDENT)
		return false;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (tok_is(&u->src, f, types[i]))
			return true;
	if (tlen(u, f) > 2 && !memcmp(tkn(u, f) + tlen(u, f) - 2, "_t", 2))
		return u->src.t[f + 1].kind == CT_IDENT || tok_is(&u->src, f + 1, "*");
	/* "foo_type name;" or "foo_type *name = ..." */
	return (u->src.t[f + 1].kind == CT_IDENT && f + 2 <= st->last &&
		(tok_is(&u->src, f + 2, ";") || tok_is(&u->src, f + 2, "=") ||
		 tok_is(&u->src, f + 2, ",") || tok_is(&u->src, f + 2, "["))) ||
	       (tok_is(&u->src, f + 1, "*") && u->src.t[f + 2].kind == CT_IDENT &&
		(tok_is(&u->src, f + 3, ";") || tok_is(&u->src, f + 3, "=") || tok_is(&u->src, f + 3, ",")));
}

/*
 * Calls known to need no more than the RCU read lock. When every call in a
 * read_lock(&tasklist_lock) section is one of these (or a helper whose
 * accesses are the ones being fixed) and it writes only locals, the lock
 * served only as an RCU substitute and is converted (the seed's second
 * patch); otherwise it is kept and the reader nests around it.
 */
static const char *const rcu_enough[] = {
	/* lookups whose lockdep condition accepts rcu_read_lock() */
	"pid_task", "find_task_by_vpid", "find_task_by_pid_ns", "find_vpid", "find_pid_ns",
	"task_pid_vnr", "task_tgid_vnr", "pid_nr", "get_pid_task", "task_pgrp", "task_session",
	/* take the siglock and handle the exit race themselves under RCU */
	"lock_task_sighand", "unlock_task_sighand", "__send_signal_locked", "send_signal_locked",
	/* LSM permission hooks: read credentials under RCU */
	"security_task_kill",
	/* pure */
	"valid_signal", "uid_eq", "gid_eq", "same_thread_group", "thread_group_leader",
	"unlikely", "likely", "WARN_ON", "WARN_ON_ONCE",
};

char *first_unsafe_call(struct planner *p, size_t a, size_t b)
{
	const struct unit *u = p->u;

	for (size_t i = a; i <= b; i++) {
		if (u->src.t[i].kind == CT_IDENT && tok_is(&u->src, i + 1, "(") && is_value_ident(u, i)) {
			char *n = tok_str(&u->src, i);
			static const char *const keywords[] = {
				"if", "while", "for", "switch", "return", "sizeof", "typeof",
				"__typeof__", "alignof", "_Alignof", "read_lock", "read_unlock",
			};
			bool ok = is_accessor_name(n, strlen(n)) || sl_contains(&p->chain_funcs, n);

			for (size_t k = 0; !ok && k < sizeof(keywords) / sizeof(keywords[0]); k++)
				ok = !strcmp(n, keywords[k]);

			for (size_t k = 0; !ok && k < sizeof(rcu_enough) / sizeof(rcu_enough[0]); k++)
				ok = !strcmp(n, rcu_enough[k]);
			if (!ok)
				return n;
			if (!sl_contains(&p->pl->section_calls, n) && strcmp(n, "if") &&
			    strcmp(n, "while") && strcmp(n, "for") && strcmp(n, "switch") &&
			    strcmp(n, "return") && strcmp(n, "sizeof") && !starts_with(n, "read_"))
				sl_push(&p->pl->section_calls, n);
			free(n);
			continue;
		}
		/* stores through pointers: the lock may protect them */
		if (tok_is(&u->src, i, "=") && i > 0 && !(u->src.t[i - 1].kind == CT_IDENT &&
			  !(i > 1 && (tok_is(&u->src, i - 2, "->") || tok_is(&u->src, i - 2, ".") ||
				      tok_is(&u->src, i - 2, "*")))))
			return str_printf("a store at line %d", u->src.t[i].line);
	}
	return NULL;
}

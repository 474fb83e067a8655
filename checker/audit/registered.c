// SPDX-License-Identifier: GPL-2.0
#include "audit/registered.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "audit/paramlock.h"
#include "index/entryreg.h"
#include "lib/util.h"
#include "rcu/lockregistrars.h"
#include "rcu/objregistrars.h"
#include "rcu/registrars.h"

static const void *registrar_match(const char *callee, size_t len, int arg)
{
	const struct rcu_registrar *r = rcu_model_callback_registrar(callee, len);

	return r && r->arg == arg ? r : NULL;
}

static const void *lock_registrar_match(const char *callee, size_t len, int arg)
{
	return rcu_model_lock_registrar(callee, len, arg);
}

/* Does file @y call a registrar of either table at all? Its text is read only then. */
static bool calls_registrar(const struct cfile *cf, bool lock)
{
	for (size_t k = 0; cf && k < cf->ncalls; k++) {
		const char *c = cf->calls[k].callee;

		if (lock ? rcu_model_is_lock_registrar(c, strlen(c))
			 : rcu_model_callback_registrar(c, strlen(c)) != NULL)
			return true;
	}
	return false;
}

/*
 * Do the flags @flags leave the lock taken: a constant of flag names and
 * numbers ("0", "RTNL_FLAG_BULK_DEL_SUPPORTED") that does not name
 * @unless? A variable or a call may carry it: not known, so not.
 */
static bool flags_keep_lock(const char *flags, const char *unless)
{
	size_t n = strlen(unless);

	for (const char *p = flags; *p; p++)
		if (!isupper((unsigned char)*p) && !isdigit((unsigned char)*p) && *p != '_' &&
		    *p != '|' && !isspace((unsigned char)*p))
			return false;
	for (const char *p = strstr(flags, unless); p; p = strstr(p + 1, unless))
		if ((p == flags || !is_ident_char(p[-1])) && !is_ident_char(p[n]))
			return false;
	return true;
}

struct lock_scan {
	const struct rcu_lock_registrar *row;	/* the first that keeps the lock */
	int line;
	bool cancelled;				/* some registration drops it */
};

static bool lock_registration(const void *row, int line, const char *call, void *arg)
{
	const struct rcu_lock_registrar *r = row;
	struct lock_scan *ls = arg;
	char *flags = call_argument(call, r->inv.field, r->flag_arg - 1);

	if (!flags || !flags_keep_lock(flags, r->unless))
		ls->cancelled = true;
	else if (!ls->row)
		*ls = (struct lock_scan){ r, line, false };
	free(flags);
	return !ls->cancelled;
}

static size_t add_field(struct callback_field *out, size_t n, unsigned y, int line,
			const struct rcu_invoker *inv)
{
	for (size_t i = 0; i < n; i++)
		if (out[i].invoker == inv)
			return n;
	out[n++] = (struct callback_field){ inv->field, "", 0, y, line, inv };
	return n;
}

static const void *object_registrar_match(const char *callee, size_t len, int arg)
{
	return rcu_model_object_registrar(callee, len, arg);
}

/*
 * The object of the store "BASE.F = fn" or "BASE->F = fn" at line @line
 * of @text: BASE, copied ("ndp->ptype"); NULL when the line is not one.
 */
static char *store_base(const char *text, int line, const char *field, const char *fn)
{
	const char *l = text;
	size_t nf = strlen(field);

	for (int i = 1; l && i < line; i++) {
		l = strchr(l, '\n');
		l = l ? l + 1 : NULL;
	}
	for (const char *p = l ? strstr(l, field) : NULL; p && *l != '\n' && p < strchr(l, '\n');
	     p = strstr(p + 1, field)) {
		const char *q = p + nf, *e = p, *b;

		if (is_ident_char(q[0]))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q != '=' || q[1] == '=')
			continue;
		for (q++; *q == ' ' || *q == '\t'; q++)
			;
		if (strncmp(q, fn, strlen(fn)) || is_ident_char(q[strlen(fn)]))
			continue;
		if (e > l && e[-1] == '.')
			e--;
		else if (e - l >= 2 && e[-1] == '>' && e[-2] == '-')
			e -= 2;
		else
			continue;
		for (b = e; b > l && (is_ident_char(b[-1]) || b[-1] == '.' || b[-1] == '>' ||
				      (b[-1] == '-' && b[0] == '>'));
		     b--)
			;
		if (b < e)
			return str_printf("%.*s", (int)(e - b), b);
	}
	return NULL;
}

struct object_scan {
	const char *field;
	const struct rcu_object_registrar *row;
	int line;
};

static bool object_registration(const void *row, int line, const char *call, void *arg)
{
	const struct rcu_object_registrar *r = row;
	struct object_scan *os = arg;

	(void)call;
	if (strcmp(r->field, os->field))
		return true;
	os->row = r;
	os->line = line;
	return false;
}

/*
 * @name stored into a field of an object with no struct the index knows
 * ("ndp->ptype.func = ncsi_rcv_rsp"), that object passed to a
 * callback-object-registrars call (dev_add_pack(&ndp->ptype)).
 */
static size_t object_fields_in(struct tindex *ti, unsigned y, const char *name,
			       struct callback_field *out, size_t n, size_t max)
{
	const struct cfile *cf = tindex_file(ti, y);
	bool calls = false;

	for (size_t k = 0; cf && k < cf->ncalls && !calls; k++)
		calls = rcu_model_is_object_registrar(cf->calls[k].callee,
						      strlen(cf->calls[k].callee));
	for (size_t k = 0; calls && k < cf->nstores && n < max; k++) {
		const struct cstore *st = &cf->stores[k];
		struct object_scan os = { st->field, NULL, 0 };
		char *base;

		if (*st->type || strcmp(st->func, name) || !rcu_model_object_registrar_field(st->field))
			continue;
		base = store_base(tindex_file_text(ti, y), st->line, st->field, name);
		if (base)
			registrations_in(tindex_file_code(ti, y), base, object_registrar_match,
					 object_registration, &os);
		free(base);
		if (os.row)
			n = add_field(out, n, y, os.line, &os.row->inv);
	}
	return n;
}

size_t registered_fields_in(struct tindex *ti, unsigned y, const char *name,
			    struct callback_field *out, size_t n, size_t max)
{
	const void *row = NULL;
	const struct cfile *cf = tindex_file(ti, y);
	int line;

	if (n < max && calls_registrar(cf, false)) {
		line = registration_in_code(tindex_file_code(ti, y), name, registrar_match, &row);
		if (line)
			n = add_field(out, n, y, line, &((const struct rcu_registrar *)row)->inv);
	}
	if (n < max && calls_registrar(cf, true)) {
		struct lock_scan ls = { NULL, 0, false };

		registrations_in(tindex_file_code(ti, y), name, lock_registrar_match,
				 lock_registration, &ls);
		/* one registration without the lock: its invoker holds nothing we know */
		if (ls.row && !ls.cancelled)
			n = add_field(out, n, y, ls.line, &ls.row->inv);
	}
	return object_fields_in(ti, y, name, out, n, max);
}

// SPDX-License-Identifier: GPL-2.0
#include "audit/registered.h"

#include <string.h>
#include "index/entryreg.h"
#include "rcu/registrars.h"

static const void *registrar_match(const char *callee, size_t len, int arg)
{
	const struct rcu_registrar *r = rcu_model_callback_registrar(callee, len);

	return r && r->arg == arg ? r : NULL;
}

/* Does file @y call a registrar at all? Its text is read only then. */
static bool calls_registrar(const struct cfile *cf)
{
	for (size_t k = 0; cf && k < cf->ncalls; k++)
		if (rcu_model_callback_registrar(cf->calls[k].callee, strlen(cf->calls[k].callee)))
			return true;
	return false;
}

size_t registered_fields_in(struct tindex *ti, unsigned y, const char *name,
			    struct callback_field *out, size_t n, size_t max)
{
	const void *row = NULL;
	const struct rcu_registrar *reg;
	int line;

	if (n >= max || !calls_registrar(tindex_file(ti, y)))
		return n;
	line = registration_in_code(tindex_file_code(ti, y), name, registrar_match, &row);
	if (!line)
		return n;
	reg = row;
	for (size_t i = 0; i < n; i++)
		if (out[i].invoker == &reg->inv)
			return n;
	out[n++] = (struct callback_field){ reg->inv.field, "", 0, y, line, &reg->inv };
	return n;
}

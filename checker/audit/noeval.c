// SPDX-License-Identifier: GPL-2.0
/*
 * Reader findings inside a never-evaluated macro operand: lower tier
 * (see noeval.h).
 */
#include "audit/noeval.h"

#include <stdlib.h>
#include <string.h>
#include "audit/chain.h"
#include "index/noeval.h"

void audit_noeval_lower(struct tindex *ti, struct finding_list *out, size_t first)
{
	for (size_t i = first; i < out->n; i++) {
		struct finding *f = &out->v[i];
		struct noeval why;
		char *msg;

		if (!f->file || f->line <= 0 ||
		    !noeval_operand_at(ti, f->file, f->line, f->col, &why))
			continue;
		msg = str_printf("%s; it is an operand of %s(), which does not evaluate it %s (%s): "
				 "it reads nothing there", f->message ? f->message : "", why.macro,
				 why.when, why.site);
		chain_lower(f, msg);
		noeval_free(&why);
	}
}

// SPDX-License-Identifier: GPL-2.0
#include "audit/owner.h"

#include <string.h>
#include "index/cindex.h"

bool audit_blame_owns_reader(struct tindex *ti, const char *name, unsigned file,
			     const char *flavor)
{
	size_t nd;
	const struct tdef *d;
	bool found = false;

	if (strcmp(flavor, "rcu") && strcmp(flavor, "bh") && strcmp(flavor, "any"))
		return false;
	d = tindex_defs(ti, name, &nd);
	for (size_t j = 0; j < nd; j++) {
		if (d[j].file != file)
			continue;
		/* a macro's body is its callers'; one that takes anything is not */
		if (d[j].fn->is_macro || body_takes_any(d[j].fn))
			return false;
		found = true;
	}
	return found;
}

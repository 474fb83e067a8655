// SPDX-License-Identifier: GPL-2.0
#include "fix/style.h"

#include <stdlib.h>
#include <string.h>
#include "lib/util.h"

int fix_style_parse(const char *s)
{
	if (!strcmp(s, "auto"))
		return FIX_STYLE_AUTO;
	if (!strcmp(s, "lock"))
		return FIX_STYLE_LOCK;
	if (!strcmp(s, "guard"))
		return FIX_STYLE_GUARD;
	return -1;
}

/* Does @root's header @rel hold @text? */
static bool header_has(const char *root, const char *rel, const char *text)
{
	char *path = path_join(root, rel);
	char *t = is_file(path) ? read_file(path, NULL) : NULL;
	bool yes = t && strstr(t, text);

	free(t);
	free(path);
	return yes;
}

void fix_guards_of(const char *root, struct fix_guards *g)
{
	char *cleanup = path_join(root, "include/linux/cleanup.h");

	g->cleanup = is_file(cleanup);
	free(cleanup);
	/* without cleanup.h the macros are not there, whatever a header says */
	g->rcu = g->cleanup && header_has(root, "include/linux/rcupdate.h", "DEFINE_LOCK_GUARD_0(rcu,");
	g->srcu = g->cleanup && header_has(root, "include/linux/srcu.h", "DEFINE_LOCK_GUARD_1(srcu,");
}

bool fix_guards_have(const struct fix_guards *g, const char *flavor)
{
	if (!strcmp(flavor, "rcu"))
		return g->rcu;
	if (!strcmp(flavor, "srcu"))
		return g->srcu;
	/* rcupdate.h defines none for rcu_read_lock_bh() or rcu_read_lock_sched() (6.12) */
	return false;
}

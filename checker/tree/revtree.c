// SPDX-License-Identifier: GPL-2.0
#include "tree/revtree.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/git.h"
#include "lib/util.h"
#include "tree/ktree.h"

char *revtree_checkout(const char *root, const char *rev, const char *what)
{
	struct strbuf out = STRBUF_INIT;
	char *spec = str_printf("%s^{commit}", rev);
	char *name = str_printf("%s-%d", what, (int)getpid());
	char *dir = cache_path("run", name, true);
	char *index = str_printf("%s.index", dir);
	char *index_env = str_printf("GIT_INDEX_FILE=%s", index);
	char *work = str_printf("--work-tree=%s", dir);
	const char *env[] = { index_env, NULL };
	char *ret = NULL;

	cache_sweep_run();
	if (!is_dir(root) || !git_is_top(root)) {
		error("%s: not the top of a git work tree: cannot read revision %s", root, rev);
		goto out;
	}
	if (git(root, NULL, &out, "rev-parse", "--verify", "--quiet", spec, NULL)) {
		error("%s: no commit %s in the tree's history", root, rev);
		goto out;
	}
	remove_tree(dir);
	if (mkdir_p(dir, 0755)) {
		error("cannot create %s", dir);
		goto out;
	}
	sb_reset(&out);
	if (git(root, env, &out, "read-tree", spec, NULL) ||
	    git(root, env, &out, work, "checkout-index", "--all", "--force", NULL)) {
		error("%s: cannot check out %s: %s", root, rev, out.len ? last_line(&out) : "git failed");
		revtree_remove(dir);
		goto out;
	}
	ret = dir;
	dir = NULL;
out:
	unlink(index);
	sb_free(&out);
	free(spec);
	free(name);
	free(dir);
	free(index);
	free(index_env);
	free(work);
	return ret;
}

void revtree_remove(const char *dir)
{
	char *index = str_printf("%s.index", dir);

	remove_tree(dir);
	unlink(index);
	free(index);
}

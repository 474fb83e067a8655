// SPDX-License-Identifier: GPL-2.0
#include "fix/cocci.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tree/ktree.h"
#include "lib/proc.h"
#include "tree/spatch.h"

/* The shapes the rule covers; anything else is the planner's. */
static bool covered(const struct fix_plan *pl)
{
	if (pl->human || pl->guard || pl->mode != FIX_LOCAL || pl->exits || pl->label || pl->split_decl ||
	    !pl->pinned_by || strcmp(pl->flavor, "rcu") || pl->via.n)
		return false;
	for (size_t i = 0; i < pl->nsites; i++)
		if (strcmp(pl->sites[i].access_fn, pl->function) ||
		    (strcmp(pl->sites[i].accessor, "__task_cred") &&
		     strcmp(pl->sites[i].accessor, "rcu_dereference")))
			return false;
	return true;
}

static bool is_reader_line(const char *l, size_t n)
{
	while (n && (*l == ' ' || *l == '\t')) {
		l++;
		n--;
	}
	return (n == 16 && !memcmp(l, "rcu_read_lock();", 16)) ||
	       (n == 18 && !memcmp(l, "rcu_read_unlock();", 18));
}

int fix_cocci_apply(struct fix_ctx *cx, struct fix_plan *pl)
{
	const char *orig;
	char *run, *dir, *in, *out, *rule, *text = NULL;
	const char *base;
	struct strbuf log = STRBUF_INIT;
	int used = 0;

	char *spatch = which("spatch");
	char *rule_path = str_printf("%s/cocci/fix_rcu_read_lock.cocci", rcucheck_home());
	bool usable = spatch && is_file(rule_path);

	free(spatch);
	free(rule_path);
	/* without spatch or the rule, the planner's own edits stand */
	if (!covered(pl) || !usable)
		return 0;
	orig = fix_file_text(cx, pl->file);
	if (!orig)
		return 0;
	run = cache_path("run", NULL, true);
	dir = str_printf("%s/fix-cocci-%d", run, (int)getpid());
	base = strrchr(pl->file, '/') ? strrchr(pl->file, '/') + 1 : pl->file;
	in = path_join(dir, base);
	out = str_printf("%s.out.c", in);
	rule = cocci_rule("fix_rcu_read_lock.cocci");
	if (mkdir_p(dir, 0755) || write_file(in, orig, strlen(orig)))
		goto done;

	char *fnenv = str_printf("RCUCHECK_FIX_FUNCTION=%s", pl->function);
	const char *env[] = { fnenv, NULL };
	char *const argv[] = { "spatch", "--very-quiet", "--no-includes", "--include-headers",
			       "--no-show-diff", "--sp-file", rule, "-D", "patch", in, "-o", out, NULL };
	struct proc_opts o = { .env = env, .capture = true, .timeout = 120 };
	int st = proc_run(argv, &o, &log);

	free(fnenv);
	if (st || !(text = read_file(out, NULL)))
		goto done;
	/* Only whole reader lines inserted: anything else and the planner's stay. */
	struct fix_edit *ins = NULL;
	size_t nins = 0;
	const char *a = orig, *b = text;
	bool ok = true;

	while (*a || *b) {
		const char *ae = strchrnul(a, '\n'), *be = strchrnul(b, '\n');

		if (*a && (size_t)(ae - a) == (size_t)(be - b) && !memcmp(a, b, (size_t)(ae - a))) {
			a = *ae ? ae + 1 : ae;
			b = *be ? be + 1 : be;
			continue;
		}
		if (!*b || !is_reader_line(b, (size_t)(be - b))) {
			ok = false;
			break;
		}
		ins = xrealloc(ins, (nins + 1) * sizeof(*ins));
		ins[nins++] = (struct fix_edit){ (size_t)(a - orig), (size_t)(a - orig),
						 str_printf("%.*s\n", (int)(be - b), b), 0 };
		b = *be ? be + 1 : be;
	}
	if (ok && nins) {
		/* keep the planner's other edits (the comment), drop its reader lines */
		size_t k = 0;

		for (size_t e = 0; e < pl->nedits; e++) {
			if (strstr(pl->edits[e].text, "rcu_read_lock();") ||
			    strstr(pl->edits[e].text, "rcu_read_unlock();"))
				free(pl->edits[e].text);
			else
				pl->edits[k++] = pl->edits[e];
		}
		pl->nedits = k;
		pl->edits = xrealloc(pl->edits, (pl->nedits + nins) * sizeof(*pl->edits));
		for (size_t i = 0; i < nins; i++) {
			ins[i].seq = 1000 + (int)i;
			pl->edits[pl->nedits++] = ins[i];
		}
		pl->engine = "spatch";
		used = 1;
	} else {
		for (size_t i = 0; i < nins; i++)
			free(ins[i].text);
	}
	free(ins);
done:
	unlink(out);
	unlink(in);
	rmdir(dir);
	free(text);
	free(rule);
	free(out);
	free(in);
	free(dir);
	free(run);
	sb_free(&log);
	return used;
}

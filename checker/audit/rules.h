/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Phase A of the audit: the access rules of cocci/ that the rule table
 * (rcu/rules.h) gives the audit, each run once over the files that
 * contain one of the tokens its "// Tokens:" header names in their code
 * (comments and strings blanked) and meet its need (audit/rule_needs.h),
 * so that files without an RCU accessor are never parsed.
 */
#ifndef RCUCHECK_AUDIT_RULES_H
#define RCUCHECK_AUDIT_RULES_H

#include <stddef.h>
#include "audit/facts.h"
#include "audit/macros.h"
#include "audit/rcache.h"
#include "tree/spatch.h"
#include "lib/util.h"

struct access_set {
	struct access_fact *v;
	size_t n, alloc;
};

struct rules_stats {
	size_t files_prefiltered, spatch_runs, facts;
	size_t files_cached, files_run;	/* (rule, file) pairs: from the result cache, parsed */
	size_t files_parsed;		/* by spatch, for any rule */
	struct spatch_cover cover;	/* the files the rules read, what they skipped */
	struct strlist timeouts;
};

/*
 * A shard of the files with an accessor: the k-th such file (in the order
 * of @files) is shard k % count + 1. count 0: every file.
 */
struct audit_shard {
	unsigned index, count;	/* 1..count */
};

/*
 * Is @path one of @shard's by its name (NULL or count 0: every file)? For
 * what is not counted among the files with an accessor: a file whose
 * calls of reader-requiring functions are accesses (rcu-callee).
 */
bool audit_shard_has_path(const struct audit_shard *shard, const char *path);

/*
 * Runs every rule over @files (relative to @root, *.c) that contain one
 * of its tokens, or call a macro of @am (may be NULL) over one (@ti says
 * which files call it), only @shard's of them when given; appends the
 * parsed access facts to @out, de-duplicated (the same access seen by two
 * rules is one), in the order of @files whether they came from spatch or
 * from the result cache @rc. 0, or -1 after error().
 */
int audit_rules_run(const char *root, const struct strlist *files, int jobs,
		    const struct audit_macros *am, struct tindex *ti,
		    const struct audit_shard *shard, struct rcache *rc,
		    struct access_set *out, struct rules_stats *st);
void access_set_free(struct access_set *s);

/*
 * The seconds spatch may spend on a file of a rule: $RCUCHECK_RULE_TIMEOUT
 * (a test's tiny one, or a longer one to ask again what a kept run gave
 * up on), or 120. Dies on a bad value.
 */
int audit_rule_timeout(void);

/*
 * What rule @name (the file @path) prints for @files: from the result
 * cache @rc, and from one spatch run over the files it does not have,
 * whose output is kept there (a file spatch timed out on too, marked as
 * such: rcache.h; used again only under a timeout no longer). The
 * fact lines into @lines in the order of @files, what spatch skipped
 * into @cover, the files it parsed into @parsed (path -> 1). For a rule
 * the table does not run (audit/sleep.c's). @labels (path -> label, or
 * NULL: "-" for every file) names the cache section of a file whose
 * facts depend on more than its text: what the run was asked. @in_c
 * (NULL: none) answers what it can before spatch is run. 0, or -1
 * after error().
 */
/*
 * A rule's answers worked out in C (quiet.h, sleep_flow.h): @answer puts
 * file @path's fact lines into @facts, or returns false for spatch to
 * answer. Asked only of the files the result cache has no spatch answer
 * for; kept there under a label of this build of rcucheck ("c BINARY
 * LABEL"), which another build does not read.
 */
struct rule_in_c {
	bool (*answer)(const char *path, struct strlist *facts, void *arg);
	void *arg;
	size_t answered, kept;	/* files answered so; of those, kept from an earlier run */
};

int audit_rule_facts(struct rcache *rc, const char *name, const char *path,
		     const char *root, const struct strlist *files, int jobs,
		     const struct strmap *labels, struct rule_in_c *in_c, struct strlist *lines,
		     struct spatch_cover *cover, struct rules_stats *st, struct strmap *parsed);

/*
 * @table in a scratch file of the run directory named after @what, and
 * $@env naming it for the rules' Python module (or the spatch runner);
 * the path, or NULL after error(). rules_drop_table() undoes it.
 */
char *rules_export_table(const struct strbuf *table, const char *what, const char *env);
/* Unsets $@env and removes and frees @path (NULL: nothing). */
void rules_drop_table(const char *env, char *path);

/*
 * The "// Tokens:" line of a rule file, split; -1 when it has none. A
 * file is the rule's when it holds one of them; a token "a&b" is held
 * when both a and b are (each a substring of the text, or the name of a
 * macro over it).
 */
int rule_tokens(const char *rule_path, struct strlist *tokens);

/* Every rule's tokens, appended, "a&b" as a and b (duplicates possible). 0 or -1. */
int audit_rule_tokens(struct strlist *tokens);

#endif

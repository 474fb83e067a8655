// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck index: the whole-tree call index (tindex.h), and a readable
 * dump of what the tokenizer (cindex.h) finds in single files, which the
 * tests under testcases/cindex/ compare.
 *
 * The dump, one fact a line, in file order:
 *
 *   file PATH
 *   func NAME [static] [inline] [syscall] [macro] line FIRST-LAST [flags=F,...] [contract=KIND "TEXT"]
 *   call CALLER -> CALLEE LINE:COL [type=T]   (CALLEE "->F": a call through field F,
 *                                              of a "struct T *" parameter or local)
 *   ref NAME
 *   store [TYPE.]FIELD = NAME LINE   (NAME's address stored into field FIELD of struct TYPE)
 *   member STRUCT.FIELD -> TYPE     (a member of a struct definition that points to struct TYPE)
 *   export NAME
 *
 * Each function is followed by the calls in its body (source order). FIRST
 * is the line of the name, LAST of the closing brace (a macro: of its last
 * token). Flags (rcu, bh, sched, srcu, sleeplock) and the contract are
 * left out when there are none; KIND is comment, lockdep or annotation,
 * and TEXT the comment line or statement that says so (" and \ escaped).
 * refs (identifiers used as values: possible function pointers) and
 * stores and exports follow the functions, in order of first appearance.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "index/cfstore.h"
#include "index/cindex.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "tree/ktree.h"
#include "index/macros.h"
#include "index/readers.h"
#include "index/releasers.h"
#include "index/lockreleasers.h"
#include "index/invokers.h"
#include "index/needs.h"
#include "index/tindex.h"
#include "lib/util.h"


struct index_args {
	const char *kdir, *out, *needs;
	struct strlist queries, files;
	bool rebuild, no_save, dump, guards, macros, updates, readers, invokers;
};

static struct index_args args;

static const struct cli_option options[] = {
	{ .short_name = 'C', .kind = CLI_STRING, .dest = &args.kdir, .label = "-C KDIR",
	  .help = "the tree (default: the packaged tree of --kver\n"
		  "in the cache);\n"
		  "it is only read" },
	CLI_KVER_OPTION,
	{ .short_name = 'o', .kind = CLI_STRING, .dest = &args.out, .label = "-o PATH",
	  .help = "the index file (default: $RCUCHECK_CACHE/index/<tree>.vN.tidx)" },
	{ .name = "rebuild", .kind = CLI_FLAG, .dest = &args.rebuild, .label = "--rebuild",
	  .help = "scan everything even when the index is up to date" },
	{ .name = "no-save", .kind = CLI_FLAG, .dest = &args.no_save, .label = "--no-save",
	  .help = "scan the tree, neither load nor write an index file" },
	{ .name = "query", .kind = CLI_LIST, .dest = &args.queries, .label = "--query NAME",
	  .help = "also print NAME's definitions, the files and call sites\n"
		  "that call it, and the files that use it as a value" },
	{ .name = "dump", .kind = CLI_FLAG, .dest = &args.dump, .label = "--dump FILE...",
	  .help = "no tree: print what the tokenizer finds in these files,\n"
		  "one fact a line (func, call, ref, export, guard)" },
	{ .name = "guards", .kind = CLI_FLAG, .dest = &args.guards, .label = "--guards",
	  .help = "print, instead of the summary, the guard classes the\n"
		  "tree defines, what each does and holds (the table the\n"
		  "audit gives the rules)" },
	{ .name = "readers", .kind = CLI_FLAG, .dest = &args.readers, .label = "--readers",
	  .help = "print, instead of the summary, the read-side wrappers\n"
		  "the tree's headers define, as the macros the audit has\n"
		  "spatch expand (\"#define NAME(PARAMS) PRIMITIVE(ARGS)\")" },
	{ .name = "invokers", .kind = CLI_FLAG, .dest = &args.invokers, .label = "--invokers",
	  .help = "print, instead of the summary, each row of the model's\n"
		  "callback-invokers checked against the tree: its invoker\n"
		  "defined in the file named, taking the reader, a call\n"
		  "through the field below it; exit 1 if a row fails" },
	{ .name = "macros", .kind = CLI_FLAG, .dest = &args.macros, .label = "--macros",
	  .help = "print, instead of the summary, the macros whose\n"
		  "expansion reaches an RCU accessor: name, file, accessor,\n"
		  "kind, flavor, parameters, condition, macros between" },
	{ .name = "updates", .kind = CLI_FLAG, .dest = &args.updates, .label = "--updates",
	  .help = "print, instead of the summary, the RCU update sites\n"
		  "(rcu_assign_pointer(), list_add_rcu(), ...): where,\n"
		  "function, primitive, object, list node, the locks held,\n"
		  "the grace period after it and every wait or defer after it\n"
		  "with its flavors; then the read sites whose function says\n"
		  "their flavor (a reader it enters, srcu_dereference(), ...)" },
	{ .name = "needs", .kind = CLI_STRING, .dest = &args.needs, .label = "--needs PATH",
	  .help = "print, instead of the summary, the functions defined\n"
		  "under PATH that need their caller's RCU reader (the\n"
		  "table the audit checks calls against): name, flavor,\n"
		  "where the access is, the calls down to it, the access" },
	{ 0 }
};

CLI_VERB("index", 17);

static void usage(FILE *out)
{
	fprintf(out,
		"usage: rcucheck index [-C KDIR | --kver V] [-o PATH] [--rebuild] [--no-save] [--guards]\n"
		"                      [--readers] [--invokers] [--macros] [--updates] [--needs PATH]\n"
		"                      [--query NAME]...\n"
		"       rcucheck index --dump FILE...\n"
		"\n"
		"Builds the call index of a whole kernel tree (every *.c and *.h: who\n"
		"calls what, definitions, exports, functions used as values, RCU\n"
		"contracts), or loads it and re-scans only the files that changed,\n"
		"then prints a summary. The audit uses it to find callers.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"Exit status: 0, 1 when a row --invokers checks fails, or 2 on bad input.\n");
}

/* ---- --dump ---- */

static void print_quoted(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			putchar('\\');
		putchar(*s);
	}
	putchar('"');
}

static void dump_func(const struct cfunc *fn)
{
	char flags[64];

	printf("func %s%s%s%s%s line %d-%d", fn->name, fn->is_static ? " static" : "",
	       fn->is_inline ? " inline" : "", fn->is_syscall ? " syscall" : "",
	       fn->is_macro ? " macro" : "", fn->line, fn->end_line);
	if (body_takes_any(fn))
		printf(" flags=%s", body_flags_str(fn, flags, sizeof(flags)));
	if (fn->contract != CONTRACT_NONE) {
		printf(" contract=%s ", contract_str(fn->contract));
		print_quoted(fn->contract_text ? fn->contract_text : "");
	}
	if (fn->access_text) {
		printf(" access=%d ", fn->access_line);
		print_quoted(fn->access_text);
	}
	putchar('\n');
}

static void dump_cfile(const char *path, const struct cfile *cf)
{
	/* the calls of each function, in source order: a counting sort */
	size_t *start = xcalloc(cf->nfuncs + 2, sizeof(*start));
	size_t *order = xmalloc((cf->ncalls + 1) * sizeof(*order));

	for (size_t i = 0; i < cf->ncalls; i++)
		start[cf->calls[i].caller + 2]++;
	for (size_t f = 0; f < cf->nfuncs; f++)
		start[f + 2] += start[f + 1];
	for (size_t i = 0; i < cf->ncalls; i++)
		order[start[cf->calls[i].caller + 1]++] = i;
	printf("file %s\n", path);
	for (size_t f = 0; f < cf->nfuncs; f++) {
		dump_func(&cf->funcs[f]);
		for (size_t k = start[f]; k < start[f + 1]; k++) {
			const struct ccall *c = &cf->calls[order[k]];

			printf("call %s -> %s %d:%d%s%s\n", cf->funcs[f].name, c->callee,
			       c->line, c->col, c->type ? " type=" : "", c->type ? c->type : "");
		}
	}
	for (size_t i = 0; i < cf->refs.n; i++)
		printf("ref %s\n", cf->refs.v[i]);
	for (size_t i = 0; i < cf->nstores; i++)
		printf("store %s%s%s = %s %d\n", cf->stores[i].type,
		       *cf->stores[i].type ? "." : "", cf->stores[i].field, cf->stores[i].func,
		       cf->stores[i].line);
	for (size_t i = 0; i < cf->nmembers; i++)
		printf("member %s.%s -> %s\n", cf->members[i].strct, cf->members[i].field,
		       cf->members[i].type);
	for (size_t i = 0; i < cf->exports.n; i++)
		printf("export %s\n", cf->exports.v[i]);
	for (size_t i = 0; i < cf->guard_classes.n; i++)
		printf("guard %s lock=%s held=%s base=%s\n", cf->guard_classes.v[i],
		       cf->guard_locks.v[i], cf->guard_held.v[i], cf->guard_bases.v[i]);
	for (size_t i = 0; i < cf->nupdates; i++) {
		const struct cupdate *u = &cf->updates[i];

		printf("update %s %d %s object=%s node=%s held=%s gp=%s gps=%s\n",
		       cf->funcs[u->func].name, u->line, u->prim, u->object ? u->object : "-",
		       u->node ? u->node : "-", u->held ? u->held : "-", u->gp ? u->gp : "-",
		       u->gps ? u->gps : "-");
	}
	for (size_t i = 0; i < cf->nreads; i++) {
		const struct cread *r = &cf->reads[i];

		printf("read %s %d %s object=%s node=%s flavors=%s\n",
		       cf->funcs[r->func].name, r->line, r->prim, r->object ? r->object : "-",
		       r->node ? r->node : "-", r->flavors);
	}
	free(start);
	free(order);
}

/*
 * $RCUCHECK_DUMP_DECODED (for the tests): the facts as a run reads them
 * back from its store (index/cfstore.h), encoded and decoded, and the
 * decoded ones encoded again to the same bytes.
 */
static void decode_again(const char *path, struct cfile *cf)
{
	struct strbuf once = STRBUF_INIT, twice = STRBUF_INIT;
	struct cfile back;

	cfile_encode(cf, &once);
	if (!cfile_decode((const unsigned char *)once.buf, once.len, &back))
		fatal("%s: its facts do not decode", path);
	cfile_encode(&back, &twice);
	if (once.len != twice.len || memcmp(once.buf, twice.buf, once.len))
		fatal("%s: its decoded facts encode differently", path);
	cfile_free(cf);
	*cf = back;
	fprintf(stderr, "%s: facts encoded in %zu bytes, decoded\n", path, once.len);
	sb_free(&once);
	sb_free(&twice);
}

static int dump_files(size_t n, char **paths)
{
	if (!n)
		fatal("--dump needs files (see 'rcucheck index --help')");
	for (size_t i = 0; i < n; i++) {
		size_t len;
		char *text;
		struct cfile cf;

		if (is_dir(paths[i]))
			fatal("%s: is a directory, not a C file", paths[i]);
		text = read_file(paths[i], &len);
		if (!text)
			fatal("%s: %s", paths[i], strerror(errno));
		cindex_scan(text, len, &cf);
		if (getenv("RCUCHECK_DUMP_DECODED"))
			decode_again(paths[i], &cf);
		dump_cfile(paths[i], &cf);
		cfile_free(&cf);
		free(text);
	}
	fflush(stdout);
	return EXIT_CLEAN;
}

/* ---- the whole tree ---- */

/* NAME's definitions, callers (call sites re-scanned) and references. */
static void query(struct tindex *ti, const char *name)
{
	size_t n;
	const struct tdef *defs = tindex_defs(ti, name, &n);
	const unsigned *files;

	printf("query %s%s%s\n", name, tindex_is_exported(ti, name) ? " exported" : "",
	       tindex_is_referenced(ti, name) ? " referenced" : "");
	for (size_t i = 0; i < n; i++) {
		printf("  def %s:%d ", tindex_path(ti, defs[i].file), defs[i].fn->line);
		dump_func(defs[i].fn);
	}
	files = tindex_callers_files(ti, name, &n);
	for (size_t i = 0; i < n; i++) {
		const struct cfile *cf = tindex_file(ti, files[i]);

		printf("  caller-file %s\n", tindex_path(ti, files[i]));
		for (size_t k = 0; k < cf->ncalls; k++)
			if (!strcmp(cf->calls[k].callee, name))
				printf("    call %s:%d:%d in %s\n", tindex_path(ti, files[i]),
				       cf->calls[k].line, cf->calls[k].col,
				       cf->funcs[cf->calls[k].caller].name);
	}
	files = tindex_refs_files(ti, name, &n);
	for (size_t i = 0; i < n; i++)
		printf("  ref-file %s\n", tindex_path(ti, files[i]));
}

static void summary(const struct tindex *ti, const char *path, double seconds)
{
	struct tindex_stats st;

	tindex_get_stats(ti, &st);
	printf("tree %s\n", tindex_root(ti));
	printf("index %s\n", strcmp(path, "-") ? path : "(not saved)");
	printf("files %zu (%zu bytes)\n", st.files, st.bytes);
	printf("functions %zu, macros %zu\n", st.funcs, st.macros);
	printf("call names %zu (%zu callee-file pairs), names %zu\n", st.call_names,
	       st.call_entries, st.names);
	printf("seconds %.2f\n", seconds);
}

int cmd_index(int argc, char **argv)
{
	if (cli_parse(&verb, argc, argv, &args.files))
		return EXIT_CLEAN;
	if (args.dump)
		return dump_files(args.files.n, args.files.v);
	if (args.files.n)
		cli_usage_error(&verb, "unexpected argument '%s'", args.files.v[0]);

	const char *kdir = args.kdir, *out = args.out;
	struct strlist *queries = &args.queries, files = STRLIST_INIT;
	bool rebuild = args.rebuild, no_save = args.no_save;
	size_t bad_invokers = 0;
	double start = now_seconds();
	char *root = ktree_read_root(kdir, false);
	char *path = out ? str_dup(out) : no_save ? str_dup("-") :
		     ktree_index_path(root, !kdir);
	struct tindex *ti;

	if (tindex_list_files(root, &files))
		return EXIT_ERROR;
	if (!files.n)
		fatal("%s: no *.c or *.h files", root);
	/* the files' full facts beside a kept index, for the audits (index/cfstore.h) */
	char *facts = no_save || !strcmp(path, "-") ? NULL : cfstore_path_beside(path);
	struct cfstore *store = facts ? cfstore_open_tree(facts, root) : NULL;

	free(facts);
	if (rebuild || no_save) {
		ti = tindex_build(root, &files, store);
		if (!no_save)
			tindex_save(ti, path);
	} else {
		ti = tindex_open(root, &files, path, store);
	}
	if (!args.guards && !args.readers && !args.macros && !args.needs && !args.updates &&
	    !args.invokers)
		summary(ti, path, now_seconds() - start);
	if (args.needs) {
		struct strbuf sb = STRBUF_INIT;

		tindex_needs_table(ti, args.needs, &sb);
		for (char *line = sb.buf, *nl; line && (nl = strchr(line, '\n')); line = nl + 1)
			printf("needs %.*s\n", (int)(nl - line), line);
		sb_free(&sb);
	}
	if (args.guards) {
		struct strbuf sb = STRBUF_INIT;

		tindex_guard_table(ti, &sb);
		for (char *line = sb.buf, *nl; line && (nl = strchr(line, '\n')); line = nl + 1)
			printf("guard %.*s\n", (int)(nl - line), line);
		sb_free(&sb);
	}
	if (args.readers) {
		struct strbuf sb = STRBUF_INIT;

		index_reader_wrappers(ti, &sb);
		fputs(sb.buf ? sb.buf : "", stdout);
		sb_reset(&sb);
		index_reader_returners(ti, &sb);
		for (char *line = sb.buf, *nl; line && (nl = strchr(line, '\n')); line = nl + 1)
			printf("returns-in %.*s\n", (int)(nl - line), line);
		sb_reset(&sb);
		index_reader_releasers(ti, &sb);
		for (char *line = sb.buf, *nl; line && (nl = strchr(line, '\n')); line = nl + 1)
			printf("ends-callers %.*s\n", (int)(nl - line), line);
		sb_reset(&sb);
		index_lock_releasers(ti, &sb);
		for (char *line = sb.buf, *nl; line && (nl = strchr(line, '\n')); line = nl + 1)
			printf("releases-callers %.*s\n", (int)(nl - line), line);
		sb_free(&sb);
	}
	if (args.invokers) {
		struct strbuf sb = STRBUF_INIT;

		bad_invokers = index_check_invokers(ti, &sb);
		fputs(sb.buf ? sb.buf : "", stdout);
		sb_free(&sb);
	}
	if (args.macros) {
		const char *t = tindex_accessor_macros(ti, no_save ? NULL : path);

		for (const char *line = t, *nl; (nl = strchr(line, '\n')); line = nl + 1)
			printf("macro %.*s\n", (int)(nl - line), line);
	}
	if (args.updates) {
		struct tupdate_list ul = { 0 };

		tindex_all_updates(ti, &ul);
		for (size_t i = 0; i < ul.n; i++) {
			const struct tupdate *u = &ul.v[i];

			printf("update %s:%d %s %s object=%s node=%s held=%s gp=%s gps=%s\n",
			       tindex_path(ti, u->file), u->line, u->func, u->prim,
			       u->object ? u->object : "-", u->node ? u->node : "-",
			       u->held ? u->held : "-", u->gp ? u->gp : "-", u->gps ? u->gps : "-");
		}
		free(ul.v);
		struct tread_list rl = { 0 };

		tindex_all_reads(ti, &rl);
		for (size_t i = 0; i < rl.n; i++) {
			const struct tread *r = &rl.v[i];

			printf("read %s:%d %s %s object=%s node=%s flavors=%s\n",
			       tindex_path(ti, r->file), r->line, r->func, r->prim,
			       r->object ? r->object : "-", r->node ? r->node : "-", r->flavors);
		}
		free(rl.v);
	}
	for (size_t k = 0; k < queries->n; k++)
		query(ti, queries->v[k]);
	needs_free();
	tindex_free(ti);
	cfstore_close(store);
	sl_free(&files);
	sl_free(queries);
	sl_free(&args.files);
	free(root);
	free(path);
	return bad_invokers ? EXIT_FINDINGS : EXIT_CLEAN;
}

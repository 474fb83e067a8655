// SPDX-License-Identifier: GPL-2.0
/*
 * sparse-rcu: sparse, plus an RCU checker.  Kbuild runs it as
 *
 *	make C=1 CHECK=/path/to/bin/sparse-rcu
 *
 * with sparse's own command line; it prints sparse's warnings (its __rcu
 * address-space ones triaged into rcu-address-space records) and the RCU
 * findings, and writes the file's RCU facts next to the object for
 * "rcucheck link" (with --rcu-records, the records go to a file beside it
 * instead, which "rcucheck validate" reads).  Its own options start with
 * --rcu- and may also come from $SPARSE_RCU_FLAGS, since kbuild passes
 * CHECK's flags only through CF=.
 *
 * sparse's stderr is captured in a temporary file while it runs, so that
 * its warnings can be triaged; an exit from inside libsparse (fatal()) or a
 * crash still gets them out (atexit, and a signal handler that only
 * uses write()).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "evaluate.h"
#include "sparse/sparse-rcu.h"
#include "runtime/sparsecheck.h"

static int real_stderr = -1;	/* the terminal (or kbuild's pipe) */
static int capture_fd = -1;	/* sparse's stderr while it runs */
static off_t capture_done;	/* bytes of it already handled */
static const char *current_file;
static char *records_path;	/* --rcu-records: every record goes there */

static const char usage[] =
"usage: sparse-rcu [--rcu-OPTION...] [sparse options] FILE...\n"
"\n"
"Runs sparse on FILE and checks RCU read-side protection on its\n"
"linearized code.  Findings go to stderr like sparse's warnings.\n"
"\n"
"  --rcu-only          print RCU findings only, not sparse's other warnings\n"
"                      (its errors still: a file it cannot parse)\n"
"  --rcu-json          findings as JSON lines (the common record)\n"
"  --rcu-roots=all     a function nobody in the file calls is a root\n"
"                      (default: syscalls and exported symbols only)\n"
"  --rcu-lower         also print lower-tier findings (callback roots,\n"
"                      lockdep conditions that call unknown code)\n"
"  --rcu-facts=FILE    write the file's RCU facts there (default: next to\n"
"                      the object, from kbuild's -Wp,-MMD,DIR/.NAME.o.d)\n"
"  --rcu-no-facts      write no facts file\n"
"  --rcu-output=FILE   append the RCU findings to FILE instead of stderr\n"
"  --rcu-records[=FILE]  every record (the RCU findings and sparse's __rcu\n"
"                      warnings) as JSON lines to FILE instead of stderr\n"
"                      (default: next to the object, .NAME.o.rcufindings);\n"
"                      sparse's other warnings stay on stderr\n"
"  --rcu-link          join the files of this run (as \"rcucheck link\" joins\n"
"                      a build's facts): chains across them\n"
"  --rcu-debug         trace the checker\n"
"\n"
"$SPARSE_RCU_FLAGS holds more --rcu- options (for kbuild).\n"
"Exit status: sparse's (0, or 1 with -Wsparse-error), 2 on a usage error.\n";

static void bad_option(const char *opt)
{
	fprintf(stderr, "sparse-rcu: error: unknown option '%s' (see 'sparse-rcu --rcu-help')\n",
		opt);
	exit(2);
}

/* Takes an --rcu- option; false if @a is not one. */
static bool rcu_option(const char *a)
{
	if (!starts_with(a, "--rcu-"))
		return false;
	if (!strcmp(a, "--rcu-only"))
		rcu_opt.rcu_only = true;
	else if (!strcmp(a, "--rcu-json"))
		rcu_opt.json = true;
	else if (!strcmp(a, "--rcu-roots=all"))
		rcu_opt.all_roots = true;
	else if (!strcmp(a, "--rcu-roots=known"))
		rcu_opt.all_roots = false;
	else if (!strcmp(a, "--rcu-lower"))
		rcu_opt.lower_tier = true;
	else if (starts_with(a, "--rcu-facts=") && a[12])
		rcu_opt.facts = a + 12;
	else if (!strcmp(a, "--rcu-no-facts"))
		rcu_opt.no_facts = true;
	else if (starts_with(a, "--rcu-output=") && a[13])
		rcu_opt.output = a + 13;
	else if (!strcmp(a, SPARSE_RCU_RECORDS_OPTION))
		rcu_opt.records = "";
	else if (starts_with(a, SPARSE_RCU_RECORDS_OPTION "=") && a[14])
		rcu_opt.records = a + 14;
	else if (!strcmp(a, "--rcu-debug"))
		rcu_opt.debug = true;
	else if (!strcmp(a, "--rcu-link"))
		rcu_opt.link = true;
	else if (!strcmp(a, "--rcu-help")) {
		fputs(usage, stdout);
		exit(0);
	} else
		bad_option(a);
	return true;
}

static void env_options(void)
{
	const char *env = getenv("SPARSE_RCU_FLAGS");

	if (!env)
		return;
	char *copy = str_dup(env), *save = NULL;

	for (char *t = strtok_r(copy, " \t", &save); t;
	     t = strtok_r(NULL, " \t", &save)) {
		if (!rcu_option(t))
			bad_option(t);
	}
	/* the options point into it: kept for the whole run */
}

/*
 * kbuild: -Wp,-MMD,kernel/.sys.o.d -> kernel/.sys.o@suffix (".rcufacts"),
 * beside kbuild's own .sys.o.cmd.
 */
static char *object_path_from(int argc, char **argv, const char *suffix)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *m = strstr(a, "-MMD,");

		if (!starts_with(a, "-Wp,") || !m)
			continue;
		m += 5;
		const char *comma = strchr(m, ',');
		size_t n = comma ? (size_t)(comma - m) : strlen(m);
		char *d = xstrndup(m, n);

		if (n > 2 && !strcmp(d + n - 2, ".d")) {
			d[n - 2] = '\0';
			char *r = str_printf("%s%s", d, suffix);

			free(d);
			return r;
		}
		free(d);
	}
	return NULL;
}

/*
 * --rcu-records: the file starts empty, then takes this run's records, so
 * that what a reader finds there is this run's (none: no records).  The
 * RCU findings go there as --rcu-output=FILE --rcu-json would send them,
 * after sparse's own __rcu warnings (print_records()).
 */
static void records_start(int argc, char **argv)
{
	FILE *f;

	if (!rcu_opt.records)
		return;
	records_path = *rcu_opt.records ? str_dup(rcu_opt.records) :
		       object_path_from(argc, argv, SPARSE_RECORDS_SUFFIX);
	if (!records_path)
		return;		/* no object to put them beside: stderr */
	f = fopen(records_path, "w");
	if (!f)
		fatal("cannot write %s", records_path);
	fclose(f);
	rcu_opt.output = records_path;
	rcu_opt.json = true;
}

/* ---- sparse's stderr ----------------------------------------------- */

static void capture_start(void)
{
	char tmpl[] = "/tmp/sparse-rcu.XXXXXX";

	fflush(stderr);
	real_stderr = dup(2);
	capture_fd = mkstemp(tmpl);
	if (capture_fd < 0 || real_stderr < 0) {
		/* no capture: sparse's output goes straight through */
		if (capture_fd >= 0)
			close(capture_fd);
		capture_fd = -1;
		return;
	}
	unlink(tmpl);
	dup2(capture_fd, 2);
}

/* Passes on (triaged) what sparse printed since the last call. */
static void capture_flush(struct finding_list *records)
{
	if (capture_fd < 0)
		return;
	fflush(stderr);
	off_t end = lseek(capture_fd, 0, SEEK_END);

	if (end <= capture_done)
		return;
	size_t len = (size_t)(end - capture_done);
	char *buf = xmalloc(len + 1);
	ssize_t got = pread(capture_fd, buf, len, capture_done);

	if (got < 0)
		got = 0;
	buf[got] = '\0';
	capture_done = end;

	FILE *pass = fdopen(dup(real_stderr), "w");

	triage_sparse_output(buf, (size_t)got, pass, rcu_opt.rcu_only, records);
	if (pass)
		fclose(pass);
	free(buf);
}

static void at_exit(void)
{
	struct finding_list records = { NULL, 0, 0 };

	capture_flush(&records);
	finding_list_free(&records);
}

/* A crash in the checker must not stop the kernel build. */
static void on_crash(int sig)
{
	static const char msg1[] = "sparse-rcu: internal error (signal) while checking ";
	static const char msg2[] = "; RCU analysis of this file skipped\n";
	char buf[4096];
	off_t at = capture_done;
	ssize_t n;

	if (capture_fd >= 0 && real_stderr >= 0) {
		while ((n = pread(capture_fd, buf, sizeof(buf), at)) > 0) {
			if (write(real_stderr, buf, (size_t)n) < 0)
				break;
			at += n;
		}
	}
	int fd = real_stderr >= 0 ? real_stderr : 2;

	if (write(fd, msg1, sizeof(msg1) - 1) < 0 ||
	    write(fd, current_file ? current_file : "?",
		  strlen(current_file ? current_file : "?")) < 0 ||
	    write(fd, msg2, sizeof(msg2) - 1) < 0)
		_exit(0);
	(void)sig;
	_exit(0);
}

/* ---- the files ------------------------------------------------------ */

/* Each check of check_list.h, in its order. */
static void register_checks(void)
{
#define CHECK(name) name##_register();
#include "sparse/check_list.h"
#undef CHECK
}

/*
 * sparse() without dropping the file's tokens until the checks are done:
 * the macros' expansions are tokens, and entry_macros.c reads them.
 */
static struct symbol_list *sparse_kept(char *file)
{
	struct symbol_list *res = sparse_keep_tokens(file);

	if (has_error & ERROR_CURR_PHASE)
		has_error = ERROR_PREV_PHASE;
	evaluate_symbol_list(res);
	return res;
}

static void check_symbols(struct symbol_list *list)
{
	struct symbol *sym;

	functions_index(list);
	fixup_symbols(list);
	guards_symbols(list);
	FOR_EACH_PTR(list, sym) {
		struct entrypoint *ep;

		expand_symbol(sym);
		ep = linearize_symbol(sym);
		if (!ep || !ep->entry)
			continue;
		sparse_upstream_check(ep);
		if (!sym->ident)
			continue;
		facts_function(sym);
		walk_function(ep, sym);
	} END_FOR_EACH_PTR(sym);
}

static void print_records(struct finding_list *records)
{
	FILE *out = records_path ? fopen(records_path, "a") :
		    fdopen(dup(real_stderr >= 0 ? real_stderr : 2), "w");

	if (!out)
		return;
	for (size_t i = 0; i < records->n; i++) {
		if (rcu_opt.json)
			finding_print_json(out, &records->v[i]);
		else
			finding_print_text(out, &records->v[i]);
	}
	fclose(out);
}

static void end_file(const char *facts)
{
	if (rcu_opt.output || real_stderr < 0) {
		facts_end_file(facts, NULL);
		return;
	}
	FILE *out = fdopen(dup(real_stderr), "w");

	facts_end_file(facts, out);
	if (out)
		fclose(out);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	struct finding_list records = { NULL, 0, 0 };
	char **args = xcalloc((size_t)argc + 1, sizeof(*args));
	int nargs = 0;
	char *file;

	progname = "sparse-rcu";
	env_options();
	for (int i = 0; i < argc; i++) {
		if (i && !strcmp(argv[i], "--help")) {
			fputs(usage, stdout);
			return 0;
		}
		if (!i || !rcu_option(argv[i]))
			args[nargs++] = argv[i];
	}
	args[nargs] = NULL;

	char *facts = NULL;

	if (!rcu_opt.no_facts)
		facts = rcu_opt.facts ? str_dup(rcu_opt.facts) :
			object_path_from(nargs, args, ".rcufacts");
	records_start(nargs, args);

	register_checks();
	capture_start();
	atexit(at_exit);
	signal(SIGSEGV, on_crash);
	signal(SIGBUS, on_crash);
	signal(SIGFPE, on_crash);
	signal(SIGABRT, on_crash);

	/* sparse.c: "by default ignore -o <file>" */
	do_output = 0;
	check_symbols(sparse_initialize(nargs, args, &filelist));
	FOR_EACH_PTR(filelist, file) {
		current_file = file;
		facts_begin_file(file);
		check_symbols(sparse_kept(file));
		clear_token_alloc();
		/* sparse's warnings first, then what the RCU check says */
		capture_flush(&records);
		print_records(&records);
		finding_list_free(&records);
		if (!rcu_opt.link)
			end_file(facts);
		if (Wsparse_error && die_if_error)
			exit(1);
	} END_FOR_EACH_PTR(file);
	if (rcu_opt.link)
		end_file(facts);
	report_stats();
	free(facts);
	free(records_path);
	free(args);
	return 0;
}

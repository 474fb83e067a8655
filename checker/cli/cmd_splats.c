// SPDX-License-Identifier: GPL-2.0
/*
 * rcucheck splats: parses console logs (a QEMU boot's serial output, or
 * any dmesg) into finding records: lockdep-RCU splats and the kernel's
 * other reports, plus whether the exerciser ran to its end.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/commands.h"
#include "cli/options.h"
#include "lib/finding.h"
#include "lib/json.h"
#include "runtime/splat.h"
#include "lib/util.h"

#define USAGE_LINE \
	"usage: rcucheck splats [--json] [--any-log] [--summary [--function NAME]...] CONSOLE.log..."

struct splats_opts {
	bool json, any_log, summary;
	struct strlist functions;	/* --function: what the coverage says of each */
	int status;
};

static struct splats_opts opts = { .status = EXIT_CLEAN, .functions = STRLIST_INIT };

static const struct cli_option options[] = {
	{ .name = "json", .kind = CLI_FLAG, .dest = &opts.json, .label = "--json",
	  .help = "one JSON object a line instead of compiler-style text" },
	{ .name = "any-log", .kind = CLI_FLAG, .dest = &opts.any_log, .label = "--any-log",
	  .help = "the log need not come from an exerciser boot" },
	{ .name = "summary", .kind = CLI_FLAG, .dest = &opts.summary, .label = "--summary",
	  .help = "only one summary line per log, on stdout" },
	{ .name = "function", .kind = CLI_LIST, .dest = &opts.functions, .label = "--function NAME",
	  .help = "with --summary --json: whether NAME ran, by the boot's coverage (repeatable)" },
	{ 0 }
};

CLI_VERB("splats", 13, .hint = USAGE_LINE);

static void usage(FILE *out)
{
	fprintf(out,
		USAGE_LINE "\n"
		"\n"
		"Reads kernel console logs ('-' is stdin) and prints one finding per\n"
		"report: 'WARNING: suspicious RCU usage' (rcu-suspicious), illegal\n"
		"context switches, sleeping in atomic context, the other lockdep\n"
		"reports (lockdep-*), WARN()s, oopses, panics and debug-objects\n"
		"reports, with the locks held, the backtrace and the exerciser\n"
		"sub-test that was running. A log whose exerciser did not print its\n"
		"'done' marker adds a boot-incomplete finding. A boot asked to count\n"
		"calls (rcucheck_cover=) adds its coverage to the summary: the\n"
		"functions traced and called, per sub-test with --summary --json.\n"
		"\n");
	cli_print_options(out, &verb);
	fprintf(out,
		"\n"
		"A summary line per log goes to stderr in text mode.\n"
		"Exit status: 0 no findings, 1 findings, 2 usage error or unreadable log.\n");
}

/* "2 findings (1 rcu-suspicious, 1 kernel-panic)" */
static void count_rules(struct strbuf *sb, const struct finding_list *fl)
{
	sb_printf(sb, "%zu finding%s", fl->n, fl->n == 1 ? "" : "s");
	if (!fl->n)
		return;
	sb_puts(sb, " (");
	for (size_t i = 0; i < fl->n; i++) {
		size_t count = 0, j;

		for (j = 0; j < i; j++)
			if (!strcmp(fl->v[j].rule, fl->v[i].rule))
				break;
		if (j < i)
			continue;	/* counted at its first appearance */
		for (j = i; j < fl->n; j++)
			count += !strcmp(fl->v[j].rule, fl->v[i].rule);
		sb_printf(sb, "%s%zu %s", i ? ", " : "", count, fl->v[i].rule);
	}
	sb_putc(sb, ')');
}

static bool no_markers(const struct boot_summary *sum)
{
	return !sum->begun && !sum->started && !sum->done;
}

static void exerciser_state(struct strbuf *sb, const struct boot_summary *sum)
{
	if (no_markers(sum)) {
		sb_puts(sb, "exerciser: not started");
		return;
	}
	sb_printf(sb, "exerciser: %d", sum->ended);
	if (sum->nr_subtests >= 0)
		sb_printf(sb, "/%d", sum->nr_subtests);
	sb_puts(sb, " sub-tests");
	if (sum->skipped.n)
		sb_printf(sb, " (%zu skipped)", sum->skipped.n);
	if (sum->done)
		sb_puts(sb, ", done");
	else if (sum->running)
		sb_printf(sb, ", stopped in %s", sum->running);
	else
		sb_puts(sb, ", not done");
}

/* "; coverage: 3 traced (2 called), 1 untraceable" */
static void coverage_state(struct strbuf *sb, const struct coverage *c)
{
	size_t traced = 0, called = 0, untraceable = 0;

	if (c->unavailable) {
		sb_printf(sb, "; coverage unavailable: %s", c->unavailable);
		return;
	}
	for (size_t i = 0; i < c->n; i++) {
		traced += c->v[i].traced;
		called += c->v[i].traced && c->v[i].hits > 0;
		untraceable += c->v[i].untraceable;
	}
	sb_printf(sb, "; coverage: %zu traced (%zu called), %zu untraceable", traced, called,
		  untraceable);
}

/* {"traced": {"SYM": {"calls": N, "ran_in": [...]}}, "untraceable": [...], "unavailable": ...} */
static json_t *coverage_json(const struct coverage *c)
{
	json_t *o = json_object(), *traced = json_object(), *untraceable = json_array();

	for (size_t i = 0; i < c->n; i++) {
		if (c->v[i].untraceable)
			json_array_append_new(untraceable, json_string(c->v[i].sym));
		if (!c->v[i].traced)
			continue;
		json_t *s = json_object();

		json_object_set_new(s, "calls", json_integer(c->v[i].hits));
		json_object_set_new(s, "ran_in", jsonl_strlist(&c->v[i].ran_in));
		json_object_set_new(traced, c->v[i].sym, s);
	}
	json_object_set_new(o, "traced", traced);
	json_object_set_new(o, "untraceable", untraceable);
	json_object_set_new(o, "unavailable", jsonl_str(c->unavailable));
	json_object_set_new(o, "total", json_boolean(c->total_seen));
	return o;
}

static char *summary_line(const char *name, const struct finding_list *fl,
			  const struct boot_summary *sum, bool any_log)
{
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "rcucheck splats: %s: ", name);
	count_rules(&sb, fl);
	if (!any_log || !no_markers(sum)) {
		sb_puts(&sb, "; ");
		exerciser_state(&sb, sum);
	}
	if (sum->panic)
		sb_puts(&sb, "; kernel panic");
	if (sum->cov.asked)
		coverage_state(&sb, &sum->cov);
	return sb_detach(&sb);
}

/* {"NAME": {"ran": "ran", "calls": 3, "ran_in": [...], "why": null}} for each --function */
static json_t *functions_json(const struct coverage *c, const struct strlist *functions)
{
	static const char *const words[] = {
		[COVER_UNKNOWN] = "not measured", [COVER_UNTRACEABLE] = "not traceable",
		[COVER_ZERO] = "not run", [COVER_RAN] = "ran",
	};
	json_t *o = json_object();

	for (size_t i = 0; i < functions->n; i++) {
		json_t *f = json_object();
		struct fn_cover fc;

		coverage_of(c, functions->v[i], &fc);
		json_object_set_new(f, "ran", json_string(words[fc.state]));
		json_object_set_new(f, "calls", fc.state == COVER_RAN || fc.state == COVER_ZERO ?
				    json_integer(fc.hits) : json_null());
		json_object_set_new(f, "ran_in", jsonl_strlist(&fc.ran_in));
		json_object_set_new(f, "why", jsonl_str(fc.why));
		json_object_set_new(o, functions->v[i], f);
		fn_cover_free(&fc);
	}
	return o;
}

static void summary_json(const char *name, const struct finding_list *fl,
			 const struct boot_summary *sum, const struct strlist *functions)
{
	json_t *o = json_object();

	json_object_set_new(o, "log", jsonl_str(name));
	json_object_set_new(o, "findings", json_integer((json_int_t)fl->n));
	json_object_set_new(o, "subtests", json_integer(sum->nr_subtests));
	json_object_set_new(o, "started", json_integer(sum->started));
	json_object_set_new(o, "ended", json_integer(sum->ended));
	json_object_set_new(o, "done", json_boolean(sum->done));
	json_object_set_new(o, "panic", json_boolean(sum->panic));
	json_object_set_new(o, "running", jsonl_str(sum->running));
	json_object_set_new(o, "skipped", jsonl_strlist(&sum->skipped));
	if (sum->cov.asked)
		json_object_set_new(o, "coverage", coverage_json(&sum->cov));
	if (functions->n)
		json_object_set_new(o, "functions", functions_json(&sum->cov, functions));
	jsonl_print(stdout, o);
}

static void report(const char *name, const struct finding_list *fl,
		   const struct boot_summary *sum, const struct splats_opts *o)
{
	if (o->summary && o->json) {
		summary_json(name, fl, sum, &o->functions);
		return;
	}
	if (!o->summary) {
		for (size_t i = 0; i < fl->n; i++) {
			if (o->json)
				finding_print_json(stdout, &fl->v[i]);
			else
				finding_print_text(stdout, &fl->v[i]);
		}
	}
	if (o->json)
		return;
	char *line = summary_line(name, fl, sum, o->any_log);

	fflush(stdout);
	fprintf(o->summary ? stdout : stderr, "%s\n", line);
	free(line);
}

static void one_log(const char *path, struct splats_opts *o)
{
	bool is_stdin = !strcmp(path, "-");
	const char *name = is_stdin ? "<stdin>" : path;
	struct finding_list fl = { 0 };
	struct boot_summary sum;
	char *text = read_file(is_stdin ? "/dev/stdin" : path, NULL);

	if (!text) {
		error("cannot read %s: %s", name, strerror(errno));
		o->status = EXIT_ERROR;
		return;
	}
	splat_parse(text, name, !o->any_log, &fl, &sum);
	report(name, &fl, &sum, o);
	if (fl.n && o->status == EXIT_CLEAN)
		o->status = EXIT_FINDINGS;
	finding_list_free(&fl);
	boot_summary_free(&sum);
	free(text);
}

/* Options may come anywhere before "--"; the other words are logs. */
int cmd_splats(int argc, char **argv)
{
	struct strlist logs = STRLIST_INIT;

	if (cli_parse(&verb, argc, argv, &logs))
		return EXIT_CLEAN;
	if (!logs.n)
		fatal("splats: no console log given (%s)", USAGE_LINE);
	for (size_t i = 0; i < logs.n; i++)
		one_log(logs.v[i], &opts);
	sl_free(&logs);
	return opts.status;
}

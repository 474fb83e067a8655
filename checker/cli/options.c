// SPDX-License-Identifier: GPL-2.0
#include "cli/options.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "index/impact_rule.h"
#include "tree/kver.h"

/* getopt_long's value of table entry i as a long option; short ones are chars. */
#define LONG_VAL(i)	(256 + (int)(i))

void cli_kver(const char *value, void *dest)
{
	(void)dest;
	kver_select(value);
}

void cli_severity(const char *verb, const char *value, struct strlist *impacts)
{
	char *copy = str_dup(value), *save = NULL;

	for (char *w = strtok_r(copy, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
		if (!impact_valid(w))
			fatal("%s: unknown severity '%s': race, lockdep-only or unknown (see 'rcucheck %s --help')",
			      verb, w, verb);
		sl_push(impacts, w);
	}
	free(copy);
	if (!impacts->n)
		fatal("%s: --severity needs race, lockdep-only or unknown", verb);
}

static bool is_end(const struct cli_option *o)
{
	return !o->name && !o->short_name && !o->label;
}

static size_t count_options(const struct cli_option *opts)
{
	size_t n = 0;

	while (!is_end(&opts[n]))
		n++;
	return n;
}

static int has_arg_of(const struct cli_option *o)
{
	switch (o->kind) {
	case CLI_FLAG:
	case CLI_UNSET:
	case CLI_OPERAND:
		return no_argument;
	case CLI_CALL:
		return o->has_arg == CLI_OPTIONAL_ARG ? optional_argument :
		       o->has_arg == CLI_ARG ? required_argument : no_argument;
	default:
		return required_argument;
	}
}

static char *hint_of(const struct cli_verb *v)
{
	return v->hint ? str_dup(v->hint) : str_printf("see 'rcucheck %s --help'", v->name);
}

void cli_usage_error(const struct cli_verb *v, const char *fmt, ...)
{
	va_list ap;
	char *msg, *hint = hint_of(v);

	va_start(ap, fmt);
	if (vasprintf(&msg, fmt, ap) < 0)
		msg = NULL;
	va_end(ap);
	fatal("%s: %s (%s)", v->name, msg ? msg : fmt, hint);
}

static void store(const struct cli_verb *v, const struct cli_option *o, const char *value)
{
	char *end;

	switch (o->kind) {
	case CLI_FLAG:
		*(bool *)o->dest = true;
		break;
	case CLI_UNSET:
		*(bool *)o->dest = false;
		break;
	case CLI_STRING:
		*(const char **)o->dest = value;
		break;
	case CLI_LIST:
		sl_push(o->dest, value);
		break;
	case CLI_JOBS: {
		long n = strtol(value, &end, 10);

		if (!*value || *end || n < 1 || n > 4096)
			fatal("%s: -j takes a positive number, not '%s'", v->name, value);
		*(int *)o->dest = (int)n;
		break;
	}
	case CLI_SECONDS: {
		double s = strtod(value, &end);	/* "30s" is 30, as atof() took it */

		if (!(s > 0))
			fatal("--%s %s: give a number of seconds", o->name, value);
		*(double *)o->dest = s;
		break;
	}
	case CLI_CALL:
		o->fn(value, o->dest);
		break;
	case CLI_OPERAND:
		break;
	}
}

/* The argv element getopt_long just read a long option (and maybe its value) from. */
static const char *long_element(char **argv, const char *value)
{
	const char *elem = argv[optind - 1];

	if (value && value == elem && optind >= 2)
		elem = argv[optind - 2];	/* "--work NAME": the value is its own element */
	return elem;
}

/*
 * getopt_long takes unambiguous abbreviations (--js for --json); the
 * verbs never did, so only the whole name is accepted.
 */
static bool is_whole_name(const char *elem, const char *name)
{
	size_t n = strlen(name);

	return !strncmp(elem, "--", 2) && !strncmp(elem + 2, name, n) &&
	       (elem[2 + n] == '\0' || elem[2 + n] == '=');
}

static void build_getopt_tables(const struct cli_option *opts, size_t n,
				struct option *longs, struct strbuf *shorts)
{
	size_t k = 0;

	/* ':' first: a missing value is told apart from an unknown option. */
	sb_puts(shorts, ":h");
	for (size_t i = 0; i < n; i++) {
		const struct cli_option *o = &opts[i];
		int has_arg = has_arg_of(o);

		if (o->kind == CLI_OPERAND)
			continue;
		if (o->name)
			longs[k++] = (struct option){ o->name, has_arg, NULL, LONG_VAL(i) };
		if (o->short_name) {
			sb_putc(shorts, o->short_name);
			if (has_arg == required_argument)
				sb_putc(shorts, ':');
			else if (has_arg == optional_argument)
				sb_puts(shorts, "::");
		}
	}
	longs[k++] = (struct option){ "help", no_argument, NULL, LONG_VAL(n) };
	longs[k] = (struct option){ NULL, 0, NULL, 0 };
}

static const struct cli_option *by_short(const struct cli_option *opts, size_t n, int c)
{
	for (size_t i = 0; i < n; i++)
		if (opts[i].short_name == c && opts[i].kind != CLI_OPERAND)
			return &opts[i];
	return NULL;
}

/*
 * The option getopt_long complained about, as the user spelled it: a
 * long one (unknown, ambiguous, missing its value or given one it does
 * not take) is its whole argv element, a short one "-x".
 */
static char *offending(char **argv)
{
	if (optopt && optopt < 256)
		return str_printf("-%c", optopt);
	return str_dup(argv[optind - 1]);
}

/* One option getopt_long accepted: checked, then stored. */
static void take(const struct cli_verb *v, size_t n, char **argv, int c)
{
	const struct cli_option *o;

	if (c >= 256) {
		const char *elem = long_element(argv, optarg);

		o = &v->opts[c - 256];
		if (!is_whole_name(elem, o->name))
			cli_usage_error(v, "unknown option '%s'", elem);
	} else {
		o = by_short(v->opts, n, c);
	}
	store(v, o, optarg);
}

int cli_parse(const struct cli_verb *v, int argc, char **argv, struct strlist *operands)
{
	size_t n = count_options(v->opts);
	struct option *longs = xcalloc(n + 2, sizeof(*longs));
	struct strbuf shorts = STRBUF_INIT;
	int c, ret = 0;

	build_getopt_tables(v->opts, n, longs, &shorts);
	opterr = 0;
	optind = 0;	/* glibc: start afresh, also when called twice */
	while (!ret && (c = getopt_long(argc, argv, shorts.buf, longs, NULL)) != -1) {
		if (c == ':')
			cli_usage_error(v, "option '%s' needs a value", offending(argv));
		if (c == '?')
			cli_usage_error(v, "unknown option '%s'", offending(argv));
		if (c == LONG_VAL(n) && !is_whole_name(argv[optind - 1], "help"))
			cli_usage_error(v, "unknown option '%s'", argv[optind - 1]);
		if (c == 'h' || c == LONG_VAL(n)) {
			v->usage(stdout);
			ret = 1;
		} else {
			take(v, n, argv, c);
		}
	}
	for (int i = optind; !ret && i < argc; i++) {
		if (!operands)
			cli_usage_error(v, "unexpected argument '%s'", argv[i]);
		sl_push(operands, argv[i]);
	}
	free(longs);
	sb_free(&shorts);
	return ret;
}

static void print_entry(FILE *out, const struct cli_option *o, int column)
{
	int at = fprintf(out, "  %s", o->label);
	const char *s = o->help;

	if (o->column)
		column = o->column;
	fprintf(out, "%*s", at < column ? column - at : 2, "");
	while (*s) {
		size_t len = strcspn(s, "\n");

		fprintf(out, "%.*s\n", (int)len, s);
		s += len;
		if (*s == '\n' && *++s)
			fprintf(out, "%*s", column, "");
	}
}

void cli_print_options(FILE *out, const struct cli_verb *v)
{
	for (const struct cli_option *o = v->opts; !is_end(o); o++)
		if (o->label)
			print_entry(out, o, v->column);
}

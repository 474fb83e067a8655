// SPDX-License-Identifier: GPL-2.0
#include "cli/options.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* getopt_long's value of table entry i as a long option; short ones are chars. */
#define LONG_VAL(i)	(256 + (int)(i))

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

/*
 * The argv element getopt_long just read a long option from. getopt_long
 * takes unambiguous abbreviations (--js for --json); the verbs never did,
 * so only the whole name is accepted.
 */
static bool whole_long_name(char **argv, const struct cli_option *o, const char *value)
{
	const char *elem = argv[optind - 1];
	size_t n = strlen(o->name);

	if (value && value == elem && optind >= 2)
		elem = argv[optind - 2];	/* "--work NAME": the value is its own element */
	return !strncmp(elem, "--", 2) && !strncmp(elem + 2, o->name, n) &&
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
	longs[k++] = (struct option){ "help", no_argument, NULL, 'h' };
	longs[k] = (struct option){ NULL, 0, NULL, 0 };
}

static const struct cli_option *by_short(const struct cli_option *opts, size_t n, int c)
{
	for (size_t i = 0; i < n; i++)
		if (opts[i].short_name == c && opts[i].kind != CLI_OPERAND)
			return &opts[i];
	return NULL;
}

/* The option getopt_long complained about, as the user spelled it. */
static char *offending(char **argv, const struct cli_option *opts)
{
	if (optopt >= 256)
		return str_printf("--%s", opts[optopt - 256].name);
	if (optopt)
		return str_printf("-%c", optopt);
	return str_dup(argv[optind - 1]);	/* an unknown or ambiguous long one */
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
	while ((c = getopt_long(argc, argv, shorts.buf, longs, NULL)) != -1) {
		const struct cli_option *o = NULL;

		if (c == 'h') {
			if (optind >= 1 && starts_with(argv[optind - 1], "--") &&
			    strcmp(argv[optind - 1], "--help"))
				cli_usage_error(v, "unknown option '%s'", argv[optind - 1]);
			v->usage(stdout);
			ret = 1;
			break;
		}
		if (c == '?' || c == ':') {
			char *what = offending(argv, v->opts);

			if (c == ':')
				cli_usage_error(v, "option '%s' needs a value", what);
			if (optopt >= 256)	/* a value given to an option that takes none */
				cli_usage_error(v, "unknown option '%s'", argv[optind - 1]);
			cli_usage_error(v, "unknown option '%s'", what);
		}
		if (c >= 256) {
			o = &v->opts[c - 256];
			if (!whole_long_name(argv, o, optarg))
				cli_usage_error(v, "unknown option '%s'", argv[optind - 1]);
		} else {
			o = by_short(v->opts, n, c);
		}
		store(v, o, optarg);
	}
	if (!ret) {
		for (int i = optind; i < argc; i++) {
			if (!operands)
				cli_usage_error(v, "unexpected argument '%s'", argv[i]);
			sl_push(operands, argv[i]);
		}
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

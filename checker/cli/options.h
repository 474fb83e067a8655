/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The option parser every verb uses: a table of the verb's options, read
 * with getopt_long, so that each verb accepts the same spellings (-j 4,
 * -j4, --work NAME, --work=NAME, options before or after the operands,
 * "--" to end them) and fails the same way: one line on stderr, exit 2.
 * The same table lays out the option list of the verb's --help.
 */
#ifndef RCUCHECK_OPTIONS_H
#define RCUCHECK_OPTIONS_H

#include <stdio.h>
#include "lib/util.h"

enum cli_kind {
	CLI_FLAG,	/* bool *: set */
	CLI_UNSET,	/* bool *: cleared */
	CLI_STRING,	/* const char **: the value (the last one given) */
	CLI_LIST,	/* struct strlist *: every value, in order */
	CLI_JOBS,	/* int *: a positive number */
	CLI_SECONDS,	/* double *: a positive number of seconds */
	CLI_CALL,	/* fn(value, dest); value is NULL for an absent optional one */
	CLI_OPERAND,	/* not an option: only a line of the --help list */
};

enum cli_has_arg { CLI_NO_ARG, CLI_ARG, CLI_OPTIONAL_ARG };

struct cli_option {
	const char *name;		/* long name without "--", or NULL */
	char short_name;		/* or 0 */
	enum cli_has_arg has_arg;	/* CLI_CALL only: the others follow their kind */
	enum cli_kind kind;
	void *dest;
	void (*fn)(const char *value, void *dest);
	/* The --help list: "-C KDIR" and its text (lines after a '\n' indented). */
	const char *label, *help;
	int column;			/* of the text, when not the verb's */
};

struct cli_verb {
	const char *name;		/* "audit" */
	const struct cli_option *opts;	/* ended by an entry with no kind's fields: {0} */
	void (*usage)(FILE *out);	/* --help, -h */
	const char *hint;		/* after errors; default "see 'rcucheck NAME --help'" */
	int column;			/* of the help texts in the option list */
};

/*
 * Declares a verb's usage() and its entry "verb" on the table "options":
 * CLI_VERB("audit", 17); or CLI_VERB("splats", 13, .hint = USAGE_LINE);
 */
#define CLI_VERB(vname, col, ...)						\
	static void usage(FILE *out);						\
	static const struct cli_verb verb = {					\
		.name = vname, .opts = options, .usage = usage, .column = col,	\
		__VA_ARGS__							\
	}

/*
 * --kver V, the one row every verb that opens the packaged tree shares:
 * picks which version's tree (tree/kver.h; unknown ones die naming the
 * known).
 */
void cli_kver(const char *value, void *dest);
#define CLI_KVER_OPTION \
	{ .name = "kver", .kind = CLI_CALL, .has_arg = CLI_ARG, .fn = cli_kver, \
	  .label = "--kver V", \
	  .help = "the packaged tree of version V (which: 'rcucheck setup\n--help')" }

/*
 * --severity=race,lockdep-only,unknown (audit, link): the impacts named,
 * into @impacts; an unknown one, or none, dies naming @verb.
 */
void cli_severity(const char *verb, const char *value, struct strlist *impacts);

/*
 * Parses argv (argv[0] the verb's name) into the table's destinations and
 * @operands (may be NULL when the verb takes none). Returns 0, or 1 after
 * printing the usage for --help (the verb then returns EXIT_CLEAN). Bad
 * options die with one line: "VERB: unknown option '--frob' (see ...)",
 * "VERB: option '-o' needs a value (see ...)".
 */
int cli_parse(const struct cli_verb *v, int argc, char **argv, struct strlist *operands);

/* The verb's option list, one entry a line as the table lays it out. */
void cli_print_options(FILE *out, const struct cli_verb *v);

/* Dies "VERB: MESSAGE (see ...)": usage errors the table cannot check. */
void cli_usage_error(const struct cli_verb *v, const char *fmt, ...)
	__attribute__((format(printf, 2, 3), noreturn));

#endif

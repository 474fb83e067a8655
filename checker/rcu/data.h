/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The text files of checker/rcu/data/, as tables: one row a line,
 * whitespace-separated columns, "#" to the end of a line a comment, and a
 * column in double quotes may hold blanks. The files are compiled into
 * the binaries (see the top Makefile): sparse-rcu runs under kbuild from
 * a kernel tree, possibly copied elsewhere, and must not depend on
 * finding this checkout.
 */
#ifndef RCUCHECK_RCU_DATA_H
#define RCUCHECK_RCU_DATA_H

#include <stddef.h>

/* Generated from checker/rcu/data/ at build time; ends with a NULL name. */
struct rcu_data_file {
	const char *name, *text;
};
extern const struct rcu_data_file rcu_data_files[];

struct rcu_row {
	int line;		/* in its file, for messages */
	int ncols;
	char **col;
};

struct rcu_table {
	const char *name;
	struct rcu_row *rows;
	size_t nrows;
};

/* The data file @name, parsed once; fatal() if there is no such file. */
const struct rcu_table *rcu_table(const char *name);
/*
 * Column @i of @row, checking that the row has exactly @ncols columns:
 * a malformed data file is a build error of rcucheck, so fatal().
 */
const char *rcu_col(const struct rcu_table *t, const struct rcu_row *row, int ncols, int i);
/* fatal() with "rcu/data/NAME:LINE: @what" for a bad value. */
void rcu_bad_row(const struct rcu_table *t, const struct rcu_row *row, const char *what)
	__attribute__((noreturn));

#endif

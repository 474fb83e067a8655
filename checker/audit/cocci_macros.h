/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The names Coccinelle's own macro file defines as statements
 * ("#define DB(x) MACROSTATEMENT" in its standard.h, which spatch reads
 * before rcucheck's builtins): spatch parses "DB(DB_INTR, printk("REJ"))"
 * with no ';' as a statement of its own, also before a conditional
 * directive (measured: 6.12 wd33c93_intr()'s calls each get their facts;
 * the same shape with a name it does not define leaves the function
 * unparsed). The flow worked out in C (audit/cflow.c) reads them so.
 */
#ifndef RCUCHECK_AUDIT_COCCI_MACROS_H
#define RCUCHECK_AUDIT_COCCI_MACROS_H

#include <stdbool.h>
#include <stddef.h>

/* Is the name @s (@len bytes) one of standard.h's MACROSTATEMENT macros? */
bool cocci_macro_statement(const char *s, size_t len);
/*
 * How many parameters its definition has, -1 when it is none. Called
 * with as many arguments, spatch expands it to the statement and sees
 * nothing of them (6.12 iphase.c's IF_EVENT(printk(...);): no fact for
 * the printk()); with another count it reads the call as written (6.12
 * wd33c93.c's two-argument DB(DB_INTR, printk("REJ")) of DB(x): a fact).
 */
int cocci_macro_statement_params(const char *s, size_t len);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A section ended on the branch a sleep's condition follows: a function
 * that ends its reader early on one branch, records it in a local flag,
 * and sleeps only on that flag (drivers/acpi/osl.c's
 * acpi_os_read_memory(): "rcu_read_unlock(); ... unmap = true;", then
 * "if (unmap) iounmap(); else rcu_read_unlock();"). The sleep rule's
 * paths do not correlate the two tests; this reads them in the text.
 */
#ifndef RCUCHECK_AUDIT_SLEEPBRANCH_H
#define RCUCHECK_AUDIT_SLEEPBRANCH_H

#include <stdbool.h>
#include "audit/sleep.h"
#include "index/tindex.h"

/*
 * Is the call of fact @s (in file @file of the index) made only under
 * "if (flag)", where flag is a local declared false (or 0) whose every
 * other assignment follows, in its own block, a call that releases @s's
 * section (its opener's release: rcu_read_unlock() for rcu_read_lock())?
 * Then @s's section is not held at the call.
 */
bool sleep_section_ended_on_flag(struct tindex *ti, unsigned file, const struct sleep_fact *s);

#endif

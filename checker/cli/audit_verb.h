/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The audit verb for the verbs that need its findings (rcucheck fix
 * PATH...): run in this process, as 'rcucheck audit --json' would run it.
 */
#ifndef RCUCHECK_AUDIT_VERB_H
#define RCUCHECK_AUDIT_VERB_H

#include "lib/finding.h"
#include "lib/util.h"

/*
 * What 'rcucheck audit -C TREE --json [--no-tree] PATH...' prints, as
 * records: the default tier's findings under @paths of @tree (--no-tree
 * when it is not a kernel tree) appended to @out; the summary goes to
 * stderr as the verb prints it. 0, or -1 when the audit failed (said).
 */
int audit_default_tier(const char *tree, const struct strlist *paths, struct finding_list *out);

#endif

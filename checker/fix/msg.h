/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The words of a fix series, in the style of Thomas Gleixner's 2009
 * "Fix various __task_cred related invalid RCU assumptions": a subject
 * naming the accessor and the function, a body that says what the code
 * relied on instead of the read-side critical section and why that is not
 * one (PREEMPT_RCU, PREEMPT_RT, lockdep-RCU), the call chain, the lockdep
 * splat when a boot produced one, and what the patch does; and a cover
 * letter naming the wrong assumptions.
 */
#ifndef RCUCHECK_FIX_MSG_H
#define RCUCHECK_FIX_MSG_H

#include "lib/finding.h"
#include "fix/plan.h"

/* Splat texts by site, from console logs (--log). */
struct fix_evidence {
	struct strlist where;	/* "file:line" */
	struct strlist text;	/* the splat, timestamps removed */
};

/* Reads the lockdep-RCU splats of console log @path. 0 or -1. */
int fix_evidence_add_log(struct fix_evidence *ev, const char *path);
void fix_evidence_free(struct fix_evidence *ev);

/*
 * "sys: Fix missing RCU protection for __task_cred() in setpriority()";
 * the prefix from the history of tree @root (subsys_prefix.h).
 */
char *fix_subject(const char *root, const struct fix_plan *pl);
/* The commit message body (no subject, no sign-off). */
char *fix_body(const struct fix_plan *pl, const struct finding_list *fl,
	       const struct fix_evidence *ev);
/* Cover letter: its subject and its text. */
char *fix_cover_subject(const struct fix_ctx *cx);
char *fix_cover_body(const struct fix_ctx *cx, const struct finding_list *fl);

/* @text re-flowed at @width columns (blank lines kept, indented lines verbatim). */
char *reflow(const char *text, size_t width);

#endif

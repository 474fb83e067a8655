/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A lock released inside a retry loop that takes it again: 6.12
 * collapse_file()'s
 *
 *	do {
 *		xas_lock_irq(&xas);
 *		xas_create_range(&xas);
 *		if (!xas_error(&xas))
 *			break;
 *		xas_unlock_irq(&xas);
 *		if (!xas_nomem(&xas, GFP_KERNEL))
 *			goto rollback;
 *	} while (1);
 *
 * leaves the loop only by the break, with the lock held; the release
 * is followed by the lock again at the top of the next turn. For the
 * lock engine's release checks (audit.c).
 */
#ifndef RCUCHECK_AUDIT_RETRYLOOP_H
#define RCUCHECK_AUDIT_RETRYLOOP_H

#include <stdbool.h>

/*
 * Is the release at @p in @rest (the text after the lock's call, up to
 * the call it should cover) one of such a loop: at the lock's block
 * level, after a break of that block and before its "} while (1);",
 * with no break after it and no goto to a label in @rest?
 */
bool released_in_retry_loop(const char *rest, const char *p);

/*
 * Does [@from, @to) of @text stay in one block (no inner loop or switch
 * to own a break, the block not closed) and break out of it, by a break
 * at most @max_depth blocks deeper? A retry turn's lock to its release
 * (here, and audit/globalwrapper.c's forever loops).
 */
bool retry_turn_breaks(const char *text, const char *from, const char *to, int max_depth);

#endif

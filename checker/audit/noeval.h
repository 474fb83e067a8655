/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A reader finding whose access is an operand of a macro that does not
 * evaluate it in some configuration (index/noeval.h: 6.1 net/core/sock.c
 * __release_sock()'s DEBUG_NET_WARN_ON_ONCE(skb_dst_is_noref(skb)),
 * BUILD_BUG_ON_INVALID() without CONFIG_DEBUG_NET) reads nothing there:
 * the lower tier at most, the message saying why.
 */
#ifndef RCUCHECK_AUDIT_NOEVAL_H
#define RCUCHECK_AUDIT_NOEVAL_H

#include "index/tindex.h"
#include "lib/finding.h"

/* Moves such findings of @out, from @first on, to the lower tier. */
void audit_noeval_lower(struct tindex *ti, struct finding_list *out, size_t first);

#endif

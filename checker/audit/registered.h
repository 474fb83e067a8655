/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A function passed to a registration call of rcu/data/callback-registrars
 * (netdev_rx_handler_register(dev, macsec_handle_frame, macsec)) is run
 * by the row's invoker inside its reader (__netif_receive_skb_core(), in
 * softirq): given as a callback field with the row as its invoker, as a
 * store into a field of callback-invokers is. Likewise a function passed
 * to a call of rcu/data/callback-lock-registrars (rtnl_register(PF_UNSPEC,
 * RTM_GETQDISC, tc_get_qdisc, tc_dump_qdisc, 0)) is run with the row's
 * lock held (the RTNL, by rtnetlink_rcv_msg()), unless a registration of
 * it in that file names the row's flag (RTNL_FLAG_DOIT_UNLOCKED) or passes
 * flags that are not a constant.
 */
#ifndef RCUCHECK_AUDIT_REGISTERED_H
#define RCUCHECK_AUDIT_REGISTERED_H

#include "audit/callbacks.h"

/*
 * Appends to @out (holding @n, at most @max) the registrar's row when
 * file @y passes @name to one; returns the new count.
 */
size_t registered_fields_in(struct tindex *ti, unsigned y, const char *name,
			    struct callback_field *out, size_t n, size_t max);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The rows of rcu/data/callback-invokers checked against a tree: the
 * invoker is defined in the file the row names, its body takes the
 * row's reader, and a call through the field is reached from it within
 * INVOKER_DEPTH calls (nf_hook() -> nf_hook_slow() ->
 * nf_hook_entry_hookfn() -> entry->hook()). `rcucheck index --invokers`.
 */
#ifndef RCUCHECK_INDEX_INVOKERS_H
#define RCUCHECK_INDEX_INVOKERS_H

#include "index/tindex.h"
#include "lib/util.h"

#define INVOKER_DEPTH 4

/* One line a row into @out ("ok" or what is wrong); returns how many rows fail. */
size_t index_check_invokers(struct tindex *ti, struct strbuf *out);

#endif

// SPDX-License-Identifier: MIT
/*
 * sparse's own per-function checks (context imbalance, casts, ranges)
 * come from sparse.c of the very source package libsparse was built from
 * (in the cache, not in this repository), so that sparse-rcu prints what
 * sparse prints, warning for warning.  Its main() is renamed away;
 * sparse-rcu's main.c drives the files itself.
 */
#define main sparse_upstream_main
#include "sparse.c"
#undef main

void sparse_upstream_check(struct entrypoint *ep);

void sparse_upstream_check(struct entrypoint *ep)
{
	check_context(ep);
}

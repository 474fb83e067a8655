// SPDX-License-Identifier: GPL-2.0
/*
 * The options every pass of sparse-rcu reads. main.c parses them; they are
 * defined here so that the passes do not call back into main.c.
 */
#include "sparse/sparse-rcu.h"

struct rcu_options rcu_opt;

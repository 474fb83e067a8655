/* SPDX-License-Identifier: GPL-2.0 */
#ifndef RCUCHECK_BENCH_RECALL_H
#define RCUCHECK_BENCH_RECALL_H

/* bench --recall [CORPUS]: prints recall per kind and tier; 0. */
int bench_recall(const char *corpus);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the console parser knows of kernel reports: which backtrace frames
 * are not a report's cause ("report-frames", dropped from a trace's top),
 * where a printed path's tree part starts ("report-top-dirs") and which
 * frames and addresses tell the architecture ("report-arch").
 */
#ifndef RCUCHECK_RCU_REPORT_H
#define RCUCHECK_RCU_REPORT_H

#include <stdbool.h>
#include <stddef.h>

enum rcu_frame_role {
	RCU_FRAME_CAUSE,	/* none of the below: may be the culprit */
	RCU_FRAME_MACHINERY,	/* dump_stack, WARN, lockdep's checks, ... */
	RCU_FRAME_SCHEDULER,	/* a sleep report's way into the scheduler */
	RCU_FRAME_LOCK_ENTRY,	/* a lock's entry point (_raw_spin_lock, ...) */
	RCU_FRAME_ALLOCATOR,	/* the slab allocator's own frames (kfree, ...) */
};

enum rcu_frame_role rcu_model_frame_role(const char *fn);

/* Is the @len bytes at @dir a kernel tree's top-level directory ("report-top-dirs")? */
bool rcu_model_tree_top_dir(const char *dir, size_t len);

/*
 * The architecture ("x86", "arm64", ...) a backtrace frame of @fn, or one
 * at the 16-hex-digit @addr (NULL: none), shows ("report-arch"); NULL if
 * neither says.
 */
const char *rcu_model_frame_arch(const char *fn, const char *addr);

#endif

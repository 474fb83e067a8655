// SPDX-License-Identifier: GPL-2.0
#include "rcu/roots.h"

static const char *const root_names[RCU_NROOTS] = {
	[RCU_ROOT_NONE] = "none", [RCU_ROOT_LOCAL] = "local", [RCU_ROOT_SYSCALL] = "syscall",
	[RCU_ROOT_EXPORTED] = "exported", [RCU_ROOT_NOCALLER] = "no-caller",
	[RCU_ROOT_CALLBACK] = "callback", [RCU_ROOT_UPDATER] = "update-side",
	[RCU_ROOT_EXPORTED_COVERED] = "exported-covered", [RCU_ROOT_IN_READER] = "in-reader",
	[RCU_ROOT_ENTRY] = "entry",
};

const char *rcu_root_name(enum rcu_root r)
{
	return (unsigned)r < RCU_NROOTS ? root_names[r] : "?";
}

// SPDX-License-Identifier: GPL-2.0
#include "rcu/confidence.h"

static const char *const confidence_names[RCU_NCONFIDENCES] = {
	[RCU_CONF_CERTAIN] = "certain", [RCU_CONF_HIGH] = "high",
	[RCU_CONF_MODERATE] = "moderate", [RCU_CONF_LOW] = "low",
};

const char *rcu_confidence_name(enum rcu_confidence c)
{
	return (unsigned)c < RCU_NCONFIDENCES ? confidence_names[c] : "?";
}

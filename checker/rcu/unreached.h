/* SPDX-License-Identifier: GPL-2.0 */
/*
 * rcu_model_unreached_call(): the rows of "unreached-calls", a caller's
 * call that never reaches a function below it (6.1 netdev_run_todo()'s
 * linkwatch_forget_dev() never runs dev_activate(): no device on its list
 * is up).
 */
#ifndef RCUCHECK_RCU_UNREACHED_H
#define RCUCHECK_RCU_UNREACHED_H

#include <stdbool.h>

/* Does @caller's call of @callee never reach @target? */
bool rcu_model_unreached_call(const char *caller, const char *callee, const char *target);

#endif

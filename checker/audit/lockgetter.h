/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A getter that returns an object with the object's own lock taken, for
 * its caller to hold until it puts the object back: 6.12's
 * drivers/net/team/team_core.c team_nl_team_get(): "team =
 * netdev_priv(dev); mutex_lock(&team->lock); return team;", released by
 * team_nl_team_put(). Its caller, "team = team_nl_team_get(info);",
 * holds team->lock at the calls after it.
 */
#ifndef RCUCHECK_AUDIT_LOCKGETTER_H
#define RCUCHECK_AUDIT_LOCKGETTER_H

#include <stdbool.h>

/*
 * Does the function body @body end by returning a local whose member it
 * locked ("NAME(&x->m...)", a callee with "lock" and not "unlock" in its
 * name) and did not unlock again before that "return x;"?
 */
bool body_returns_locked_object(const char *body);

/*
 * Does @from call a function that puts or unlocks @local, its first or
 * only argument ("team_nl_team_put(team)")?
 */
bool local_put_after(const char *from, const char *local);

#endif

// SPDX-License-Identifier: GPL-2.0-only
/// The baseline "rcucheck bench" compares the audit with: every
/// rcu_dereference() that some path from the function's start reaches
/// without rcu_read_lock(). No callers, no flavors, no conditions: the
/// rule a reviewer would write first.
//
// Confidence: Low (a baseline, not a checker)
// Options: --no-includes --include-headers

virtual report

@r exists@
position p;
expression E;
@@
... when != rcu_read_lock()
rcu_dereference@p(E)

@script:python depends on report@
p << r.p;
@@
print("naive %s:%s" % (p[0].file, p[0].line))

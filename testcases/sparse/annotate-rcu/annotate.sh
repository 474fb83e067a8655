#!/bin/sh
# check-name: rcucheck link --annotate writes __rcu on members and globals used with RCU accessors
# check-command: sh $file
# check-exit-value: 0
# check-output-start
# link: table.next at decl.h:11 not annotated (not a lone pointer declarator on its line)
# link: 1 annotation patch in patches (0 __must_hold(RCU), 1 __rcu)
# From COMMIT Mon Sep 17 00:00:00 2001
# From: "A U. Thor" <author@example.org>
# Date: DATE
# Subject: [PATCH] decl: annotate 4 RCU-protected pointers as __rcu
#
# table.cur, table.tabbed, global_cfg and deep are read or published with
# the RCU accessors, but they are not declared __rcu, so sparse cannot
# check that every access goes through them:
#
#   table.cur: rcu_dereference(t->cur) at user.c:12
#   table.tabbed: rcu_dereference(t->tabbed) at user.c:14
#   global_cfg: rcu_assign_pointer(global_cfg, c) at user.c:23
#   deep: rcu_assign_pointer(deep, cc) at user.c:24
#
# Declare them __rcu.  sparse (make C=1) then checks each access and
# says "different address spaces" where one bypasses the accessors.
#
# Signed-off-by: A U. Thor <author@example.org>
# ---
#  decl.h | 8 ++++----
#  user.c | 4 ++--
#  2 files changed, 6 insertions(+), 6 deletions(-)
#
# diff --git a/decl.h b/decl.h
# index f0a01b0..5c2bb5f 100644
# --- a/decl.h
# +++ b/decl.h
# @@ -7,13 +7,13 @@ struct cfg {
#  
#  struct table {
#  	int size;
# -	struct cfg *cur;	/* read with rcu_dereference() */
# +	struct cfg __rcu *cur;	/* read with rcu_dereference() */
#  	struct cfg *next, *prev;	/* next too, but prev shares the line */
#  	struct cfg __rcu *done;	/* annotated already */
#  	struct cfg *plain;	/* never used with an accessor */
# -	struct cfg		*tabbed;	/* tabs before the star */
# +	struct cfg		__rcu *tabbed;	/* tabs before the star */
#  	struct cfg *unchecked;	/* only rcu_dereference_protected(p, 1) */
#  };
#  
# -extern struct cfg *global_cfg;
# -extern struct cfg ***deep;	/* the outermost pointer is the RCU one */
# +extern struct cfg __rcu *global_cfg;
# +extern struct cfg ** __rcu *deep;	/* the outermost pointer is the RCU one */
# diff --git a/user.c b/user.c
# index a9cad98..664a9a0 100644
# --- a/user.c
# +++ b/user.c
# @@ -1,8 +1,8 @@
#  /* Not a test by itself: the uses annotate.sh finds. */
#  #include "decl.h"
#  
# -struct cfg *global_cfg;
# -struct cfg ***deep;
# +struct cfg __rcu *global_cfg;
# +struct cfg ** __rcu *deep;
#  
#  int read_cur(struct table *t)
#  {
# -- 
# GIT-VERSION
#
# Applying: decl: annotate 4 RCU-protected pointers as __rcu
# sparse after the patch:
# user.c:13:14: warning: [rcu-address-space] incompatible types in comparison expression (different address spaces): [field ->next: struct cfg [noderef] __rcu *]
# user.c:15:14: warning: [rcu-address-space] incompatible types in comparison expression (different address spaces): [field ->unchecked: struct cfg [noderef] __rcu *]
# check-output-end
#
# sparse says "different address spaces" at rcu_dereference(t->cur),
# rcu_dereference(t->next) and rcu_assign_pointer(global_cfg, c): none is
# declared __rcu.  The patch adds it to table.cur and to both
# declarations of global_cfg (one patch, so that the tree stays
# consistent), git am applies it, and sparse then sees those uses as
# correct.  table.next shares its line with prev: left to a human;
# table.unchecked is only read with rcu_dereference_protected(p, 1)
# ("no check"): not a claim that it is RCU-protected.  __rcu goes next to
# the name's '*' ("struct cfg ** __rcu *deep"), after the tabs that align
# a member.
set -- decl.h user.c
. ../annotate-files.sh
echo "sparse after the patch:"
"$bin/sparse-rcu" --rcu-only --rcu-no-facts user.c 2>&1 | grep -v "^  " || true

#!/bin/sh
# check-name: rcucheck link --annotate writes __rcu on members and globals used with RCU accessors
# check-command: sh $file
# check-exit-value: 0
# check-output-start
# link: table.next at decl.h:11 not annotated (not a lone pointer declarator on its line)
# link: 1 annotation patch in patches (0 __must_hold(RCU), 1 __rcu)
# From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
# From: rcucheck <rcucheck@localhost>
# Subject: [PATCH] decl: annotate table.cur and global_cfg as __rcu
#
# table.cur and global_cfg are read or published with the RCU accessors, but
# they are not declared __rcu, so sparse cannot check that every
# access goes through them:
#
#   table.cur: rcu_dereference(t->cur) at user.c:11
#   global_cfg: rcu_assign_pointer(global_cfg, c) at user.c:20
#
# Declare them __rcu.  sparse (make C=1) then checks each access and
# says "different address spaces" where one bypasses the accessors.
#
# ---
# diff --git a/decl.h b/decl.h
# --- a/decl.h
# +++ b/decl.h
# @@ -7,10 +7,10 @@
#  
#  struct table {
#  	int size;
# -	struct cfg *cur;	/* read with rcu_dereference() */
# +	struct cfg __rcu *cur;	/* read with rcu_dereference() */
#  	struct cfg *next, *prev;	/* next too, but prev shares the line */
#  	struct cfg __rcu *done;	/* annotated already */
#  	struct cfg *plain;	/* never used with an accessor */
#  };
#  
# -extern struct cfg *global_cfg;
# +extern struct cfg __rcu *global_cfg;
# diff --git a/user.c b/user.c
# --- a/user.c
# +++ b/user.c
# @@ -1,7 +1,7 @@
#  /* Not a test by itself: the uses annotate.sh finds. */
#  #include "decl.h"
#  
# -struct cfg *global_cfg;
# +struct cfg __rcu *global_cfg;
#  
#  int read_cur(struct table *t)
#  {
# -- 
# rcucheck
# Applying: decl: annotate table.cur and global_cfg as __rcu
# sparse after the patch:
# user.c:12:14: warning: [rcu-address-space] incompatible types in comparison expression (different address spaces): [field ->next: struct cfg [noderef] __rcu *]
# check-output-end
#
# sparse says "different address spaces" at rcu_dereference(t->cur),
# rcu_dereference(t->next) and rcu_assign_pointer(global_cfg, c): none is
# declared __rcu.  The patch adds it to table.cur and to both
# declarations of global_cfg (one patch, so that the tree stays
# consistent), git am applies it, and sparse then sees those uses as
# correct.  table.next shares its line with prev: left to a human.
set -e
bin=$(cd ../../../bin && pwd)
here=$(pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp decl.h user.c ../rcu.h "$dir/"
cd "$dir"
sed -i 's|"../rcu.h"|"rcu.h"|' decl.h
"$bin/sparse-rcu" --rcu-only --rcu-facts=.user.o.rcufacts user.c 2>/dev/null
"$bin/rcucheck" link --annotate patches --tree "$dir" . 2>&1 | grep -v "^link: 1 facts"
cat patches/*.patch
git init -q . && git add decl.h user.c rcu.h &&
	git -c user.email=t@t -c user.name=t commit -qm base &&
	git -c user.email=t@t -c user.name=t am -q patches/*.patch && echo "Applying: $(git log -1 --format=%s)"
echo "sparse after the patch:"
"$bin/sparse-rcu" --rcu-only --rcu-no-facts user.c 2>&1 | grep -v "^  " || true
cd "$here"

#!/bin/sh
# check-name: rcucheck link --callers: a chain the facts end at an exported function goes on up the tree's index with the audit's caller search: a system call's unprotected call raises it to the default tier, a reader's need or a lock-only one (rcu_dereference_protected(): its global lock is the seed's condition); an exported function whose one caller in the tree holds the reader, or the lock its lockdep condition names, or a lock where a lookup (rcu/data/lookups) takes any, stays lower
# check-command: sh $file $bin
# check-output-start
# facts alone: exit 0
# lib/pool.c:20:16: warning: [rcu-unprotected] suspicious rcu_dereference_check() usage: reached without rcu_read_lock(); above the facts, by the tree's callers (syscall root); reached from system call pool_size() (in pool_avail)
#   access: rcu_dereference(p->stats)
#   chain: pool_avail <- pool_size
#   root: pool_size
# lib/pool.c:65:16: warning: [rcu-lock-not-held] suspicious rcu_dereference_protected() usage: reached without the lock its condition names; above the facts, by the tree's callers (syscall root); reached from system call pool_grow() (in pool_resize)
#   access: rcu_dereference_protected(p->stats, lockdep_is_held(&pool_resize_mutex))
#   chain: pool_resize <- pool_grow
#   root: pool_grow
# --callers: exit 1
# --callers --lower: pool_avail_kept stays lower
# --callers --lower: pool_avail_locked stays lower
# --callers --lower: pool_find stays lower
# --callers --lower: pool_resize_kept stays lower
# check-output-end
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-link-callers-XXXXXX") || exit 2
cd tree || exit 2
"$1/sparse-rcu" --rcu-only --rcu-facts="$tmp/.pool.o.rcufacts" lib/pool.c 2>/dev/null
"$1/rcucheck" link "$tmp" >/dev/null 2>&1
echo "facts alone: exit $?"
"$1/rcucheck" link --callers . "$tmp" 2>/dev/null
echo "--callers: exit $?"
"$1/rcucheck" link --lower --json --callers . "$tmp" 2>/dev/null |
	grep '"function":"pool_avail_kept"' | grep -q '"tier":"lower"' &&
	echo "--callers --lower: pool_avail_kept stays lower"
"$1/rcucheck" link --lower --json --callers . "$tmp" 2>/dev/null |
	grep '"function":"pool_avail_locked"' | grep -q '"tier":"lower"' &&
	echo "--callers --lower: pool_avail_locked stays lower"
"$1/rcucheck" link --lower --json --callers . "$tmp" 2>/dev/null |
	grep '"function":"pool_find"' | grep -q '"tier":"lower"' &&
	echo "--callers --lower: pool_find stays lower"
"$1/rcucheck" link --lower --json --callers . "$tmp" 2>/dev/null |
	grep '"function":"pool_resize_kept"' | grep -q '"tier":"lower"' &&
	echo "--callers --lower: pool_resize_kept stays lower"
rm -rf "$tmp"

#!/bin/sh
# check-name: rcucheck cache lists the scratch worktrees (name, tree, size, last use, in use, total, free space) of a private cache on a toy tree; --prune-work removes them the git way (the base's worktree list loses them too), by name, --older-than DAYS or --keep N, and skips one whose lock a running rcucheck holds; an unknown name or a bad value is a one-line error; a cache without room for a worktree or a build says so before the step, naming --prune-work
# check-command: sh $file $bin
# check-timeout: 120
# check-output-start
# built a, b, c: exit 2 2 2
# stats: exit 0
#   c                        user-* SIZE  build SIZE  last used DATE
#   b                        user-* SIZE  build SIZE  last used DATE
#   a                        user-* SIZE  build SIZE  last used DATE
# total: 3 worktrees, SIZE; builds SIZE
# free: SIZE on the cache's filesystem (CACHE)
# c locked: exit 0
#   c                        user-* SIZE  build SIZE  last used DATE  (in use)
# prune c while locked: exit 0
# rcucheck: skipping user-*-c: in use by a running rcucheck (its lock user-*-c.lock is held)
# cache: 0 scratch worktrees removed, 0 kept, 1 in use
# left: a b c
# unknown name: exit 2
# rcucheck: error: cache: --prune-work: no scratch worktree 'nosuch' (see 'rcucheck cache')
# left: a b c
# older than 5 days: exit 0
# cache: removed user-*-a
# cache: 1 scratch worktree removed, 2 kept, 0 in use
# left: b c
# keep 1: exit 0
# cache: removed user-*-b
# cache: 1 scratch worktree removed, 1 kept, 0 in use
# left: c
# the base's worktrees: 2
# c unlocked, pruned by its tree-NAME: exit 0
# cache: removed user-*-c
# cache: 1 scratch worktree removed, 0 kept, 0 in use
# left:
# the base's worktrees: 1
# --keep x: exit 2: rcucheck: error: cache: --keep takes a number of worktrees, not 'x'
# --older-than -1: exit 2: rcucheck: error: cache: --older-than takes a number of days, not '-1'
# --keep without --prune-work: exit 2: rcucheck: error: cache: --keep and --older-than go with --prune-work
# --prune-work --clear: exit 2: rcucheck: error: cache: --stats, --clear, --prune and --prune-work exclude each other: pick one
# no room for a worktree: exit 2: rcucheck: error: CACHE has N MiB free; a scratch worktree needs about 999999999 MiB: remove old scratch worktrees with 'rcucheck cache --prune-work' (see 'rcucheck cache')
# left:
# no room for a build: exit 2: rcucheck: error: CACHE/build/user-*-d has N MiB free; a kernel build needs about 999999999 MiB: remove old scratch worktrees with 'rcucheck cache --prune-work' (see 'rcucheck cache')
# check-output-end
bin=$1
. ./toy-kernel.sh	# sets RCUCHECK_CACHE to the toy's own cache
build() { "$bin/rcucheck" build -C "$tree" --work "$1" >/dev/null 2>"$tmp/err"; }
# The sizes, dates, the cache's path and the toy's hash vary: replaced.
norm() {
	sed -e "s|$RCUCHECK_CACHE|CACHE|g" -e 's/user-[0-9a-f]\{8\}/user-*/g' \
	    -e 's/ *[0-9.]* [MG]B/ SIZE/g' \
	    -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]/DATE/' -e 's/[0-9]* MiB free/N MiB free/'
}
left() { echo "left:" $(ls "$RCUCHECK_CACHE/work" | sed 's/.*-//'); }
# age NAME DAYS: its last use DAYS ago (.git, and git's HEAD and index of it)
age() {
	wt=$(ls -d "$RCUCHECK_CACHE"/work/*-"$1")
	admin=$(sed 's/^gitdir: //' "$wt/.git")
	touch -d "$2 days ago" "$wt/.git" "$admin/HEAD" "$admin/index"
}
build a; ra=$?; build b; rb=$?; build c; rc=$?
echo "built a, b, c: exit $ra $rb $rc"
age a 10; age b 3
"$bin/rcucheck" cache >"$tmp/out"; echo "stats: exit $?"
sed -n '/^scratch worktrees:/,$p' "$tmp/out" | tail -n +2 | norm

key=$(ls "$RCUCHECK_CACHE/work" | grep -- '-c$')
# held here as a running rcucheck holds it (tree/ktree.c: cache_lock())
exec 9>"$RCUCHECK_CACHE/locks/$key.lock"
flock 9
"$bin/rcucheck" cache >"$tmp/out"; echo "c locked: exit $?"
grep '^  c ' "$tmp/out" | norm
"$bin/rcucheck" cache --prune-work c >/dev/null 2>"$tmp/err"; echo "prune c while locked: exit $?"
norm <"$tmp/err"; left
"$bin/rcucheck" cache --prune-work nosuch >/dev/null 2>"$tmp/err"; echo "unknown name: exit $?"
cat "$tmp/err"; left
"$bin/rcucheck" cache --prune-work --older-than 5 >/dev/null 2>"$tmp/err"; echo "older than 5 days: exit $?"
norm <"$tmp/err"; left
"$bin/rcucheck" cache --prune-work --keep 1 >/dev/null 2>"$tmp/err"; echo "keep 1: exit $?"
norm <"$tmp/err"; left
base=$(ls -d "$RCUCHECK_CACHE"/src/user-*)
echo "the base's worktrees: $(git -C "$base" worktree list | wc -l)"
exec 9>&-
"$bin/rcucheck" cache --prune-work "$key" >/dev/null 2>"$tmp/err"; echo "c unlocked, pruned by its tree-NAME: exit $?"
norm <"$tmp/err"; left
echo "the base's worktrees: $(git -C "$base" worktree list | wc -l)"

bad() {
	what=$1; shift
	"$bin/rcucheck" cache "$@" >/dev/null 2>"$tmp/err"; echo "$what: exit $?: $(cat "$tmp/err")"
}
bad "--keep x" --prune-work --keep x
bad "--older-than -1" --prune-work --older-than -1
bad "--keep without --prune-work" --keep 1
bad "--prune-work --clear" --prune-work --clear

RCUCHECK_MIN_FREE_MB=999999999 build d; echo "no room for a worktree: exit $?: $(grep error "$tmp/err" | norm)"
left
build d
RCUCHECK_MIN_FREE_MB=999999999 build d; echo "no room for a build: exit $?: $(grep error "$tmp/err" | norm)"

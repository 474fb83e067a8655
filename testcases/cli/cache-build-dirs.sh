#!/bin/sh
# check-name: rcucheck cache counts each scratch worktree's build directories (build/<key>, <key>-cfgHASH and its .fragment) beside it, lists the builds whose worktree is gone as entries of their own ("build only"), and --prune-work removes a worktree with its builds, and builds alone by the same NAME; a directory whose -cfg suffix is not a hash is a key of its own
# check-command: sh $file $bin
# check-timeout: 120
# check-output-start
# built a: exit 2
# stats: exit 0
#   a                        user-* SIZE  build SIZE  last used DATE
#   gone                     user-*                -  build SIZE  last used DATE  (no worktree: build only)
#   odd-cfgxyz               user-*                -  build SIZE  last used DATE  (no worktree: build only)
# total: 1 worktree, SIZE; builds SIZE
# a's builds: 1.0 MB or more
# prune gone: exit 0
# cache: removed user-*-gone
# cache: 1 scratch worktree removed, 0 kept, 0 in use
# builds left: a a-cfg0123abcd a-cfg0123abcd.fragment odd-cfgxyz
# prune a: exit 0
# cache: removed user-*-a
# cache: 1 scratch worktree removed, 0 kept, 0 in use
# builds left: odd-cfgxyz
# worktrees left:
# check-output-end
bin=$1
. ./toy-kernel.sh	# sets RCUCHECK_CACHE to the toy's own cache
norm() {
	sed -e "s|$RCUCHECK_CACHE|CACHE|g" -e 's/user-[0-9a-f]\{8\}/user-*/g' \
	    -e 's/ *[0-9.]* [MG]B/ SIZE/g' \
	    -e 's/[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]/DATE/'
}
builds() { echo "builds left:" $(ls "$RCUCHECK_CACHE/build" | sed 's/^user-[0-9a-f]*-//'); }
"$bin/rcucheck" build -C "$tree" --work a >/dev/null 2>"$tmp/err"; echo "built a: exit $?"
key=$(ls "$RCUCHECK_CACHE/work" | grep -- '-a$')
tree_name=${key%-a}
b="$RCUCHECK_CACHE/build"
# What validate leaves beside the plain build: a configuration of extra symbols.
mkdir -p "$b/$key" "$b/$key-cfg0123abcd" "$b/$tree_name-gone" "$b/$tree_name-gone-cfgdeadbeef" \
	"$b/$tree_name-odd-cfgxyz"
head -c 1048576 /dev/zero >"$b/$key-cfg0123abcd/vmlinux"
echo CONFIG_X=y >"$b/$key-cfg0123abcd.fragment"
echo CONFIG_Y=y >"$b/$tree_name-gone-cfgdeadbeef.fragment"
touch -d '2 days ago' "$b/$tree_name-gone" "$b/$tree_name-gone-cfgdeadbeef" \
	"$b/$tree_name-gone-cfgdeadbeef.fragment"
touch -d '3 days ago' "$b/$tree_name-odd-cfgxyz"
"$bin/rcucheck" cache >"$tmp/out"; echo "stats: exit $?"
sed -n '/^scratch worktrees:/,$p' "$tmp/out" | tail -n +2 | grep -v '^free:' | norm
# the 1 MiB file counts in a's builds
mb=$(grep '^  a ' "$tmp/out" | sed 's/.* build *\([0-9.]*\) MB .*/\1/')
if awk "BEGIN { exit !($mb >= 1.0) }"; then echo "a's builds: 1.0 MB or more"; else echo "a's builds: $mb"; fi
"$bin/rcucheck" cache --prune-work gone >/dev/null 2>"$tmp/err"; echo "prune gone: exit $?"
norm <"$tmp/err"; builds
"$bin/rcucheck" cache --prune-work a >/dev/null 2>"$tmp/err"; echo "prune a: exit $?"
norm <"$tmp/err"; builds
echo "worktrees left:" $(ls "$RCUCHECK_CACHE/work")

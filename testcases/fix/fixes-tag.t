#!/bin/sh
# check-name: fix: the Fixes: tag names the newest commit that took the reader out of the fixed function; none without such history
# check-command: sh $file
# check-output-start
# Fixes: <the commit that dropped the reader> ("drivers: Stop taking the read lock in get_val()")
# Signed-off-by: t <t@t>
# only the import commit: 0 Fixes: tags
# a plain directory of another repository: 0 Fixes: tags
# check-output-end
#
# A tree whose history has get_val() first with rcu_read_lock(), then a
# commit that drops it, then a later one that touches the function
# without dropping it: the tag names the one that dropped it, with its
# subject. A tree whose only commit is the import (no parent: a packaged
# tree's base) has no commit to name, nor has a directory that only sits
# in a repository: no tag.
set -e
bin=$(cd ../../bin && pwd)
here=$(pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
g() { git -c user.name=t -c user.email=t@t "$@"; }
cd "$dir"
git init -q tree
cd tree
mkdir plain
cp "$here/return-inside.c" plain/
printf 'int get_val(struct foo *x, int key)\n{\n\tstruct bar *b;\n\tint v;\n\n\trcu_read_lock();\n\tb = rcu_dereference(x->b);\n\tif (!b) {\n\t\trcu_read_unlock();\n\t\treturn -ENOENT;\n\t}\n\tv = b->v + 0;\n\trcu_read_unlock();\n\treturn v;\n}\n' > return-inside.c
g add . && g commit -qm "Import the tree"
sed -e '/rcu_read_lock();/d' -e '/rcu_read_unlock();/d' -e 's/if (!b) {/if (!b)/' -e '/^\t}$/d' return-inside.c > next.c
mv next.c return-inside.c
g commit -qam "drivers: Stop taking the read lock in get_val()"
dropped=$(git rev-parse --short=12 HEAD)
cp "$here/return-inside.c" return-inside.c
g commit -qam "drivers: Tidy get_val()"
"$bin/rcucheck" fix --stdout --signoff='t <t@t>' -C . "$here/return-inside.json" |
	grep -E '^(Fixes|Signed-off-by):' | sed "s/$dropped/<the commit that dropped the reader>/"
cd "$dir"
git init -q base
cp "$here/return-inside.c" base/
(cd base && g add . && g commit -qm "Import the tree")
echo "only the import commit: $("$bin/rcucheck" fix --stdout -C base "$here/return-inside.json" | grep -c '^Fixes:' || true) Fixes: tags"
echo "a plain directory of another repository: $("$bin/rcucheck" fix --stdout -C tree/plain "$here/return-inside.json" | grep -c '^Fixes:' || true) Fixes: tags"

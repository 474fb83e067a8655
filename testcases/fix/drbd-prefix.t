#!/bin/sh
# check-name: fix: a drbd file's subject says "drbd:", as drbd's own commits do; a sibling driver keeps the directory's prefix
# check-command: sh $file
# check-output-start
# [PATCH 1/1] drbd: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] block: loop: Fix missing RCU protection for rcu_dereference() in get_val()
# check-output-end
#
# A tree without history: the prefix is the table's. drivers/block/drbd/
# has its own row; drivers/block/loop/ has none and gets the directory's.
set -e
bin=$(cd ../../bin && pwd)
here=$(pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for d in drbd loop; do
	mkdir -p "$dir/drivers/block/$d"
	cp "$here/return-inside.c" "$dir/drivers/block/$d/"
	sed "s|\"return-inside.c\"|\"drivers/block/$d/return-inside.c\"|" "$here/return-inside.json" > "$dir/$d.json"
	"$bin/rcucheck" fix --diff -C "$dir" "$dir/$d.json" | grep '^\[PATCH'
done

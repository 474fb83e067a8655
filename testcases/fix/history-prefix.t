#!/bin/sh
# check-name: fix: the subject's prefix is the most common one in the tree's history of the file, the table's when it has none
# check-command: sh $file
# check-output-start
# [PATCH 1/1] wifi: mac80211: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] import: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
# check-output-end
#
# A tree whose git history names the file's subsystem "wifi: mac80211"
# twice, "wifi: cfg80211" once, and has subjects without a prefix ("Revert
# ...", "Import the tree": a segment with a space is no prefix): the
# series takes "wifi: mac80211". import/return-inside.c has only the
# import commit in its history: the table's (directory) prefix. The
# history of a repository the tree only sits in is not the tree's: the
# same file in a plain subdirectory of the repository gets the table's
# prefix too.
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
mkdir import plain
cp "$here/return-inside.c" import/
cp "$here/return-inside.c" plain/
cp "$here/return-inside.c" return-inside.c
g add . && g commit -qm "Import the tree"
for s in "wifi: cfg80211: first" "wifi: mac80211: second" "Revert \"wifi: x: y\"" \
	"wifi: mac80211: third"; do
	echo "/* $s */" >> return-inside.c
	g commit -qam "$s"
done
"$bin/rcucheck" fix --diff -C . "$here/return-inside.json" | grep '^\[PATCH'
sed 's|"return-inside.c"|"import/return-inside.c"|' "$here/return-inside.json" > ../import.json
"$bin/rcucheck" fix --diff -C . ../import.json | grep '^\[PATCH'
"$bin/rcucheck" fix --diff -C plain "$here/return-inside.json" | grep '^\[PATCH'

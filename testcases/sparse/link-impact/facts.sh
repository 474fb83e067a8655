#!/bin/sh
# Not a test by itself: the link-impact tests run it as "sh facts.sh
# FILE".  sparse-rcu writes FILE's facts to a scratch directory; this
# prints what the impact rule reads of them: each update site ("upd":
# function, line, primitive, object, node, the locks held on every
# path), each access's object and locks ("need": function, line,
# object, node, the locks held on every path) and each call's locks
# ("site": caller, callee, the locks held on every path).
set -e
bin=$(dirname "$0")/../../../bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/sparse-rcu" --rcu-only --rcu-facts="$dir/f.rcufacts" "$1" 2>/dev/null
awk -F'\t' '$1 == "upd" { print "upd", $2, $4, $5, $6, $7, $8 }
	$1 == "need" { print "need", $2, $5, $15, $16, $17 }
	$1 == "site" { print "site", $2, $3, $11 }' "$dir/f.rcufacts"

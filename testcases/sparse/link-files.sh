#!/bin/sh
# Not a test by itself: the link tests run it as "sh ../link-files.sh
# FILE..." in their directory.  sparse-rcu writes each FILE's facts to a
# scratch directory, and "rcucheck link" joins them (its exit status is
# the script's).
set -e
bin=$(dirname "$0")/../../bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for f in "$@"; do
	"$bin/sparse-rcu" --rcu-only --rcu-facts="$dir/.${f%.c}.o.rcufacts" "$f"
done
"$bin/rcucheck" link "$dir"

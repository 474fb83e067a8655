#!/bin/sh
# check-name: the result cache: a changed rule file (a copy of the checkout's cocci/ with a comment more; prio.c of ci-tree alone) is a new rules' version that takes nothing from the old one's entries and prints the same; cache --stats counts both versions, --prune keeps this checkout's, --clear empties it
# check-command: sh $file $bin
# check-output-start
# cold: exit 1, 1 findings, 0 of 1 files with an accessor and 0 of 1 call-site answers from the cache; spatch parsed 1 file for the rules
# rule changed: exit 1, same as cold, 0 of 1 files with an accessor and 0 of 1 call-site answers from the cache; spatch parsed 1 file for the rules
# stats: 2 rules versions
# prune: 1 rules version
# clear: 0 rules versions
# check-output-end
ci_files="prio.c"
. ./ci-cache-lib.sh
home=$tmp/home
mkdir -p "$home/checker/rcu" && cp -r "$(dirname "$rc")/../cocci" "$home/" &&
	cp -r "$(dirname "$rc")/../checker/rcu/data" "$home/checker/rcu/" || exit 2
RCUCHECK_HOME=$home audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(said)"
echo '// changed' >>"$home/cocci/rcu_list.cocci"
RCUCHECK_HOME=$home audit >"$tmp/rule.json"
echo "rule changed: exit $?, $(same "$tmp/cold.json" "$tmp/rule.json" cold), $(said)"
echo "stats: $(RCUCHECK_HOME=$home "$rc" cache --stats | sed -n 's/^total: .* in //p')"
echo "prune: $(RCUCHECK_HOME=$home "$rc" cache --prune 2>/dev/null | sed -n 's/^total: .* in //p')"
echo "clear: $(RCUCHECK_HOME=$home "$rc" cache --clear 2>/dev/null | sed -n 's/^total: .* in //p')"
rm -rf "$tmp"

#!/bin/sh
# check-name: the result cache: a changed data table that only the runtime or the caller search reads (a row more in a copy's rcu/data/workload-boot) keeps the rules' version, every file's facts come from the cache; a changed table the rules' Python model reads (a comment more in rcu/data/readers) is a new version, nothing from the cache (prio.c of ci-tree alone)
# check-command: sh $file $bin
# check-output-start
# cold: exit 1, 1 findings, 0 of 1 files with an accessor and 0 of 1 call-site answers from the cache; spatch parsed 1 file for the rules
# runtime table changed: exit 1, same as cold, 1 of 1 files with an accessor and 1 of 1 call-site answers from the cache; spatch parsed 0 files for the rules
# model table changed: exit 1, same as cold, 0 of 1 files with an accessor and 0 of 1 call-site answers from the cache; spatch parsed 1 file for the rules
# check-output-end
ci_files="prio.c"
. ./ci-cache-lib.sh
home=$tmp/home
mkdir -p "$home/checker/rcu" && cp -r "$(dirname "$rc")/../cocci" "$home/" &&
	cp -r "$(dirname "$rc")/../checker/rcu/data" "$home/checker/rcu/" || exit 2
RCUCHECK_HOME=$home audit >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(said)"
printf 'fs/rcucheck-test/\tlsm=rcucheck\n' >>"$home/checker/rcu/data/workload-boot"
RCUCHECK_HOME=$home audit >"$tmp/runtime.json"
echo "runtime table changed: exit $?, $(same "$tmp/cold.json" "$tmp/runtime.json" cold), $(said)"
echo '# changed' >>"$home/checker/rcu/data/readers"
RCUCHECK_HOME=$home audit >"$tmp/model.json"
echo "model table changed: exit $?, $(same "$tmp/cold.json" "$tmp/model.json" cold), $(said)"
rm -rf "$tmp"

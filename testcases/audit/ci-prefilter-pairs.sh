#!/bin/sh
# check-name: the prefilter's token pairs: rcu_pointer_lifetime.cocci ("// Tokens: rcu_access_pointer rcu_dereference&rcu_read_unlock ...") is run on the files of prefilter-pairs/ with rcu_access_pointer(), or with a fetch (written, or through deref.h's macro) and an unlock; unlock-only.c, a reader with no fetch, is not parsed for it (a stand-in spatch lists the files each run of the rule was given)
# check-command: sh $file $bin
# check-output-start
# access-pointer.c
# fetch-unlock.c
# macro-fetch.c
# check-output-end
. ./ci-prefilter-lib.sh
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache -C prefilter-pairs -j 1 >/dev/null 2>&1
sed -n 's/^rcu_pointer_lifetime //p' "$tmp/given" | sort
rm -rf "$tmp"

#!/bin/sh
# check-name: the prefilter's token pairs: rcu_pointer_lifetime.cocci ("// Tokens: rcu_access_pointer rcu_dereference&rcu_read_unlock ...") is run on the files of prefilter-pairs/ with rcu_access_pointer(), or with a fetch (written, or through deref.h's macro) and an unlock, also one the tree's own functions make: a header's read-side wrapper (reader.h's stats_read_unlock(), wrapper-unlock.c) or a function that ends its caller's reader (release.c's table_put(), __releases(RCU); releaser-unlock.c), whose files were not given the rule and lost their use after the unlock; unlock-only.c, a reader with no fetch, is not parsed for it (a stand-in spatch lists the files each run of the rule was given; then the rule's findings)
# check-command: sh $file $bin
# check-output-start
# access-pointer.c
# fetch-unlock.c
# macro-fetch.c
# releaser-unlock.c
# wrapper-unlock.c
# finding fetch-unlock.c
# finding releaser-unlock.c
# finding wrapper-unlock.c
# check-output-end
. ./ci-prefilter-lib.sh
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache -C prefilter-pairs -j 1 >"$tmp/out" 2>/dev/null
sed -n 's/^rcu_pointer_lifetime //p' "$tmp/given" | sort
sed -n 's/^\([^:]*\):.*\[rcu-use-after-unlock\].*/finding \1/p' "$tmp/out" | sort
rm -rf "$tmp"

#!/bin/sh
# check-name: audit: the proofs that an access rule prints nothing for a file (audit/quiet.c) hold: RCUCHECK_QUIET_VERIFY=1 asks spatch too and names every file proved quiet that it printed a fact for; of quiet-verify/'s files, inside.c (an rcu walk with a break, fetches of the three flavors each in its reader: spin_lock_bh() for bh, preempt_disable() for sched) is proved for both rules, and for rcu_dereference.cocci the three lifetime files, whose fetches are inside their readers; none of the others is: a fetch after the unlock, a fetch at a loop's head with the reader taken and dropped in the body, a helper with no reader, an accessor in a #define's body, srcu_dereference() and a list_for_each_entry_srcu() whose lockdep condition names a lock not held (which the rule prints whatever the paths), rcu_dereference_bh() under a plain spin_lock(), a goto past the lock, a fetch after the tree's wrapper of rcu_read_unlock() (wrapper.c: spatch expands it; an after path starts at a wrapper's or releaser's call). For rcu_pointer_lifetime.cocci, lifetime.c (the fetched pointer used inside the reader only) and srcu.c (its fetched pointer not named after srcu_read_unlock()) are proved; not lifetime-after.c (used after the unlock), lifetime-store.c (a call's result stored into a field inside a reader: the rule's st), nor the files that name the fetched variable again after an unlock (inside.c, goto.c, loop.c, after-unlock.c). Reading no end (every path reaches) proves less; ending paths at any call, or starting none after an unlock, proves a file spatch prints a fact for; so does forgetting that an srcu walk is printed anyway, a store into a field, a use after the unlock, or that a path starts at a wrapper's call
# check-command: sh $file $bin
# check-output-start
# quiet verify: rcu_dereference.cocci: 4 files proved quiet, 0 of them not
# quiet verify: rcu_list.cocci: 1 files proved quiet, 0 of them not
# quiet verify: rcu_pointer_lifetime.cocci: 2 files proved quiet, 0 of them not
# check-output-end
cache=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-quiet-XXXXXX") || exit 2
RCUCHECK_QUIET_VERIFY=1 RCUCHECK_CACHE=$cache "$1/rcucheck" audit --no-tree -C quiet-verify \
	--tier=all --json >/dev/null 2>"$cache/err"
grep '^quiet verify' "$cache/err"
rm -rf "$cache"

#!/bin/sh
# check-name: the prefilter reads tokens in code only: in-code.c's rcu_dereference() (after a string holding "/*" and a '"' constant on its line) is given to rcu_dereference.cocci; comment-only.c, which names rcu_dereference() and list_for_each_entry_rcu() only in comments and a string, is given to no rule (spatch matches no name there; a stand-in spatch lists the files each rule run was given)
# check-command: sh $file $bin
# check-output-start
# rcu_dereference in-code.c
# check-output-end
. ./ci-prefilter-lib.sh
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache -C prefilter-code -j 1 >/dev/null 2>&1
sort "$tmp/given"
rm -rf "$tmp"

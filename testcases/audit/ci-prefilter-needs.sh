#!/bin/sh
# check-name: a rule's need in one function (audit/rule_needs.c): rcu_reclaim.cocci is given the files of prefilter-needs/ with a function that unlinks and frees (freed.c), or calls a function of the file that frees (helper-freed.c; annotated-helper.c, whose helper's name is followed by __must_hold()), or a free that is a macro of the file (macro-free.c: spatch may expand it), and reports the first three; not no-free.c (kfree only in a comment and a string) nor unrelated-free.c (the unlink and the free in two functions, neither calling the other): a stand-in spatch lists the files each run of the rule was given
# check-command: sh $file $bin
# check-output-start
# given annotated-helper.c
# given freed.c
# given helper-freed.c
# given macro-free.c
# rcu-reclaim-no-gp annotated-helper.c
# rcu-reclaim-no-gp freed.c
# rcu-reclaim-no-gp helper-freed.c
# check-output-end
. ./ci-prefilter-lib.sh
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache --json -C prefilter-needs -j 1 2>/dev/null >"$tmp/out"
sed -n 's/^rcu_reclaim /given /p' "$tmp/given" | sort
sed -n 's/.*"rule": *"\(rcu-reclaim-no-gp\)".*"file": *"\([^"]*\)".*/\1 \2/p' "$tmp/out" | sort -u
rm -rf "$tmp"

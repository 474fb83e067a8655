#!/bin/sh
# check-name: audit --sarif: valid SARIF 2.1.0 by Microsoft's multitool; the rule table's rules, a result per finding with its level and fingerprint, the 2009 chain as a codeFlow from setpriority() down to the access; a broken log is caught
# check-command: sh $file $bin
# check-timeout: 180
# check-output-start
# audit: exit 1
# valid
# rules: one per row of rcu/rules.c
# results: 4, levels: 4 warning
# fingerprints: 4, as in --json: 4
# "text": "__task_cred(p) in set_one_prio_perm()"
# "text": "dev_query() calls dev_ops_id(), holding dev->lock"
# "text": "euid_bad() calls task_euid(), holding current->sighand->siglock"
# "text": "set_one_prio() calls set_one_prio_perm()"
# "text": "setpriority() calls set_one_prio(), holding tasklist_lock"
# the 2009 chain, in the codeFlow's order:
#   "setpriority() calls set_one_prio(), holding tasklist_lock"
#   "set_one_prio() calls set_one_prio_perm()"
#   "__task_cred(p) in set_one_prio_perm()"
# broken: (8,7): error JSON1002: runs[0].results[0]: The required property 'message' is missing.
# check-output-end
export LC_ALL=C
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-sarif-XXXXXX") || exit 2
RCUCHECK_CACHE=$tmp/cache "$1/rcucheck" audit --no-tree -C ci-tree --sarif "$tmp/out.sarif" --json >"$tmp/out.json" 2>/dev/null
echo "audit: exit $?"
sh sarif-validate.sh "$1" "$tmp/out.sarif"
rows=$(grep -c '^	{ "' ../../checker/rcu/rules.c)
rules=$(grep -c '"shortDescription"' "$tmp/out.sarif")
echo "rules: $([ "$rules" = "$rows" ] && echo "one per row of rcu/rules.c" || echo "$rules for $rows rows of rcu/rules.c")"
echo "results: $(grep -c '"ruleId": ' "$tmp/out.sarif"), levels: $(grep -c '"level": "warning"' "$tmp/out.sarif") warning"
fp() { grep -o "$1" "$2" | sed 's/.*"\([0-9a-f]\{16\}\)"/\1/' | sort; }
fp '"rcucheck/v1": "[0-9a-f]*"' "$tmp/out.sarif" >"$tmp/a"
fp '"fingerprint":"[0-9a-f]*"' "$tmp/out.json" >"$tmp/b"
echo "fingerprints: $(wc -l <"$tmp/a"), as in --json: $(comm -12 "$tmp/a" "$tmp/b" | wc -l)"
grep -o '"text": "[^"]* calls [^"]*"\|"text": "__task_cred(p) in [^"]*"' "$tmp/out.sarif" |
	grep -e setpriority -e 'set_one_prio()' -e '__task_cred(p) in set_one' -e dev_query -e euid_bad | sort
echo "the 2009 chain, in the codeFlow's order:"
grep -o '"text": "set[^"]* calls [^"]*"\|"text": "__task_cred(p) in set_one_prio_perm()"' "$tmp/out.sarif" |
	sed 's/"text": /  /' | uniq
printf 'broken: '; sh sarif-validate.sh "$1" ci-sarif-broken.sarif
rm -rf "$tmp"

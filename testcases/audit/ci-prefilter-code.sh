#!/bin/sh
# check-name: the prefilter reads tokens in code only: in-code.c's rcu_dereference() (after a string holding "/*" and a '"' constant on its line) is given to rcu_dereference.cocci; comment-only.c, which names rcu_dereference() and list_for_each_entry_rcu() only in comments and a string, is given to no rule (spatch matches no name there; a stand-in spatch lists the files each rule run was given)
# check-command: sh $file $bin
# check-output-start
# rcu_dereference in-code.c
# check-output-end
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-prefilter-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache
unset RCUCHECK_RESULTS
real=$(command -v spatch) || exit 2
mkdir "$tmp/bin" || exit 2
cat >"$tmp/bin/spatch" <<STANDIN
#!/bin/sh
rule= groups=
prev=
for a in "\$@"; do
	case "\$prev" in
	--sp-file) rule=\$a ;;
	--file-groups) groups=\$a ;;
	esac
	prev=\$a
done
case "\$rule" in
*rcu_callsite*|*callsite*) ;;
*.cocci) name=\${rule##*/}; grep -v '^\$' "\$groups" | sed "s|^|\${name%.cocci} |" >>"$tmp/given" ;;
esac
exec "$real" "\$@"
STANDIN
chmod +x "$tmp/bin/spatch"
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache -C prefilter-code -j 1 >/dev/null 2>&1
sort "$tmp/given"
rm -rf "$tmp"

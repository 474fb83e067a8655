#!/bin/sh
# check-name: the prefilter's token pairs: rcu_pointer_lifetime.cocci ("// Tokens: rcu_access_pointer rcu_dereference&rcu_read_unlock ...") is run on the files of prefilter-pairs/ with rcu_access_pointer(), or with a fetch (written, or through deref.h's macro) and an unlock; unlock-only.c, a reader with no fetch, is not parsed for it (a stand-in spatch lists the files each run of the rule was given)
# check-command: sh $file $bin
# check-output-start
# access-pointer.c
# fetch-unlock.c
# macro-fetch.c
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
*rcu_pointer_lifetime.cocci) grep -v '^\$' "\$groups" >>"$tmp/given" ;;
esac
exec "$real" "\$@"
STANDIN
chmod +x "$tmp/bin/spatch"
PATH=$tmp/bin:$PATH "$rc" audit --no-tree --no-cache -C prefilter-pairs -j 1 >/dev/null 2>&1
sort "$tmp/given"
rm -rf "$tmp"

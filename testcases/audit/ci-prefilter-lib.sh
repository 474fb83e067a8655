# Shared by the ci-prefilter-*.sh tests (sourced, not a test itself): a
# private cache and a stand-in spatch that records, for each run of an
# access rule (not the call-site rule), "RULE FILE" per file it was given
# in $tmp/given, then runs the real spatch. The test puts $tmp/bin first
# in PATH where it wants it.
#   . ./ci-prefilter-lib.sh; PATH=$tmp/bin:$PATH "$rc" audit ...
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-prefilter-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache
# these tests list the files the prefilter gives each rule: none proved quiet in C (audit/quiet.c)
export RCUCHECK_QUIET=0
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
*callsite*) ;;
*.cocci) name=\${rule##*/}; grep -v '^\$' "\$groups" | sed "s|^|\${name%.cocci} |" >>"$tmp/given" ;;
esac
exec "$real" "\$@"
STANDIN
chmod +x "$tmp/bin/spatch"

# Shared by the ci-cache*.sh tests (sourced, not a test itself): a private
# cache and a scratch tree holding the ci-tree files named after the binary
# directory, and the helpers that read what the audit said of the cache.
# dash passes no arguments to a sourced file: the test's $1 is the binary
# directory, and $ci_files names the files to copy.
#   ci_files="prio.c ok.c"; . ./ci-cache-lib.sh
rc=$1/rcucheck
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-cache-XXXXXX") || exit 2
export RCUCHECK_CACHE=$tmp/cache
# these tests are of spatch's call-site and sleep rule answers kept: none worked out in C
export RCUCHECK_CALLSITE_TEXT=0 RCUCHECK_SLEEP_TEXT=0
unset RCUCHECK_RESULTS
tree=$tmp/tree
mkdir "$tree" || exit 2
for f in $ci_files; do cp "ci-tree/$f" "$tree/" || exit 2; done
audit() { "$rc" audit --no-tree -C "$tree" --json "$@" 2>"$tmp/stderr"; }
said() { sed -n 's/^audit: result cache: //p; s/^audit: \(result cache off.*\)/\1/p' "$tmp/stderr"; }
# another_build ARGS: audit as another build of rcucheck would (a copy with a
# byte more: another hash, this checkout's rules)
another_build() {
	[ -x "$tmp/rcucheck-other" ] ||
		{ cp "$rc" "$tmp/rcucheck-other" && printf x >>"$tmp/rcucheck-other"; } || exit 2
	RCUCHECK_HOME=$(cd "$(dirname "$rc")/.." && pwd) "$tmp/rcucheck-other" \
		audit --no-tree -C "$tree" --json "$@" 2>"$tmp/stderr"
}
same() { cmp -s "$1" "$2" && echo "same as $3" || echo "differs from $3"; }
entries() { find "$RCUCHECK_CACHE/results" -type f 2>/dev/null | wc -l; }
# standin_spatch <<STANDIN ... STANDIN: writes $tmp/bin/spatch, a stand-in
# that runs the real spatch, then the shell text on stdin (the real one's
# arguments in "$@", its exit status in $status), and exits with that
# status. The test puts $tmp/bin first in PATH where it wants it.
standin_spatch() {
	real=$(command -v spatch) || exit 2
	mkdir -p "$tmp/bin" || exit 2
	{ printf '#!/bin/sh\n"%s" "$@"\nstatus=$?\n' "$real"; cat; echo 'exit $status'; } \
		>"$tmp/bin/spatch"
	chmod +x "$tmp/bin/spatch"
}
# kept_steps LABEL EDIT FILE: the audits the tests of what a warm audit
# keeps by file stamp walk through, each line ending with what the test's
# counts() says: cold, warm, after the test's function EDIT changed the
# tree ("LABEL: ..."), and after FILE (relative to the tree) is touched
# alone. It leaves $tmp/nocache.json, the edited tree's --no-cache report.
kept_steps() {
	audit >"$tmp/cold.json"
	echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings, $(counts)"
	audit >"$tmp/warm.json"
	echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold), $(counts)"
	$2
	audit >"$tmp/edited.json"
	st=$? c=$(counts)
	audit --no-cache >"$tmp/nocache.json"
	echo "$1: exit $st, $(same "$tmp/nocache.json" "$tmp/edited.json" --no-cache), $(wc -l <"$tmp/edited.json") findings, $c"
	touch -d '2001-01-01' "$tree/$3"
	audit >"$tmp/touched.json"
	echo "$3 touched: exit $?, $(same "$tmp/nocache.json" "$tmp/touched.json" --no-cache), $(counts)"
}

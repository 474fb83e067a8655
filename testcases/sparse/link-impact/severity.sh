#!/bin/sh
# check-name: rcucheck link --severity: only the impacts asked for (race; lockdep-only,unknown); --json carries every finding's impact, "unknown" too; a bad severity is a one-line error, exit 2
# check-command: sh $file
# check-output-start
# race: exit 1
# ptr.c:89 race
# ptr.c:101 race
# list.c:158 race
# field.c:60 race
# lockdep-only,unknown: exit 1
# ptr.c:78 lockdep-only
# ptr.c:110 unknown
# list.c:82 lockdep-only
# list.c:117 lockdep-only
# list.c:181 lockdep-only
# list.c:218 lockdep-only
# field.c:35 lockdep-only
# field.c:40 unknown
# field.c:59 lockdep-only
# rcucheck: error: link: unknown severity 'bogus': race, lockdep-only or unknown (see 'rcucheck link --help')
# bogus: exit 2
# check-output-end
bin=$(dirname "$0")/../../../bin
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for f in ptr.c list.c field.c field-upd.c; do
	"$bin/sparse-rcu" --rcu-only --rcu-facts="$dir/.${f%.c}.o.rcufacts" "$f" 2>/dev/null
done
for s in race lockdep-only,unknown; do
	"$bin/rcucheck" link --json --severity=$s "$dir" >"$dir/out" 2>/dev/null
	echo "$s: exit $?"
	sed -n 's/^{"tool":"[^"]*","rule":"[^"]*","severity":"[^"]*","file":"\([^"]*\)","line":\([0-9]*\),.*"impact":"\([^"]*\)".*/\1:\2 \3/p' "$dir/out" |
		sort -t: -k1,1r -k2n
done
"$bin/rcucheck" link --severity=bogus "$dir" 2>&1 >/dev/null
echo "bogus: exit $?"

#!/bin/sh
# Not a test by itself: the SARIF tests run it as "sh sarif-validate.sh
# BIN FILE". Microsoft's SARIF multitool (installed by 'rcucheck setup'
# from npm into the cache) validates FILE against the SARIF 2.1.0 schema
# and its rules; it exits 0 whatever it finds, so its "error" lines are
# what fails. Prints "valid" or the errors; exit 0 or 1.
tool=$("$1/rcucheck" setup --sarif-validator) || {
	echo "the SARIF multitool cannot be installed (see above): run 'bin/rcucheck setup --packages-only'"
	exit 1
}
out=$("$tool" validate "$2" 2>&1) || { echo "$out"; exit 1; }
errors=$(printf '%s\n' "$out" | grep -E ': error [A-Z]+[0-9]+:' | sed 's/^[^:]*(\([0-9,]*\)): /(\1): /')
if [ -n "$errors" ] || ! printf '%s\n' "$out" | grep -q 'Analysis completed successfully'; then
	printf '%s\n' "${errors:-$out}"
	exit 1
fi
echo valid

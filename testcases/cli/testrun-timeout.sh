#!/bin/sh
# check-name: testrun: a check outliving its check-timeout: limit fails and says the limit; TESTRUN_TIMEOUT_SCALE multiplies every limit; a limit that is not a positive number is an error of the test file
# check-command: sh $file $bin
# check-output-start
# limit 1 s, sleeps 2 s: exit 1
#      exit value timed out after 1 s, expected 0
# 0 passed, 1 failed
# the same, TESTRUN_TIMEOUT_SCALE=4: exit 0
# 1 passed, 0 failed
# TESTRUN_TIMEOUT_SCALE=zero: exit 2
# testrun: error: TESTRUN_TIMEOUT_SCALE is not a positive number: zero
# limit -3: exit 1
#      bad.sh: check-timeout is not a positive number: -3
# 0 passed, 1 failed
# check-output-end
bin=$1
# The limits below are this test's own, whatever the outer run scales.
unset TESTRUN_TIMEOUT_SCALE
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
# The inner test's tags are spelled in two pieces, so that this file's
# walk does not take them for its own.
tag=check
printf '#!/bin/sh\n# %s-name: sleeps\n# %s-command: sh $file\n# %s-timeout: %s\n# %s-output-ignore\nsleep 2\n' \
	$tag $tag $tag 1 $tag >"$tmp/slow.sh"
printf '#!/bin/sh\n# %s-name: bad limit\n# %s-timeout: -3\ntrue\n' $tag $tag >"$tmp/bad.sh"

out=$("$bin/testrun" "$tmp/slow.sh"); rc=$?
echo "limit 1 s, sleeps 2 s: exit $rc"
echo "$out" | grep -e 'timed out' -e passed
out=$(TESTRUN_TIMEOUT_SCALE=4 "$bin/testrun" "$tmp/slow.sh"); rc=$?
echo "the same, TESTRUN_TIMEOUT_SCALE=4: exit $rc"
echo "$out" | grep -e passed -e "not a positive" | sed "s|$tmp/||"
out=$(TESTRUN_TIMEOUT_SCALE=zero "$bin/testrun" "$tmp/slow.sh" 2>&1); rc=$?
echo "TESTRUN_TIMEOUT_SCALE=zero: exit $rc"
echo "$out"
out=$("$bin/testrun" "$tmp/bad.sh"); rc=$?
echo "limit -3: exit $rc"
echo "$out" | grep -e passed -e "not a positive" | sed "s|$tmp/||"

#!/bin/sh
# check-name: confirm: bad input is one line and exit 2: no findings file, two, one that is not findings, a log that cannot be read, --workloads with --log (no boot to run them in)
# check-command: sh $file $bin
# check-output-start
# no operand: exit 2, 1 line
# two operands: exit 2, 1 line
# not findings: exit 2, 1 line
# missing log: exit 2, 1 line
# workloads with a log: exit 2, 1 line
# check-output-end
rc=$1/rcucheck
t() { out=$("$rc" confirm "$@" 2>&1 >/dev/null); echo "exit $?, $(printf '%s\n' "$out" | wc -l) line"; }
echo "no operand: $(t --log ../splats/injected-2009.log)"
echo "two operands: $(t --log ../splats/injected-2009.log setprio-only.json setprio-only.json)"
echo "not findings: $(t --log ../splats/injected-2009.log ../cli/not-findings.json)"
echo "missing log: $(t --log /nonexistent/console.log setprio-only.json)"
echo "workloads with a log: $(t --workloads --log ../splats/injected-2009.log setprio-only.json)"

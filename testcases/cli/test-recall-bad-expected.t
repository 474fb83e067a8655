# check-name: test-recall: an EXPECTED verdict that is not default, lower or missed is refused before any audit
# check-command: test-recall recall-bad-expected
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: test-recall: recall-bad-expected/EXPECTED:1: expected '<patch> <default|lower|missed> <blame-ok|blame-missed>'
# check-error-end

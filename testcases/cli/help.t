# check-name: rcucheck --help lists the verbs and the exit codes
# check-command: rcucheck --help
# check-exit-value: 0
# check-output-contains:   setup    install the Debian packages and prepare the tree cache (6.1, or --kver)
# check-output-contains:   splats   parse a console log into findings (lockdep-RCU and other reports)
# check-output-contains: Exit status: 0 clean, 1 findings or failed verdicts, 2 usage or

# check-name: rcucheck confirm --help: usage on stdout, the five classes, the options, the exit status
# check-command: rcucheck confirm --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck confirm 
# check-output-contains:   confirmed 
# check-output-contains:   ran-no-splat 
# check-output-contains:   unreached 
# check-output-contains:   not-measured 
# check-output-contains: runtime-only
# check-output-contains: --log CONSOLE.log
# check-output-contains: Exit status: 0 

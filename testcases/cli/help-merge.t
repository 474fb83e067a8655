# check-name: rcucheck merge --help: usage on stdout, the options, the exit status
# check-command: rcucheck merge --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck merge 
# check-output-contains: --sarif FILE
# check-output-contains: --dot DIR
# check-output-contains: SHARD.json...
# check-output-contains: Exit status: 0 

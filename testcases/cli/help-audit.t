# check-name: rcucheck audit --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck audit --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck audit 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 
# check-output-contains: --baseline FILE
# check-output-contains: --new-since REV
# check-output-contains: --sarif FILE   also write the findings as SARIF 2.1.0 (the chain as
# check-output-contains: --shard I/N
# check-output-contains: --sleep-only

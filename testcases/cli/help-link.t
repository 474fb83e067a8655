# check-name: rcucheck link --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck link --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck link 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 
# check-output-contains: --sarif FILE
# check-output-contains: --dot DIR
# check-output-contains: --severity=LIST

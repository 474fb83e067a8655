# check-name: rcucheck demo --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck demo --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck demo 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

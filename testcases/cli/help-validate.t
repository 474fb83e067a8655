# check-name: rcucheck validate --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck validate --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck validate 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

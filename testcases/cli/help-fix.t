# check-name: rcucheck fix --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck fix --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck fix 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

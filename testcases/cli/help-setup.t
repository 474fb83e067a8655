# check-name: rcucheck setup --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck setup --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck setup 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

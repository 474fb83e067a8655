# check-name: rcucheck boot --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck boot --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck boot 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

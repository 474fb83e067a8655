# check-name: rcucheck build --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck build --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck build 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

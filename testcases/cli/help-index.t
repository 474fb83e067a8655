# check-name: rcucheck index --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck index --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck index 
# check-output-contains: -C KDIR
# check-output-contains: Exit status: 0 

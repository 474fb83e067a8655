# check-name: rcucheck splats --help: usage on stdout, the options common to every verb, the exit status
# check-command: rcucheck splats --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck splats 
# check-output-contains: Exit status: 0 

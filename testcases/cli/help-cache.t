# check-name: rcucheck cache --help: usage on stdout, the options, the exit status
# check-command: rcucheck cache --help
# check-exit-value: 0
# check-output-contains: usage: rcucheck cache [--stats | --clear | --prune]
# check-output-contains: --no-cache' neither reads nor writes it.
# check-output-contains: Exit status: 0 

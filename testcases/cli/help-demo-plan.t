# check-name: demo --help documents --plan and the sparse-rcu build
# check-command: rcucheck demo --help
# check-exit-value: 0
# check-output-contains:   --plan          only say what each job would run, run nothing
# check-output-contains: built first

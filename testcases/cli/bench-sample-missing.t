# check-name: bench --sample: a list that cannot be read is refused before any run, naming it
# check-command: bench --sample no-such-sample-list.txt
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: bench: cannot read the sample list no-such-sample-list.txt: No such file or directory
# check-error-end

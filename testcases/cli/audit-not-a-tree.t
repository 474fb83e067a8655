# check-name: audit: -C on a directory that is not a kernel tree
# check-command: rcucheck audit -C .
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: -C .: not a Linux kernel tree (no Kbuild, kernel/ or include/linux/); --no-tree audits a plain directory
# check-error-end

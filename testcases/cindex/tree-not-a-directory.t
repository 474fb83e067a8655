# check-name: index -C needs a directory
# check-command: rcucheck index -C no-such-tree -o index.tidx
# check-exit-value: 2
# check-error-start
# rcucheck: error: -C no-such-tree: no such directory
# check-error-end

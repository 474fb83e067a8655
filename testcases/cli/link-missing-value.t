# check-name: link: --tree (the alias of -C) given last without its value
# check-command: rcucheck link --annotate out --tree
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: link: option '--tree' needs a value (see 'rcucheck link --help')
# check-error-end

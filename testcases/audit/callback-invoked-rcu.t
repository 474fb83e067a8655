# check-name: audit: a callback whose every invoker (a field call, INDIRECT_CALL_1()) holds the reader: no finding in any tier; an unprotected call of a field of that name in another struct (the base's declared type) is not its call
# check-command: rcucheck audit --no-tree -C callback-invoked-rcu --tier=all
# check-exit-value: 0
# check-output-start
# check-output-end

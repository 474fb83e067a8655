# check-name: fix: a guard's commit message says what the guard covers, and the exit it ends the section on
# check-command: rcucheck fix --stdout --no-signoff -C . early-return.json
# check-output-contains: Take guard(rcu)() before the access: the read-side critical section then
# check-output-contains: covers every use of what it loaded, to the end of the scope. The guard
# check-output-contains: ends it on the early exit too.

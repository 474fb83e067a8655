# check-name: fix: a guard's commit message says what the guard covers, and the exit it ends the section on
# check-command: rcucheck fix --stdout --no-signoff -C . early-return.json
# check-output-contains: Take guard(rcu)() before the access: the read-side critical section then
# check-output-contains: covers every use of what it loaded, to the end of the scope. The guard
# check-output-contains: ends it on the early exit too.

# check-name: fix: the message of a reader nested before a guard(spinlock) section names both guards and the lock that stays
# check-command: rcucheck fix --stdout --no-signoff -C . lock-section.json
# check-output-contains: Take guard(rcu)() before guard(spinlock)(&x->lock), which holds x->lock
# check-output-contains: to the end of the scope: the read-side critical section then encloses
# check-output-contains: the lock's, and the guards end in reverse order on every exit. x->lock

# check-name: audit: a function that returns inside a reader it began (6.12 ipc/sem.c find_alloc_undo(), "on success, the function performs a rcu_read_lock()"; one annotated __acquires(RCU)) puts its callers in that reader after the call; one that drops the reader on both branches does not, nor does the caller's own unlock leave it
# check-command: rcucheck audit --no-tree -C reader-returner
# check-exit-value: 1
# check-output-start
# sem.c:26:9: warning: [rcu-dereference] rcu_dereference(a->perm) outside rcu_read_lock(); reached from system call semop_peek() (in perm_peek)
#   access: rcu_dereference(a->perm)
#   chain: semop_peek() (sem.c:130)
#   root: syscall
# sem.c:31:9: warning: [rcu-dereference] rcu_dereference(a->perm) outside rcu_read_lock(); reached from system call semop_late(); semop_late() calls it after its rcu_read_unlock() at line 140 (in perm_late)
#   access: rcu_dereference(a->perm)
#   chain: semop_late() (sem.c:141)
#   root: syscall
# check-output-end

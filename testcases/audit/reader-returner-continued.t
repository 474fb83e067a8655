# check-name: audit: the reader-returner file with a string literal continued by backslash-newlines above its functions: the index's comment and literal blanking (one c_text_blanked() for readers, entry registrations and field branches) keeps every line, so the returners are still found at their lines (the blankers that turned the continuation's newline into a blank lost the functions below it and reported perm_undo() and perm_get() inside their caller's reader)
# check-command: rcucheck audit --no-tree -C reader-returner-continued
# check-exit-value: 1
# check-output-start
# sem.c:34:9: warning: [rcu-dereference] rcu_dereference(a->perm) outside rcu_read_lock(); reached from system call semop_peek() (in perm_peek)
#   access: rcu_dereference(a->perm)
#   chain: semop_peek() (sem.c:138)
#   root: syscall
# sem.c:39:9: warning: [rcu-dereference] rcu_dereference(a->perm) outside rcu_read_lock(); reached from system call semop_late(); semop_late() calls it after its rcu_read_unlock() at line 148 (in perm_late)
#   access: rcu_dereference(a->perm)
#   chain: semop_late() (sem.c:149)
#   root: syscall
# check-output-end

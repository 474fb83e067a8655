# check-name: audit: a pointer a seq_file ->start() stores in its private data while it returns inside the reader it began (6.12 afs_proc_cell_vlservers_start(), __acquires(rcu)) is not stored past the section; the same store followed by the function's own rcu_read_unlock(): reported
# check-command: rcucheck audit --no-tree -C escape-reader-kept
# check-exit-value: 1
# check-output-start
# proc.c:59:8: warning: [rcu-use-after-unlock] priv->vllist = vllist (in vlservers_stash)
#   access: priv->vllist = vllist
#   root: local
# check-output-end

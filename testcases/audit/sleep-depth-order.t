# check-name: audit: a function asked about first at the depth limit (early()'s x() -> y() -> a(), a spinlock's section asked before the reader) still sleeps when a reader calls it three calls above mutex_lock(): what a call sleeps is kept by function and depth, not found or missed by the order of the questions
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-depth-order
# check-exit-value: 1
# check-output-start
# drivers/misc/chain.c:53:2: warning: [rcu-sleep-in-reader] a() may sleep inside the read-side critical section of rcu_read_lock() (line 52): a() -> b() -> c() -> mutex_lock() at drivers/misc/chain.c:26 (in reader)
#   access: a()
#   held: rcu_read_lock()
#   root: local
# check-output-end

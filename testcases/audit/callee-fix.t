# check-name: fix: rcu-callee findings are fixed at their blame site: the reader goes around the call in owner_spin() and owner_bh(), and for the helper owner_of() (which its other caller protects) around its call in owner_helper_bare(), not in the helper
# check-command: rcucheck fix --diff -C callee ipc/
# check-output-contains: [PATCH 1/3] ipc: Fix missing RCU protection for pid_task() in owner_spin()
# check-output-contains: [PATCH 2/3] ipc: Fix missing RCU protection for find_task_by_vpid() in owner_bh()
# check-output-contains: [PATCH 3/3] ipc: Fix missing RCU protection for find_task_by_vpid() in owner_helper_bare()
# check-output-contains: @@ -92,7 +92,9 @@ SYSCALL_DEFINE1(owner_helper_bare, pid_t
# check-output-contains: +	rcu_read_lock();
# check-output-contains:  	ret = owner_of(nr);

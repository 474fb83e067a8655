# check-name: fix PATH...: the audit runs first (here on a directory of C files) and its findings are fixed
# check-command: rcucheck fix --diff -C . helper-contract.c
# check-output-contains: [PATCH 1/1] helper-contract: Fix missing RCU protection for __task_cred() in setpriority()
# check-output-contains: +	rcu_read_lock();
# check-output-contains:  	read_lock(&tasklist_lock);

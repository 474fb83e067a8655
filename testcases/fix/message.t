# check-name: fix: the message names the accessor, the contracts, what was held, why it is not RCU, the chain and the fix
# check-env: GIT_CONFIG_GLOBAL=$bin/../testcases/fix/signoff.gitconfig
# check-env: GIT_CONFIG_NOSYSTEM=1
# check-command: rcucheck fix --stdout -C . helper-contract.json
# check-output-contains: Subject: [PATCH 1/1] helper-contract: Fix missing RCU protection for __task_cred() in setpriority()
# check-output-contains: set_one_prio_perm() reads another task's credentials with __task_cred(),
# check-output-contains: set_one_prio_perm() documents that "Called with rcu_read_lock, creds are
# check-output-contains: setpriority() holds read_lock(&tasklist_lock) around the calls instead
# check-output-contains: With CONFIG_PREEMPT_RCU=y
# check-output-contains: with PREEMPT_RT, spinlock_t and rwlock_t are
# check-output-contains: lockdep-RCU (CONFIG_PROVE_RCU=y)
# check-output-contains:   set_one_prio_perm() <- set_one_prio() <- setpriority()
# check-output-contains: Take rcu_read_lock() around the whole tasklist_lock section, outermost,
# check-output-contains: tasklist_lock stays: for_each_process_thread() in the section may still
# check-output-contains: Signed-off-by: A U. Thor <author@example.org>

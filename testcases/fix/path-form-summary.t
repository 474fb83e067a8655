# check-name: fix PATH...: the audit's per-rule and total summary on stderr, as the audit verb prints it
# check-command: rcucheck fix --diff -C . helper-contract.c
# check-output-contains: [PATCH 1/1] helper-contract: Fix missing RCU protection for __task_cred() in setpriority()
# check-error-contains: audit: rcu-dereference          1 default, 0 lower
# check-error-contains: audit: 1 findings (1 default tier, 0 lower tier); 1 files, 1 with an accessor

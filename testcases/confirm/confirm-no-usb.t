# check-name: confirm: a boot without USB ran no path to kill_pid_usb_asyncio(): its finding is not measured (no trace shows it ran), never "ran, no splat"
# check-command: rcucheck confirm --log ../splats/injected-2009.log ../fix/2009-tglx.json
# check-exit-value: 1
# check-output-start
# confirmed     kernel/sys.c:173 set_one_prio_perm() [rcu-dereference]: splat at kernel/sys.c:173
# not-measured  kernel/signal.c:1521 kill_as_cred_perm() [rcu-dereference]: no coverage of kill_as_cred_perm() recorded
# confirmed     kernel/signal.c:429 __sigqueue_alloc() [rcu-dereference]: splat at kernel/signal.c:429
# confirm: 2 confirmed, 0 ran without a splat, 0 unreached, 1 not measured; 0 runtime only
# check-output-end

# check-name: confirm: splats no static finding explains are runtime only, each with its backtrace as the chain (the static side here knows only setpriority)
# check-command: rcucheck confirm --log ../splats/injected-2009-usb.log setprio-only.json
# check-exit-value: 1
# check-output-contains: confirmed     kernel/sys.c:173 set_one_prio_perm() [rcu-dereference]: splat at kernel/sys.c:173
# check-output-contains: runtime-only  kernel/signal.c:429 __sigqueue_alloc() [rcu-suspicious]: no static finding explains the splat at kernel/signal.c:429
# check-output-contains:              <- pipe_write
# check-output-contains: runtime-only  kernel/signal.c:1521 kill_pid_usb_asyncio() [rcu-suspicious]: no static finding explains the splat at kernel/signal.c:1521
# check-output-contains: confirm: 1 confirmed, 0 ran without a splat, 0 unreached, 0 not measured; 2 runtime only

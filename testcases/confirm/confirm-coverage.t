# check-name: confirm: the boot's coverage markers decide ran / unreached (a real boot of Debian's 6.1 that counted getpriority, umask, kill_pid_usb_asyncio): a counted function ran without a splat, a traced one never called is unreached, an inlined one (untraceable) is not measured; nothing confirmed: exit 0
# check-command: rcucheck confirm --log ../splats/coverage-debian-6.1.log cover.json
# check-exit-value: 0
# check-output-start
# ran-no-splat  kernel/sys.c:290 __do_sys_getpriority() [rcu-dereference]: __do_sys_getpriority() ran, no splat
# unreached     kernel/sys.c:1810 __do_sys_umask() [rcu-dereference]: __do_sys_umask() traced, never ran
# unreached     kernel/signal.c:1521 kill_pid_usb_asyncio() [rcu-dereference]: kill_pid_usb_asyncio() traced, never ran
# not-measured  kernel/sys.c:173 set_one_prio_perm() [rcu-dereference]: no coverage of set_one_prio_perm() recorded
# confirm: 0 confirmed, 1 ran without a splat, 2 unreached, 1 not measured; 0 runtime only
# check-output-end

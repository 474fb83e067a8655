# check-name: confirm: the three 2009 findings and the 6.1 boot that ran all three sub-tests: each confirmed by the splat at its access (set_one_prio_perm() is inlined: lockdep names the caller's frame, the line is the same)
# check-command: rcucheck confirm --log ../splats/injected-2009-usb.log ../fix/2009-tglx.json
# check-exit-value: 1
# check-output-start
# confirmed     kernel/sys.c:173 set_one_prio_perm() [rcu-dereference]: splat at kernel/sys.c:173
# confirmed     kernel/signal.c:1521 kill_as_cred_perm() [rcu-dereference]: splat at kernel/signal.c:1521
# confirmed     kernel/signal.c:429 __sigqueue_alloc() [rcu-dereference]: splat at kernel/signal.c:429
# confirm: 3 confirmed, 0 ran without a splat, 0 unreached, 0 not measured; 0 runtime only
# check-output-end

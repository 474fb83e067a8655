# check-name: confirm: a function only a workload called ("hits w2 stress-ng") ran; each workload's outcome is reported after the rows: ran with its exit status, missing (stress-ng not in the initramfs), cut short (started, the boot ended during it)
# check-command: rcucheck confirm --log workloads-ran.log --log workloads-cut.log workloads.json
# check-exit-value: 0
# check-output-start
# ran-no-splat  kernel/fork.c:10 stress_only_fn() [rcu-dereference]: stress_only_fn() ran, no splat
# ran-no-splat  kernel/sys.c:20 subtest_fn() [rcu-dereference]: subtest_fn() ran, no splat
# unreached     kernel/sys.c:30 never_fn() [rcu-dereference]: never_fn() traced, never ran
# workload      w1 syscall-141: ran (ret=-14)
# workload      w2 stress-ng: ran (ret=0)
# workload      w1 stress-ng: missing (/usr/bin/stress-ng is not in the initramfs)
# workload      w2 syscall-62: cut short (the boot ended during it)
# confirm: 0 confirmed, 2 ran without a splat, 1 unreached, 0 not measured; 0 runtime only
# check-output-end

# check-name: confirm --json: the workloads' outcomes in the summary object
# check-command: rcucheck confirm --json --log workloads-ran.log --log workloads-cut.log workloads.json
# check-exit-value: 0
# check-output-contains: "workloads":[{"workload":"w1 syscall-141","outcome":"ran","ret":-14},{"workload":"w2 stress-ng","outcome":"ran","ret":0},{"workload":"w1 stress-ng","outcome":"missing","why":"/usr/bin/stress-ng is not in the initramfs"},{"workload":"w2 syscall-62","outcome":"cut short"}]

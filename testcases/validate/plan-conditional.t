# check-name: validate --plan: an object a Makefile conditional builds needs the conditional's option (kernel/time/Makefile's ifeq ($(CONFIG_POSIX_TIMERS),y) around posix-timers.o)
# check-command: rcucheck validate --plan -C conditional-tree conditional-series
#
# 0001: posix-timers.o is in obj-y inside the ifeq: CONFIG_POSIX_TIMERS,
# which tinyconfig leaves off (main, a7a3ef8, said "always built", so
# validate built a kernel without the patched file:
# testcases/kernel/validate/lifecycle-reclaim/). 0002: posix-stubs.o is
# in the else branch, built with the option off: no option to ask for.
# 0003: a line with an option of its own inside the ifeq names that
# option (the conditional's is not added).
#
# check-output-start
# 0001-posix-timers-touch.patch: kernel/time/posix-timers.c -> kernel/time/posix-timers.o: CONFIG_POSIX_TIMERS
# 0002-posix-stubs-touch.patch: kernel/time/posix-stubs.c -> kernel/time/posix-stubs.o: always built
# 0003-tick-broadcast-hrtimer-touch.patch: kernel/time/tick-broadcast-hrtimer.c -> kernel/time/tick-broadcast-hrtimer.o: CONFIG_TICK_ONESHOT
# config: CONFIG_POSIX_TIMERS CONFIG_TICK_ONESHOT
# 0001-posix-timers-touch.patch: workload: timer (kernel/time/posix-timers.c); syscall: none; oracle: lockdep-RCU
# 0002-posix-stubs-touch.patch: workload: timer (kernel/time/posix-stubs.c); syscall: none; oracle: lockdep-RCU
# 0003-tick-broadcast-hrtimer-touch.patch: workload: timer (kernel/time/tick-broadcast-hrtimer.c); syscall: none; oracle: lockdep-RCU
# stress-ng: (with --workloads) --timer 1 --itimer 1 --clock 1 --nanosleep 1 --timerfd 1 --timeout 20s
# fragments: none beyond qemu/rcu.config
# boot: no extra words
# check-output-end

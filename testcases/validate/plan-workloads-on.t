# check-name: validate --plan --workloads: stress-ng's command, the fragments and the boot's words
# check-command: rcucheck validate --plan --workloads --workload-seconds 15 -C tree workload-series
#
# With --workloads the run's plan is the union over its patches: the
# stressors of the three classes (checker/rcu/data/workload-classes),
# network's CONFIG_NET, CONFIG_UNIX and CONFIG_INET, qemu/workload.config
# (what stress-ng itself needs) beside qemu/kasan.config, and the words
# the exerciser reads: the stressors, their time, the system calls.
#
# check-output-start
# 0001-sys-Fix-missing-RCU-protection-in-setpriority.patch: kernel/sys.c -> kernel/sys.o: always built
# 0002-posix-timers-Fix-missing-RCU-protection.patch: kernel/time/posix-timers.c: no Makefile line builds it in the base tree
# 0003-tcp-Fix-use-after-unlock.patch: net/ipv4/tcp.c: no Makefile line builds it in the base tree
# config: qemu/rcu.config only
# 0001-sys-Fix-missing-RCU-protection-in-setpriority.patch: workload: scheduler (kernel/sys.c); syscall: setpriority (141, the chain's root); oracle: lockdep-RCU
# 0002-posix-timers-Fix-missing-RCU-protection.patch: workload: timer (kernel/time/posix-timers.c); syscall: timer_create (222, the chain's root); oracle: lockdep-RCU
# 0003-tcp-Fix-use-after-unlock.patch: workload: network (net/ipv4/tcp.c); syscall: none; oracle: KASAN ("lockdep-rcu does not report it")
# stress-ng: --yield 1 --nice 1 --schedpolicy 1 --affinity 1 --futex 1 --pthread 1 --timer 1 --itimer 1 --clock 1 --nanosleep 1 --timerfd 1 --sock 1 --udp 1 --sockpair 1 --epoll 1 --sockfd 1 --timeout 15s
# workload config: CONFIG_NET CONFIG_UNIX CONFIG_INET
# fragments: qemu/workload.config qemu/kasan.config
# boot: rcucheck_stress=yield,nice,schedpolicy,affinity,futex,pthread,timer,itimer,clock,nanosleep,timerfd,sock,udp,sockpair,epoll,sockfd rcucheck_stress_seconds=15 rcucheck_syscalls=141,222 rcutree.rcu_unlock_delay=100 kasan_multi_shot
# check-output-end

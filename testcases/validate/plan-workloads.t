# check-name: validate --plan: workloads, syscalls and the oracle each patch gets
# check-command: rcucheck validate --plan -C tree workload-series
#
# Without --workloads the plan still says what they would be; the KASAN
# oracle is always on for a use after unlock. 0001's file kernel/sys.c is
# class scheduler (checker/rcu/data/workload-dirs: the file's row beats
# kernel/'s), its chain's root setpriority() is system call 141 in the
# tree's syscall_64.tbl. 0002's chain wraps over two lines (its root is
# timer_create, 222 in the 64-bit ABI, not x32's 526), and its message
# says the credentials can be freed under the reader, "a use-after-free":
# a lockdep-RCU fix, not a use after unlock. 0003 is worded as 'rcucheck
# fix' words an rcu-use-after-unlock fix: KASAN judges it, so the kernel
# gets qemu/kasan.config and the boot rcutree.rcu_unlock_delay=.
#
# check-output-start
# 0001-sys-Fix-missing-RCU-protection-in-setpriority.patch: kernel/sys.c -> kernel/sys.o: always built
# 0002-posix-timers-Fix-missing-RCU-protection.patch: kernel/time/posix-timers.c: no Makefile line builds it in the base tree
# 0003-tcp-Fix-use-after-unlock.patch: net/ipv4/tcp.c: no Makefile line builds it in the base tree
# config: qemu/rcu.config only
# 0001-sys-Fix-missing-RCU-protection-in-setpriority.patch: workload: scheduler (kernel/sys.c); syscall: setpriority (141, the chain's root); oracle: lockdep-RCU
# 0002-posix-timers-Fix-missing-RCU-protection.patch: workload: timer (kernel/time/posix-timers.c); syscall: timer_create (222, the chain's root); oracle: lockdep-RCU
# 0003-tcp-Fix-use-after-unlock.patch: workload: network (net/ipv4/tcp.c); syscall: none; oracle: KASAN ("lockdep-rcu does not report it")
# stress-ng: (with --workloads) --yield 1 --nice 1 --schedpolicy 1 --affinity 1 --futex 1 --pthread 1 --timer 1 --itimer 1 --clock 1 --nanosleep 1 --timerfd 1 --sock 1 --udp 1 --sockpair 1 --epoll 1 --sockfd 1 --timeout 20s
# workload config: CONFIG_NET CONFIG_UNIX CONFIG_INET (with --workloads)
# fragments: qemu/kasan.config
# boot: rcutree.rcu_unlock_delay=100 kasan_multi_shot
# check-output-end

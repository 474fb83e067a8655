# check-name: confirm: KASAN's use-after-free confirms an rcu-reclaim-no-gp finding when its "freed by" stack names the finding's function (the reader it catches is elsewhere); another reclaim finding is not confirmed by it
# check-command: rcucheck confirm --log ../splats/lifecycle-reclaim-6.1.log reclaim.json
# check-exit-value: 1
#
# reclaim.json: its first line is rcucheck audit --json --lifecycle of
# pristine 6.1 with testcases/kernel/lifecycle/reclaim/13 applied
# (kernel/time/posix-timers.c: release_posix_timer() frees right after
# hlist_del_rcu()); the second is that record made over for
# itimer_delete(), which frees nothing in the log. The log is the base boot
# of testcases/kernel/validate/lifecycle-reclaim/: KASAN reports the
# reader (__lock_acquire() <- __lock_timer() <- timer_gettime(2)), the
# object freed by release_posix_timer(). Main (a7a3ef8) said
# "ran-no-splat" for release_posix_timer().
#
# check-output-start
# confirmed     kernel/time/posix-timers.c:487 release_posix_timer() [rcu-reclaim-no-gp]: KASAN use-after-free in __lock_acquire(), freed by release_posix_timer()
# not-measured  kernel/time/posix-timers.c:1060 itimer_delete() [rcu-reclaim-no-gp]: no coverage of itimer_delete() recorded
# confirm: 1 confirmed, 0 ran without a splat, 0 unreached, 1 not measured; 0 runtime only
# check-output-end
#
# check-name: confirm: after the grace-period fix, no KASAN report: the reclaim finding's function ran, no splat
# check-command: rcucheck confirm --log ../splats/lifecycle-reclaim-6.1-fixed.log reclaim.json
#
# check-output-start
# ran-no-splat  kernel/time/posix-timers.c:487 release_posix_timer() [rcu-reclaim-no-gp]: release_posix_timer() ran, no splat
# not-measured  kernel/time/posix-timers.c:1060 itimer_delete() [rcu-reclaim-no-gp]: no coverage of itimer_delete() recorded
# confirm: 0 confirmed, 1 ran without a splat, 0 unreached, 1 not measured; 0 runtime only
# check-output-end

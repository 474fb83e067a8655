# check-name: verdict RAN-CLEAN: the patched function ran before and after, no splat either time
# check-command: verdict ../splats/coverage-debian-6.1.log ../splats/coverage-debian-6.1.log getpriority
#
# bin/verdict judges one patch from two captured consoles with validate's
# engine (validate_runtime(), validate_decide()). The console of
# ../splats/coverage-debian-6.1.log (a real boot with the exerciser's
# coverage markers) as the boot before and after a patch to getpriority():
# its symbol __x64_sys_getpriority was called 3 times, in sub-test 4.
#
# check-output-contains: "functions":["getpriority"],"exercised":"4 getpriority","exercised_by":"coverage"
# check-output-contains: "ran_before":"ran","ran_after":"ran","calls_before":3,"calls_after":3
# check-output-contains: "verdict":"ran-clean","why":"ran before and after, no splat either time: before 3 calls in 4 getpriority; after 3 calls in 4 getpriority"
# check-output-contains: "passed":0,"failed":0,"ran_clean":1,"unreached":0,"unproven":0
#
# check-name: verdict UNREACHED: traced, never called
# check-command: verdict ../splats/coverage-debian-6.1.log ../splats/coverage-debian-6.1.log umask
#
# __x64_sys_umask was in set_ftrace_filter and no sub-test called it.
#
# check-output-contains: "exercised":null,"exercised_by":null
# check-output-contains: "ran_before":"not run","ran_after":"not run","calls_before":0,"calls_after":0
# check-output-contains: "verdict":"unreached","why":"never ran: 0 calls of the patched functions before and after the patch"
#
# check-name: verdict UNPROVEN: a function the tracer does not know is not traceable, never unreached
# check-command: verdict ../splats/coverage-debian-6.1.log ../splats/coverage-debian-6.1.log set_one_prio_perm
#
# The exerciser said "cover untraceable set_one_prio_perm" (inlined in that
# kernel): the sub-test map is all there is, and it proves nothing.
#
# check-output-contains: "exercised":"1 setpriority-process, 2 setpriority-pgrp, 3 setpriority-user","exercised_by":"map"
# check-output-contains: "ran_before":"not traceable","ran_after":"not traceable","calls_before":null,"calls_after":null
# check-output-contains: "not_traceable":["set_one_prio_perm: not traceable (notrace, or not in available_filter_functions)"]
# check-output-contains: "verdict":"unproven","why":"not traceable: set_one_prio_perm: not traceable
#
# check-name: verdict UNPROVEN: the sub-test that reaches it skipped, though the function was traced
# check-command: verdict --file kernel/signal.c ../splats/coverage-debian-6.1.log ../splats/coverage-debian-6.1.log kill_pid_usb_asyncio
#
# No USB host in that kernel: sub-test 13 skipped. kill_pid_usb_asyncio()
# was traced and never called, but it could not have been: UNPROVEN with
# the skip's reason, not UNREACHED.
#
# check-output-contains: "not_run":"13 usb-async-urb: no USB bus in /sys/bus/usb/devices
# check-output-contains: "ran_before":"not run","ran_after":"not run"
# check-output-contains: "verdict":"unproven","why":"no runtime trigger: the sub-test that reaches the patched functions did not run: 13 usb-async-urb: no USB bus
#
# check-name: verdict PASS: a splat before, none after, and the fixed function ran after
# check-command: verdict ../splats/injected-2009.log ../splats/coverage-debian-6.1.log setpriority
#
# Before: a boot of 6.1 with the 2009 bugs (the splat at kernel/sys.c:173,
# set_one_prio() called from setpriority(); no coverage markers, but the
# splat at the site says the code ran: calls not counted). After:
# setpriority ran in sub-tests 1-3, no splat.
#
# check-output-contains: "splats_before":1,"splats_after":0,"sites":["kernel/sys.c:173 set_one_prio"]
# check-output-contains: "ran_before":"ran","ran_after":"ran","calls_before":null,"calls_after":3
# check-output-contains: "ran_in_after":["1 setpriority-process","2 setpriority-pgrp","3 setpriority-user"]
# check-output-contains: "verdict":"pass","why":"splat before, none after"
#
# check-name: verdict FAIL: the splat remains
# check-command: verdict ../splats/injected-2009.log ../splats/injected-2009.log setpriority
# check-output-contains: "splats_before":1,"splats_after":1
# check-output-contains: "verdict":"fail","why":"splat remains: 1 before, 1 after at kernel/sys.c:173 set_one_prio"
# check-output-contains: "passed":0,"failed":1,"ran_clean":0,"unreached":0,"unproven":0
#
# check-name: verdict --text: the calls column and the line that names the sub-tests
# check-command: verdict --text ../splats/coverage-debian-6.1.log ../splats/coverage-debian-6.1.log getpriority
# check-output-contains: splats  calls     exercised                verdict
# check-output-contains: 0->0    3->3      4 getpriority            RAN-CLEAN
# check-output-contains:    calls: before 3 calls in 4 getpriority; after 3 calls in 4 getpriority
# check-output-contains: summary: 1 patch: 0 passed (0 with a splat before and none after), 1 ran clean, 0 unreached, 0 unproven
#
# check-name: verdict PASS of a lockdep-only fix, and a report with no source file (lockdep's invalid wait context) is the same report in both boots, not a new splat
# check-command: verdict --file kernel/events/core.c ../splats/lifecycle-6.1.log ../splats/lifecycle-6.1-perf-fixed.log swevent_hlist_get_cpu perf_swevent_init
#
# The base boot of testcases/kernel/validate/lifecycle/ and the boot
# after its 0001: lockdep-RCU's report at kernel/events/core.c:9876
# (swevent_hlist_get_cpu() inlined into perf_swevent_init(), the
# updaters' mutex held) before, none after. Both boots also have the
# sleep in sched_getparam()'s reader and lockdep's "Invalid wait
# context" with it, which names no file: the parser places it at its
# own log line (261 in one, 249 in the other), and it is still the same
# report, not a "new splat" of the patch.
#
# check-output-contains: "splats_before":1,"splats_after":0,"sites":["kernel/events/core.c:9876 perf_swevent_init"],"new_elsewhere":[]
# check-output-contains: "oracle":"lockdep-RCU","oracle_report":"[rcu-suspicious] suspicious rcu_dereference_check() usage"
# check-output-contains: "verdict":"pass","why":"splat before, none after"
#
# check-name: verdict PASS of a sleep in a reader: DEBUG_ATOMIC_SLEEP's report sits in the callee (lib/usercopy.c), its backtrace names the patched function
# check-command: verdict --file kernel/sched/core.c ../splats/lifecycle-6.1-perf-fixed.log ../splats/lifecycle-6.1-fixed.log sched_getparam
#
# The boots before and after 0002 of testcases/kernel/validate/lifecycle/
# (copy_to_user() moved out of sched_getparam()'s reader). Neither report
# names kernel/sched/core.c: the sleep is reported at might_fault()'s
# lib/usercopy.c:36, lockdep's invalid wait context names no file; both
# backtraces pass __x64_sys_sched_getparam. The oracle is
# DEBUG_ATOMIC_SLEEP, the report that judged the site.
#
# check-output-contains: "splats_before":2,"splats_after":0,"sites":["lib/usercopy.c:36 _copy_to_user","[lockdep-invalid-wait-context] _copy_to_user"],"new_elsewhere":[]
# check-output-contains: "ran_before":"ran","ran_after":"ran","calls_before":1,"calls_after":1,"ran_in_before":["15 sched-getparam"],"ran_in_after":["15 sched-getparam"]
# check-output-contains: "oracle":"DEBUG_ATOMIC_SLEEP","oracle_report":"[sleep-in-atomic] sleeping function called from invalid context (RCU nest depth: 1, expected: 0)"
# check-output-contains: "verdict":"pass","why":"splat before, none after"
#
# check-name: verdict: a splat at the patch's site says its code ran, even in a step the boot never ended (no "hits" marker for it): ran, calls not counted, never "not run" with 0 calls
# check-command: verdict --file kernel/sched/core.c ../splats/lifecycle-sync-6.1.log ../splats/lifecycle-sync-6.1.log sched_getscheduler
#
# The console of testcases/kernel/validate/lifecycle-sync/'s base boot:
# __x64_sys_sched_getscheduler traced, sub-test 16 splats (Illegal
# synchronize_rcu(), then the hung task's report) and deadlocks, killed at
# the timeout: no "hits 16" and no "cover total" marker. bin/test-validate
# --only lifecycle-sync printed "ran_before":"not run","calls_before":0
# beside its two splats before.
#
# check-output-contains: "splats_before":2,"splats_after":2
# check-output-contains: "ran_before":"ran","ran_after":"ran","calls_before":null,"calls_after":null,"ran_in_before":["16 sched-getscheduler"],"ran_in_after":["16 sched-getscheduler"]
#
# check-name: verdict --text: the calls column says "ran" for a run known by its splat alone
# check-command: verdict --text --file kernel/sched/core.c ../splats/lifecycle-sync-6.1.log ../splats/lifecycle-sync-6.1.log sched_getscheduler
# check-output-contains: ran->ran
# check-output-contains: calls: before ran (a splat at its site in 16 sched-getscheduler), calls not counted: the step never ended; after ran (a splat at its site in 16 sched-getscheduler), calls not counted: the step never ended
#
# check-name: verdict PASS of a grace-period fix: KASAN catches the reader, the report's "freed by" stack names the patched function
# check-command: verdict --file kernel/time/posix-timers.c ../splats/lifecycle-reclaim-6.1.log ../splats/lifecycle-reclaim-6.1-fixed.log release_posix_timer
#
# The boots before and after testcases/kernel/validate/lifecycle-reclaim/
# 0001 (synchronize_rcu() before release_posix_timer()'s free). KASAN
# reports the access in the reader (__lock_acquire() <- __lock_timer() <-
# timer_gettime(2)), whose backtrace passes no patched function; the
# object was freed by release_posix_timer(), the patched one. Main
# (a7a3ef8) placed the report nowhere: "ran-clean".
#
# check-output-contains: "splats_before":1,"splats_after":0,"sites":["[kasan] __lock_acquire"],"new_elsewhere":[]
# check-output-contains: "ran_before":"ran","ran_after":"ran","calls_before":3162,"calls_after":504
# check-output-contains: "oracle":"KASAN"
# check-output-contains: "verdict":"pass","why":"splat before, none after"

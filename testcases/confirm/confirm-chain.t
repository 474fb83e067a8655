# check-name: confirm: a function on a splat's trace ran (pipe_write(): ran, no splat at its own access); a call of an RCU-requiring callee is confirmed by a splat down that call (send_sig() -> ... -> __sigqueue_alloc()); a function no trace shows is not measured; JSON rows and a summary
# check-command: rcucheck confirm --json --log ../splats/injected-2009.log pipe-and-callee.json
# check-exit-value: 1
# check-output-contains: {"class":"ran-no-splat","why":"pipe_write() ran, no splat","finding":{"tool":"spatch","rule":"rcu-dereference"
# check-output-contains: {"class":"confirmed","why":"splat at kernel/signal.c:429 in __sigqueue_alloc(), called from send_sig()","finding":{"tool":"spatch","rule":"rcu-callee"
# check-output-contains: {"class":"not-measured","why":"no coverage of dev_get_by_name_rcu() recorded"
# check-output-contains: {"summary":{"confirmed":1,"ran-no-splat":1,"unreached":0,"not-measured":1,"runtime-only":1}}

# check-name: confirm: a splat of another kind down a sleep-in-reader finding's call does not confirm it (Smack's RCU-list splat in smk_access_entry(), kthread() at the bottom of its trace: kthread()'s sleep finding ran, no splat); the rcu-list finding at the splat's line and the rcu-callee finding on its trace are confirmed
# check-command: rcucheck confirm --log smack-list.log smack-list.json
# check-exit-value: 1
# check-output-start
# confirmed     security/smack/smack_access.c:86 smk_access_entry() [rcu-list]: splat at security/smack/smack_access.c:86
# confirmed     security/smack/smack_lsm.c:1233 smack_inode_permission() [rcu-callee]: splat at security/smack/smack_access.c:86 in smk_access_entry(), called from smack_inode_permission()
# ran-no-splat  kernel/kthread.c:369 kthread() [rcu-sleep-in-reader]: kthread() ran, no splat
# confirm: 2 confirmed, 1 ran without a splat, 0 unreached, 0 not measured; 0 runtime only
# check-output-end
#
# smack-list.log: the splat of a real boot of pristine 6.1 with lsm=smack
# (rcucheck confirm of the 136 findings, branch wt-conf18c), the boot's
# first three lines kept. Before the fix kthread() was "confirmed" by it.

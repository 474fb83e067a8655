# check-name: audit: an RCU pointer stored into a field of an object then handed to a consumer that keeps it (skb->dev = peer; netif_rx(skb)) is no escape; still one when the skb is kept, the field is not the consumer's, or the skb is another by the hand-off
# check-command: rcucheck audit --no-tree -C escape-handoff
# check-exit-value: 1
#
# checker/rcu/data/store-handoffs. Main (a7a3ef8) also reported
# vxcan.c:27 in vxcan_xmit() (drivers/net/can/vxcan.c on 6.1, triaged
# false in triage/linux-6.1.md, wt-upd17b section).
# check-output-start
# vxcan.c:42:7: warning: [rcu-use-after-unlock] skb->dev = peer (in stash_xmit)
#   access: skb->dev = peer
#   root: local
# vxcan.c:55:7: warning: [rcu-use-after-unlock] skb->sk = owner (in owner_xmit)
#   access: skb->sk = owner
#   root: local
# vxcan.c:68:7: warning: [rcu-use-after-unlock] skb->dev = peer (in swap_xmit)
#   access: skb->dev = peer
#   root: local
# check-output-end

# check-name: index --invokers: the nf_hook_ops.hook row of rcu/data/callback-invokers holds on a tree shaped as 6.1's netfilter: nf_hook() takes rcu_read_lock() (its #else stub does not) and calls nf_hook_slow(), which reaches entry->hook() through nf_hook_entry_hookfn(); the packet_type.func row on a net/core/dev.c shaped as 6.1's: netif_receive_skb_internal() takes rcu_read_lock() around __netif_receive_skb(), whose __netif_receive_skb_one_core() calls pt_prev->func()
# check-command: rcucheck index --no-save -C invokers --invokers
# check-output-start
# invoker nf_hook_ops.hook rcu nf_hook() include/linux/netfilter.h: ok
# invoker packet_type.func rcu netif_receive_skb_internal() net/core/dev.c: ok
# check-output-end

# check-name: index --invokers: a tree whose nf_hook() takes no reader fails the row, exit 1
# check-command: rcucheck index --no-save -C invokers-broken --invokers
# check-exit-value: 1
# check-output-start
# invoker nf_hook_ops.hook rcu nf_hook() include/linux/netfilter.h: the invoker's body does not take the reader
# invoker packet_type.func rcu netif_receive_skb_internal() net/core/dev.c: ok
# check-output-end

# check-name: index --invokers: a tree whose nf_hook_slow() calls no hook fails the row, exit 1
# check-command: rcucheck index --no-save -C invokers-nocall --invokers
# check-exit-value: 1
# check-output-start
# invoker nf_hook_ops.hook rcu nf_hook() include/linux/netfilter.h: no call through the field below the invoker
# invoker packet_type.func rcu netif_receive_skb_internal() net/core/dev.c: ok
# check-output-end

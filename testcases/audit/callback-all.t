# check-name: audit: reached only through a function pointer: printed with --tier=all, as JSON
# check-command: rcucheck audit --no-tree -C callback --tier=all --json
# check-exit-value: 1
# check-json
# check-output-start
# {"tool":"spatch","rule":"rcu-dereference","severity":"warning","file":"net.c","line":8,"col":18,"function":"foo_rcv","access":"rcu_dereference(skb->dev->foo_ptr)","flavor":"rcu","held":[],"chain":[],"confidence":"moderate","message":"rcu_dereference(skb->dev->foo_ptr) outside rcu_read_lock(); foo_rcv() is reached only through a function pointer","tier":"lower","root":"callback","blame":"foo_rcv","blame_site":"net.c:8","impact":"unknown","impact_why":"no update site of ->foo_ptr found","fingerprint":"dde82b40b22a3156"}
# check-output-end

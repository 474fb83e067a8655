# check-name: audit: an access that is an operand of a macro which, in some configuration, never evaluates it (6.1 net/core/sock.c __release_sock()'s DEBUG_NET_WARN_ON_ONCE(skb_dst_is_noref(skb)): BUILD_BUG_ON_INVALID() without CONFIG_DEBUG_NET; BUILD_BUG_ON_INVALID() itself in any configuration) reads nothing there: not in the default tier; the same calls inside macros that evaluate them (WARN_ON_ONCE(), typeof() beside a use) stay
# check-command: rcucheck audit --no-tree -C noeval-macro net/
# check-exit-value: 1
# check-output-start
# net/core/sock.c:22:12: warning: [rcu-callee] skb_dst(skb) outside rcu_read_lock(); it needs its caller's reader: skb_dst() at include/net/net_debug.h:19: WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call sock_checked() (in sock_checked)
#   access: skb_dst(skb)
#   root: syscall
# net/core/sock.c:34:29: warning: [rcu-dereference] rcu_dereference(gitem) outside rcu_read_lock(); reached from system call sock_item_same() (in sock_item_same)
#   access: rcu_dereference(gitem)
#   root: syscall
# check-output-end
# check-name: audit --tier=all: those two are lower tier, low confidence, the message naming the macro, the configuration and the definition that drops the operand
# check-command: rcucheck audit --no-tree --tier=all --json -C noeval-macro net/
# check-exit-value: 1
# check-output-start
# {"tool":"spatch","rule":"rcu-callee","severity":"warning","file":"net/core/sock.c","line":16,"col":25,"function":"sock_backlog","access":"skb_dst(skb)","flavor":"rcu","held":[],"chain":[],"confidence":"low","message":"skb_dst(skb) outside rcu_read_lock(); it needs its caller's reader: skb_dst() at include/net/net_debug.h:19: WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call sock_backlog(); it is an operand of DEBUG_NET_WARN_ON_ONCE(), which does not evaluate it without CONFIG_DEBUG_NET (include/net/net_debug.h:12): it reads nothing there","tier":"lower","root":"syscall","blame":"sock_backlog","blame_site":"net/core/sock.c:16","impact":"unknown","impact_why":"the access names no object the index keys","fingerprint":"9374e270403fcab6"}
# {"tool":"spatch","rule":"rcu-callee","severity":"warning","file":"net/core/sock.c","line":22,"col":12,"function":"sock_checked","access":"skb_dst(skb)","flavor":"rcu","held":[],"chain":[],"confidence":"high","message":"skb_dst(skb) outside rcu_read_lock(); it needs its caller's reader: skb_dst() at include/net/net_debug.h:19: WARN_ON(!rcu_read_lock_held() && !rcu_read_lock_bh_held()); reached from system call sock_checked()","tier":"default","root":"syscall","blame":"sock_checked","blame_site":"net/core/sock.c:22","impact":"unknown","impact_why":"the access names no object the index keys","fingerprint":"f1535b4923c4c42c"}
# {"tool":"spatch","rule":"rcu-dereference","severity":"warning","file":"net/core/sock.c","line":28,"col":23,"function":"sock_item_type","access":"rcu_dereference(gitem)","flavor":"rcu","held":[],"chain":[],"confidence":"low","message":"rcu_dereference(gitem) outside rcu_read_lock(); reached from system call sock_item_type(); it is an operand of BUILD_BUG_ON_INVALID(), which does not evaluate it in any configuration (include/linux/build_bug.h:2): it reads nothing there","tier":"lower","root":"syscall","blame":"sock_item_type","blame_site":"net/core/sock.c:28","impact":"unknown","impact_why":"no update site of gitem found","fingerprint":"fde1229379293208"}
# {"tool":"spatch","rule":"rcu-dereference","severity":"warning","file":"net/core/sock.c","line":34,"col":29,"function":"sock_item_same","access":"rcu_dereference(gitem)","flavor":"rcu","held":[],"chain":[],"confidence":"high","message":"rcu_dereference(gitem) outside rcu_read_lock(); reached from system call sock_item_same()","tier":"default","root":"syscall","blame":"sock_item_same","blame_site":"net/core/sock.c:34","impact":"unknown","impact_why":"no update site of gitem found","fingerprint":"17071b262aa693ce"}
# check-output-end

/* The shape of 6.1's nf_hook(): the reader around nf_hook_slow(), which calls the hooks. */
struct nf_hook_entry {
	unsigned int (*hook)(void *priv, struct sk_buff *skb);
	void *priv;
};

static inline int nf_hook_entry_hookfn(const struct nf_hook_entry *entry, struct sk_buff *skb)
{
	return entry->hook(entry->priv, skb);
}

#ifdef CONFIG_NETFILTER
static inline int nf_hook(struct net *net, struct sk_buff *skb)
{
	int ret = 1;


	ret = nf_hook_slow(skb, rcu_dereference(net->hooks));

	return ret;
}
#else
static inline int nf_hook(struct net *net, struct sk_buff *skb)
{
	return 1;
}
#endif

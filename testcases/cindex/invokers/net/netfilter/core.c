int nf_hook_slow(struct sk_buff *skb, const struct nf_hook_entries *e)
{
	for (unsigned int s = 0; s < e->num_hook_entries; s++)
		if (nf_hook_entry_hookfn(&e->hooks[s], skb) != NF_ACCEPT)
			return 0;
	return 1;
}
EXPORT_SYMBOL(nf_hook_slow);

int nf_hook_slow(struct sk_buff *skb, const struct nf_hook_entries *e)
{
	for (unsigned int s = 0; s < e->num_hook_entries; s++)
		if (e->hooks[s].verdict != NF_ACCEPT)
			return 0;
	return 1;
}
EXPORT_SYMBOL(nf_hook_slow);

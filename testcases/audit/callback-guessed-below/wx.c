/*
 * A driver's crypto ops, another struct whose call the text cannot
 * type: "crypt->ops->get_key()" (6.12 libipw_wx_set_encode()).
 */
SYSCALL_DEFINE2(wx_set_encode, struct wx_crypt *, crypt, int, idx)
{
	return crypt->ops->get_key(crypt->priv, idx);
}

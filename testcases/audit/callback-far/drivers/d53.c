/* A driver that pokes its thing through an ops table the index cannot type. */
int drv53_kick(struct sock *sk)
{
	return sk->t->ops->poke(sk);
}

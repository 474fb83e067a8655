/* A driver that pokes its thing through an ops table the index cannot type. */
int drv48_kick(struct sock *sk)
{
	return sk->t->ops->poke(sk);
}

/*
 * check-name: index: callbacks: values stored into fields (with the struct
 *  initialized or the type of the base assigned through), calls through
 *  fields (with the base's type when a parameter or local declares it),
 *  INDIRECT_CALL_N() and the LSM hook macros of the model's callback-macros;
 *  through a member ("S->m": m's declared struct, the tree resolves it), and
 *  the members of a struct definition that point to a struct
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file callbacks.c
 * func f line 72-78
 * call f -> ->sk_state_change 75:6 type=sock
 * call f -> INDIRECT_CALL_INET 76:2
 * call f -> ->check 76:31 type=dst_entry->ops
 * call f -> call_int_hook 77:9
 * call f -> ->capget 77:23 type=security_list_options
 * func g static line 80-91
 * call g -> ->ndo_get_stats64 87:7 type=net_device_ops
 * call g -> ->other 88:15 type=->ops
 * call g -> INDIRECT_CALL_1 89:2
 * call g -> ->ndo_xmit 89:23 type=net_device_ops
 * call g -> ->alloc 90:10 type=cmb_operations
 * ref foo_read
 * ref foo_write
 * ref capget
 * ref apparmor_capget
 * ref e1
 * ref e2
 * ref e3
 * ref sock_def_wakeup
 * ref sk
 * ref ip6_dst_check
 * ref ipv4_dst_check
 * ref dst
 * ref target
 * ref h_fn
 * ref not_typed
 * ref my_ready
 * ref x
 * ref f1
 * store file_operations.read = foo_read 59
 * store file_operations.write = foo_write 60
 * store security_list_options.capget = apparmor_capget 64
 * store foo.cb = e1 68
 * store foo.cb = e2 69
 * store inner = e3 69
 * store sock.sk_state_change = sock_def_wakeup 74
 * store foo.cb = h_fn 84
 * store cb = not_typed 85
 * store sock.sk_data_ready = my_ready 86
 * member file.f_op -> file_operations
 * member file.cred -> cred
 * check-output-end
 */
static struct cmb_operations *cmbops;

static const struct file_operations fops = {
	.read = foo_read,
	.write = foo_write,
};

static struct security_hook_list hooks[] = {
	LSM_HOOK_INIT(capget, apparmor_capget),
};

struct foo arr[] = {
	{ .cb = e1 },
	{ .cb = e2, .ops = { .inner = e3 } },
};

int f(struct sock *sk, struct dst_entry *dst)
{
	sk->sk_state_change = sock_def_wakeup;
	sk->sk_state_change(sk);
	INDIRECT_CALL_INET(dst->ops->check, ip6_dst_check, ipv4_dst_check, dst, 0);
	return call_int_hook(capget, 0, target);
}

static void g(struct foo *x, const struct net_device_ops *ops)
{
	struct sock *sk = x->sk;

	x->cb = h_fn;
	x->dev->cb = not_typed;
	sk->sk_data_ready = my_ready;
	ops->ndo_get_stats64(x, 0);
	x->dev->ops->other(x);
	INDIRECT_CALL_1(ops->ndo_xmit, f1, x);
	cmbops->alloc(x);
}

/* Members that point to a struct: a call "x->f_op->F()" has f_op's struct. */
struct file {
	const struct file_operations *f_op;
	struct cred __rcu *cred;
	int (*fn)(struct file *);
	struct inode *f_inode, *other;
};

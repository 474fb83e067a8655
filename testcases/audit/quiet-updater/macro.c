// Not proved: a free in a #define's body, which the proof does not read
// (spatch does not expand it and prints nothing).
struct foo {
	struct list_head node;
	struct rcu_head rcu;
};

#define FOO_DROP(f) kfree(f)

void foo_del(struct foo *f)
{
	list_del_rcu(&f->node);
	FOO_DROP(f);
}

void foo_release(struct foo *f)
{
	kfree_rcu(f, rcu);
}

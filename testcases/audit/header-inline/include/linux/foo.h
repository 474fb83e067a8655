/* A header's static inline wrapper of an exported accessor: every file
 * that includes the header may call it. */
struct foo { int id; };
struct foo_holder { struct foo __rcu *foo; };

int __foo_get_id(struct foo_holder *h);

static inline int foo_get_id(struct foo_holder *h)
{
	return __foo_get_id(h);
}

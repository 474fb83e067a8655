/* Its own static foo_get_id(), not the header's: not a caller. */
struct baz { int id; };

static int foo_get_id(struct baz *b)
{
	return b->id;
}

static struct baz baz0;

SYSCALL_DEFINE0(baz_peek)
{
	return foo_get_id(&baz0);
}

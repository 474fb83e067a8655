/* A function of the name of foo.c's macro: that macro is foo.c's alone. */
int foo_deref(int x);

SYSCALL_DEFINE1(other, int, x)
{
	return foo_deref(x);
}

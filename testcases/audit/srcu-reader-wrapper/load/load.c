/* security/tomoyo/load_policy.c's shape: a call of a function that takes its own reader through the wrapper. */
SYSCALL_DEFINE1(dom_load, int, n)
{
	return dom_check();
}

/* ...and of one that needs its caller's: reported. */
SYSCALL_DEFINE1(dom_load_racy, int, n)
{
	return dom_peek();
}

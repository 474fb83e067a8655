/*
 * check-name: sparse-rcu: a file sparse cannot parse is reported, and the build goes on
 * check-command: sparse-rcu --rcu-no-facts $file
 * check-error-start
 * bad-input.c:13:19: error: No right hand side of '+'-expression
 * bad-input.c:17:0: error: expected ; at end of declaration
 * bad-input.c:17:0: error: Expected } at end of specifier
 * bad-input.c:17:0: error: got end-of-input
 * check-error-end
 */
int broken(void)
{
	return 1 +;
}

struct {

/*
 * check-name: sparse-rcu --rcu-only: sparse's errors still show (a file it cannot parse is not skipped silently)
 * check-command: sparse-rcu --rcu-only --rcu-no-facts $file
 * check-error-start
 * bad-input-rcu-only.c:12:19: error: No right hand side of '+'-expression
 * check-error-end
 */
static int unused_warning_only(void) { return 0; }

int broken(void)
{
	return 1 +;
}

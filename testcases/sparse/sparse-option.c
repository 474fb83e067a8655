/*
 * check-name: sparse-rcu: sparse's own options (and ones it does not know) go to sparse
 * check-command: sparse-rcu --rcu-no-facts -Wno-decl -fno-such-thing -Wsparse-all -D__KERNEL__ -O2 -m64 $file
 * check-error-start
 * check-error-end
 */
int f(void);
int f(void)
{
	return 0;
}

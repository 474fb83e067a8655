struct bar *get_bar(struct foo *x)
{
	if (!x)
		return NULL;
	return rcu_dereference(x->b);
}

/*
 * check-name: fix: a loaded pointer that is returned cannot be fixed here: reported, no patch, exit 1
 * check-command: rcucheck fix --diff -C . needs-human.json
 * check-exit-value: 1
 *
 * check-output-start
 * check-output-end
 * check-error-contains: needs a human: needs-human.c:5 rcu_dereference(x->b) in get_bar(): the value loaded at line 5 is returned
 */

/* A non-static accessor; its callers live in other files. */
int task_euid(struct task_struct *p)
{
	return __task_cred(p)->euid;
}

/* Another architecture's show_regs(): reads user memory. */
void show_regs(struct pt_regs *regs)
{
	unsigned long ip = regs->cr_iip;
	unsigned long val;

	get_user(val, (unsigned long __user *)ip);
	printk("ip is at %lx\n", val);
}

void arch_only_sleeper(void)
{
	msleep(1);
}

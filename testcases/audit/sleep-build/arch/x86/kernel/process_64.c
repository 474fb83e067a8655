/* The checked architecture's show_regs(): prints only. */
void show_regs(struct pt_regs *regs)
{
	__show_regs(regs, 0);
}

/* x86's own helper that sleeps: counts. */
void x86_wait(void)
{
	msleep(1);
}

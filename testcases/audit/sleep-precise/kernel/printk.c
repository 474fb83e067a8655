/* The console's unlock: it reschedules only when console_trylock() found it may. */
void console_unlock(void)
{
	flush_all();
	if (console_may_schedule)
		cond_resched();
	up_console_sem();
}

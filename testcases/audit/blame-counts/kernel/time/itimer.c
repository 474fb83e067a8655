/* An unprotected caller in another file. */
void it_real_fn(struct pid *leader_pid)
{
	kill_pid_info(SIGALRM, NULL, leader_pid);
}

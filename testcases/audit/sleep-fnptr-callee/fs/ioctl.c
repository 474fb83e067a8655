/* The system call of the name (6.1 fs/ioctl.c SYSCALL_DEFINE3(ioctl)): it sleeps. */
static DEFINE_MUTEX(ioctl_mutex);

long ioctl(unsigned int fd, unsigned int cmd, unsigned long arg)
{
	mutex_lock(&ioctl_mutex);
	mutex_unlock(&ioctl_mutex);
	return 0;
}

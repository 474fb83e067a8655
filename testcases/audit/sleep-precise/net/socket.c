/* A function named like a hook's pointer elsewhere (the send() system call). */
int __sys_sendto(int fd, void __user *buff, size_t len)
{
	return copy_from_user(kbuf, buff, len);
}

long send(int fd, void __user *buff, size_t len)
{
	return __sys_sendto(fd, buff, len);
}

static inline void msg_init(struct uffd_msg *msg)
{
	memset(msg, 0, sizeof(*msg));
}

SYSCALL_DEFINE1(uffd_remap, int, fd)
{
	struct uffd_msg msg;

	msg_init(&msg);
	msg_setup(ids_of(fd));
	return 0;
}

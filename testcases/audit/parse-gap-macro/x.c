/*
 * spatch blames this parse error on SYSCALL_DEFINE2's expansion in its
 * macro file (standard.h), not on this file: the lines it skipped are
 * still this file's, and are counted unread (fs/d_path.c's getcwd).
 */
#define DECLARE_NAME_BUFFER(__name, __buf, __len) \
	struct name_buffer __name = {.buf = __buf + __len, .len = __len}

SYSCALL_DEFINE2(foo_name, char __user *, buf, unsigned long, size)
{
	int error = 0;

	if (size) {
		unsigned len;
		DECLARE_NAME_BUFFER(b, buf, size);

		len = rcu_dereference(b.holder)->len;
		error = len;
	}
	return error;
}

/* An iov_iter copy faults only for a user-backed iterator. */
size_t _copy_from_iter(void *addr, size_t bytes, struct iov_iter *i)
{
	if (user_backed_iter(i))
		might_fault();
	return iterate_and_advance(i, bytes, addr);
}

struct wait_queue_head { struct list_head head; };
static inline int list_empty(const struct list_head *head)
{
	return READ_ONCE(head->next) == head;
}
static inline bool has_sleeper(struct wait_queue_head *wq_head)
{
	smp_mb();
	return list_empty(&wq_head->head);
}
#define wake_up_poll(x, m) __wake_up_poll(has_sleeper(x), poll_to_key(m))
void __wake_up(struct wait_queue_head *wq_head, unsigned int mode, int nr, void *key);

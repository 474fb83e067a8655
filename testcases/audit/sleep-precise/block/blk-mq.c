/* Hybrid polling sleeps only without BLK_POLL_NOSLEEP. */
int blk_mq_poll(struct request_queue *q, blk_qc_t cookie, struct io_comp_batch *iob,
		unsigned int flags)
{
	if (!(flags & BLK_POLL_NOSLEEP) && q->poll_nsec != BLK_MQ_POLL_CLASSIC)
		io_schedule();
	return blk_mq_poll_classic(q, cookie, iob, flags);
}

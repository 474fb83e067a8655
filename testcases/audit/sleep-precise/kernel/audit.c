/* The audit log waits for its backlog only when its gfp_t flags allow it. */
struct audit_buffer *audit_log_start(struct audit_context *ctx, gfp_t gfp_mask, int type)
{
	if (audit_backlog_full() && gfpflags_allow_blocking(gfp_mask))
		schedule_timeout(audit_backlog_wait_time);
	return audit_buffer_alloc(ctx, gfp_mask, type);
}

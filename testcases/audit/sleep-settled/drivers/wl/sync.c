/*
 * A callee that sleeps only on a parameter its caller settles (iwlwifi's
 * iwl_mvm_sync_rx_queues_internal(..., sync, ...), iwl_dbg_tlv_time_point()'s
 * switch on its time point, irdma's wait flag).
 */
#include <linux/wait.h>

struct wl {
	struct mutex mutex;
	wait_queue_head_t waitq;
	int state;
	struct wl_req *req;
};

struct wl_req {
	bool waiting;
};

/* "if (sync) wait": a sleep only when sync */
void wl_sync_queues(struct wl *wl, int type, bool sync)
{
	wl->state = type;
	if (sync) {
		/* waits for the queues */
		wait_event_timeout(wl->waitq, wl->state == 0, HZ);
	}
}

/* an early return on !wait before the wait */
int wl_flush(struct wl *wl, bool wait)
{
	wl->state = 1;
	if (!wait)
		return 0;
	return wait_event_timeout(wl->waitq, wl->state == 0, HZ);
}

/* a switch on a parameter: the allocation only for WL_TP_PERIODIC */
void wl_time_point(struct wl *wl, int tp)
{
	void *p;

	switch (tp) {
	case WL_TP_EARLY:
		wl->state = 2;
		break;
	case WL_TP_PERIODIC:
		p = kzalloc(64, GFP_KERNEL);
		kfree(p);
		break;
	case WL_TP_MISSED_BEACONS:
	case WL_TP_ASSOC_FAILED:
		wl->state = 3;
		break;
	default:
		break;
	}
}

/* flags: the mutex only with WL_F_BLOCK */
void wl_lock_if(struct wl *wl, unsigned int flags)
{
	if (flags & WL_F_BLOCK)
		mutex_lock(&wl->mutex);
}

/* the caller's parameter carried one level up */
void wl_sync_nssn(struct wl *wl, bool sync)
{
	wl_sync_queues(wl, 3, sync);
}

/* a member of the object the caller passes: irdma's cqp_request->waiting */
void wl_handle_req(struct wl *wl, struct wl_req *req)
{
	if (req->waiting)
		wait_event_timeout(wl->waitq, wl->state == 0, HZ);
}

/* sleeps whatever its parameters: an else branch, a negated test, both ways */
void wl_always(struct wl *wl, bool fast)
{
	if (fast)
		wl->state = 0;
	else
		msleep(1);
	if (!fast)
		return;
	msleep(2);
}

void wl_reader(struct wl *wl, bool sync)
{
	rcu_read_lock();
	wl_sync_queues(wl, 1, false);		/* quiet: sync false */
	wl_sync_nssn(wl, false);		/* quiet: false carried down */
	wl_flush(wl, false);			/* quiet: returns before the wait */
	wl_time_point(wl, WL_TP_MISSED_BEACONS);	/* quiet: another case */
	wl_lock_if(wl, WL_F_ATOMIC | WL_F_QUIET);	/* quiet: no WL_F_BLOCK */
	wl_lock_if(wl, 0);			/* quiet */
	rcu_read_unlock();
}

void wl_reader_bad(struct wl *wl, bool sync, int tp)
{
	rcu_read_lock();
	wl_sync_queues(wl, 1, true);		/* reported: sync true */
	wl_sync_nssn(wl, sync);			/* reported: the reader's own value, not settled */
	wl_flush(wl, 1);			/* reported */
	wl_time_point(wl, WL_TP_PERIODIC);	/* reported: the sleeping case */
	wl_time_point(wl, tp);			/* reported: not settled */
	wl_lock_if(wl, WL_F_ATOMIC | WL_F_BLOCK);	/* reported */
	wl_always(wl, true);			/* reported: sleeps either way */
	wl_always(wl, false);			/* reported */
	rcu_read_unlock();
}

void wl_reader_req(struct wl *wl)
{
	rcu_read_lock();
	wl_handle_req(wl, wl->req);		/* lower: on the request's state */
	rcu_read_unlock();
}

// An SRCU domain over RCU list accessors (6.12 drivers/nvme/host/ioctl.c
// nvme_dev_user_cmd(), 6.1/6.12 wilc1000 wilc_get_wl_to_vif()).
struct nv_ns {
	struct list_head list;
	int id;
};

struct nv_other {
	struct list_head link;
	int id;
};

struct nv_ctrl {
	struct list_head namespaces;
	struct list_head others;
	struct srcu_struct srcu;
	struct srcu_struct other_srcu;
	struct mutex lock;
};

static void nv_ns_add(struct nv_ctrl *ctrl, struct nv_ns *ns)
{
	mutex_lock(&ctrl->lock);
	list_add_rcu(&ns->list, &ctrl->namespaces);
	mutex_unlock(&ctrl->lock);
}

/* Every unlink of namespaces waits for ctrl->srcu's readers. */
static void nv_ns_remove(struct nv_ctrl *ctrl, struct nv_ns *ns)
{
	mutex_lock(&ctrl->lock);
	list_del_rcu(&ns->list);
	mutex_unlock(&ctrl->lock);
	synchronize_srcu(&ctrl->srcu);
	kfree(ns);
}

static void nv_other_add(struct nv_ctrl *ctrl, struct nv_other *o)
{
	mutex_lock(&ctrl->lock);
	list_add_rcu(&o->link, &ctrl->others);
	mutex_unlock(&ctrl->lock);
}

/* others' unlink waits for RCU readers only. */
static void nv_other_remove(struct nv_ctrl *ctrl, struct nv_other *o)
{
	mutex_lock(&ctrl->lock);
	list_del_rcu(&o->link);
	mutex_unlock(&ctrl->lock);
	synchronize_rcu();
	kfree(o);
}

/* The SRCU reader its updaters wait for, an accessor lockdep never checks: lower. */
SYSCALL_DEFINE1(nv_first, int, n)
{
	struct nv_ctrl *ctrl = nv_ctrl_of(n);
	struct nv_ns *ns;
	int idx, id = -1;

	idx = srcu_read_lock(&ctrl->srcu);
	ns = list_first_or_null_rcu(&ctrl->namespaces, struct nv_ns, list);
	if (ns)
		id = ns->id;
	srcu_read_unlock(&ctrl->srcu, idx);
	return id;
}

/* The reader held by the caller, through a member chain: lower. */
static int nv_first_id(struct nv_ctrl *ctrl)
{
	struct nv_ns *ns = list_first_or_null_rcu(&ctrl->namespaces, struct nv_ns, list);

	return ns ? ns->id : -1;
}

struct nv_dev {
	struct nv_ctrl *ctrl;
};

SYSCALL_DEFINE1(nv_dev_first, int, n)
{
	struct nv_dev *dev = nv_dev_of(n);
	int idx, id;

	idx = srcu_read_lock(&dev->ctrl->srcu);
	id = nv_first_id(dev->ctrl);
	srcu_read_unlock(&dev->ctrl->srcu, idx);
	return id;
}

/* Another srcu_struct than the updaters wait for: reported. */
SYSCALL_DEFINE1(nv_first_other, int, n)
{
	struct nv_ctrl *ctrl = nv_ctrl_of(n);
	struct nv_ns *ns;
	int idx, id = -1;

	idx = srcu_read_lock(&ctrl->other_srcu);
	ns = list_first_or_null_rcu(&ctrl->namespaces, struct nv_ns, list);
	if (ns)
		id = ns->id;
	srcu_read_unlock(&ctrl->other_srcu, idx);
	return id;
}

/* A list whose updaters wait for RCU only, under the SRCU reader: reported. */
SYSCALL_DEFINE1(nv_first_of_others, int, n)
{
	struct nv_ctrl *ctrl = nv_ctrl_of(n);
	struct nv_other *o;
	int idx, id = -1;

	idx = srcu_read_lock(&ctrl->srcu);
	o = list_first_or_null_rcu(&ctrl->others, struct nv_other, link);
	if (o)
		id = o->id;
	srcu_read_unlock(&ctrl->srcu, idx);
	return id;
}

/* A walk lockdep checks (PROVE_RCU_LIST wants an RCU reader): reported. */
SYSCALL_DEFINE1(nv_count, int, n)
{
	struct nv_ctrl *ctrl = nv_ctrl_of(n);
	struct nv_ns *ns;
	int idx, count = 0;

	idx = srcu_read_lock(&ctrl->srcu);
	list_for_each_entry_rcu(ns, &ctrl->namespaces, list)
		count++;
	srcu_read_unlock(&ctrl->srcu, idx);
	return count;
}

/* No reader at all: reported. */
SYSCALL_DEFINE1(nv_first_bare, int, n)
{
	struct nv_ctrl *ctrl = nv_ctrl_of(n);
	struct nv_ns *ns = list_first_or_null_rcu(&ctrl->namespaces, struct nv_ns, list);

	return ns ? ns->id : -1;
}

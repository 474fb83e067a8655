/*
 * check-name: rcu_head_requeue: a pointer assigned between two queueings of "&x->rcu" names another object (sched/topology.c's asym_cpu_capacity_scan(): entry = list_first_entry() after the loop that queued the unlinked ones); an unchanged pointer is still reported
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_head_requeue.cocci -D rcucheck $file
 *
 * "&x->rcu" matched both forms of the queueing, as x and as the whole
 * address, and "x = ..." does not assign the address: the second binding
 * went on to the next queueing of x's head whatever x became.
 *
 * check-output-start
 * rcucheck	access	reassigned-list-first.c	56	2	same_one	rcu-head-requeue	rcu	-	-	local	-	call_rcu(&e->rcu, free_asym_cap_entry)	e's rcu_head is queued again, already queued by call_rcu() at line 54 and its callback not yet run
 * check-output-end
 */
struct asym_cap_data {
	struct list_head link;
	struct rcu_head rcu;
	struct asym_cap_data *next;
	int n;
};

static LIST_HEAD(asym_cap_list);
static void free_asym_cap_entry(struct rcu_head *head);
struct asym_cap_data *pick(void);

/* quiet: after the loop, entry is the list's remaining first entry */
static void asym_cpu_capacity_scan(void)
{
	struct asym_cap_data *entry, *next;

	list_for_each_entry_safe(entry, next, &asym_cap_list, link) {
		if (!entry->n) {
			list_del_rcu(&entry->link);
			call_rcu(&entry->rcu, free_asym_cap_entry);
		}
	}

	if (list_is_singular(&asym_cap_list)) {
		entry = list_first_entry(&asym_cap_list, typeof(*entry), link);
		list_del_rcu(&entry->link);
		call_rcu(&entry->rcu, free_asym_cap_entry);
	}
}

/* quiet: another object in between */
void next_one(struct asym_cap_data *e)
{
	call_rcu(&e->rcu, free_asym_cap_entry);
	e = e->next;
	call_rcu(&e->rcu, free_asym_cap_entry);
}

/* reported: the same object, its pointer unchanged */
void same_one(struct asym_cap_data *e, struct asym_cap_data *o)
{
	call_rcu(&e->rcu, free_asym_cap_entry);
	o = pick();
	call_rcu(&e->rcu, free_asym_cap_entry);
}

/*
 * check-name: rcucheck link: the impact of list walks from the list_add_rcu() and list_del_rcu() sites sparse-rcu recorded: a walk under the mutex every updater holds, taken by the walker's callers (the ftrace_direct_funcs shape), is lockdep-only, and its second caller's call (__x64_sys_unregister_direct(): a second chain, a record at the call) too; a walk under a mutex only the readers take is a race; an append-only list is lockdep-only; an hlist walked under the mutex its updaters (hlist_add_head_rcu(), hlist_del_rcu()) hold is lockdep-only
 * check-command: sh ../link-files.sh $file
 * check-exit-value: 1
 * check-output-start
 * list.c:82:9: warning: [rcu-unprotected] RCU-list traversed in non-reader section!: reached without rcu_read_lock() (holds direct_mutex instead) (in find_direct)
 *   access: list_for_each_entry_rcu(entry, &direct_funcs, next)
 *   held: direct_mutex
 *   chain: find_direct <- __x64_sys_register_direct
 *   root: __x64_sys_register_direct
 *   impact: lockdep-only: every updater of direct_funcs holds direct_mutex (2 update sites, __x64_sys_unregister_direct() list.c:119 among them)
 * list.c:117:0: warning: [rcu-unprotected] call to find_direct(), which leaves its reader to its callers (RCU-list traversed in non-reader section! at list.c:82): reached without rcu_read_lock() (holds direct_mutex instead) (in __x64_sys_unregister_direct)
 *   access: list_for_each_entry_rcu(entry, &direct_funcs, next)
 *   held: direct_mutex
 *   chain: find_direct <- __x64_sys_unregister_direct
 *   root: __x64_sys_unregister_direct
 *   impact: lockdep-only: every updater of direct_funcs holds direct_mutex (2 update sites, __x64_sys_unregister_direct() list.c:119 among them)
 * list.c:158:9: warning: [rcu-unprotected] RCU-list traversed in non-reader section!: reached without rcu_read_lock() (holds stats_mutex instead) (in __x64_sys_tbl_count)
 *   access: list_for_each_entry_rcu(e, &tbl_list, list)
 *   held: stats_mutex
 *   chain: __x64_sys_tbl_count
 *   root: __x64_sys_tbl_count
 *   impact: race: every updater of tbl_list holds table_mutex (2 update sites, tbl_add() list.c:139 among them), the reader's path does not
 * list.c:181:9: warning: [rcu-unprotected] RCU-list traversed in non-reader section!: reached without rcu_read_lock() (in __x64_sys_notif_has)
 *   access: list_for_each_entry_rcu(n, &notifs, list)
 *   chain: __x64_sys_notif_has
 *   root: __x64_sys_notif_has
 *   impact: lockdep-only: notifs is only ever added to (1 update site, none unlinks): no entry is freed under the reader
 * list.c:218:9: warning: [rcu-unprotected] RCU-list traversed in non-reader section!: reached without rcu_read_lock() (holds peers_mutex instead) (in __x64_sys_peer_has)
 *   access: hlist_for_each_entry_rcu(p, &peers, hnode)
 *   held: peers_mutex
 *   chain: __x64_sys_peer_has
 *   root: __x64_sys_peer_has
 *   impact: lockdep-only: every updater of peers holds peers_mutex (2 update sites, peer_add() list.c:199 among them)
 * check-output-end
 *
 * check-name: sparse-rcu records each update site with the locks held there on every path ("upd"), each access's object and locks ("need"), each call's locks ("site"): what the link's impact reads
 * check-command: sh facts.sh $file
 * check-output-start
 * need find_direct 82 direct_funcs struct direct_func.next -
 * need __x64_sys_tbl_count 158 tbl_list struct tbl.list stats_mutex
 * need __x64_sys_notif_has 181 notifs struct notif.list -
 * need __x64_sys_peer_has 218 peers struct peer.hnode peers_mutex
 * site alloc_direct kmalloc -
 * site __x64_sys_register_direct find_direct direct_mutex
 * site __x64_sys_register_direct alloc_direct direct_mutex
 * site __x64_sys_unregister_direct find_direct direct_mutex
 * site __x64_sys_unregister_direct synchronize_rcu direct_mutex
 * site __x64_sys_unregister_direct kfree direct_mutex
 * site tbl_del synchronize_rcu -
 * site tbl_del kfree -
 * site peer_del synchronize_rcu -
 * site peer_del kfree -
 * upd alloc_direct 96 list_add_rcu direct_funcs struct direct_func.next -
 * upd __x64_sys_unregister_direct 119 list_del_rcu - struct direct_func.next direct_mutex
 * upd tbl_add 139 list_add_rcu tbl_list struct tbl.list table_mutex
 * upd tbl_del 146 list_del_rcu - struct tbl.list table_mutex
 * upd notif_add 174 list_add_rcu notifs struct notif.list -
 * upd peer_add 199 hlist_add_head_rcu peers struct peer.hnode peers_mutex
 * upd peer_del 206 hlist_del_rcu - struct peer.hnode peers_mutex
 * check-output-end
 */
#include "list.h"

extern void *kmalloc(unsigned long size, unsigned int flags);
extern void kfree(const void *p);
extern void synchronize_rcu(void);

/* kernel/trace/ftrace.c, 6.1: every updater holds direct_mutex, so does every caller of the walk. */
struct direct_func {
	struct list_head next;
	unsigned long addr;
};

static struct list_head direct_funcs;
static struct mutex direct_mutex;

static struct direct_func *find_direct(unsigned long addr)
{
	struct direct_func *entry;

	list_for_each_entry_rcu(entry, &direct_funcs, next) {
		if (entry->addr == addr)
			return entry;
	}
	return NULL;
}

static struct direct_func *alloc_direct(unsigned long addr)
{
	struct direct_func *direct = kmalloc(sizeof(*direct), 0xcc0);

	if (!direct)
		return NULL;
	direct->addr = addr;
	list_add_rcu(&direct->next, &direct_funcs);
	return direct;
}

long __x64_sys_register_direct(unsigned long addr)
{
	struct direct_func *direct;

	mutex_lock(&direct_mutex);
	direct = find_direct(addr);
	if (!direct)
		direct = alloc_direct(addr);
	mutex_unlock(&direct_mutex);
	return direct ? 0 : -12;
}

long __x64_sys_unregister_direct(unsigned long addr)
{
	struct direct_func *direct;

	mutex_lock(&direct_mutex);
	direct = find_direct(addr);
	if (direct) {
		list_del_rcu(&direct->next);
		synchronize_rcu();
		kfree(direct);
	}
	mutex_unlock(&direct_mutex);
	return 0;
}

/* Updated under table_mutex, walked under stats_mutex: a race. */
struct tbl {
	struct list_head list;
	int n;
};

static struct list_head tbl_list;
static struct mutex table_mutex, stats_mutex;

void tbl_add(struct tbl *t)
{
	mutex_lock(&table_mutex);
	list_add_rcu(&t->list, &tbl_list);
	mutex_unlock(&table_mutex);
}

void tbl_del(struct tbl *t)
{
	mutex_lock(&table_mutex);
	list_del_rcu(&t->list);
	mutex_unlock(&table_mutex);
	synchronize_rcu();
	kfree(t);
}

long __x64_sys_tbl_count(void)
{
	struct tbl *e;
	long n = 0;

	mutex_lock(&stats_mutex);
	list_for_each_entry_rcu(e, &tbl_list, list)
		n += e->n;
	mutex_unlock(&stats_mutex);
	return n;
}

/* Only ever added to: no entry is freed under the walk. */
struct notif {
	struct list_head list;
	int id;
};

static struct list_head notifs;

void notif_add(struct notif *n)
{
	list_add_rcu(&n->list, &notifs);
}

long __x64_sys_notif_has(int id)
{
	struct notif *n;

	list_for_each_entry_rcu(n, &notifs, list)
		if (n->id == id)
			return 1;
	return 0;
}

/* An hlist whose updaters hold its mutex, walked under it: lockdep-only. */
struct peer {
	struct hlist_node hnode;
	int key;
};

static struct hlist_head peers;
static struct mutex peers_mutex;

void peer_add(struct peer *p)
{
	mutex_lock(&peers_mutex);
	hlist_add_head_rcu(&p->hnode, &peers);
	mutex_unlock(&peers_mutex);
}

void peer_del(struct peer *p)
{
	mutex_lock(&peers_mutex);
	hlist_del_rcu(&p->hnode);
	mutex_unlock(&peers_mutex);
	synchronize_rcu();
	kfree(p);
}

long __x64_sys_peer_has(int key)
{
	struct peer *p;
	long r = 0;

	mutex_lock(&peers_mutex);
	hlist_for_each_entry_rcu(p, &peers, hnode)
		if (p->key == key)
			r = 1;
	mutex_unlock(&peers_mutex);
	return r;
}

/* Negatives: the walk in a reader, and with the updaters' lockdep condition. */
long __x64_sys_tbl_count_rcu(void)
{
	struct tbl *e;
	long n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(e, &tbl_list, list)
		n += e->n;
	rcu_read_unlock();
	return n;
}

long __x64_sys_tbl_count_locked(void)
{
	struct tbl *e;
	long n = 0;

	mutex_lock(&table_mutex);
	list_for_each_entry_rcu(e, &tbl_list, list, lockdep_is_held(&table_mutex))
		n += e->n;
	mutex_unlock(&table_mutex);
	return n;
}

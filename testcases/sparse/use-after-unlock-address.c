/*
 * check-name: sparse-rcu: after the unlock, an address taken or the pointer compared is no dereference
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * use-after-unlock-address.c:82:29: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in unlink)
 *   access: rcu_dereference(x->b)
 *   chain: unlink
 * use-after-unlock-address.c:91:9: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in relink)
 *   access: rcu_dereference(x->b)
 *   chain: relink
 * use-after-unlock-address.c:151:16: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in read)
 *   access: rcu_dereference(x->b)
 *   chain: read
 * use-after-unlock-address.c:161:9: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in write)
 *   access: rcu_dereference(x->b)
 *   chain: write
 * use-after-unlock-address.c:171:17: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in star)
 *   access: rcu_dereference(x->count)
 *   chain: star
 * use-after-unlock-address.c:181:17: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in index)
 *   access: rcu_dereference(x->count)
 *   chain: index
 * use-after-unlock-address.c:191:20: warning: [rcu-use-after-unlock] pointer loaded inside an RCU read-side section is dereferenced after the section ended (in through)
 *   access: rcu_dereference(x->b)
 *   chain: through
 * check-error-end
 *
 * The inputs of testcases/cocci/rcu_pointer_lifetime/use-after-unlock-address.c,
 * with the same verdicts: reported are a field read or written, *p,
 * p[i], a field of a field read (&p->next->node reads p->next) and
 * &p->node passed to a list function that writes it (inlined, as the
 * kernel's are); quiet are &p->node compared or stored, &p->a.b,
 * &p->arr[i], &p[i], p compared, !p, p tested, cast or passed on.
 *
 * check-name: rcu_pointer_lifetime: after the unlock, an address taken or the pointer compared is no dereference
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * Reported: a field read or written, *p, p[i], a field of a field read
 * (&p->next->node reads p->next), and &p->node passed to a list
 * function (list_del_rcu() writes p->node). Quiet: &p->node compared or
 * stored, &p->a.b, &p->arr[i], &(p->node), &p[i], p compared, !p, p
 * tested or cast; p passed on only names its callee for the audit.
 * check-output-start
 * rcucheck	access	use-after-unlock-address.c	181	9	index	rcu-use-after-unlock	rcu	-	-	local	-	v[i]
 * rcucheck	access	use-after-unlock-address.c	151	9	read	rcu-use-after-unlock	rcu	-	-	local	-	p->v
 * rcucheck	access	use-after-unlock-address.c	211	22	relink	rcu-use-after-unlock	rcu	-	-	local	-	p->hnode
 * rcucheck	access	use-after-unlock-address.c	171	9	star	rcu-use-after-unlock	rcu	-	-	local	-	*v
 * rcucheck	access	use-after-unlock-address.c	140	2	tested	rcu-use-after-unlock	rcu	-	-	local	-	remember(x, p)	-	remember:1
 * rcucheck	access	use-after-unlock-address.c	191	13	through	rcu-use-after-unlock	rcu	-	-	local	-	p->next
 * rcucheck	access	use-after-unlock-address.c	201	16	unlink	rcu-use-after-unlock	rcu	-	-	local	-	p->node
 * rcucheck	access	use-after-unlock-address.c	161	2	write	rcu-use-after-unlock	rcu	-	-	local	-	p->v
 * check-output-end
 */
#include "rcu.h"

struct list_head { struct list_head *next, *prev; };
struct hlist_node { struct hlist_node *next, **pprev; };
struct hlist_head { struct hlist_node *first; };
struct inner { int b; };
struct bar {
	int v;
	struct bar *next;
	struct list_head node;
	struct hlist_node hnode;
	struct inner a;
	int arr[4];
};
struct holder {
	struct bar __rcu *b;
	int __rcu *count;
	struct list_head *last;
	int *inner;
	struct bar *other;
	unsigned long cookie;
};

void remember(struct holder *x, struct bar *p);

/* include/linux/rculist.h, without CONFIG_DEBUG_LIST */
static inline void list_del_rcu(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	entry->prev->next = entry->next;
	entry->prev = (struct list_head *)0x122;
}

static inline void hlist_add_head_rcu(struct hlist_node *n, struct hlist_head *h)
{
	struct hlist_node *first = h->first;

	n->next = first;
	n->pprev = &h->first;
	h->first = n;
	if (first)
		first->pprev = &n->next;
}

int compared(struct holder *x, struct list_head *head)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	if (&p->node == head)
		return 1;
	return 0;
}

void stored(struct holder *x, int i)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	x->last = &p->node;
	x->inner = &p->a.b;
	x->inner = &p->arr[i];
	x->other = &p[1];
}

int tested(struct holder *x, struct bar *q)
{
	struct bar *p;
	int n = 0;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	if (p == q)
		n++;
	if (p != NULL)
		n++;
	if (!p)
		n++;
	if (p)
		n++;
	x->cookie = (unsigned long)p;
	remember(x, p);
	return n;
}

int read(struct holder *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	return p->v;
}

void write(struct holder *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	p->v = 1;
}

int star(struct holder *x)
{
	int *v;

	rcu_read_lock();
	v = rcu_dereference(x->count);
	rcu_read_unlock();
	return *v;
}

int index(struct holder *x, int i)
{
	int *v;

	rcu_read_lock();
	v = rcu_dereference(x->count);
	rcu_read_unlock();
	return v[i];
}

void through(struct holder *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	x->last = &p->next->node;
}

void unlink(struct holder *x)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	list_del_rcu(&p->node);
}

void relink(struct holder *x, struct hlist_head *head)
{
	struct bar *p;

	rcu_read_lock();
	p = rcu_dereference(x->b);
	rcu_read_unlock();
	hlist_add_head_rcu(&p->hnode, head);
}

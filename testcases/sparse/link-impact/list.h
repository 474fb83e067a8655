/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/list.h and rculist.h of Linux 6.1, cut down to what the
 * link-impact inputs use (no CONFIG_DEBUG_LIST).
 */
#ifndef RCUCHECK_TEST_LIST_H
#define RCUCHECK_TEST_LIST_H

#include "../rcu.h"

struct list_head { struct list_head *next, *prev; };

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - __builtin_offsetof(type, member)))
#define list_entry_rcu(ptr, type, member) container_of(READ_ONCE(ptr), type, member)
#define __list_check_rcu(dummy, cond, extra...)				\
	({								\
	RCU_LOCKDEP_WARN(!(cond) && !rcu_read_lock_any_held(),		\
			 "RCU-list traversed in non-reader section!");	\
	})
#define list_for_each_entry_rcu(pos, head, member, cond...)		\
	for (__list_check_rcu(dummy, ## cond, 0),			\
	     pos = list_entry_rcu((head)->next, typeof(*pos), member);	\
		&pos->member != (head);					\
		pos = list_entry_rcu(pos->member.next, typeof(*pos), member))

static inline void list_add_rcu(struct list_head *new, struct list_head *head)
{
	struct list_head *next = head->next;

	new->next = next;
	new->prev = head;
	WRITE_ONCE(head->next, new);
	next->prev = new;
}

static inline void list_del_rcu(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	WRITE_ONCE(entry->prev->next, entry->next);
	entry->prev = (struct list_head *)0x122;
}

struct hlist_node { struct hlist_node *next, **pprev; };
struct hlist_head { struct hlist_node *first; };

#define hlist_entry_safe(ptr, type, member) \
	({ typeof(ptr) ____ptr = (ptr); ____ptr ? container_of(____ptr, type, member) : NULL; })
#define hlist_for_each_entry_rcu(pos, head, member, cond...)		\
	for (__list_check_rcu(dummy, ## cond, 0),			\
	     pos = hlist_entry_safe(READ_ONCE((head)->first),		\
			typeof(*(pos)), member);			\
		pos;							\
		pos = hlist_entry_safe(READ_ONCE((pos)->member.next),	\
			typeof(*(pos)), member))

static inline void hlist_add_head_rcu(struct hlist_node *n, struct hlist_head *h)
{
	struct hlist_node *first = h->first;

	n->next = first;
	n->pprev = &h->first;
	WRITE_ONCE(h->first, n);
	if (first)
		first->pprev = &n->next;
}

static inline void hlist_del_rcu(struct hlist_node *n)
{
	struct hlist_node *next = n->next;
	struct hlist_node **pprev = n->pprev;

	WRITE_ONCE(*pprev, next);
	if (next)
		next->pprev = pprev;
	n->pprev = (struct hlist_node **)0x122;
}

#endif

/*
 * check-name: sparse-rcu: a list walk through list_entry_rcu() behind the file's macros (for_each_process() -> next_task() -> list_entry_rcu(): no lockdep check), without the reader; under rcu_read_lock() or tasklist_lock's read side, clean
 * check-command: sparse-rcu --rcu-only --rcu-no-facts --rcu-roots=all $file
 * check-error-start
 * entry-macro.c:39:9: warning: [rcu-unprotected] list_entry_rcu() via for_each_process() outside a read-side section (no lockdep check sees it): reached without rcu_read_lock() (in dump_tasks)
 *   chain: dump_tasks
 *   root: dump_tasks
 * check-error-end
 */
#include "rcu.h"

#define offsetof(T, m)	__builtin_offsetof(T, m)
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

struct list_head {
	struct list_head *next, *prev;
};

/* include/linux/rculist.h and sched/signal.h, 6.1 */
#define list_entry_rcu(ptr, type, member) container_of(READ_ONCE(ptr), type, member)
#define next_task(p)	list_entry_rcu((p)->tasks.next, struct task_struct, tasks)
#define for_each_process(p) \
	for (p = &init_task ; (p = next_task(p)) != &init_task ; )

struct task_struct {
	int pid;
	struct list_head tasks;
};

struct task_struct init_task;
rwlock_t tasklist_lock;
void dump_task(struct task_struct *p);

/* mm/oom_kill.c's dump_tasks() without its reader (the recall corpus's 26-g) */
void dump_tasks(void)
{
	struct task_struct *p;

	for_each_process(p)
		dump_task(p);
}

void dump_tasks_rcu(void)
{
	struct task_struct *p;

	rcu_read_lock();
	for_each_process(p)
		dump_task(p);
	rcu_read_unlock();
}

void dump_tasks_locked(void)
{
	struct task_struct *p;

	read_lock(&tasklist_lock);
	for_each_process(p)
		dump_task(p);
	read_unlock(&tasklist_lock);
}

#include <linux/rcupdate.h>
#include <linux/spinlock.h>
#include <linux/mutex.h>

struct conf { int level; };
struct conf_ops { int (*read)(void); };
extern struct conf __rcu *conf;
static DEFINE_SPINLOCK(conf_lock);
static DEFINE_MUTEX(conf_mutex);

static int level_first(void) { return rcu_dereference(conf)->level; }
static int level_after_pair(void) { return rcu_dereference(conf)->level; }
static int level_in_reader(void) { return rcu_dereference(conf)->level; }
static int level_cond_lock(void) { return rcu_dereference(conf)->level; }
static int level_goto(void) { return rcu_dereference(conf)->level; }
static int level_loop(void) { return rcu_dereference(conf)->level; }
static int level_branch(void) { return rcu_dereference(conf)->level; }
static int level_field(void) { return rcu_dereference(conf)->level; }
static int level_dead(void) { return rcu_dereference(conf)->level; }
static int level_case(void) { return rcu_dereference(conf)->level; }
static int level_goto_out(void) { return rcu_dereference(conf)->level; }
static int level_named(void) { return rcu_dereference(conf)->level; }
static int level_max(void) { return rcu_dereference(conf)->level; }
#define for_each_level(i) for ((i) = 0; (i) < level_max(); (i)++)
static int level_iter(void) { return rcu_dereference(conf)->level; }

/* before any lock: the text answers */
int conf_first(void)
{
	int v = level_first();

	spin_lock(&conf_lock);
	v++;
	spin_unlock(&conf_lock);
	return v;
}

/* after a balanced pair: spatch's */
int conf_after_pair(void)
{
	int v;

	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	v = level_after_pair();
	return v;
}

/* inside a reader: spatch's */
int conf_in_reader(void)
{
	int v;

	rcu_read_lock();
	v = level_in_reader();
	rcu_read_unlock();
	return v;
}

/* a conditional lock before the call: spatch's */
int conf_cond_lock(int locked)
{
	int v;

	if (locked)
		spin_lock(&conf_lock);
	v = level_cond_lock();
	if (locked)
		spin_unlock(&conf_lock);
	return v;
}

/* a goto back over the call: spatch's */
int conf_goto(void)
{
	int v;
again:
	v = level_goto();
	spin_lock(&conf_lock);
	if (v < 0)
		goto again;	/* still holding conf_lock */
	spin_unlock(&conf_lock);
	return v;
}

/* a goto forward, past the call: the text answers */
int conf_goto_out(void)
{
	int v = level_goto_out();

	spin_lock(&conf_lock);
	if (v < 0)
		goto out;
	v++;
out:
	spin_unlock(&conf_lock);
	return v;
}

/* variables named like locks are no calls: the text answers */
int conf_named(struct conf *rcu)
{
	int cpu = rcu->level, irq_lock = cpu;

	cpu += level_named() + irq_lock;
	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	return cpu;
}

/* a lock later in the loop reaches the call: spatch's */
int conf_loop(int n)
{
	int v = 0, i;

	for (i = 0; i < n; i++) {
		v += level_loop();
		mutex_lock(&conf_mutex);
		if (v > 10)
			continue;	/* still holding conf_mutex */
		mutex_unlock(&conf_mutex);
	}
	return v;
}

/* on a branch, before a mutex: the text answers */
int conf_branch(int c)
{
	int v = 0;

	if (c)
		v = level_branch();
	else
		v = -1;
	mutex_lock(&conf_mutex);
	v++;
	mutex_unlock(&conf_mutex);
	return v;
}

/* a call through a field, before the lock: the text answers */
int conf_field(struct conf_ops *ops)
{
	int v = ops->read();

	spin_lock(&conf_lock);
	v++;
	spin_unlock(&conf_lock);
	return v;
}

static struct conf_ops level_ops = { .read = level_field };

/* after its block's return, dead code: spatch's */
int conf_dead(int c)
{
	int v = 0;

	if (c) {
		return 0;
		v = level_dead();
	}
	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	return v;
}

/* a case after another's return is reached: the text answers */
int conf_case(int c)
{
	int v = 0;

	switch (c) {
	case 0:
		return 0;
	case 1:
		v = level_case();
		break;
	}
	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	return v;
}

/* in an iterator macro's body: spatch's */
int conf_iter(struct list_head *head)
{
	struct conf *c;
	int v = 0;

	list_for_each_entry(c, head, list)
		v += level_iter();
	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	return v;
}

/* the asked function is an iterator, no call to the rule: spatch's */
int conf_iter_head(void)
{
	int i, v = 0;

	for_each_level(i)
		v += i;
	spin_lock(&conf_lock);
	spin_unlock(&conf_lock);
	return v;
}

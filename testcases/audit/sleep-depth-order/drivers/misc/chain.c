// SPDX-License-Identifier: GPL-2.0
/*
 * A function three calls above a sleeper, asked first from deeper down:
 * early() -> x() -> y() -> a() reaches a() at the depth limit, where
 * its sleep (a() -> b() -> c() -> mutex_lock()) is out of sight; the
 * call of a() in reader() must still see it.
 */
#include <linux/mutex.h>
#include <linux/rcupdate.h>
#include <linux/spinlock.h>

static DEFINE_MUTEX(m);
static DEFINE_SPINLOCK(l);

static void x(void);

void early(void)
{
	spin_lock(&l);
	x();
	spin_unlock(&l);
}

static void c(void)
{
	mutex_lock(&m);
	mutex_unlock(&m);
}

static void b(void)
{
	c();
}

static void a(void)
{
	b();
}

static void y(void)
{
	a();
}

static void x(void)
{
	y();
}

void reader(void)
{
	rcu_read_lock();
	a();
	rcu_read_unlock();
}

/* A spinlock around calls that do not sleep, a sleep after the unlock:
 * nothing for the sleep rule to see, and its file is not parsed. */
#include <linux/spinlock.h>
#include <linux/delay.h>

static DEFINE_SPINLOCK(count_lock);
static int count;

void count_then_wait(void)
{
	spin_lock(&count_lock);
	count++;
	spin_unlock(&count_lock);
	msleep(10);
}

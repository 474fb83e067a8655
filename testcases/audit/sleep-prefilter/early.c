/* An unlock on an early return before the sleep, the final unlock
 * after it: the sleep is inside the section on the other path. */
#include <linux/spinlock.h>
#include <linux/delay.h>

static DEFINE_SPINLOCK(state_lock);
static int state;

int wait_for_state(int want)
{
	spin_lock(&state_lock);
	if (state == want) {
		spin_unlock(&state_lock);
		return 0;
	}
	msleep(10);
	state = want;
	spin_unlock(&state_lock);
	return 1;
}

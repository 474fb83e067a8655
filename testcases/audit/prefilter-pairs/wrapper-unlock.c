/* A fetch, then the end of the reader through a header's wrapper: the rule's (the use after it is a finding). */
#include "reader.h"

struct stats { int drops; };
static struct stats __rcu *cur_stats;

int stats_drops(void)
{
	struct stats *s;

	stats_read_lock();
	s = rcu_dereference(cur_stats);
	stats_read_unlock();
	return s->drops;
}

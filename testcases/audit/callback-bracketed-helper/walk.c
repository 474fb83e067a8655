/*
 * An iterator's stop in another file, the end of a reader its start
 * began (as 6.12's sctp_transport_walk_stop() and netlink_walk_stop()
 * end rhashtable_walk_start()'s with rhashtable_walk_stop()).
 */
#include "walk.h"

void walk_iter_start(struct walk_iter *it)
{
	rhashtable_walk_start(it);
}

void walk_iter_stop(struct walk_iter *it)
{
	rhashtable_walk_stop(it);
}

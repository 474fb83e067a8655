// SPDX-License-Identifier: GPL-2.0
#include "widget.h"

/* Must be called under rcu_read_lock(). */
struct widget *widget_find(int id)
{
	return idr_find(&widgets, id);
}
EXPORT_SYMBOL_GPL(widget_find);

static int widget_show(int id)
{
	struct widget *w;

	rcu_read_lock();
	w = widget_find(id);
	rcu_read_unlock();
	return w ? 1 : 0;
}

static const struct widget_ops ops = {
	.show = widget_show,
};

/* SPDX-License-Identifier: GPL-2.0 */
struct widget;
struct widget *widget_find(int id);

#define widget_exists(id) (widget_find(id) != NULL)

static inline int widget_count(void)
{
	return widget_find(0) ? 1 : 0;
}

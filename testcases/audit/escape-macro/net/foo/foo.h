static inline void foo_touch(struct foo_wq *w)
{
	w->n++;
}

static inline struct mem_cgroup *mem_cgroup_from_css(struct cgroup_subsys_state *css)
{
	return css ? container_of(css, struct mem_cgroup, css) : NULL;
}

static inline struct mem_cgroup *mem_cgroup_from_task(struct task_struct *p)
{
	return mem_cgroup_from_css(task_css(p, memory_cgrp_id));
}

static inline bool mem_cgroup_task_online(struct task_struct *p)
{
	return css_online(task_css(p, memory_cgrp_id));
}

static inline struct mem_cgroup *mem_cgroup_alloc(void)
{
	return kzalloc(sizeof(struct mem_cgroup), GFP_ATOMIC);
}

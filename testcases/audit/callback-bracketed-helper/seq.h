struct seq_operations {
	void *(*start)(struct seq_file *m, loff_t *pos);
	void (*stop)(struct seq_file *m, void *v);
	void *(*next)(struct seq_file *m, void *v, loff_t *pos);
};

struct seq_file {
	const struct seq_operations *op;
	struct foo_list __rcu *list;
};

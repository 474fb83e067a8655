struct walk_iter {
	int id;
};

void walk_iter_stop(struct walk_iter *it);
void walk_iter_start(struct walk_iter *it);

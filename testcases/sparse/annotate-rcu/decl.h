/* Not a test by itself: declarations annotate.sh puts __rcu on. */
#include "../rcu.h"

struct cfg {
	int val;
};

struct table {
	int size;
	struct cfg *cur;	/* read with rcu_dereference() */
	struct cfg *next, *prev;	/* next too, but prev shares the line */
	struct cfg __rcu *done;	/* annotated already */
	struct cfg *plain;	/* never used with an accessor */
	struct cfg		*tabbed;	/* tabs before the star */
	struct cfg *unchecked;	/* only rcu_dereference_protected(p, 1) */
};

extern struct cfg *global_cfg;
extern struct cfg ***deep;	/* the outermost pointer is the RCU one */

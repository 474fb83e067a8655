#!/bin/sh
# check-name: the result cache and the sleep rule: the rule is asked only about the calls that may sleep (the model's, and the tree's functions the index says sleep); reader.c (parsed cold for its kmalloc(GFP_ATOMIC), which does not sleep) has its facts are kept under the set it was asked, so when helper.c's refresh_stats() starts to sleep (reader.c unchanged), the warm audit asks reader.c again and reports the call, as --no-cache does
# check-command: sh $file $bin
# check-output-start
# cold: exit 0, 0 findings
# warm: exit 0, same as cold
# helper.c sleeps: exit 1, same as --no-cache, 1 findings: show_stats
# check-output-end
ci_files=""
. ./ci-cache-lib.sh

cat >"$tree/reader.c" <<'C'
#include <linux/rcupdate.h>
#include <linux/slab.h>

struct stats { int n; };
void refresh_stats(struct stats *s);
static struct stats __rcu *cur;

int show_stats(void)
{
	struct stats *s;
	int n;

	rcu_read_lock();
	s = rcu_dereference(cur);
	kfree(kmalloc(16, GFP_ATOMIC));
	refresh_stats(s);
	n = s->n;
	rcu_read_unlock();
	return n;
}
C
cat >"$tree/helper.c" <<'C'
#include <linux/delay.h>

struct stats { int n; };

void refresh_stats(struct stats *s)
{
	s->n++;
}
C
sleepy() { audit --sleep-only "$@"; }
sleepy >"$tmp/cold.json"
echo "cold: exit $?, $(wc -l <"$tmp/cold.json") findings"
sleepy >"$tmp/warm.json"
echo "warm: exit $?, $(same "$tmp/cold.json" "$tmp/warm.json" cold)"

sed -i 's/s->n++;/msleep(1);\n\ts->n++;/' "$tree/helper.c"
sleepy >"$tmp/changed.json"
st=$?
sleepy --no-cache >"$tmp/nocache.json"
echo "helper.c sleeps: exit $st, $(same "$tmp/nocache.json" "$tmp/changed.json" --no-cache), $(wc -l <"$tmp/changed.json") findings: $(sed -n 's/.*"function": *"\([a-z_]*\)".*/\1/p' "$tmp/changed.json")"
rm -rf "$tmp"

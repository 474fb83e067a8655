# check-name: audit: the update side's rules learn a file's helpers (a function that waits for a grace period, one that frees its parameter) and its SLAB_TYPESAFE_BY_RCU caches for that file only: with -j 1 one spatch worker works a.c, then b.c, whose foo_wait(), foo_put() and foo_cache are another file's; b.c's unlinked-and-freed rows are reported and its call_rcu() then foo_put() is not (before 20th session: the two rows missing and the requeue row reported, as -j 2 did not; 6.12's ncsi-manage.c:1972 came and went so)
# check-command: rcucheck audit --no-tree --no-cache --lifecycle -j 1 -C lifecycle-per-file
# check-exit-value: 1
# check-output-start
# b.c:19:2: warning: [rcu-reclaim-no-gp] kfree(f): f is unlinked by list_del_rcu() at line 17 and freed with no grace period between: readers may still hold it (in bar_del)
#   access: kfree(f)
#   root: local
# b.c:25:2: warning: [rcu-reclaim-no-gp] kmem_cache_free(foo_cache, f): f is unlinked by list_del_rcu() at line 24 and freed with no grace period between: readers may still hold it (in bar_cache_del)
#   access: kmem_cache_free(foo_cache, f)
#   root: local
# check-output-end

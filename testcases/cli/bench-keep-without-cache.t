# check-name: bench --keep: refused without --cache or with --shards, before any run or directory is made
# check-command: bench --keep kept-dir-never-made --shards 2 --cache
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: bench: --keep goes with --cache, without --shards (each shard empties the cache)
# check-error-end

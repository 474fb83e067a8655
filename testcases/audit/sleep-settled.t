# check-name: audit: a callee that sleeps only on a parameter its caller settles is no sleeper for a caller that passes a value that does not (if (sync) wait_event, an early return on !wait, a switch's other case, a flag the constant set lacks, a false carried down through a parameter); a true, a non-zero number, the sleeping case, the flag, an unsettled value, and a sleep on either branch are reported; a sleep only on a member of the object the caller passes (its type: map->ops->map_poke_run; its state: req->waiting) is not default tier, nor a mutex whatever the map; a guard clause on a member (an early if (!map->ops) return, msi_get_virq()'s) is no condition: default; a sleep only under a local flag set just after the reader's end on its branch (acpi_os_read_memory()'s unmap) is quiet, one set without that end reported
# check-command: rcucheck audit --no-tree --sleep-only -C sleep-settled
# check-exit-value: 1
# check-output-start
# drivers/acpi/mem.c:52:3: warning: [rcu-sleep-in-reader] unmap_slow(virt) may sleep inside the read-side critical section of rcu_read_lock() (line 44): unmap_slow() -> might_sleep() at drivers/acpi/mem.c:59 (in mem_read_bad)
#   access: unmap_slow(virt)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:107:2: warning: [rcu-sleep-in-reader] wl_sync_queues(wl, 1, true) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_sync_queues() -> wait_event_timeout() at drivers/wl/sync.c:25 (in wl_reader_bad)
#   access: wl_sync_queues(wl, 1, true)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:108:2: warning: [rcu-sleep-in-reader] wl_sync_nssn(wl, sync) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_sync_nssn() -> wl_sync_queues() -> wait_event_timeout() at drivers/wl/sync.c:25 (in wl_reader_bad)
#   access: wl_sync_nssn(wl, sync)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:109:2: warning: [rcu-sleep-in-reader] wl_flush(wl, 1) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_flush() -> wait_event_timeout() at drivers/wl/sync.c:35 (in wl_reader_bad)
#   access: wl_flush(wl, 1)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:110:2: warning: [rcu-sleep-in-reader] wl_time_point(wl, WL_TP_PERIODIC) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_time_point() -> kzalloc() at drivers/wl/sync.c:48 (in wl_reader_bad)
#   access: wl_time_point(wl, WL_TP_PERIODIC)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:111:2: warning: [rcu-sleep-in-reader] wl_time_point(wl, tp) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_time_point() -> kzalloc() at drivers/wl/sync.c:48 (in wl_reader_bad)
#   access: wl_time_point(wl, tp)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:112:2: warning: [rcu-sleep-in-reader] wl_lock_if(wl, WL_F_ATOMIC | WL_F_BLOCK) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_lock_if() -> mutex_lock() at drivers/wl/sync.c:64 (in wl_reader_bad)
#   access: wl_lock_if(wl, WL_F_ATOMIC | WL_F_BLOCK)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:113:2: warning: [rcu-sleep-in-reader] wl_always(wl, true) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_always() -> msleep() at drivers/wl/sync.c:89 (in wl_reader_bad)
#   access: wl_always(wl, true)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:114:2: warning: [rcu-sleep-in-reader] wl_always(wl, false) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_always() -> msleep() at drivers/wl/sync.c:86 (in wl_reader_bad)
#   access: wl_always(wl, false)
#   held: rcu_read_lock()
#   root: local
# kernel/fdmap.c:62:2: warning: [rcu-sleep-in-reader] mutex_lock(&map->poke_mutex) may sleep inside the read-side critical section of rcu_read_lock() (line 61) (in fd_map_lock_all)
#   access: mutex_lock(&map->poke_mutex)
#   held: rcu_read_lock()
#   root: local
# kernel/fdmap.c:83:2: warning: [rcu-sleep-in-reader] fd_map_count(map) may sleep inside the read-side critical section of rcu_read_lock() (line 82): fd_map_count() -> mutex_lock() at kernel/fdmap.c:74 (in fd_map_count_all)
#   access: fd_map_count(map)
#   held: rcu_read_lock()
#   root: local
# check-output-end
# check-name: audit --tier=all: the sleeps on the object's type or state are the lower tier, on a condition the text does not settle, the member test named in the message
# check-command: rcucheck audit --no-tree --sleep-only --tier=all -C sleep-settled
# check-exit-value: 1
# check-output-start
# drivers/acpi/mem.c:52:3: warning: [rcu-sleep-in-reader] unmap_slow(virt) may sleep inside the read-side critical section of rcu_read_lock() (line 44): unmap_slow() -> might_sleep() at drivers/acpi/mem.c:59 (in mem_read_bad)
#   access: unmap_slow(virt)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:107:2: warning: [rcu-sleep-in-reader] wl_sync_queues(wl, 1, true) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_sync_queues() -> wait_event_timeout() at drivers/wl/sync.c:25 (in wl_reader_bad)
#   access: wl_sync_queues(wl, 1, true)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:108:2: warning: [rcu-sleep-in-reader] wl_sync_nssn(wl, sync) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_sync_nssn() -> wl_sync_queues() -> wait_event_timeout() at drivers/wl/sync.c:25 (in wl_reader_bad)
#   access: wl_sync_nssn(wl, sync)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:109:2: warning: [rcu-sleep-in-reader] wl_flush(wl, 1) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_flush() -> wait_event_timeout() at drivers/wl/sync.c:35 (in wl_reader_bad)
#   access: wl_flush(wl, 1)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:110:2: warning: [rcu-sleep-in-reader] wl_time_point(wl, WL_TP_PERIODIC) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_time_point() -> kzalloc() at drivers/wl/sync.c:48 (in wl_reader_bad)
#   access: wl_time_point(wl, WL_TP_PERIODIC)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:111:2: warning: [rcu-sleep-in-reader] wl_time_point(wl, tp) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_time_point() -> kzalloc() at drivers/wl/sync.c:48 (in wl_reader_bad)
#   access: wl_time_point(wl, tp)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:112:2: warning: [rcu-sleep-in-reader] wl_lock_if(wl, WL_F_ATOMIC | WL_F_BLOCK) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_lock_if() -> mutex_lock() at drivers/wl/sync.c:64 (in wl_reader_bad)
#   access: wl_lock_if(wl, WL_F_ATOMIC | WL_F_BLOCK)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:113:2: warning: [rcu-sleep-in-reader] wl_always(wl, true) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_always() -> msleep() at drivers/wl/sync.c:89 (in wl_reader_bad)
#   access: wl_always(wl, true)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:114:2: warning: [rcu-sleep-in-reader] wl_always(wl, false) may sleep inside the read-side critical section of rcu_read_lock() (line 106): wl_always() -> msleep() at drivers/wl/sync.c:86 (in wl_reader_bad)
#   access: wl_always(wl, false)
#   held: rcu_read_lock()
#   root: local
# drivers/wl/sync.c:121:2: warning: [rcu-sleep-in-reader] wl_handle_req(wl, wl->req) may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 120): wl_handle_req() -> wait_event_timeout(), only when req->waiting at drivers/wl/sync.c:77 (in wl_reader_req)
#   access: wl_handle_req(wl, wl->req)
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/fdmap.c:46:4: warning: [rcu-sleep-in-reader] fd_map_delete_elem(map, i) may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 43): fd_map_delete_elem() -> mutex_lock(), only when map->ops->map_poke_run at kernel/fdmap.c:24 (in fd_map_release)
#   access: fd_map_delete_elem(map, i)
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/fdmap.c:54:2: warning: [rcu-sleep-in-reader] fd_map_clear_one(map, 0) may sleep, on a condition its text does not settle, inside the read-side critical section of rcu_read_lock() (line 53): fd_map_clear_one() -> fd_map_delete_elem() -> mutex_lock(), only when map->ops->map_poke_run at kernel/fdmap.c:24 (in fd_map_release_all)
#   access: fd_map_clear_one(map, 0)
#   held: rcu_read_lock()
#   root: local
#   tier: lower
# kernel/fdmap.c:62:2: warning: [rcu-sleep-in-reader] mutex_lock(&map->poke_mutex) may sleep inside the read-side critical section of rcu_read_lock() (line 61) (in fd_map_lock_all)
#   access: mutex_lock(&map->poke_mutex)
#   held: rcu_read_lock()
#   root: local
# kernel/fdmap.c:83:2: warning: [rcu-sleep-in-reader] fd_map_count(map) may sleep inside the read-side critical section of rcu_read_lock() (line 82): fd_map_count() -> mutex_lock() at kernel/fdmap.c:74 (in fd_map_count_all)
#   access: fd_map_count(map)
#   held: rcu_read_lock()
#   root: local
# check-output-end

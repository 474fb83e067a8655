# check-name: audit: a caller's guard of the srcu_struct a check names, guard(srcu)(&s) to the end of its scope or scoped_guard(srcu, &s) { } around the call, protects the callee's srcu_dereference_check() (6.12 gpio_desc_to_lineinfo() -> gpiod_get_label()); a guard block that ended before the call, a guard in an inner block, or a guard of another srcu_struct does not
# check-command: rcucheck audit --tier=all --no-tree -C srcu-guard-caller
# check-exit-value: 1
# check-output-start
# gpio.c:44:9: warning: [rcu-dereference] srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu)) outside srcu_read_lock(&desc_srcu); lineinfo_after() is reached only through a function pointer (in get_label_after)
#   access: srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu))
#   chain: lineinfo_after() (gpio.c:56)
#   root: callback
#   tier: lower
# gpio.c:62:9: warning: [rcu-dereference] srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu)) outside srcu_read_lock(&desc_srcu); lineinfo_other() is reached only through a function pointer (in get_label_other)
#   access: srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu))
#   chain: lineinfo_other() (gpio.c:72)
#   root: callback
#   tier: lower
# gpio.c:78:9: warning: [rcu-dereference] srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu)) outside srcu_read_lock(&desc_srcu); lineinfo_inner() is reached only through a function pointer (in get_label_inner)
#   access: srcu_dereference_check(desc->label, &desc->gdev->desc_srcu, srcu_read_lock_held(&desc->gdev->desc_srcu))
#   chain: lineinfo_inner() (gpio.c:91)
#   root: callback
#   tier: lower
# check-output-end

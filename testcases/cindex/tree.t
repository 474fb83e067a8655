# check-name: index of a small tree (no git: a directory walk), with queries
# check-command: rcucheck index -C tree --no-save --query widget_find --query widget_show --query nothing
# check-output-contains: index (not saved)
# check-output-contains: files 2 (
# check-output-contains: functions 3, macros 1
# check-output-contains: query widget_find exported
# check-output-contains:   def lib/widget.c:5 func widget_find line 5-8 contract=comment "Must be called under rcu_read_lock()."
# check-output-contains:   caller-file include/widget.h
# check-output-contains:     call include/widget.h:5:28 in widget_exists
# check-output-contains:     call lib/widget.c:16:6 in widget_show
# check-output-contains:   caller-file lib/widget.c
# check-output-contains: query widget_show referenced
# check-output-contains:   def lib/widget.c:11 func widget_show static line 11-19 flags=rcu
# check-output-contains:   ref-file lib/widget.c
# check-output-contains: query nothing

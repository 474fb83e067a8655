# check-name: audit: a pointer passed on is judged by the definitions its call can mean: its own file's, include/'s, its directory's headers; not another driver's macro of the same name
# check-command: rcucheck audit --no-tree -C escape-macro
# check-exit-value: 1
# check-output-start
# net/foo/foo.c:16:2: warning: [rcu-use-after-unlock] foo_touch(wq) (in foo_release)
#   access: foo_touch(wq)
#   root: local
# check-output-end

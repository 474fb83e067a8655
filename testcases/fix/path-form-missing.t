# check-name: fix PATH...: a path in neither the tree nor here is refused by the audit, exit 2
# check-command: rcucheck fix --diff -C . no-such-file.c
# check-exit-value: 2
# check-output-ignore
# check-error-contains: no-such-file.c: no such file or directory (in the tree or here)

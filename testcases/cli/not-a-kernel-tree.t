# check-name: -C on a directory that is not a kernel tree
# check-command: rcucheck build -C .
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: -C .: not a kernel tree (needs a top Makefile with VERSION and PATCHLEVEL, Kconfig, kernel/sys.c, include/linux/rcupdate.h)
# check-error-end

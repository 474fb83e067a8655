# check-name: validate: a *.patch file with no diff in it is refused
# check-command: rcucheck validate not-a-patch
# check-exit-value: 2
# check-error-start
# rcucheck: error: not-a-patch/0001-notes.patch: not a patch (no diff in it)
# check-error-end

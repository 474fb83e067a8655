# check-name: a missing tool (QEMU) is named with its package
# check-command: rcucheck boot --kernel $file -o /dev/null
# check-env: PATH=/nonexistent
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: qemu-system-x86_64 not found in PATH (install Debian's qemu-system-x86: run 'make setup')
# check-error-end

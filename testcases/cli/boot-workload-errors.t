# check-name: boot --stress: a word that is no stress-ng stressor name is refused before any boot
# check-command: rcucheck boot --kernel /nonexistent -o /dev/null --stress yield,Fork!
# check-exit-value: 2
# check-error-start
# rcucheck: error: --stress: 'Fork!' is not a stress-ng stressor name
# check-error-end
#
# check-name: boot --syscalls: system calls are given by their x86-64 number
# check-command: rcucheck boot --kernel /nonexistent -o /dev/null --syscalls 141,setpriority
# check-exit-value: 2
# check-error-start
# rcucheck: error: --syscalls: 'setpriority' is not a system call number
# check-error-end

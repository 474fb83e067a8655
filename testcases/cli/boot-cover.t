# check-name: rcucheck boot --cover needs the build's System.map: a kernel outside a build directory is refused before QEMU starts
# check-command: rcucheck boot --kernel boot-cover.t -o /dev/null --cover getpriority
# check-exit-value: 2
# check-output-start
# check-output-end
# check-error-start
# rcucheck: error: boot: --cover needs the build's System.map (no build directory)
# check-error-end

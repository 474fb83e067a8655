# check-name: validate --plan: the CONFIG_ symbols that build each touched object
# check-command: rcucheck validate --plan -C tree usb-series
#
# kernel/sys.o is in kernel/'s obj-y: always built. devio.o is part of the
# composite usbcore.o, built for CONFIG_USB, whose directories drivers/usb/
# and drivers/usb/core/ are entered for it too (of the three drivers/
# lines, the one for the symbol already needed is taken); USB depends on
# USB_ARCH_HAS_HCD (but not on the negated UML) and sits in "if
# USB_SUPPORT", which depends on HAS_IOMEM. Dependencies come first.
# Then the workloads: kernel/sys.c is class scheduler, devio.c no class;
# neither message names a call chain, so no system call is targeted.
#
# check-output-start
# 0001-sys-Fix-missing-RCU-protection-for-__task_cred-acces.patch: kernel/sys.c -> kernel/sys.o: always built
# 0002-usb-devio-touch.patch: drivers/usb/core/devio.c -> drivers/usb/core/devio.o: CONFIG_HAS_IOMEM CONFIG_USB_SUPPORT CONFIG_USB_ARCH_HAS_HCD CONFIG_USB
# config: CONFIG_HAS_IOMEM CONFIG_USB_SUPPORT CONFIG_USB_ARCH_HAS_HCD CONFIG_USB
# 0001-sys-Fix-missing-RCU-protection-for-__task_cred-acces.patch: workload: scheduler (kernel/sys.c); syscall: none; oracle: lockdep-RCU
# 0002-usb-devio-touch.patch: workload: no class; syscall: none; oracle: lockdep-RCU
# stress-ng: (with --workloads) --yield 1 --nice 1 --schedpolicy 1 --affinity 1 --futex 1 --pthread 1 --timeout 20s
# fragments: none beyond qemu/rcu.config
# boot: no extra words
# check-output-end

#!/bin/sh
# check-name: fix: a quoted splat whose trace misses the finding's chain is introduced as another caller's
# check-command: sh $file
# check-output-start
# chain ioctl_get: Lockdep-RCU reports it on boot:
# chain read_cb: Lockdep-RCU reports it on boot, where another caller reaches it:
# check-output-end
#
# The boot log (log-path.log) has the splat at return-inside.c:6 reached
# from ioctl_get(). A finding whose chain is ioctl_get() gets it quoted as
# is; one whose chain is read_cb() (the audit picked another caller) gets
# it quoted as another caller's, so that the message's chain and trace do
# not seem to contradict each other.
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for caller in ioctl_get read_cb; do
	sed "s/\"chain\":\[\]/\"chain\":[\"$caller\"]/" return-inside.json > "$dir/f.json"
	echo "chain $caller: $(../../bin/rcucheck fix --stdout --no-signoff -C . \
		--log log-path.log "$dir/f.json" | grep '^Lockdep-RCU')"
done

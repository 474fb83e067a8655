#!/bin/sh
# check-name: fix: a network driver's subject names the driver ("net: atlantic:", "wifi: iwlwifi:"), as its commits do; a file of drivers/net/ethernet/ itself keeps "net:"
# check-command: sh $file
# check-output-start
# [PATCH 1/1] net: atlantic: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] wifi: iwlwifi: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] net: Fix missing RCU protection for rcu_dereference() in get_val()
# [PATCH 1/1] octeontx2-pf: Fix missing RCU protection for rcu_dereference() in get_val()
# check-output-end
#
# A tree without history: the prefix is the table's. The rows
# drivers/net/ethernet/*/*/ and drivers/net/wireless/*/*/ name the driver's
# directory (the vendor's is skipped); a file with no driver directory
# (drivers/net/ethernet/jme.c) falls to the drivers/net/ row; a driver
# whose commits say otherwise has its own row (octeontx2-pf).
set -e
bin=$(cd ../../bin && pwd)
here=$(pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
for d in drivers/net/ethernet/aquantia/atlantic drivers/net/wireless/intel/iwlwifi/mvm drivers/net/ethernet \
	drivers/net/ethernet/marvell/octeontx2/nic; do
	n=$((n + 1))
	mkdir -p "$dir/$d"
	cp "$here/return-inside.c" "$dir/$d/"
	sed "s|\"return-inside.c\"|\"$d/return-inside.c\"|" "$here/return-inside.json" > "$dir/$n.json"
	"$bin/rcucheck" fix --diff -C "$dir" "$dir/$n.json" | grep '^\[PATCH'
done

# check-name: fix: a missing reader and a pointer used after its section in one series: the cover letter names both, each with its own reason
# check-command: rcucheck fix --stdout --no-signoff -C . mixed-cover.json
# check-output-contains: Subject: [PATCH 0/2] Fix various rcu_dereference related invalid RCU assumptions
# check-output-contains: outside a read-side critical section of its flavor, in 1 function:
# check-output-contains: get_val(); and 2 dereferences of an RCU-protected pointer after the
# check-output-contains: - nothing at all is needed around the access (get_val()):
# check-output-contains: - a pointer loaded in a read-side critical section stays valid after the
# check-output-contains: itself ran inside it. The patches for those keep the section they have:
# check-output-contains: Subject: [PATCH 1/2] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
# check-output-contains: Subject: [PATCH 2/2] use-after-unlock: Fix use of opinfo after rcu_read_unlock() in lazy_break_close()

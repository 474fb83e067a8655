# check-name: fix: no user.name/user.email in the git config: no Signed-off-by is made up, and it says so
# check-env: GIT_CONFIG_GLOBAL=/dev/null
# check-env: GIT_CONFIG_NOSYSTEM=1
# check-command: rcucheck fix --stdout -C . return-inside.json
# check-output-contains: Subject: [PATCH 1/1] return-inside: Fix missing RCU protection for rcu_dereference() in get_val()
# check-error-contains: no Signed-off-by: the tree's git config has no user.name/user.email (use --signoff='Name <mail>')

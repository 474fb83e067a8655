# check-name: fix: --signoff with no identity configured is refused, exit 2
# check-env: GIT_CONFIG_GLOBAL=/dev/null
# check-env: GIT_CONFIG_NOSYSTEM=1
# check-command: rcucheck fix --stdout --signoff -C . return-inside.json
# check-exit-value: 2
# check-error-contains: --signoff: no user.name/user.email in the git config of .; give --signoff='Name <mail>'

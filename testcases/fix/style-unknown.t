# check-name: fix --style with an unknown style: one line naming the choices, exit 2
# check-command: rcucheck fix --diff --style=guards -C . return-inside.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: --style=guards: give lock, guard or auto
# check-error-end

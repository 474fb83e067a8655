# check-name: validate: too little free space in the cache is a clear error, before any build
# check-command: rcucheck validate usb-series
# check-env: RCUCHECK_MIN_FREE_MB=999999999999
# check-exit-value: 2
# check-error-contains: has
# check-error-contains: MiB free; validating needs about 999999999999 MiB

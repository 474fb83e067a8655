# check-name: index --help
# check-command: rcucheck index --help
# check-output-contains: usage: rcucheck index [-C KDIR | --kver V] [-o PATH]
# check-output-contains: rcucheck index --dump FILE...

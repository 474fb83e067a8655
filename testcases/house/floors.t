# check-name: the built objects keep the house rule: every call goes down a floor, no file loop
# check-command: floors $bin/obj lib rcu index tree audit runtime fix,sparse cli tests
# check-timeout: 300
# check-output-contains: every call goes down, no loop
#
# The floors, lowest first, as ARCHITECTURE.md draws them (the top Makefile's
# FLOORS are the archives among them); fix and sparse share a floor.

# check-name: fix PATH...: only the audit's default tier is fixed (a lower-tier finding leaves nothing to fix)
# check-command: rcucheck fix --diff -C . bh-decl.c
# check-output-start
# check-output-end
# check-error-contains: audit: 1 findings (0 default tier, 1 lower tier)
# check-error-contains: no findings: nothing to fix

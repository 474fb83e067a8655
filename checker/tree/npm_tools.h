/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Tools from npm the tests use, installed by "rcucheck setup" into the
 * cache ($CACHE/npm), never into the checkout or the system: Microsoft's
 * SARIF multitool, whose "validate" checks what --sarif writes against
 * the SARIF 2.1.0 schema and its rules. Its npm package carries a
 * self-contained .NET build for x86-64 Linux: no dotnet needed.
 */
#ifndef RCUCHECK_NPM_TOOLS_H
#define RCUCHECK_NPM_TOOLS_H

/* The pinned package "rcucheck setup" installs. */
#define SARIF_MULTITOOL_PACKAGE "@microsoft/sarif-multitool@5.7.0"

/*
 * The multitool's executable, installed with npm when missing (and made
 * executable: npm may skip the package's own chmod script). Its path
 * (owned), or NULL after a one-line error saying why it cannot be had.
 */
char *sarif_multitool(void);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The verbs of the rcucheck command, one file each (cmd_*.c).
 * Each gets argv with argv[0] the verb's name and returns an exit code
 * (EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR).
 */
#ifndef RCUCHECK_COMMANDS_H
#define RCUCHECK_COMMANDS_H

#define RCUCHECK_VERSION "0.1"

int cmd_setup(int argc, char **argv);
int cmd_build(int argc, char **argv);
int cmd_boot(int argc, char **argv);
int cmd_splats(int argc, char **argv);
int cmd_index(int argc, char **argv);
int cmd_audit(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_fix(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_link(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_cache(int argc, char **argv);
int cmd_confirm(int argc, char **argv);

#endif

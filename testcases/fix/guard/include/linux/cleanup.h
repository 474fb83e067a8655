/* SPDX-License-Identifier: GPL-2.0 */
/* A stub for the fix tests: the tree has the cleanup.h guards. */
#define guard(_name) class_##_name##_t __guard

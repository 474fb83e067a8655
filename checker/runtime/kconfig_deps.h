/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which CONFIG_ symbols build a source file: read from the Makefiles
 * (obj-$(CONFIG_FOO) += x.o, composite objects foo-y += x.o, and the
 * obj-$(CONFIG_BAR) += dir/ lines of each parent directory) and, for each
 * symbol, the positive symbols of its Kconfig "depends on". The result is
 * a config fragment; olddefconfig then says whether it could be enabled.
 */
#ifndef RCUCHECK_KCONFIG_DEPS_H
#define RCUCHECK_KCONFIG_DEPS_H

#include "lib/util.h"

/*
 * Appends to @symbols (names without CONFIG_, no duplicates) what the
 * tree @src needs to build @source ("drivers/usb/core/devio.c"), deepest
 * dependencies first. Returns false when no Makefile line builds it (a
 * header, a file only #included, a host tool): the caller says so.
 */
bool kconfig_symbols_for(const char *src, const char *source, struct strlist *symbols);

/* Does a Kconfig file of the tree @src (any architecture's) define @sym (no CONFIG_)? */
bool kconfig_defines(const char *src, const char *sym);

/* The object kbuild makes of @source ("kernel/sys.c" -> "kernel/sys.o"), or NULL. */
char *kconfig_object_of(const char *source);

#endif

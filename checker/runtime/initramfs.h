/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The guest's initramfs: a newc cpio archive made by the kernel's own
 * usr/gen_init_cpio, holding the static exerciser as /init and the device
 * nodes it needs. No root rights are needed: nodes are records in the
 * archive, not mknod()s.
 */
#ifndef RCUCHECK_INITRAMFS_H
#define RCUCHECK_INITRAMFS_H

#include "lib/util.h"

/*
 * Writes @out with /init = @init_binary, with the gen_init_cpio built
 * beside the kernel @image (else one built from the packaged tree), and
 * each of @files (absolute host paths, may be NULL) at the same path in
 * the guest, with its parent directories and a /tmp, and the host file
 * @cover_list (may be NULL) at COVER_GUEST_PATH (runtime/coverage.h),
 * the host file @calls_list (may be NULL) at CALLS_GUEST_PATH.
 * 0, or -1 after error().
 */
int initramfs_write(const char *out, const char *init_binary, const char *image,
		    const struct strlist *files, const char *cover_list, const char *calls_list);

/*
 * Where the guest finds the targeted system calls (qemu/exerciser.c):
 * one "NAME NR ARG..." a line (runtime/workload.h).
 */
#define CALLS_GUEST_PATH "/rcucheck-calls"

#endif

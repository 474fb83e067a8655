/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One line of a kernel backtrace, in the formats of the architectures'
 * unwinders and of the tools that decode them.
 */
#ifndef RCUCHECK_SPLAT_FRAME_H
#define RCUCHECK_SPLAT_FRAME_H

#include <stdbool.h>
#include <stddef.h>

enum frame_kind {
	FRAME_FUNC,	/* a reliable frame: @fn (and maybe @caller) */
	FRAME_SKIP,	/* part of the trace but no frame of it */
	FRAME_END,	/* not a trace line: the trace is over */
	FRAME_STOP,	/* user space follows (</TASK>, "RIP: 0033:"): over for certain */
};

struct frame {
	char *fn;	/* the function, clones (.isra.0, .cold) cut off */
	char *caller;	/* arm32 "f from g": g, else NULL */
};

/* "RIP: 0010:...", "RAX: ...", "FS:  ..." */
bool splat_register_line(const char *s);
enum frame_kind splat_frame(const char *line, struct frame *fr);
/* "sym+0x12/0x34" at @s followed by the end or a blank: the symbol. */
char *splat_sym_off(const char *s);
/* Length of the symbol ([A-Za-z0-9_.$]) at @s. */
size_t splat_sym_len(const char *s);
/* "foo.isra.0" -> "foo". */
char *splat_clean_sym(const char *s, size_t n);

#endif

// SPDX-License-Identifier: GPL-2.0
#include "runtime/initramfs.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/proc.h"
#include "lib/util.h"
#include "runtime/coverage.h"
#include "tree/ktree.h"

#define IMAGE "arch/x86/boot/bzImage"

/*
 * The archive's contents in gen_init_cpio's list format. /init is named
 * relative to the directory gen_init_cpio runs in (the exerciser's), so
 * that no path with white space reaches its list.
 */
static const char *const cpio_list[] = {
	"dir /dev 0755 0 0",
	"nod /dev/console 0600 0 0 c 5 1",
	"nod /dev/kmsg 0644 0 0 c 1 11",
	"nod /dev/null 0666 0 0 c 1 3",
	"dir /proc 0555 0 0",
	"file /init %s 0755 0 0",
};

struct list_feed {
	const char *init_name;
	const struct strlist *files;	/* host paths put at the same path */
	const char *cover_list;		/* host path put at COVER_GUEST_PATH, or NULL */
	const char *calls_list;		/* host path put at CALLS_GUEST_PATH, or NULL */
};

/* "dir" lines for every parent of @path not made yet ("/usr", "/usr/bin"). */
static void parent_dirs(struct strbuf *sb, struct strlist *made, const char *path)
{
	for (const char *s = strchr(path + 1, '/'); s; s = strchr(s + 1, '/')) {
		char *dir = xstrndup(path, (size_t)(s - path));

		if (!sl_contains(made, dir)) {
			sb_printf(sb, "dir %s 0755 0 0\n", dir);
			sl_push(made, dir);
		}
		free(dir);
	}
}

static int feed_list(int fd, void *arg)
{
	const struct list_feed *lf = arg;
	struct strbuf sb = STRBUF_INIT;
	int ret = 0;

	struct strlist made = STRLIST_INIT;

	for (size_t i = 0; i < sizeof(cpio_list) / sizeof(cpio_list[0]); i++) {
		sb_printf(&sb, cpio_list[i], lf->init_name);
		sb_putc(&sb, '\n');
	}
	/* The workloads' programs and libraries; /tmp for their scratch files. */
	if (lf->files && lf->files->n)
		sb_puts(&sb, "dir /tmp 01777 0 0\n");
	for (size_t i = 0; lf->files && i < lf->files->n; i++) {
		parent_dirs(&sb, &made, lf->files->v[i]);
		sb_printf(&sb, "file %s %s 0755 0 0\n", lf->files->v[i], lf->files->v[i]);
	}
	sl_free(&made);
	if (lf->cover_list)
		sb_printf(&sb, "file %s %s 0644 0 0\n", COVER_GUEST_PATH, lf->cover_list);
	if (lf->calls_list)
		sb_printf(&sb, "file %s %s 0644 0 0\n", CALLS_GUEST_PATH, lf->calls_list);
	for (size_t done = 0; done < sb.len && !ret;) {
		ssize_t n = write(fd, sb.buf + done, sb.len - done);

		if (n < 0 && errno != EINTR)
			ret = -1;
		else if (n > 0)
			done += (size_t)n;
	}
	sb_free(&sb);
	return ret;
}

/* gen_init_cpio.c of the packaged tree, compiled once into the cache. */
static char *compiled_tool(const char *image)
{
	const char *tree = kver_current()->package;
	char *src = cache_path("src", tree, false);
	char *c = path_join(src, "usr/gen_init_cpio.c");
	char *dir = cache_path("tools", tree, true);
	char *bin = path_join(dir, "gen_init_cpio");
	char *tmp = str_printf("%s.tmp-%d", bin, (int)getpid());
	char *const argv[] = { "cc", "-O2", "-o", tmp, c, NULL };
	struct strbuf out = STRBUF_INIT;

	if (is_executable(bin))
		goto out;
	if (mkdir_p(dir, 0755)) {
		error("cannot create %s: %s", dir, strerror(errno));
	} else if (!is_file(c)) {
		error("no usr/gen_init_cpio beside %s, and no %s to build it from "
		      "(run 'rcucheck setup')", image, c);
	} else if (proc_capture(argv, NULL, &out) || rename(tmp, bin)) {
		error("cannot build %s: %s", bin, out.len ? last_line(&out) : strerror(errno));
		unlink(tmp);
	}
out:
	if (!is_executable(bin)) {
		free(bin);
		bin = NULL;
	}
	sb_free(&out);
	free(tmp);
	free(dir);
	free(c);
	free(src);
	return bin;
}

/*
 * The kernel's own usr/gen_init_cpio: kbuild makes it for every kernel
 * with BLK_DEV_INITRD, in the build directory that holds the image; for an
 * image from elsewhere, one built from the packaged tree.
 */
static char *gen_init_cpio(const char *image)
{
	if (ends_with(image, IMAGE)) {
		char *tool = str_printf("%.*susr/gen_init_cpio",
					(int)(strlen(image) - strlen(IMAGE)), image);

		if (is_executable(tool))
			return tool;
		free(tool);
	}
	return compiled_tool(image);
}

int initramfs_write(const char *out, const char *init_binary, const char *image,
		    const struct strlist *files, const char *cover_list, const char *calls_list)
{
	char *tool, *dir, *slash;
	struct list_feed lf;
	int ret;

	if (access(init_binary, R_OK))
		return error("cannot read the exerciser %s: %s (run 'make')",
			     init_binary, strerror(errno));
	tool = gen_init_cpio(image);
	if (!tool)
		return -1;
	dir = str_dup(init_binary);
	slash = strrchr(dir, '/');
	lf.init_name = slash ? slash + 1 : init_binary;
	lf.files = files;
	lf.cover_list = cover_list;
	lf.calls_list = calls_list;
	for (size_t i = 0; i <= (files ? files->n : 0) + 1; i++) {
		const char *f = files && i < files->n ? files->v[i] :
				i == (files ? files->n : 0) ? cover_list : calls_list;

		if (f && (f[0] != '/' || strpbrk(f, " \t\n"))) {
			free(dir);
			free(tool);
			return error("cannot put %s in the initramfs: not an absolute path without blanks",
				     f);
		}
	}
	if (slash)
		*slash = '\0';

	/* -t 0: the same archive every time; the list comes on stdin. */
	char *const argv[] = { tool, "-t", "0", "-", NULL };
	struct proc_opts o = { .cwd = slash ? dir : NULL, .stdout_path = out,
			       .keep_stderr = true, .feed = feed_list, .feed_arg = &lf };

	ret = proc_run(argv, &o, NULL);
	if (ret)
		ret = error("cannot write %s: %s failed (%d)", out, tool, ret);
	free(dir);
	free(tool);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
#include "runtime/initramfs.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "lib/util.h"

struct entry {
	const char *name;
	unsigned int mode;
	unsigned int rdev_major, rdev_minor;
};

static void put_header(struct strbuf *sb, unsigned int ino, const struct entry *e,
		       size_t filesize)
{
	size_t namesize = strlen(e->name) + 1;

	sb_printf(sb, "070701%08X%08X%08X%08X%08X%08X%08zX%08X%08X%08X%08X%08zX%08X",
		  ino, e->mode, 0u, 0u, 1u, 0u, filesize, 0u, 0u,
		  e->rdev_major, e->rdev_minor, namesize, 0u);
	sb_add(sb, e->name, namesize);
	while (sb->len % 4)
		sb_putc(sb, '\0');
}

static void put_entry(struct strbuf *sb, unsigned int ino, const struct entry *e,
		      const char *data, size_t len)
{
	put_header(sb, ino, e, len);
	sb_add(sb, data, len);
	while (sb->len % 4)
		sb_putc(sb, '\0');
}

int initramfs_write(const char *out, const char *init_binary)
{
	static const struct entry dirs_and_nodes[] = {
		{ "dev", S_IFDIR | 0755, 0, 0 },
		{ "dev/console", S_IFCHR | 0600, 5, 1 },
		{ "dev/kmsg", S_IFCHR | 0644, 1, 11 },
		{ "dev/null", S_IFCHR | 0666, 1, 3 },
		{ "proc", S_IFDIR | 0555, 0, 0 },
	};
	const struct entry init = { "init", S_IFREG | 0755, 0, 0 };
	const struct entry trailer = { "TRAILER!!!", 0, 0, 0 };
	struct strbuf sb = STRBUF_INIT;
	unsigned int ino = 1;
	size_t len;
	char *data = read_file(init_binary, &len);

	if (!data)
		return error("cannot read the exerciser %s: %s (run 'make')",
			     init_binary, strerror(errno));
	for (size_t i = 0; i < sizeof(dirs_and_nodes) / sizeof(dirs_and_nodes[0]); i++)
		put_entry(&sb, ino++, &dirs_and_nodes[i], NULL, 0);
	put_entry(&sb, ino++, &init, data, len);
	put_entry(&sb, 0, &trailer, NULL, 0);
	free(data);
	int ret = write_file(out, sb.buf, sb.len);

	if (ret)
		ret = error("cannot write %s: %s", out, strerror(errno));
	sb_free(&sb);
	return ret;
}

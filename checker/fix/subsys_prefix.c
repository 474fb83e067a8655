// SPDX-License-Identifier: GPL-2.0
#include "fix/subsys_prefix.h"

#include <stdlib.h>
#include <string.h>
#include "lib/git.h"
#include "lib/util.h"

/*
 * Longest match wins; a trailing '/' matches a whole directory, a "*"
 * one directory name, which a "%s" in the prefix repeats (a network
 * driver's commits say "net: atlantic:", not "net:").
 */
static const struct {
	const char *path, *prefix;
} table[] = {
	{ "kernel/sys.c", "sys" },
	{ "kernel/signal.c", "signal" },
	{ "kernel/fork.c", "fork" },
	{ "kernel/exit.c", "exit" },
	{ "kernel/cred.c", "cred" },
	{ "kernel/pid.c", "pid" },
	{ "kernel/ptrace.c", "ptrace" },
	{ "kernel/capability.c", "capabilities" },
	{ "kernel/user_namespace.c", "userns" },
	{ "kernel/nsproxy.c", "nsproxy" },
	{ "kernel/audit.c", "audit" },
	{ "kernel/auditsc.c", "audit" },
	{ "kernel/module/", "module" },
	{ "kernel/sched/", "sched" },
	{ "kernel/rcu/", "rcu" },
	{ "kernel/time/", "timers" },
	{ "kernel/bpf/", "bpf" },
	{ "kernel/cgroup/", "cgroup" },
	{ "kernel/trace/", "tracing" },
	{ "kernel/events/", "perf" },
	{ "kernel/locking/", "locking" },
	{ "kernel/irq/", "genirq" },
	{ "kernel/printk/", "printk" },
	{ "kernel/futex/", "futex" },
	{ "mm/", "mm" },
	{ "fs/proc/", "proc" },
	{ "fs/nfs/", "NFS" },
	{ "fs/nfsd/", "nfsd" },
	{ "fs/ext4/", "ext4" },
	{ "fs/btrfs/", "btrfs" },
	{ "fs/smb/server/", "ksmbd" },
	{ "fs/ksmbd/", "ksmbd" },
	{ "fs/smb/client/", "smb: client" },
	{ "fs/cifs/", "cifs" },
	{ "fs/", "fs" },
	{ "ipc/", "ipc" },
	{ "block/", "block" },
	{ "drivers/block/drbd/", "drbd" },
	{ "security/selinux/", "selinux" },
	{ "security/apparmor/", "apparmor" },
	{ "security/smack/", "smack" },
	{ "security/keys/", "KEYS" },
	{ "security/", "security" },
	{ "net/core/", "net" },
	{ "net/ipv4/", "ipv4" },
	{ "net/ipv6/", "ipv6" },
	{ "net/netfilter/", "netfilter" },
	{ "net/sched/", "net/sched" },
	{ "net/mac80211/", "wifi: mac80211" },
	{ "net/wireless/", "wifi: cfg80211" },
	/* Marvell's OcteonTX2 commits name the half: "octeontx2-pf:", "octeontx2-af:". */
	{ "drivers/net/ethernet/marvell/octeontx2/nic/", "octeontx2-pf" },
	{ "drivers/net/ethernet/marvell/octeontx2/af/", "octeontx2-af" },
	{ "drivers/net/ethernet/*/*/", "net: %s" },
	{ "drivers/net/wireless/*/*/", "wifi: %s" },
	{ "drivers/net/", "net" },
	{ "lib/", "lib" },
};

static char *dir_prefix(const char *path)
{
	const char *slash = strrchr(path, '/');
	struct strbuf sb = STRBUF_INIT;

	if (!slash) {
		/* a file at the top: its name, as "foo.c" -> "foo" */
		const char *dot = strrchr(path, '.');

		return dot && dot > path ? xstrndup(path, (size_t)(dot - path)) : str_dup(path);
	}
	char *dir = xstrndup(path, (size_t)(slash - path));
	const char *d = dir;

	/* kernel/kthread.c -> "kthread": the file is the subsystem there */
	if (!strcmp(dir, "kernel") && ends_with(path, ".c")) {
		free(dir);
		return xstrndup(slash + 1, strlen(slash + 1) - 2);
	}
	/* include/linux/sched.h -> "sched": so is the header */
	if (!strcmp(dir, "include/linux") && ends_with(path, ".h")) {
		free(dir);
		return xstrndup(slash + 1, strlen(slash + 1) - 2);
	}
	/* "drivers/usb/core" -> "usb: core"; "net/tipc" -> "tipc" */
	if ((starts_with(d, "drivers/") || starts_with(d, "net/") || starts_with(d, "kernel/")) &&
	    strchr(d, '/')[1])
		d = strchr(d, '/') + 1;
	for (const char *c = d; *c; c++) {
		if (*c == '/')
			sb_puts(&sb, ": ");
		else
			sb_putc(&sb, *c);
	}
	free(dir);
	return sb_detach(&sb);
}

/*
 * Does @path match row @pat? A "*" matches one directory name, the last
 * one matched is copied to @star; the match's length goes to @len.
 */
static bool row_matches(const char *pat, const char *path, char *star, size_t starsz, size_t *len)
{
	const char *p = path;
	size_t n = strlen(pat);

	if (pat[n - 1] != '/')
		return !strcmp(path, pat) && (*len = n);
	for (const char *q = pat; *q; q++) {
		if (*q != '*') {
			if (*p++ != *q)
				return false;
			continue;
		}
		size_t w = strcspn(p, "/");

		if (!w || !p[w])
			return false;
		snprintf(star, starsz, "%.*s", (int)w, p);
		p += w;
	}
	*len = (size_t)(p - path);
	return true;
}

static char *table_prefix(const char *path)
{
	size_t best = 0;
	char *prefix = NULL;

	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++) {
		char star[64] = "";
		size_t n = 0;

		if (row_matches(table[i].path, path, star, sizeof(star), &n) && n > best) {
			best = n;
			free(prefix);
			prefix = strstr(table[i].prefix, "%s") ? str_printf(table[i].prefix, star)
							      : str_dup(table[i].prefix);
		}
	}
	return prefix ? prefix : dir_prefix(path);
}

char *subject_prefix(const char *subject)
{
	const char *p = subject, *end = NULL;

	/* segments without spaces, each followed by ": " */
	for (;;) {
		size_t n = strcspn(p, ": \t");

		if (!n || p[n] != ':' || p[n + 1] != ' ')
			break;
		end = p + n;
		p = end + 2;
	}
	return end ? xstrndup(subject, (size_t)(end - subject)) : NULL;
}

/* The most common prefix of the last 30 subjects touching @path; the newest wins a tie. */
static char *history_prefix(const char *root, const char *path)
{
	struct strbuf out = STRBUF_INIT;
	struct strlist seen = STRLIST_INIT;
	size_t *count = NULL, best = 0;
	char *prefix = NULL;

	if (!git_is_top(root) ||
	    git(root, NULL, &out, "log", "-n", "30", "--no-merges", "--format=%s", "--", path, NULL)) {
		sb_free(&out);
		return NULL;
	}
	for (char *line = out.buf, *next; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		char *pre = subject_prefix(line);
		size_t i = 0;

		if (!pre)
			continue;
		while (i < seen.n && strcmp(seen.v[i], pre))
			i++;
		if (i == seen.n) {
			sl_push_owned(&seen, pre);
			count = xrealloc(count, seen.n * sizeof(*count));
			count[i] = 0;
		} else {
			free(pre);
		}
		count[i]++;
	}
	for (size_t i = 0; i < seen.n; i++)
		if (count[i] > best) {
			best = count[i];
			prefix = seen.v[i];
		}
	prefix = prefix ? str_dup(prefix) : NULL;
	free(count);
	sl_free(&seen);
	sb_free(&out);
	return prefix;
}

char *subsys_prefix(const char *root, const char *path)
{
	char *prefix;

	while (starts_with(path, "./"))
		path += 2;
	prefix = root ? history_prefix(root, path) : NULL;
	return prefix ? prefix : table_prefix(path);
}

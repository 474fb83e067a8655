// SPDX-License-Identifier: GPL-2.0
#include "tree/packages.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "lib/proc.h"
#include "lib/util.h"
#include "tree/kver.h"

/*
 * What each part needs: the checkers, the kernel build, QEMU and the
 * guest's generic workloads (stress-ng, runtime/workload.c), git,
 * rcucheck's own build; and the packaged tree of kver_current().
 */
static const char *const required[] = {
	"sparse", "coccinelle", "qemu-system-x86", "stress-ng",
	"gcc", "make", "flex", "bison", "bc", "libelf-dev", "libssl-dev",
	"cpio", "git", "xz-utils", "libc6-dev", "perl", "dpkg-dev",
	"libjansson-dev", "graphviz",
};

static bool installed(const char *pkg)
{
	char *const argv[] = { "dpkg-query", "-W", "-f=${Status}", (char *)pkg, NULL };
	struct strbuf out = STRBUF_INIT;
	bool ok = proc_capture(argv, NULL, &out) == 0 && out.buf &&
		  strstr(out.buf, "install ok installed");

	sb_free(&out);
	return ok;
}

static int apt(struct strlist *missing, const char *verb)
{
	struct strlist argv = STRLIST_INIT;
	static const char *const env[] = { "DEBIAN_FRONTEND=noninteractive", NULL };
	struct proc_opts o = { .env = env, .keep_stderr = true };
	int ret;

	if (geteuid() != 0) {
		char *sudo = which("sudo");

		if (!sudo)
			fatal("packages missing (%s...) and not root: run 'apt-get install %s' as root",
			    missing->v[0], missing->v[0]);
		free(sudo);
		sl_push(&argv, "sudo");
		sl_push(&argv, "-E");
	}
	sl_push(&argv, "apt-get");
	sl_push(&argv, "-q");
	sl_push(&argv, "-y");
	if (!strcmp(verb, "install")) {
		sl_push(&argv, "--no-install-recommends");
		sl_push(&argv, "install");
		for (size_t i = 0; i < missing->n; i++)
			sl_push(&argv, missing->v[i]);
	} else {
		sl_push(&argv, verb);
	}
	ret = proc_run(sl_argv(&argv), &o, NULL);
	sl_free(&argv);
	return ret;
}

void packages_ensure(void)
{
	struct strlist missing = STRLIST_INIT;
	struct strbuf list = STRBUF_INIT;
	const char *tree = kver_current()->package;
	size_t n = sizeof(required) / sizeof(required[0]);

	if (!which("dpkg-query"))
		fatal("dpkg-query not found: rcucheck setup installs packages on Debian; install the equivalents of: sparse coccinelle qemu-system-x86 %s by hand",
		      tree);
	for (size_t i = 0; i <= n; i++) {
		const char *pkg = i < n ? required[i] : tree;

		if (!installed(pkg)) {
			sl_push(&missing, pkg);
			sb_printf(&list, " %s", pkg);
		}
	}
	if (!missing.n) {
		note("packages: all %zu present", n + 1);
		return;
	}
	note("packages: installing%s", list.buf);
	/* A fresh machine has no package lists yet: update once and retry. */
	if (apt(&missing, "install") && (apt(&missing, "update") || apt(&missing, "install")))
		fatal("apt-get install%s failed (see above)", list.buf);
	sl_free(&missing);
	sb_free(&list);
}

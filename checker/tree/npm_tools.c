// SPDX-License-Identifier: GPL-2.0
#include "tree/npm_tools.h"

#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include "lib/proc.h"
#include "lib/util.h"
#include "tree/ktree.h"

/* Where the platform package puts the build: x86-64 Linux only. */
#define MULTITOOL_BIN "node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"

static bool runs(const char *tool)
{
	char *argv[] = { (char *)tool, "--version", NULL };
	struct proc_opts o = { .capture = true, .timeout = 120 };
	struct strbuf out = STRBUF_INIT;
	bool ok = proc_run(argv, &o, &out) == 0 && out.buf && strstr(out.buf, "SARIF Multitool");

	sb_free(&out);
	return ok;
}

static int npm_install(const char *prefix)
{
	char *argv[] = { "npm", "install", "--prefix", (char *)prefix, "--no-audit", "--no-fund",
			 "--ignore-scripts", SARIF_MULTITOOL_PACKAGE, NULL };
	struct proc_opts o = { .capture = true, .timeout = 900 };
	struct strbuf out = STRBUF_INIT;
	int st = proc_run(argv, &o, &out);

	if (st)
		error("npm install %s failed (exit %d): %s", SARIF_MULTITOOL_PACKAGE, st,
		      out.len ? last_line(&out) : "no output");
	sb_free(&out);
	return st ? -1 : 0;
}

char *sarif_multitool(void)
{
	char *prefix = cache_path("npm", NULL, true);
	char *tool = path_join(prefix, MULTITOOL_BIN);
	char *npm = NULL;

#if !defined(__x86_64__)
	error("the SARIF multitool's npm package has no build for this machine (x86-64 Linux only)");
	goto fail;
#endif
	if (!is_file(tool)) {
		if (!(npm = which("npm"))) {
			error("npm not found: install Debian's npm (apt-get install npm) so that "
			      "'rcucheck setup' can install %s", SARIF_MULTITOOL_PACKAGE);
			goto fail;
		}
		note("npm: installing %s into %s", SARIF_MULTITOOL_PACKAGE, prefix);
		if (npm_install(prefix))
			goto fail;
		if (!is_file(tool)) {
			error("npm installed %s but %s is missing", SARIF_MULTITOOL_PACKAGE, tool);
			goto fail;
		}
	}
	if (!is_executable(tool) && chmod(tool, 0755)) {
		error("cannot make %s executable", tool);
		goto fail;
	}
	if (!runs(tool)) {
		error("%s --version does not run on this machine", tool);
		goto fail;
	}
	free(prefix);
	free(npm);
	return tool;
fail:
	free(prefix);
	free(tool);
	free(npm);
	return NULL;
}

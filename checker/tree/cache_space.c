// SPDX-License-Identifier: GPL-2.0
#include "tree/cache_space.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include "lib/util.h"

long long cache_free_mb(const char *path)
{
	struct statvfs st;

	if (statvfs(path, &st))
		return -1;
	return (long long)((unsigned long long)st.f_bavail * st.f_frsize >> 20);
}

int cache_need_space(const char *path, const char *step, long long need_mb)
{
	const char *env = getenv("RCUCHECK_MIN_FREE_MB");
	long long have = cache_free_mb(path);

	if (env && *env)
		need_mb = strtoll(env, NULL, 10);
	if (have < 0)
		return error("cannot check free space in %s: %s", path, strerror(errno));
	if (have >= need_mb)
		return 0;
	return error("%s has %lld MiB free; %s needs about %lld MiB: remove old scratch worktrees with 'rcucheck cache --prune-work' (see 'rcucheck cache')",
		     path, have, step, need_mb);
}

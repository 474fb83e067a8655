// SPDX-License-Identifier: GPL-2.0
/*
 * The generic workloads and the oracle of a validate run (workload.h).
 */
#include "runtime/workload.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "rcu/data.h"
#include "lib/proc.h"
#include "runtime/confirm.h"

/* ---- the classes of a file ---- */

/*
 * The second column of the row of data table @table (prefix, value)
 * whose prefix is the longest that matches @path (a directory's ends
 * with "/", a file's is exact), or NULL.
 */
static const char *longest_prefix_value(const char *table, const char *path)
{
	const struct rcu_table *t = rcu_table(table);
	const char *best = NULL;
	size_t best_len = 0;

	for (size_t i = 0; i < t->nrows; i++) {
		const char *prefix = rcu_col(t, &t->rows[i], 2, 0);
		size_t n = strlen(prefix);
		bool dir = n && prefix[n - 1] == '/';

		if ((dir ? !strncmp(path, prefix, n) : !strcmp(path, prefix)) && n > best_len) {
			best = rcu_col(t, &t->rows[i], 2, 1);
			best_len = n;
		}
	}
	return best;
}

/* The class of the longest workload-dirs prefix of @path, or NULL. */
static const char *class_of(const char *path)
{
	return longest_prefix_value("workload-dirs", path);
}

/* "a,b,c" pushed one by one onto @sl, each once; "-" is none. */
static void push_csv(struct strlist *sl, const char *csv)
{
	if (!strcmp(csv, "-"))
		return;
	for (const char *p = csv; *p;) {
		size_t n = strcspn(p, ",");
		char *word = xstrndup(p, n);

		if (*word && !sl_contains(sl, word))
			sl_push(sl, word);
		free(word);
		p += n + (p[n] == ',');
	}
}

/* The stressors and symbols of @class into @wp; fatal() for a class no row has. */
static void add_class(struct workload_plan *wp, const char *class)
{
	const struct rcu_table *t = rcu_table("workload-classes");

	for (size_t i = 0; i < t->nrows; i++) {
		if (strcmp(rcu_col(t, &t->rows[i], 3, 0), class))
			continue;
		push_csv(&wp->stressors, rcu_col(t, &t->rows[i], 3, 1));
		push_csv(&wp->symbols, rcu_col(t, &t->rows[i], 3, 2));
		return;
	}
	fatal("rcu/data/workload-dirs names class '%s', which workload-classes has no row for",
	      class);
}

/* ---- the commit message ---- */

/* The message of a patch file: after the headers, before "---" or the diff. */
static char *message_of(const char *text)
{
	const char *s = strstr(text, "\n\n");
	const char *end;

	if (!s)
		return str_dup("");
	s += 2;
	end = strstr(s, "\n---\n");
	if (!end)
		end = strstr(s, "\ndiff --git ");
	return end ? xstrndup(s, (size_t)(end - s)) : str_dup(s);
}

/* Lowercased, every run of blanks one space. */
static char *squash(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	for (; *s; s++) {
		if (isspace((unsigned char)*s)) {
			if (sb.len && sb.buf[sb.len - 1] != ' ')
				sb_putc(&sb, ' ');
			continue;
		}
		sb_putc(&sb, (char)tolower((unsigned char)*s));
	}
	return sb_detach(&sb);
}

/* The first use-after-unlock cue phrase in @msg, or NULL. */
static const char *kasan_cue(const char *msg)
{
	const struct rcu_table *t = rcu_table("use-after-unlock-cues");
	char *flat = squash(msg);
	const char *found = NULL;

	for (size_t i = 0; i < t->nrows && !found; i++) {
		const char *phrase = rcu_col(t, &t->rows[i], 1, 0);

		if (strstr(flat, phrase))
			found = phrase;
	}
	free(flat);
	return found;
}

/*
 * The functions of the message's "The call chain:" paragraph, innermost
 * first as fix writes it ("f() <- g() <- h()"), into @out.
 */
static void chain_functions(const char *msg, struct strlist *out)
{
	const char *s = strstr(msg, "The call chain:");
	const char *end;

	if (!s)
		return;
	s += strlen("The call chain:");
	while (*s == '\n')
		s++;
	end = strstr(s, "\n\n");
	if (!end)
		end = s + strlen(s);
	for (const char *p = s; p < end; p++) {
		size_t n = 0;

		if (!(isalpha((unsigned char)*p) || *p == '_') ||
		    (p > s && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
			continue;
		while (p + n < end && (isalnum((unsigned char)p[n]) || p[n] == '_'))
			n++;
		sl_push_owned(out, xstrndup(p, n));
		p += n - 1;
	}
}

/* ---- system calls ---- */

/*
 * The x86-64 number of system call @name in the tree @src's own table,
 * or -1: rows "NR ABI NAME [ENTRY]" of the common and 64-bit ABIs.
 */
static int syscall_nr(const char *src, const char *name)
{
	char *path = path_join(src, "arch/x86/entry/syscalls/syscall_64.tbl");
	char *text = read_file(path, NULL), *save = NULL;
	int nr = -1;

	for (char *l = text ? strtok_r(text, "\n", &save) : NULL; l && nr < 0;
	     l = strtok_r(NULL, "\n", &save)) {
		char abi[16], sys[64];
		int n;

		if (*l == '#' || sscanf(l, "%d %15s %63s", &n, abi, sys) != 3)
			continue;
		if ((!strcmp(abi, "common") || !strcmp(abi, "64")) && !strcmp(sys, name))
			nr = n;
	}
	free(text);
	free(path);
	return nr;
}

static void add_syscall(struct workload_plan *wp, struct workload_patch *one, const char *src,
			const char *name, const char *how)
{
	int nr = syscall_nr(src, name);
	char *row;

	if (nr < 0)
		return;
	row = str_printf("%s (%d, %s)", name, nr, how);
	for (size_t i = 0; i < one->syscalls.n; i++)
		if (!strncmp(one->syscalls.v[i], name, strlen(name)) &&
		    one->syscalls.v[i][strlen(name)] == ' ') {
			free(row);
			return;
		}
	sl_push_owned(&one->syscalls, row);
	row = str_printf("%d", nr);
	if (!sl_contains(&wp->syscall_nrs, row))
		sl_push(&wp->syscall_nrs, row);
	free(row);
}

/* The words of the longest workload-boot prefix of @path, or NULL. */
static const char *boot_words_of(const char *path)
{
	return longest_prefix_value("workload-boot", path);
}

/*
 * The words of @boot in workload-boot's row order, those of one key
 * joined ("lsm=smack,apparmor": the kernel takes the first exclusive
 * security module, so the table's order decides), into @sb.
 */
static void boot_line(const struct strlist *boot, struct strbuf *sb)
{
	const struct rcu_table *t = rcu_table("workload-boot");
	struct strlist words = STRLIST_INIT, keys = STRLIST_INIT;

	for (size_t i = 0; i < t->nrows; i++) {
		struct strlist sl = STRLIST_INIT;

		push_csv(&sl, rcu_col(t, &t->rows[i], 2, 1));
		for (size_t w = 0; w < sl.n; w++) {
			const char *word = sl.v[w], *eq = strchr(word, '=');
			size_t k = eq ? (size_t)(eq - word) : strlen(word), j;

			if (!sl_contains(boot, word))
				continue;
			for (j = 0; j < keys.n; j++)
				if (strlen(keys.v[j]) == k && !strncmp(keys.v[j], word, k))
					break;
			if (j == keys.n) {
				sl_push_owned(&keys, xstrndup(word, k));
				sl_push(&words, word);
			} else if (eq) {
				char *old = words.v[j];

				words.v[j] = str_printf("%s,%s", old, eq + 1);
				free(old);
			}
		}
		sl_free(&sl);
	}
	for (size_t i = 0; i < words.n; i++)
		sb_printf(sb, "%s%s", sb->len ? " " : "", words.v[i]);
	sl_free(&words);
	sl_free(&keys);
}

void workload_add_boot_words(struct workload_plan *wp, const char *path)
{
	const char *words = boot_words_of(path);
	struct strlist sl = STRLIST_INIT;

	if (!words)
		return;
	push_csv(&sl, words);
	for (size_t i = 0; i < sl.n; i++)
		if (!sl_contains(&wp->boot, sl.v[i]))
			sl_push(&wp->boot, sl.v[i]);
	sl_free(&sl);
}

const char *workload_add_file(struct workload_plan *wp, const char *path)
{
	const char *class = class_of(path);

	if (class)
		add_class(wp, class);
	workload_add_boot_words(wp, path);
	return class;
}

/* @name as system call X: itself, or with a syscall-root-prefixes prefix taken off. */
static const char *root_name(const char *name)
{
	const struct rcu_table *t = rcu_table("syscall-root-prefixes");

	for (size_t i = 0; i < t->nrows; i++) {
		const char *prefix = rcu_col(t, &t->rows[i], 1, 0);

		if (starts_with(name, prefix) && name[strlen(prefix)])
			return name + strlen(prefix);
	}
	return name;
}

/*
 * The syscall-calls rows of @sys for a chain through @fns ("via"), in the
 * table's order, into @rows: every row naming a function of the chain
 * (a setup call, then the call that runs the code), else the first "-"
 * row. How many.
 */
static size_t call_rows(const char *sys, const struct strlist *fns, const struct rcu_row **rows,
			size_t max)
{
	const struct rcu_table *t = rcu_table("syscall-calls");
	const struct rcu_row *any = NULL;
	size_t n = 0;

	for (size_t i = 0; i < t->nrows; i++) {
		const struct rcu_row *r = &t->rows[i];

		if (strcmp(rcu_col(t, r, 3, 0), sys))
			continue;
		if (!strcmp(r->col[1], "-"))
			any = any ? any : r;
		else if (sl_contains(fns, r->col[1]) && n < max)
			rows[n++] = r;
	}
	if (!n && any)
		rows[n++] = any;
	return n;
}

/* The exerciser's line of call @sys (number @nr) with row @r's arguments, once into @wp->calls. */
static void add_call_line(struct workload_plan *wp, const char *sys, int nr, const struct rcu_row *r)
{
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "%s %d", sys, nr);
	if (strcmp(r->col[2], "-"))
		for (const char *p = r->col[2]; *p;) {
			size_t n = strcspn(p, ",");

			sb_printf(&sb, " %.*s", (int)n, p);
			p += n + (p[n] == ',');
		}
	if (!sl_contains(&wp->calls, sb.buf))
		sl_push(&wp->calls, sb.buf);
	sb_free(&sb);
}

const char *workload_add_chain(struct workload_plan *wp, const char *src, const char *function,
			       const struct strlist *chain)
{
	struct strlist fns = STRLIST_INIT;
	const char *found = NULL;

	/* innermost first: the function, then its callers up to the root */
	if (function)
		sl_push(&fns, function);
	for (size_t i = 0; i < chain->n; i++) {
		char *fn = confirm_chain_function(chain->v[i]);

		if (fn)
			sl_push_owned(&fns, fn);
	}
	for (size_t i = fns.n; i-- > 0 && !found;) {
		const char *sys = root_name(fns.v[i]);
		const struct rcu_row *rows[8];
		size_t n = call_rows(sys, &fns, rows, 8);
		int nr = n ? syscall_nr(src, sys) : -1;

		if (nr < 0)
			continue;
		for (size_t k = 0; k < n; k++)
			add_call_line(wp, sys, nr, rows[k]);
		found = rows[0]->col[0];
	}
	sl_free(&fns);
	return found;
}

void workload_add_patch(struct workload_plan *wp, struct workload_patch *one, const char *src,
			const char *patch_path, const struct patchinfo *pi)
{
	char *text = read_file(patch_path, NULL);
	char *msg = message_of(text ? text : "");
	struct strlist chain = STRLIST_INIT;
	const char *cue = kasan_cue(msg);

	memset(one, 0, sizeof(*one));
	for (size_t f = 0; f < pi->nfiles; f++) {
		const char *class = workload_add_file(wp, pi->files[f].path);

		if (class)
			sl_push_owned(&one->classes, str_printf("%s (%s)", class, pi->files[f].path));
	}
	/*
	 * The chain's root, as the message names it: the plan is made before
	 * any patch is applied, when the patched functions are not known yet.
	 */
	chain_functions(msg, &chain);
	if (chain.n) {
		const char *sys = workload_add_chain(wp, src, NULL, &chain);

		if (sys)
			add_syscall(wp, one, src, sys, "a call of its chain");
		else
			add_syscall(wp, one, src, chain.v[chain.n - 1], "the chain's root");
	}
	if (cue) {
		one->kasan = wp->kasan = true;
		one->kasan_why = str_dup(cue);
	}
	sl_free(&chain);
	free(msg);
	free(text);
}

int workload_plan_lists(struct workload_plan *wp, const char *stressors, const char *syscalls,
			int seconds)
{
	wp->seconds = seconds > 0 ? seconds : WORKLOAD_DEFAULT_SECONDS;
	push_csv(&wp->stressors, stressors ? stressors : "-");
	push_csv(&wp->syscall_nrs, syscalls ? syscalls : "-");
	for (size_t i = 0; i < wp->stressors.n; i++)
		if (strspn(wp->stressors.v[i], "abcdefghijklmnopqrstuvwxyz0123456789-") !=
		    strlen(wp->stressors.v[i]))
			return error("--stress: '%s' is not a stress-ng stressor name",
				     wp->stressors.v[i]);
	for (size_t i = 0; i < wp->syscall_nrs.n; i++)
		if (strspn(wp->syscall_nrs.v[i], "0123456789") != strlen(wp->syscall_nrs.v[i]))
			return error("--syscalls: '%s' is not a system call number",
				     wp->syscall_nrs.v[i]);
	return 0;
}

/* ---- printing and the boot ---- */

static void print_list(FILE *out, const struct strlist *sl)
{
	for (size_t i = 0; i < sl->n; i++)
		fprintf(out, "%s%s", i ? ", " : "", sl->v[i]);
}

void workload_print_patch(FILE *out, const char *name, const struct workload_patch *one)
{
	fprintf(out, "%s: workload: ", name);
	if (one->classes.n)
		print_list(out, &one->classes);
	else
		fprintf(out, "no class");
	fprintf(out, "; syscall: ");
	if (one->syscalls.n)
		print_list(out, &one->syscalls);
	else
		fprintf(out, "none");
	if (one->kasan)
		fprintf(out, "; oracle: KASAN (\"%s\")\n", one->kasan_why);
	else
		fprintf(out, "; oracle: lockdep-RCU\n");
}

/* "--fork 1 --clone 1 ... --timeout 20s" */
static char *stress_args(const struct workload_plan *wp)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < wp->stressors.n; i++)
		sb_printf(&sb, "--%s 1 ", wp->stressors.v[i]);
	sb_printf(&sb, "--timeout %ds", wp->seconds);
	return sb_detach(&sb);
}

void workload_print_plan(FILE *out, const struct workload_plan *wp)
{
	struct strlist frags = STRLIST_INIT;
	char *append = workload_append(wp);

	if (wp->stressors.n) {
		char *args = stress_args(wp);

		fprintf(out, "stress-ng:%s %s\n", wp->enabled ? "" : " (with --workloads)", args);
		free(args);
	} else {
		fprintf(out, "stress-ng: no class\n");
	}
	if (wp->symbols.n) {
		fprintf(out, "workload config:");
		for (size_t i = 0; i < wp->symbols.n; i++)
			fprintf(out, " CONFIG_%s", wp->symbols.v[i]);
		fprintf(out, "%s\n", wp->enabled ? "" : " (with --workloads)");
	}
	for (size_t i = 0; i < wp->calls.n; i++)
		fprintf(out, "call: %s%s\n", wp->calls.v[i], wp->enabled ? "" : " (with --workloads)");
	workload_fragments(wp, &frags);
	fprintf(out, "fragments:");
	for (size_t i = 0; i < frags.n; i++) {
		const char *q = strstr(frags.v[i], "/qemu/");

		fprintf(out, " %s", q ? q + 1 : frags.v[i]);
	}
	fprintf(out, "%s\n", frags.n ? "" : " none beyond qemu/rcu.config");
	fprintf(out, "boot:%s%s\n", *append ? " " : " no extra words", append);
	sl_free(&frags);
	free(append);
}

void workload_fragments(const struct workload_plan *wp, struct strlist *frags)
{
	if (wp->enabled && (wp->stressors.n || wp->syscall_nrs.n || wp->calls.n))
		sl_push_owned(frags, path_join(rcucheck_home(), "qemu/workload.config"));
	if (wp->kasan)
		sl_push_owned(frags, path_join(rcucheck_home(), "qemu/kasan.config"));
}

char *workload_append(const struct workload_plan *wp)
{
	struct strbuf sb = STRBUF_INIT;

	if (wp->enabled && wp->stressors.n) {
		sb_puts(&sb, "rcucheck_stress=");
		for (size_t i = 0; i < wp->stressors.n; i++)
			sb_printf(&sb, "%s%s", i ? "," : "", wp->stressors.v[i]);
		sb_printf(&sb, " rcucheck_stress_seconds=%d", wp->seconds);
	}
	if (wp->enabled && wp->syscall_nrs.n) {
		sb_printf(&sb, "%srcucheck_syscalls=", sb.len ? " " : "");
		for (size_t i = 0; i < wp->syscall_nrs.n; i++)
			sb_printf(&sb, "%s%s", i ? "," : "", wp->syscall_nrs.v[i]);
	}
	if (wp->kasan)
		sb_printf(&sb, "%srcutree.rcu_unlock_delay=%d kasan_multi_shot", sb.len ? " " : "",
			  WORKLOAD_UNLOCK_DELAY_US);
	/* Without them the code never runs: with or without --workloads. */
	boot_line(&wp->boot, &sb);
	if (!sb.len)
		return str_dup("");
	return sb_detach(&sb);
}

/*
 * The exerciser's own bound on stress-ng (qemu/exerciser.c: its --timeout
 * and 60 s more to stop) and on each system call (10 s).
 */
double workload_boot_seconds(const struct workload_plan *wp)
{
	double s = 0;

	if (!wp->enabled)
		return 0;
	if (wp->stressors.n)
		s += wp->seconds + 60;
	s += 10.0 * (double)(wp->syscall_nrs.n + wp->calls.n);
	return s;
}

/* "libm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x...)" or "/lib64/ld-... (0x...)" */
static void ldd_line(const char *l, struct strlist *files)
{
	const char *arrow = strstr(l, "=> ");
	const char *p = skip_spaces(arrow ? arrow + 3 : l);
	size_t n = strcspn(p, " \t(");

	if (*p != '/' || !n)
		return;		/* linux-vdso.so.1: in the kernel */
	char *path = xstrndup(p, n);

	if (!sl_contains(files, path))
		sl_push(files, path);
	free(path);
}

int workload_files(const struct workload_plan *wp, struct strlist *files)
{
	char *const argv[] = { "ldd", WORKLOAD_STRESS_NG, NULL };
	struct strbuf out = STRBUF_INIT;
	char *save = NULL;

	if (!wp->enabled || !wp->stressors.n)
		return 0;
	if (!is_executable(WORKLOAD_STRESS_NG))
		return error("%s not found: the generic workloads need Debian's stress-ng (run 'rcucheck setup')",
			     WORKLOAD_STRESS_NG);
	if (proc_capture(argv, NULL, &out)) {
		error("ldd %s failed: %s", WORKLOAD_STRESS_NG, last_line(&out));
		sb_free(&out);
		return -1;
	}
	sl_push(files, WORKLOAD_STRESS_NG);
	for (char *l = strtok_r(out.buf, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		ldd_line(l, files);
	sb_free(&out);
	return 0;
}

void workload_patch_free(struct workload_patch *one)
{
	sl_free(&one->classes);
	sl_free(&one->syscalls);
	free(one->kasan_why);
	memset(one, 0, sizeof(*one));
}

void workload_plan_free(struct workload_plan *wp)
{
	sl_free(&wp->stressors);
	sl_free(&wp->symbols);
	sl_free(&wp->syscall_nrs);
	sl_free(&wp->calls);
	sl_free(&wp->boot);
}

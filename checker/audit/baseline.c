// SPDX-License-Identifier: GPL-2.0
#include "audit/baseline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lib/fingerprint.h"
#include "lib/json.h"
#include "tree/revtree.h"

static void add_fp(struct baseline *b, const char *fp)
{
	*strmap_slot(&b->fps, fp) = (void *)1;
	b->findings++;
}

void baseline_add(struct baseline *b, const struct finding *f)
{
	char *fp = finding_fingerprint(f);

	add_fp(b, fp);
	free(fp);
}

bool baseline_has(const struct baseline *b, const struct finding *f)
{
	char *fp = finding_fingerprint(f);
	bool has = strmap_get(&b->fps, fp) != NULL;

	free(fp);
	return has;
}

static char *add_record(json_t *obj, void *arg)
{
	json_t *fp = json_object_get(obj, "fingerprint");
	struct finding_list one = { 0 };
	char *why;

	if (fp && json_is_string(fp)) {
		add_fp(arg, json_string_value(fp));
		return NULL;
	}
	why = finding_from_json(obj, finding_new(&one));
	if (!why)
		baseline_add(arg, &one.v[0]);
	finding_list_free(&one);
	return why;
}

int baseline_read(struct baseline *b, const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	int ret;

	if (!text)
		return error("--baseline %s: %s", path, strerror(errno));
	ret = jsonl_parse(text, path, "finding record", add_record, b);
	free(text);
	return ret;
}

int baseline_audit_rev(struct baseline *b, const struct audit_opts *o, const char *rev)
{
	char *dir = revtree_checkout(o->root, rev, "new-since");
	struct audit_opts ro = *o;
	struct audit_stats st = { 0 };
	struct finding_list fl = { 0 };
	int ret;

	if (!dir)
		return -1;
	ro.root = dir;
	ro.index_path = NULL;
	/* a new scratch tree each time: its report would never be asked for again */
	ro.no_kept_report = true;
	ret = audit_run(&ro, &fl, &st);
	if (!ret) {
		for (size_t i = 0; i < fl.n; i++)
			baseline_add(b, &fl.v[i]);
		fprintf(stderr, "audit: %zu findings at %s (the baseline, every tier)\n", fl.n, rev);
	}
	finding_list_free(&fl);
	audit_stats_free(&st);
	revtree_remove(dir);
	free(dir);
	return ret;
}

void baseline_free(struct baseline *b)
{
	strmap_free(&b->fps, NULL);
	b->findings = 0;
}

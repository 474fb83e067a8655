// SPDX-License-Identifier: GPL-2.0
#include "audit/sarif.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "lib/chain_link.h"
#include "lib/fingerprint.h"
#include "lib/json.h"
#include "rcu/rules.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define SRCROOT "SRCROOT"
/* The fingerprint's name and version (lib/fingerprint.h). */
#define FINGERPRINT_KEY "rcucheck/v1"

static json_t *text_msg(const char *text)
{
	return json_pack("{s:o}", "text", jsonl_str(text ? text : ""));
}

static json_t *rule_object(const char *id, const char *help, const char *producer)
{
	json_t *r = json_object();

	json_object_set_new(r, "id", jsonl_str(id));
	json_object_set_new(r, "shortDescription", text_msg(help ? help : id));
	json_object_set_new(r, "fullDescription", text_msg(help ? help : id));
	json_object_set_new(r, "help", text_msg(help ? help : id));
	if (producer)
		json_object_set_new(r, "properties", json_pack("{s:o}", "producer",
								jsonl_str(producer)));
	return r;
}

/*
 * The rule table, then any rule a finding names that the table does not
 * know (a runtime report's "kernel-panic"), each once; @ids maps an id to
 * its index + 1.
 */
static json_t *rules_array(const struct finding_list *fl, struct strmap *ids)
{
	json_t *rules = json_array();

	for (size_t i = 0; i < rcu_nrules; i++) {
		void **slot = strmap_slot(ids, rcu_rules[i].id);

		if (*slot)
			continue;
		*slot = (void *)(json_array_size(rules) + 1);
		json_array_append_new(rules, rule_object(rcu_rules[i].id, rcu_rules[i].help,
							 rcu_rules[i].producer));
	}
	for (size_t i = 0; i < fl->n; i++) {
		const char *id = fl->v[i].rule ? fl->v[i].rule : "unknown";
		void **slot = strmap_slot(ids, id);

		if (*slot)
			continue;
		*slot = (void *)(json_array_size(rules) + 1);
		json_array_append_new(rules, rule_object(id, NULL, fl->v[i].tool));
	}
	return rules;
}

/* @path as a URI reference: bytes other than unreserved ones and '/' percent-encoded. */
static json_t *uri_of(const char *path)
{
	static const char keep[] = "-._~/";
	struct strbuf sb = STRBUF_INIT;
	json_t *j;

	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if (isalnum(*p) || strchr(keep, *p))
			sb_putc(&sb, (char)*p);
		else
			sb_printf(&sb, "%%%02X", *p);
	}
	j = jsonl_str(sb.buf ? sb.buf : "");
	sb_free(&sb);
	return j;
}

static json_t *physical(const char *file, int line, int col, const struct sarif_opts *o)
{
	json_t *art = json_pack("{s:o}", "uri", uri_of(file ? file : ""));
	json_t *region = json_object();

	if (o->root)
		json_object_set_new(art, "uriBaseId", json_string(SRCROOT));
	if (line > 0)
		json_object_set_new(region, "startLine", json_integer(line));
	if (col > 0)
		json_object_set_new(region, "startColumn", json_integer(col));
	if (!json_object_size(region)) {
		json_decref(region);
		return json_pack("{s:o}", "artifactLocation", art);
	}
	return json_pack("{s:o,s:o}", "artifactLocation", art, "region", region);
}

static json_t *logical(const char *function)
{
	return json_pack("[{s:o,s:s}]", "name", jsonl_str(function), "kind", "function");
}

static const char *level_of(const struct finding *f)
{
	if (f->severity && !strcmp(f->severity, "error"))
		return "error";
	return f->tier && strcmp(f->tier, "default") ? "note" : "warning";
}

/* "setpriority() calls set_one_prio(), holding tasklist_lock" */
static char *call_text(const struct chain_link *l, const char *callee)
{
	struct strbuf sb = STRBUF_INIT;

	sb_printf(&sb, "%s() calls %s()", l->function, callee);
	for (size_t h = 0; h < l->held.n; h++)
		sb_printf(&sb, "%s%s", h ? ", " : ", holding ", l->held.v[h]);
	return sb_detach(&sb);
}

/*
 * The chain from its root down to the access: one threadFlowLocation per
 * caller at its call (the chain is stored innermost first), then the
 * access in its function.
 */
static json_t *code_flows(const struct finding *f, const struct sarif_opts *o)
{
	json_t *locs = json_array();
	size_t first = chain_first_caller(&f->chain, f->function);
	size_t n = f->chain.n - first;

	for (size_t k = 0; k < n; k++) {
		size_t i = f->chain.n - 1 - k;
		struct chain_link l, callee = { 0 };

		chain_link_parse(f->chain.v[i], &l);
		if (i > first)
			chain_link_parse(f->chain.v[i - 1], &callee);
		char *text = call_text(&l, i > first ? callee.function :
					   f->function ? f->function : "?");
		json_t *loc = l.file ? physical(l.file, l.line, 0, o) : NULL;
		json_t *where = json_object();

		if (loc)
			json_object_set_new(where, "physicalLocation", loc);
		json_object_set_new(where, "logicalLocations", logical(l.function));
		json_object_set_new(where, "message", text_msg(text));
		json_array_append_new(locs, json_pack("{s:o,s:i,s:i,s:[s]}", "location", where,
						      "nestingLevel", (int)k, "executionOrder",
						      (int)k + 1, "kinds", "call"));
		free(text);
		chain_link_free(&l);
		chain_link_free(&callee);
	}
	json_t *access = json_object();
	char *text = str_printf("%s in %s()", f->access ? f->access : f->rule,
				f->function ? f->function : "?");

	json_object_set_new(access, "physicalLocation", physical(f->file, f->line, f->col, o));
	if (f->function)
		json_object_set_new(access, "logicalLocations", logical(f->function));
	json_object_set_new(access, "message", text_msg(text));
	free(text);
	json_array_append_new(locs, json_pack("{s:o,s:i,s:i,s:[s]}", "location", access,
					      "nestingLevel", (int)n, "executionOrder",
					      (int)n + 1, "kinds", "memory"));
	char *what = str_printf("root: %s", f->root ? f->root : "the access's own function");
	json_t *flow = json_pack("{s:o,s:[{s:o}]}", "message", text_msg(what),
				 "threadFlows", "locations", locs);

	free(what);
	return json_pack("[o]", flow);
}

static json_t *result_object(const struct finding *f, size_t rule_index,
			     const struct sarif_opts *o)
{
	json_t *r = json_object(), *loc = json_object(), *props = json_object();
	char *fp = finding_fingerprint(f);

	json_object_set_new(r, "ruleId", jsonl_str(f->rule ? f->rule : "unknown"));
	json_object_set_new(r, "ruleIndex", json_integer((json_int_t)rule_index));
	json_object_set_new(r, "level", json_string(level_of(f)));
	json_object_set_new(r, "message", text_msg(f->message));
	json_object_set_new(loc, "physicalLocation", physical(f->file, f->line, f->col, o));
	if (f->function)
		json_object_set_new(loc, "logicalLocations", logical(f->function));
	json_object_set_new(r, "locations", json_pack("[o]", loc));
	if (f->chain.n || f->root)
		json_object_set_new(r, "codeFlows", code_flows(f, o));
	json_object_set_new(r, "partialFingerprints", json_pack("{s:s}", FINGERPRINT_KEY, fp));
	if (o->base)
		json_object_set_new(r, "baselineState",
				    json_string(baseline_has(o->base, f) ? "unchanged" : "new"));
	json_object_set_new(props, "tool", jsonl_str(f->tool));
	if (f->tier)
		json_object_set_new(props, "tier", jsonl_str(f->tier));
	if (f->confidence)
		json_object_set_new(props, "confidence", jsonl_str(f->confidence));
	if (f->root)
		json_object_set_new(props, "root", jsonl_str(f->root));
	if (f->flavor)
		json_object_set_new(props, "flavor", jsonl_str(f->flavor));
	if (f->access)
		json_object_set_new(props, "access", jsonl_str(f->access));
	json_object_set_new(props, "held", jsonl_strlist(&f->held));
	/* the updaters' view (audit/impact.h); SARIF's own level stays the tier's */
	if (f->impact)
		json_object_set_new(props, "impact", jsonl_str(f->impact));
	if (f->impact_lock)
		json_object_set_new(props, "impact_lock", jsonl_str(f->impact_lock));
	if (f->impact_why)
		json_object_set_new(props, "impact_why", jsonl_str(f->impact_why));
	json_object_set_new(r, "properties", props);
	free(fp);
	return r;
}

json_t *sarif_log(const struct finding_list *fl, const struct sarif_opts *o)
{
	struct strmap ids = { 0 };
	json_t *rules = rules_array(fl, &ids), *results = json_array();
	json_t *run = json_object(), *driver = json_object();

	for (size_t i = 0; i < fl->n; i++) {
		const char *id = fl->v[i].rule ? fl->v[i].rule : "unknown";
		size_t index = (size_t)strmap_get(&ids, id) - 1;

		json_array_append_new(results, result_object(&fl->v[i], index, o));
	}
	json_object_set_new(driver, "name", json_string("rcucheck"));
	if (o->version)
		json_object_set_new(driver, "version", jsonl_str(o->version));
	json_object_set_new(driver, "informationUri",
			    json_string("https://docs.kernel.org/RCU/checklist.html"));
	json_object_set_new(driver, "rules", rules);
	json_object_set_new(run, "tool", json_pack("{s:o}", "driver", driver));
	if (o->root) {
		json_t *path = uri_of(o->root);
		char *uri = str_printf("file://%s%s", json_string_value(path),
				       ends_with(o->root, "/") ? "" : "/");

		json_object_set_new(run, "originalUriBaseIds",
				    json_pack("{s:{s:o}}", SRCROOT, "uri", jsonl_str(uri)));
		json_decref(path);
		free(uri);
	}
	json_object_set_new(run, "columnKind", json_string("utf16CodeUnits"));
	json_object_set_new(run, "results", results);
	strmap_free(&ids, NULL);
	return json_pack("{s:s,s:s,s:[o]}", "$schema", SARIF_SCHEMA, "version", "2.1.0",
			 "runs", run);
}

int sarif_write(const char *path, const struct finding_list *fl, const struct sarif_opts *o)
{
	json_t *log = sarif_log(fl, o);
	char *text = json_dumps(log, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	int ret = 0;

	json_decref(log);
	if (!text)
		fatal("out of memory printing SARIF");
	struct strbuf sb = STRBUF_INIT;

	sb_puts(&sb, text);
	sb_putc(&sb, '\n');
	if (write_file_atomic(path, sb.buf, sb.len))
		ret = error("--sarif %s: %s", path, strerror(errno));
	sb_free(&sb);
	free(text);
	return ret;
}

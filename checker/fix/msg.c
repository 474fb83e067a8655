// SPDX-License-Identifier: GPL-2.0
#include "fix/msg.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "runtime/splat.h"
#include "fix/subsys_prefix.h"

/* ---- evidence ---------------------------------------------------------------- */

/* The splat starting at line @at of @text, without timestamps, registers or blank lines. */
static char *splat_text(const char *text, int at)
{
	struct strbuf sb = STRBUF_INIT;
	int n = 1;
	const char *l = text;

	for (; *l && n < at; n++) {
		const char *nl = strchr(l, '\n');

		if (!nl)
			return NULL;
		l = nl + 1;
	}
	for (int lines = 0; *l && lines < 60; lines++) {
		const char *nl = strchrnul(l, '\n');
		const char *s = l;

		if (*s == '[') {
			const char *close = memchr(s, ']', (size_t)(nl - s));

			if (close)
				s = close + 1 + (close[1] == ' ');
		}
		char *line = xstrndup(s, (size_t)(nl - s));

		rtrim(line);
		const char *t = skip_spaces(line);
		bool drop = !*t || starts_with(t, "Code:") || starts_with(t, "RIP:") ||
			    starts_with(t, "RSP:") || starts_with(t, "RAX:") || starts_with(t, "RDX:") ||
			    starts_with(t, "RBP:") || starts_with(t, "R10:") || starts_with(t, "R13:") ||
			    starts_with(t, "other info") || starts_with(t, "? ");
		bool end = starts_with(t, "</TASK>");

		/* indented: kept verbatim by reflow(), and checkpatch sees a splat */
		if (!drop && !end)
			sb_printf(&sb, "  %s\n", line);
		free(line);
		if (end || !*nl)
			break;
		l = nl + 1;
	}
	return sb_detach(&sb);
}

int fix_evidence_add_log(struct fix_evidence *ev, const char *path)
{
	char *text = read_file(path, NULL);
	struct finding_list fl = { 0 };
	struct boot_summary sum;

	if (!text)
		return error("cannot read console log %s: %s", path, strerror(errno));
	memset(&sum, 0, sizeof(sum));
	splat_parse(text, path, false, &fl, &sum);
	for (size_t i = 0; i < fl.n; i++) {
		const struct finding *f = &fl.v[i];

		if (!f->rule || strcmp(f->rule, "rcu-suspicious") || !f->log_line)
			continue;
		char *s = splat_text(text, f->log_line);

		if (!s)
			continue;
		sl_push_owned(&ev->where, str_printf("%s:%d", f->file, f->line));
		sl_push_owned(&ev->text, s);
	}
	finding_list_free(&fl);
	boot_summary_free(&sum);
	free(text);
	return 0;
}

void fix_evidence_free(struct fix_evidence *ev)
{
	sl_free(&ev->where);
	sl_free(&ev->text);
}

/* ---- text helpers ------------------------------------------------------------ */

char *reflow(const char *text, size_t width)
{
	struct strbuf out = STRBUF_INIT;
	const char *p = text;

	while (*p) {
		const char *nl = strchrnul(p, '\n');

		/* verbatim: blank and indented lines */
		if (p == nl || *p == ' ' || *p == '\t') {
			sb_add(&out, p, (size_t)(nl - p));
			sb_putc(&out, '\n');
			p = *nl ? nl + 1 : nl;
			continue;
		}
		/* a paragraph: lines up to a blank or indented one */
		struct strbuf para = STRBUF_INIT;

		while (*p && *p != '\n' && *p != ' ' && *p != '\t') {
			nl = strchrnul(p, '\n');
			if (para.len)
				sb_putc(&para, ' ');
			sb_add(&para, p, (size_t)(nl - p));
			p = *nl ? nl + 1 : nl;
		}
		size_t col = 0;
		char *save = NULL;

		for (char *w = strtok_r(para.buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
			if (col && col + 1 + strlen(w) > width) {
				sb_putc(&out, '\n');
				col = 0;
			} else if (col) {
				sb_putc(&out, ' ');
				col++;
			}
			sb_puts(&out, w);
			col += strlen(w);
		}
		sb_putc(&out, '\n');
		sb_free(&para);
	}
	return sb_detach(&out);
}

static void list_words(struct strbuf *sb, const struct strlist *items, const char *suffix)
{
	for (size_t i = 0; i < items->n; i++) {
		if (i)
			sb_puts(sb, i + 1 == items->n ? (items->n > 2 ? ", and " : " and ") : ", ");
		sb_printf(sb, "%s%s", items->v[i], suffix);
	}
}

/* "&pipe->mutex/1" -> "&pipe->mutex": lockdep's subclass is noise here. */
static char *held_display(const char *h)
{
	char *s = str_dup(h), *slash = strrchr(s, '/');

	if (slash && isdigit((unsigned char)slash[1]))
		*slash = '\0';
	return s;
}

enum held_kind { HK_NONE, HK_SPIN, HK_IRQ, HK_SLEEP };

static enum held_kind held_kind(const char *h)
{
	if (strstr(h, "irq") || strstr(h, "preempt") || strstr(h, "softirq") || strstr(h, "bh-disabled"))
		return HK_IRQ;
	if (strstr(h, "mutex") || strstr(h, "rwsem") || strstr(h, "sem") || strstr(h, "rtnl"))
		return HK_SLEEP;
	return HK_SPIN;
}

static const char *accessor_desc(const char *acc)
{
	if (!strcmp(acc, "__task_cred"))
		return "rcu_dereference() of the task's real_cred";
	if (starts_with(acc, "rcu_dereference_bh"))
		return "valid only inside rcu_read_lock_bh()";
	if (starts_with(acc, "rcu_dereference_sched"))
		return "valid only inside rcu_read_lock_sched() or with preemption disabled";
	if (starts_with(acc, "srcu_dereference"))
		return "valid only inside srcu_read_lock() of the same srcu_struct";
	if (strstr(acc, "_rcu"))
		return "an RCU list traversal, valid only inside rcu_read_lock()";
	return "valid only inside rcu_read_lock()";
}

static const char *accessor_what(const char *acc)
{
	return !strcmp(acc, "__task_cred") ? "another task's credentials" : "an RCU-protected pointer";
}

/* Distinct accessors of a plan: "__task_cred()" etc. */
static void plan_accessors(const struct fix_plan *pl, struct strlist *out)
{
	for (size_t i = 0; i < pl->nsites; i++) {
		char *a = str_printf("%s()", pl->sites[i].accessor);

		if (!sl_contains(out, a))
			sl_push(out, a);
		free(a);
	}
}

/* @sb's text wrapped at 72 columns (reflow()); @sb is emptied. */
static char *sb_reflowed(struct strbuf *sb)
{
	char *flat = sb_detach(sb);
	char *out = reflow(flat, 72);

	free(flat);
	return out;
}

/* The list an iterator walks: its second argument, '&' dropped ("rule_list"); one use at a time. */
static const char *lockless_list(const struct fix_site *s)
{
	static char buf[128];
	const char *a = strchr(s->access, ',');
	size_t n;

	if (!a)
		return "list";
	a++;
	while (*a == ' ' || *a == '&')
		a++;
	n = strcspn(a, ",)");
	while (n && a[n - 1] == ' ')
		n--;
	snprintf(buf, sizeof(buf), "%.*s", (int)n, a);
	return buf;
}

char *fix_subject(const char *root, const struct fix_plan *pl)
{
	struct strlist acc = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;
	char *prefix = subsys_prefix(root, pl->file);

	if (pl->mode == FIX_LOCKLESS) {
		sb_printf(&sb, "%s: Walk the append-only %s with %s() in %s()", prefix,
			  lockless_list(&pl->sites[0]), pl->twin, pl->function);
		free(prefix);
		return sb_detach(&sb);
	}
	if (pl->mode == FIX_GRACE) {
		sb_printf(&sb, "%s: Wait for RCU readers before freeing %s in %s()", prefix,
			  pl->sites[0].var, pl->function);
		free(prefix);
		return sb_detach(&sb);
	}
	if (pl->mode == FIX_LOCKDEP) {
		sb_printf(&sb, "%s: Tell lockdep about %s in %s()", prefix, pl->lock_name,
			  pl->function);
		free(prefix);
		return sb_detach(&sb);
	}
	if (plan_never_freed(pl)) {
		sb_printf(&sb, "%s: Walk the append-only %s under %s in %s()", prefix,
			  lockless_list(&pl->sites[0]), flavor_lock_name(pl->flavor), pl->function);
		free(prefix);
		return sb_detach(&sb);
	}
	if (pl->mode == FIX_EXTEND) {
		sb_printf(&sb, "%s: Fix use of %s after %s in %s()", prefix,
			  pl->sites[0].var ? pl->sites[0].var : "an RCU-protected pointer",
			  flavor_unlock_name(pl->flavor), pl->function);
		free(prefix);
		return sb_detach(&sb);
	}
	plan_accessors(pl, &acc);
	sb_printf(&sb, "%s: Fix missing RCU protection for ", prefix);
	list_words(&sb, &acc, "");
	sb_printf(&sb, " in %s()", pl->function);
	sl_free(&acc);
	free(prefix);
	return sb_detach(&sb);
}

/* What every site of the plan held instead, merged. */
static void plan_held(const struct fix_plan *pl, struct strlist *held)
{
	if (pl->lock_name && !sl_contains(held, pl->lock_name))
		sl_push(held, pl->lock_name);
	for (size_t i = 0; i < pl->nsites; i++)
		for (size_t k = 0; k < pl->sites[i].held.n; k++) {
			char *h = held_display(pl->sites[i].held.v[k]);

			if (!sl_contains(held, h) && !(pl->lock_name && strstr(h, pl->lock_name)))
				sl_push(held, h);
			free(h);
		}
}

/* @h's kind: a sleeping lock when its acquire in the tree is one (held_sleeps.c), else by its name. */
static enum held_kind plan_held_kind(const struct fix_plan *pl, const char *h)
{
	for (size_t i = 0; i < pl->nsites; i++)
		for (size_t k = 0; k < pl->sites[i].held_sleeping.n; k++) {
			char *d = held_display(pl->sites[i].held_sleeping.v[k]);
			bool same = !strcmp(d, h);

			free(d);
			if (same)
				return HK_SLEEP;
		}
	return held_kind(h);
}

static void why_not(struct strbuf *sb, const struct fix_plan *pl, const struct strlist *held)
{
	bool spin = false, irq = false, sleep = false;

	for (size_t i = 0; i < held->n; i++) {
		enum held_kind k = plan_held_kind(pl, held->v[i]);

		spin |= k == HK_SPIN;
		irq |= k == HK_IRQ;
		sleep |= k == HK_SLEEP;
	}
	if (plan_never_freed(pl)) {
		sb_printf(sb, "The audit found that %s; this is no use-after-free, and what the walk finds stays valid after the read-side critical section ends, so it may still be returned. Lockdep-RCU (CONFIG_PROVE_RCU_LIST=y) reports the walk all the same, and %s() has no lockless variant to say so: it accepts only a reader.\n\n",
			  pl->sites[0].never_freed, pl->sites[0].accessor);
		return;
	}
	if (!strcmp(pl->flavor, "srcu")) {
		sb_puts(sb, "Only srcu_read_lock() on the same srcu_struct keeps an SRCU grace period from ending: no other lock, and no other RCU flavor's reader, does.\n\n");
		return;
	}
	if (!strcmp(pl->flavor, "bh")) {
		sb_puts(sb, "Only rcu_read_lock_bh() (or bottom halves disabled) makes an RCU-bh read-side critical section; lockdep-RCU checks exactly that for rcu_dereference_bh().\n\n");
		return;
	}
	if (spin)
		sb_puts(sb, "A spinlock or an rwlock is not an RCU read-side critical section. It only happens to hold off a grace period while the lock disables preemption and RCU itself is not preemptible. With CONFIG_PREEMPT_RCU=y a grace period can end while the lock is held, and the object can be freed under the reader; with PREEMPT_RT, spinlock_t and rwlock_t are sleeping locks that do not even disable preemption. RCU does not guarantee it, and lockdep-RCU (CONFIG_PROVE_RCU=y) reports it as suspicious rcu_dereference_check() usage.\n\n");
	if (irq)
		sb_puts(sb, "Disabled interrupts or preemption are not rcu_read_lock() either: that they delay a grace period is an implementation detail, not an RCU guarantee, PREEMPT_RT runs such code preemptible, and lockdep-RCU (CONFIG_PROVE_RCU=y) reports the access.\n\n");
	if (sleep)
		sb_puts(sb, "A mutex or another sleeping lock says nothing about RCU grace periods.\n\n");
	if (!spin && !irq && !sleep)
		sb_puts(sb, "Nothing keeps a grace period from ending while the pointer is in use: with CONFIG_PREEMPT_RCU=y the reader can be preempted and the object freed under it. Lockdep-RCU (CONFIG_PROVE_RCU=y) reports it as suspicious rcu_dereference_check() usage.\n\n");
}

static const char *evidence_for(const struct fix_evidence *ev, const struct fix_site *s)
{
	char *k1 = str_printf("%s:%d", s->file, s->line);
	char *k2 = s->old_line ? str_printf("%s:%d", s->file, s->old_line) : NULL;
	const char *hit = NULL;

	for (size_t i = 0; ev && i < ev->where.n && !hit; i++)
		if (!strcmp(ev->where.v[i], k1) || (k2 && !strcmp(ev->where.v[i], k2)))
			hit = ev->text.v[i];
	free(k1);
	free(k2);
	return hit;
}

/* FIX_LOCAL written as a guard: what it covers, and the exits it ends the section on. */
static void guard_words(struct strbuf *sb, const struct fix_plan *pl)
{
	const char *they = pl->nsites > 1 ? "they" : "it";

	if (starts_with(pl->guard, "scoped_guard"))
		sb_printf(sb, "Wrap the access%s and every use of what %s loaded in %s",
			  pl->nsites > 1 ? "es" : "", they, pl->guard);
	else
		sb_printf(sb, "Take %s before the access%s: the read-side critical section then covers every use of what %s loaded, to the end of the scope",
			  pl->guard, pl->nsites > 1 ? "es" : "", they);
	if (pl->pinned_by)
		sb_printf(sb, ", up to %s(), which takes its own reference", pl->pinned_by);
	sb_puts(sb, ".");
	if (pl->exits == 1)
		sb_puts(sb, " The guard ends it on the early exit too.");
	else if (pl->exits)
		sb_printf(sb, " The guard ends it on the %d early exits too.", pl->exits);
	if (pl->split_decl)
		sb_puts(sb, " The load moves out of its declaration, so that the read-side critical section starts after the declarations.");
}

/* FIX_EXTEND: the pointer, its uses after the unlock, and the unlock moved. */
static char *extend_body(const struct fix_plan *pl)
{
	struct strbuf sb = STRBUF_INIT;
	struct strlist uses = STRLIST_INIT;
	const struct fix_site *s = &pl->sites[0];
	const char *var = s->var ? s->var : "the pointer";
	const char *unlock = flavor_unlock_name(pl->flavor);

	for (size_t i = 0; i < pl->nsites; i++)
		if (pl->sites[i].use && !sl_contains(&uses, pl->sites[i].use))
			sl_push(&uses, pl->sites[i].use);
	sb_printf(&sb, "%s() loads an RCU-protected pointer with %s() inside a read-side critical section, but dereferences it ",
		  pl->function, s->accessor);
	if (uses.n) {
		sb_puts(&sb, "(");
		list_words(&sb, &uses, "");
		sb_puts(&sb, ") ");
	}
	sb_printf(&sb, "after %s.\n\n", unlock);
	sb_printf(&sb, "Once %s has run, nothing keeps the object alive: with CONFIG_PREEMPT_RCU=y the task can be preempted right there, a grace period can end and the object be freed before the dereference. Lockdep-RCU does not report it, since %s() itself runs inside the section.\n\n",
		  unlock, s->accessor);
	sb_printf(&sb, "Move %s after the last use of %s", unlock, var);
	if (pl->pinned_by)
		sb_printf(&sb, ", up to %s(), which takes its own reference", pl->pinned_by);
	sb_puts(&sb, ".");
	if (pl->exits == 1)
		sb_puts(&sb, " Unlock on the exit that leaves the section early too.");
	else if (pl->exits)
		sb_printf(&sb, " Unlock on the %d exits that leave the section early too.", pl->exits);
	if (pl->label)
		sb_printf(&sb, " The jumps out of it go through a new %s label.", pl->label);
	sb_puts(&sb, "\n");
	sl_free(&uses);
	return sb_reflowed(&sb);
}

/* The call chain of @s, innermost first, wrapped under 75 columns. */
static void chain_words(struct strbuf *sb, const struct fix_site *s)
{
	size_t col;

	sb_puts(sb, "The call chain:\n\n");
	sb_printf(sb, "  %s()", s->access_fn);
	col = 4 + strlen(s->access_fn);
	for (size_t k = 0; k < s->chain.n; k++) {
		size_t w = strlen(s->chain.v[k]) + 6;

		if (col + w > 72) {
			sb_puts(sb, "\n    ");
			col = 4;
		}
		sb_printf(sb, " <- %s()", s->chain.v[k]);
		col += w;
	}
	sb_puts(sb, "\n\n");
}

/* FIX_LOCKDEP: the lock the updaters hold, why that suffices, the condition. */
static char *lockdep_body(const struct fix_plan *pl)
{
	struct strbuf sb = STRBUF_INIT;
	const struct fix_site *s = &pl->sites[0];
	const char *lock = flavor_lock_name(pl->flavor);

	sb_printf(&sb, "%s() calls %s() outside any read-side critical section, with %s held.\n\n",
		  s->access_fn, s->accessor, pl->lock_name);
	if (pl->lockdep_why) {
		char *why = str_dup(pl->lockdep_why);

		why[0] = (char)(why[0] >= 'a' && why[0] <= 'z' ? why[0] - 'a' + 'A' : why[0]);
		sb_printf(&sb, "%s. ", why);
		free(why);
	}
	sb_printf(&sb, "While %s is held the object cannot be unlinked or replaced, so nothing %s() reads can be freed under it: this is no use-after-free, and %s would add nothing. Lockdep-RCU (CONFIG_PROVE_RCU=y) reports it all the same, because without a lockdep condition %s() only accepts an RCU reader.\n\n",
		  pl->lock_name, s->access_fn, lock, s->accessor);
	if (s->chain.n)
		chain_words(&sb, s);
	if (pl->update_side)
		sb_printf(&sb, "%s() is update-side code: it is one of the updaters. Use rcu_dereference_protected() with %s, which says so and lets lockdep check it.\n",
			  s->access_fn, pl->lock);
	else
		sb_printf(&sb, "Pass %s as the lockdep condition of %s(), so that lockdep checks the lock that actually protects the access.\n",
			  pl->lock, s->accessor);
	return sb_reflowed(&sb);
}

/* FIX_LOCKLESS: why the list needs no reader, and its iterator for that. */
static char *lockless_body(const struct fix_plan *pl)
{
	struct strbuf sb = STRBUF_INIT;
	const struct fix_site *s = &pl->sites[0];

	sb_printf(&sb, "%s() walks %s with %s() outside any read-side critical section.\n\n",
		  s->access_fn, lockless_list(s), s->accessor);
	if (pl->lockdep_why)
		sb_printf(&sb, "The audit found that %s. ", pl->lockdep_why);
	sb_printf(&sb, "Entries are published with list_add_rcu() and never unlinked, so the walk needs neither a read-side critical section nor a lock: this is no use-after-free. Lockdep-RCU (CONFIG_PROVE_RCU_LIST=y) reports it all the same, because %s() accepts only a reader or its lockdep condition.\n\n",
		  s->accessor);
	if (s->chain.n)
		chain_words(&sb, s);
	sb_printf(&sb, "Use %s(), the iterator include/linux/rculist.h documents for a list whose items are added but never deleted: it reads the links as %s() does and makes no lockdep-RCU claim.\n",
		  pl->twin, s->accessor);
	return sb_reflowed(&sb);
}

/* FIX_GRACE: what is unlinked and freed at once, and where the wait goes. */
static char *grace_body(const struct fix_plan *pl)
{
	struct strbuf sb = STRBUF_INIT;
	const struct fix_site *s = &pl->sites[0];

	sb_printf(&sb, "%s() takes %s out of the readers' view with %s() and then frees it with %s() with no grace period between. A reader that found %s before the %s() may still be using it inside its read-side critical section when it is freed: a use-after-free. Lockdep-RCU does not report it: every access inside the reader is legal.\n\n",
		  s->access_fn, s->var, s->unlink, s->accessor, s->var, s->unlink);
	sb_printf(&sb, "Wait for the readers with synchronize_rcu() after the %s(), before %s is freed", s->unlink, s->var);
	if (s->join_label)
		sb_printf(&sb, ", on the unlink's path only: the wait goes before the %s: label, where other paths join it", s->join_label);
	sb_puts(&sb, ". No spinlock or reader is held there, so the wait may sleep.\n");
	return sb_reflowed(&sb);
}

char *fix_body(const struct fix_plan *pl, const struct finding_list *fl,
	       const struct fix_evidence *ev)
{
	struct strbuf sb = STRBUF_INIT;
	struct strlist held = STRLIST_INIT, done = STRLIST_INIT;
	const char *lock = flavor_lock_name(pl->flavor);
	const char *unlock = flavor_unlock_name(pl->flavor);

	if (pl->mode == FIX_EXTEND)
		return extend_body(pl);
	if (pl->mode == FIX_LOCKDEP)
		return lockdep_body(pl);
	if (pl->mode == FIX_LOCKLESS)
		return lockless_body(pl);
	if (pl->mode == FIX_GRACE)
		return grace_body(pl);
	/* What is read, where, with what. */
	for (size_t i = 0; i < pl->nsites; i++) {
		const struct fix_site *s = &pl->sites[i];
		char *key = str_printf("%s\t%s", s->access_fn, s->accessor);

		if (sl_contains(&done, key)) {
			free(key);
			continue;
		}
		sl_push_owned(&done, key);
		int more = 0;

		for (size_t k = i + 1; k < pl->nsites; k++)
			if (!strcmp(pl->sites[k].access_fn, s->access_fn) &&
			    !strcmp(pl->sites[k].accessor, s->accessor))
				more++;
		sb_printf(&sb, "%s() reads %s with %s%s(), which is %s, outside a read-side critical section of %s.\n\n",
			  s->access_fn, accessor_what(s->accessor), more ? "more than one " : "",
			  s->accessor, accessor_desc(s->accessor), lock);
	}
	/* The helpers passed on the way up. */
	for (size_t i = 0; i < pl->via.n; i++)
		sb_printf(&sb, "%s() %s.%s", pl->via.v[i], pl->via_why.v[i],
			  i + 1 == pl->via.n ? "" : " ");
	plan_held(pl, &held);
	if (pl->via.n)
		sb_printf(&sb, " The read-side critical section belongs in %s(), which calls %s() without one.\n\n",
			  pl->function, pl->via.v[pl->via.n - 1]);
	/* What it relied on instead. */
	if (pl->lock) {
		sb_printf(&sb, "%s() holds %s around %s instead of %s.",
			  pl->function, pl->lock, pl->via.n ? "the calls" : "the access", lock);
	} else if (held.n) {
		sb_puts(&sb, pl->via.n ? "What is held there instead is " : "Its callers hold ");
		list_words(&sb, &held, "");
		sb_printf(&sb, "%s and rely on %s as good as %s.",
			  pl->via.n ? "," : "", held.n > 1 ? "those being" : "that being", lock);
	} else {
		sb_printf(&sb, "Nothing in %s() or the callers rcucheck followed takes %s.",
			  pl->function, lock);
	}
	/* A comment that claims protection agrees with held locks, not with none. */
	if (pl->comment)
		sb_puts(&sb, pl->lock || held.n ? " The comment above the access even says so." :
			" The comment above the access says otherwise, and is wrong on this path.");
	sb_puts(&sb, "\n\n");
	why_not(&sb, pl, &held);
	/* The call chain, innermost first. */
	for (size_t i = 0; i < pl->nsites; i++) {
		const struct fix_site *s = &pl->sites[i];

		if (!s->chain.n || (i && !strcmp(s->access_fn, pl->sites[0].access_fn)))
			continue;
		sb_puts(&sb, "The call chain:\n\n");
		/* innermost first, as rcucheck prints chains; wrapped under 75 columns */
		size_t col;

		sb_printf(&sb, "  %s()", s->access_fn);
		col = 4 + strlen(s->access_fn);
		for (size_t k = 0; k < s->chain.n; k++) {
			size_t w = strlen(s->chain.v[k]) + 6;

			if (col + w > 72) {
				sb_puts(&sb, "\n    ");
				col = 4;
			}
			sb_printf(&sb, " <- %s()", s->chain.v[k]);
			col += w;
		}
		sb_puts(&sb, "\n\n");
		break;
	}
	/* The splat, when a boot gave one. */
	bool shown = false;

	for (size_t i = 0; i < pl->nsites && !shown; i++) {
		const struct fix_site *s = &pl->sites[i];
		const char *t = evidence_for(ev, s);

		if (t) {
			/* the boot's trace need not be the chain above: say so, or the two disagree */
			bool other = s->chain.n && !strstr(t, s->chain.v[s->chain.n - 1]);

			sb_printf(&sb, "Lockdep-RCU reports it on boot%s:\n\n",
				  other ? ", where another caller reaches it" : "");
			sb_puts(&sb, t);
			sb_puts(&sb, "\n");
			shown = true;
		}
	}
	for (size_t i = 0; i < pl->nsites && !shown; i++) {
		const struct finding *f = &fl->v[pl->sites[i].finding];

		if (f->tool && !strcmp(f->tool, "lockdep")) {
			sb_printf(&sb, "Lockdep-RCU reported it on boot%s%s%s: \"%s:%d suspicious rcu_dereference_check() usage!\".\n\n",
				  f->subtest ? " (exerciser sub-test " : "", f->subtest ? f->subtest : "",
				  f->subtest ? ")" : "", f->file, f->line);
			shown = true;
		}
	}
	/* What the patch does. */
	switch (pl->mode) {
	case FIX_CONVERT:
		sb_printf(&sb, "Convert the whole %s section to %s: the lock only stood in for the read-side critical section. Every call in the section needs no more than RCU (",
			  pl->lock_name, lock);
		list_words(&sb, &pl->section_calls, "()");
		sb_puts(&sb, sl_contains(&pl->section_calls, "lock_task_sighand") ?
			"; lock_task_sighand() takes the siglock and handles the exit race itself)" : ")");
		sb_puts(&sb, ", and the section stores only to local variables.");
		break;
	case FIX_NEST:
		if (pl->guard) {
			sb_printf(&sb, "Take %s before %s, which holds %s to the end of the scope: the read-side critical section then encloses the lock's, and the guards end in reverse order on every exit. %s stays: ",
				  pl->guard, pl->lock, pl->lock_name, pl->lock_name);
			sb_printf(&sb, "%s%s in the section may still need it.",
				  pl->kept_for ? pl->kept_for : "code", pl->kept_for ? "()" : "");
			break;
		}
		sb_printf(&sb, "Take %s around the whole %s section, outermost, so that every exit of it%s%s%s leaves the read-side critical section balanced. %s stays: ",
			  lock, pl->lock_name, pl->exits ? ", the early ones" : "",
			  pl->exits ? " included," : "", "", pl->lock_name);
		if (pl->kept_for && starts_with(pl->kept_for, "a store"))
			sb_printf(&sb, "the section also makes %s, which the lock may protect.", pl->kept_for);
		else
			sb_printf(&sb, "%s%s in the section may still need it.",
				  pl->kept_for ? pl->kept_for : "code", pl->kept_for ? "()" : "");
		break;
	case FIX_EXTEND:
	case FIX_LOCKDEP:
	case FIX_LOCKLESS:
	case FIX_GRACE:
		break;
	case FIX_LOCAL:
		if (pl->guard) {
			guard_words(&sb, pl);
			break;
		}
		sb_printf(&sb, "Wrap the access%s and every use of what %s loaded in %s/%s",
			  pl->nsites > 1 ? "es" : "", pl->nsites > 1 ? "they" : "it", lock, unlock);
		if (pl->pinned_by)
			sb_printf(&sb, ", up to %s(), which takes its own reference", pl->pinned_by);
		sb_puts(&sb, ".");
		if (pl->exits)
			sb_printf(&sb, " %s on the %d exit%s that leave%s the region early.",
				  pl->label ? "Unlock" : "Unlock", pl->exits, pl->exits > 1 ? "s" : "",
				  pl->exits > 1 ? "" : "s");
		if (pl->label)
			sb_printf(&sb, " The jumps out of the region go through a new %s label.", pl->label);
		if (pl->split_decl)
			sb_puts(&sb, " The load moves out of its declaration, so that the read-side critical section starts after the declarations.");
		break;
	}
	if (pl->comment)
		sb_printf(&sb, " Correct the comment that claimed holding a lock is as good as %s.", lock);
	sb_puts(&sb, "\n");
	sl_free(&held);
	sl_free(&done);
	return sb_reflowed(&sb);
}

/* ---- cover letter ------------------------------------------------------------ */

/* A walk of an append-only list: the lockless twin, or a reader whose find may outlive it. */
static bool is_append_only(const struct fix_plan *pl)
{
	return pl->mode == FIX_LOCKLESS || plan_never_freed(pl);
}

/* A plan for an access that is safe as it is: it only makes lockdep-RCU see so. */
static bool is_annotation(const struct fix_plan *pl)
{
	return pl->mode == FIX_LOCKDEP || is_append_only(pl);
}

/*
 * The plans written (no ->human) that move an unlock (FIX_EXTEND), that
 * wait for a grace period (FIX_GRACE), and the others.
 */
static void count_plans(const struct fix_ctx *cx, size_t *extend, size_t *missing,
			size_t *lockdep, size_t *grace)
{
	*extend = *missing = *lockdep = *grace = 0;
	for (size_t k = 0; k < cx->nplans; k++)
		if (!cx->plans[k].human)
			++*(cx->plans[k].mode == FIX_EXTEND ? extend :
			    cx->plans[k].mode == FIX_GRACE ? grace :
			    is_annotation(&cx->plans[k]) ? lockdep : missing);
}

char *fix_cover_subject(const struct fix_ctx *cx)
{
	struct strlist acc = STRLIST_INIT;
	struct strbuf sb = STRBUF_INIT;
	size_t extend, missing, lockdep, grace, lockless = 0;
	const char *twin = NULL;

	count_plans(cx, &extend, &missing, &lockdep, &grace);
	bool every_twin = true;

	for (size_t k = 0; k < cx->nplans; k++)
		if (!cx->plans[k].human && is_append_only(&cx->plans[k])) {
			lockless++;
			twin = cx->plans[k].twin ? cx->plans[k].twin : twin;
			every_twin &= cx->plans[k].twin != NULL;
		}
	for (size_t k = 0; k < cx->nplans; k++)
		if (!cx->plans[k].human && !is_annotation(&cx->plans[k]) &&
		    cx->plans[k].mode != FIX_GRACE)
			plan_accessors(&cx->plans[k], &acc);
	if (grace && !extend && !missing && !lockdep) {
		sb_printf(&sb, "Wait for RCU readers before freeing %s", grace == 1 ?
			  "an unlinked object" : "unlinked objects");
	} else if (lockdep && !extend && !missing && lockless == lockdep) {
		const char *what = lockless == 1 ? "an append-only RCU list" : "append-only RCU lists";

		if (every_twin)
			sb_printf(&sb, "Walk %s with %s()", what, twin);
		else
			sb_printf(&sb, "Walk %s as lockdep-RCU expects", what);
	} else if (lockdep && !extend && !missing) {
		sb_printf(&sb, "Tell lockdep which lock protects %s under the updaters' lock%s",
			  lockdep == 1 ? "an RCU access" : "RCU accesses", lockdep == 1 ? "" : "s");
	} else if (extend && !missing) {
		const char *unlock = NULL;

		for (size_t k = 0; k < cx->nplans && !unlock; k++)
			if (!cx->plans[k].human)
				unlock = flavor_unlock_name(cx->plans[k].flavor);
		sb_printf(&sb, "Fix uses of RCU-protected pointers after %s", unlock);
	} else if (acc.n == 1) {
		char *a = xstrndup(acc.v[0], strlen(acc.v[0]) - 2);

		sb_printf(&sb, "Fix various %s related invalid RCU assumptions", a);
		free(a);
	} else {
		sb_puts(&sb, "Fix invalid RCU assumptions");
	}
	sl_free(&acc);
	return sb_detach(&sb);
}

char *fix_cover_body(const struct fix_ctx *cx, const struct finding_list *fl)
{
	struct strbuf sb = STRBUF_INIT;
	struct strlist spin = STRLIST_INIT, irq = STRLIST_INIT, none = STRLIST_INIT,
		       contract = STRLIST_INIT, fns = STRLIST_INIT, late = STRLIST_INIT,
		       annot = STRLIST_INIT, append = STRLIST_INIT, freed = STRLIST_INIT,
		       sleepy = STRLIST_INIT;
	size_t fixed = 0, sites = 0, late_sites = 0, annot_sites = 0, append_sites = 0;
	size_t freed_sites = 0;
	const char *append_twin = NULL;

	for (size_t k = 0; k < cx->nplans; k++) {
		const struct fix_plan *pl = &cx->plans[k];
		struct strlist held = STRLIST_INIT;

		if (pl->human)
			continue;
		if (pl->mode == FIX_GRACE) {
			freed_sites += pl->nsites;
			sl_push_owned(&freed, str_printf("%s() on %s", pl->function,
							 pl->sites[0].var));
			continue;
		}
		if (pl->mode == FIX_LOCKDEP) {
			annot_sites += pl->nsites;
			sl_push_owned(&annot, str_printf("%s() under %s", pl->function, pl->lock_name));
			continue;
		}
		if (is_append_only(pl)) {
			append_sites += pl->nsites;
			append_twin = pl->twin ? pl->twin : append_twin;
			sl_push_owned(&append, str_printf("%s() on %s", pl->function,
							  lockless_list(&pl->sites[0])));
			continue;
		}
		if (pl->mode == FIX_EXTEND) {
			/* each dereference after the unlock is one site */
			late_sites += pl->nsites;
			sl_push_owned(&late, str_printf("%s()", pl->function));
			continue;
		}
		fixed++;
		sites += pl->nsites;
		plan_held(pl, &held);
		for (size_t i = 0; i < held.n; i++) {
			enum held_kind kind = plan_held_kind(pl, held.v[i]);
			struct strlist *into = kind == HK_IRQ ? &irq : &spin;

			if (kind == HK_SLEEP && !sl_contains(&sleepy, held.v[i]))
				sl_push(&sleepy, held.v[i]);
			if (kind != HK_SLEEP && !sl_contains(into, held.v[i]))
				sl_push(into, held.v[i]);
		}
		if (!held.n) {
			char *f = str_printf("%s()", pl->function);

			if (!sl_contains(&none, f))
				sl_push(&none, f);
			free(f);
		}
		for (size_t i = pl->via.n; i-- > 0;)
			if (strstr(pl->via_why.v[i], "documents")) {
				/* the helper the caller calls directly */
				sl_push_owned(&contract, str_printf("%s() from %s()", pl->via.v[i],
								   pl->function));
				break;
			}
		char *f = str_printf("%s()", pl->function);

		sl_push_owned(&fns, f);
		sl_free(&held);
	}
	sb_puts(&sb, "rcucheck audited the RCU accessors of this tree and found ");
	if (fixed) {
		sb_printf(&sb, "%zu access%s outside a read-side critical section of %s flavor, in %zu function%s: ",
			  sites, sites == 1 ? "" : "es", sites == 1 ? "its" : "their", fixed,
			  fixed == 1 ? "" : "s");
		list_words(&sb, &fns, "");
	}
	if (late.n) {
		sb_printf(&sb, "%s%zu dereference%s of an RCU-protected pointer after the read-side critical section it was loaded in ended, in %zu function%s: ",
			  fixed ? "; and " : "", late_sites, late_sites == 1 ? "" : "s", late.n,
			  late.n == 1 ? "" : "s");
		list_words(&sb, &late, "");
	}
	if (annot.n) {
		sb_printf(&sb, "%s%zu access%s under a lock that every updater of the object holds, which lockdep-RCU reports for want of a lockdep condition, in %zu function%s: ",
			  fixed || late.n ? "; and " : "", annot_sites, annot_sites == 1 ? "" : "es",
			  annot.n, annot.n == 1 ? "" : "s");
		list_words(&sb, &annot, "");
	}
	if (append.n) {
		sb_printf(&sb, "%s%zu walk%s of a list nothing is ever unlinked from, which lockdep-RCU reports for want of a reader, in %zu function%s: ",
			  fixed || late.n || annot.n ? "; and " : "", append_sites,
			  append_sites == 1 ? "" : "s", append.n, append.n == 1 ? "" : "s");
		list_words(&sb, &append, "");
	}
	if (freed.n) {
		sb_printf(&sb, "%s%zu free%s of an object right after it was taken out of the readers' view, with no grace period between, in %zu function%s: ",
			  fixed || late.n || annot.n || append.n ? "; and " : "", freed_sites,
			  freed_sites == 1 ? "" : "s", freed.n, freed.n == 1 ? "" : "s");
		list_words(&sb, &freed, "");
	}
	sb_puts(&sb, ".\n\nMost RCU users are correct, but these trip over invalid assumptions about the protection which is given by RCU:\n\n");
	if (spin.n) {
		sb_puts(&sb, "- spinlocked or rwlocked regions are equivalent to rcu_read_lock() (");
		list_words(&sb, &spin, "");
		sb_puts(&sb, "):\n\nThat's wrong. RCU does not guarantee that. It works only while the lock disables preemption and RCU is not preemptible: with CONFIG_PREEMPT_RCU=y a grace period can end while the lock is held, and with PREEMPT_RT spinlock_t and rwlock_t do not even disable preemption.\n\n");
	}
	if (irq.n) {
		sb_puts(&sb, "- interrupt or preemption disabled regions are equivalent to rcu_read_lock() (");
		list_words(&sb, &irq, "");
		sb_puts(&sb, "):\n\nWrong again. That they delay a grace period is an implementation detail, not an RCU guarantee, and lockdep-RCU does not accept it for rcu_dereference().\n\n");
	}
	if (sleepy.n) {
		sb_puts(&sb, "- a sleeping lock held around the access is equivalent to rcu_read_lock() (");
		list_words(&sb, &sleepy, "");
		sb_puts(&sb, "):\n\nIt is not. Holding a mutex or another sleeping lock keeps no grace period from ending.\n\n");
	}
	if (contract.n) {
		sb_puts(&sb, "- a helper that documents that its caller holds the RCU read lock is called without it: ");
		list_words(&sb, &contract, "");
		sb_puts(&sb, ".\n\nThe helper is right; its caller is fixed.\n\n");
	}
	if (none.n) {
		sb_puts(&sb, "- nothing at all is needed around the access (");
		list_words(&sb, &none, "");
		sb_puts(&sb, "):\n\nWith CONFIG_PREEMPT_RCU=y the reader can be preempted and the object freed under it.\n\n");
	}
	if (annot.n) {
		sb_puts(&sb, "- lockdep-RCU knows which lock protects an RCU access without being told (");
		list_words(&sb, &annot, "");
		sb_puts(&sb, "):\n\nIt does not. The access is safe, since the updaters cannot unlink or free the object while that lock is held, and needs no read-side critical section; but an accessor without a lockdep condition accepts only an RCU reader. Each patch names the lock in the accessor's lockdep condition (lockdep_is_held()), and its commit message names the updaters that hold it.\n\n");
	}
	if (append.n) {
		sb_puts(&sb, "- an RCU list is walked only under a reader or with a lockdep condition (");
		list_words(&sb, &append, "");
		sb_puts(&sb, "):\n\nA list whose entries are added but never deleted needs neither. ");
		if (append_twin)
			sb_printf(&sb, "The kernel has an iterator that says so, %s(), and the patches walk such lists with it; ",
				  append_twin);
		sb_puts(&sb, append_twin ? "an iterator without a lockless variant gets a reader, and what it finds may outlive the reader. " :
			"An iterator without a lockless variant gets a reader, and what it finds may outlive the reader. ");
		sb_puts(&sb, "Each commit message counts the update sites, none of which unlinks.\n\n");
	}
	if (freed.n) {
		sb_puts(&sb, "- an object is out of the readers' reach once it is unlinked (");
		list_words(&sb, &freed, "");
		sb_puts(&sb, "):\n\nIt is not. A reader that found it before the unlink may hold it until its read-side critical section ends: the object may be freed only after a grace period. Each patch waits for one with synchronize_rcu() between the unlink and the free, on the unlink's path.\n\n");
	}
	if (late.n) {
		sb_puts(&sb, "- a pointer loaded in a read-side critical section stays valid after the section ends (");
		list_words(&sb, &late, "");
		sb_puts(&sb, "):\n\nIt does not. Once the reader has ended, a grace period can end and the object be freed: the section must cover every use of the pointer, or a reference be taken inside it.\n\n");
	}
	if (fixed)
		sb_printf(&sb, "CONFIG_PROVE_RCU=y reports each %s as suspicious rcu_dereference_check() usage when its path runs. One patch per function that needs the read-side critical section; each puts the reader of the access's flavor around the smallest region that holds the access and every use of what it loaded, with every exit balanced.\n\n",
			  late.n ? "access outside a read-side critical section" : "of them");
	if (late.n)
		sb_printf(&sb, "Lockdep-RCU cannot see a pointer used after its section: the accessor itself ran inside it. %seach moves the section's unlock after the last use of the pointer (up to a call that takes its own reference), with every exit balanced.\n\n",
			  fixed ? "The patches for those keep the section they have: " : "One patch per function; ");
	bool head = false;

	for (size_t k = 0; k < cx->nplans; k++) {
		const struct fix_plan *pl = &cx->plans[k];

		if (!pl->human)
			continue;
		if (!head)
			sb_puts(&sb, "Not fixed here, they need a human:\n\n");
		head = true;
		/* "- " paragraphs: reflow() wraps them */
		sb_puts(&sb, "-");
		for (size_t i = 0; i < pl->nsites; i++)
			sb_printf(&sb, "%s %s:%d %s in %s()", i ? "," : "", pl->sites[i].file,
				  pl->sites[i].line, site_shown(&pl->sites[i]), pl->sites[i].access_fn);
		sb_printf(&sb, ": %s.\n\n", pl->human);
	}
	if (cx->skipped.n) {
		sb_puts(&sb, "Findings a read-side critical section does not fix, left out:\n\n");
		for (size_t i = 0; i < cx->skipped.n; i++)
			sb_printf(&sb, "- %s.\n\n", cx->skipped.v[i]);
	}
	if (cx->notes.n) {
		sb_puts(&sb, "Findings whose line had moved since the audit, re-located by their access:\n\n");
		for (size_t i = 0; i < cx->notes.n; i++)
			sb_printf(&sb, "- %s.\n\n", cx->notes.v[i]);
	}
	(void)fl;
	sl_free(&spin);
	sl_free(&irq);
	sl_free(&none);
	sl_free(&contract);
	sl_free(&fns);
	sl_free(&late);
	sl_free(&annot);
	sl_free(&append);
	sl_free(&freed);
	sl_free(&sleepy);
	return sb_reflowed(&sb);
}

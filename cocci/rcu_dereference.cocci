// SPDX-License-Identifier: GPL-2.0-only
/// Find RCU-protected pointer fetches that can run outside a read-side
/// critical section of their flavor: __task_cred(), rcu_dereference(),
/// rcu_dereference_check(p, c) unless c holds, rcu_dereference_bh*(),
/// rcu_dereference_sched*() and srcu_dereference*(p, ssp) without
/// srcu_read_lock() on the same srcu_struct.
///
/// A spinlock, an rwlock such as tasklist_lock, a mutex, preempt_disable()
/// or disabled interrupts is not an RCU read-side critical section for
/// rcu_dereference() (lockdep-RCU says "suspicious rcu_dereference_check()
/// usage"); the report names what was held instead. This was the lesson of
/// the 2009 "Fix various __task_cred related invalid RCU assumptions"
/// series. rcu_dereference_bh() needs rcu_read_lock_bh(), or softirqs or
/// interrupts disabled (spin_lock_bh(), spin_lock_irqsave(), ...);
/// rcu_dereference_sched() needs preemption disabled by any means
/// (rcu_read_lock_sched(), preempt_disable(), a spinlock, ...).
///
/// The condition of rcu_dereference_check() is read: lockdep_is_held(l)
/// (and lockdep_rtnl_is_held(), lockdep_sock_is_held(), mutex_is_locked(),
/// srcu_read_lock_held(), rcu_read_lock_*_held()) combined with "||",
/// "&&" and "!" holds when its lock is taken on every path to the access
/// and not released on the way.
///
/// Locally, a function whose caller holds the read lock looks the same as
/// a bug: run "rcucheck audit", which reads this rule's facts (virtual
/// rule rcucheck) and reports an access only when a caller chain reaches
/// it unprotected.
//
// Confidence: Moderate (report mode: callers are not seen)
// Copyright: (C) 2026 rcucheck authors.
// Comments: an access on a path that never takes the reader is reported,
//  even when other paths do. An access after an unlock is reported with
//  the unlock's line, unless a reader of its flavor taken before is still
//  held on every path: nested readers (rcu_read_lock() twice, then one
//  rcu_read_unlock()) and a spinlock around a preempt_disable() section
//  are understood; a reader nested on some paths only is taken as nested.
//  rcu_dereference_check() with a condition this rule cannot decide
//  (a constant, refcount_read(&x->r) == 0, ...) is not reported; in
//  rcucheck mode it is printed as a fact with the condition in COND, for
//  "rcucheck audit" to decide (it drops opaque ones). With a condition
//  naming a lock, report mode reports only when this function shows why
//  it fails: the lock was released on the way, is taken on some paths
//  only, or another lock is held instead. scoped_guard(rcu) needs the
//  macro file cocci/rcucheck.h on trees that have it (--macro-file).
// Options: --no-includes --include-headers
// Tokens: __task_cred rcu_dereference srcu_dereference

virtual context
virtual org
virtual report
virtual rcucheck

@initialize:python@
@@
# One record per access, filled by the rules below and printed last: as
# rcucheck facts (tab-separated, read by "rcucheck audit") or as a
# coccicheck report. The lock and condition helpers are the ones of
# rcu_list.cocci and rcu_dereference_protected.cocci (each rule file
# stands alone, as coccicheck wants).
import re
acc = {}
src = {}
inner = set()

RULE = "rcu-dereference"
FLAVOR = {"__task_cred": "rcu", "rcu_dereference": "rcu",
	  "rcu_dereference_check": "rcu", "rcu_dereference_bh": "bh",
	  "rcu_dereference_bh_check": "bh", "rcu_dereference_sched": "sched",
	  "rcu_dereference_sched_check": "sched", "srcu_dereference": "srcu",
	  "srcu_dereference_check": "srcu"}
# The argument that is the condition, for the _check forms.
CONDARG = {"rcu_dereference_check": 1, "rcu_dereference_bh_check": 1,
	   "rcu_dereference_sched_check": 1, "srcu_dereference_check": 2}
READERS = {"rcu_read_lock_held": "rcu", "rcu_read_lock_bh_held": "bh",
	   "rcu_read_lock_sched_held": "sched", "rcu_read_lock_any_held": "any"}
READER = {"rcu": "rcu_read_lock()", "bh": "rcu_read_lock_bh()",
	  "sched": "rcu_read_lock_sched()"}
# What makes each flavor's lockdep check true, as named in "held", besides
# the locks recorded in r["atomic"] (sched) and r["bhlock"] (bh).
PROT = {"rcu": ("rcu_read_lock()",),
	"bh": ("rcu_read_lock_bh()", "bh-disabled", "irqs-disabled"),
	"sched": ("rcu_read_lock_sched()", "rcu_read_lock_bh()",
		  "preempt-disabled", "irqs-disabled", "bh-disabled")}
# Locks whose holder cannot be preempted (on !PREEMPT_RT), and those that
# also disable softirqs or interrupts.
ATOMIC = re.compile(r"^(raw_)?spin_|^(read|write)_(try)?lock"
		    r"|^lock_task_sighand$|^bh_lock_sock|^local_irq_save$"
		    r"|^assert_(raw_)?spin_locked$")
BHLOCK = re.compile(r"^(raw_)?(spin|read|write)_(try)?lock_(bh|irq|irqsave)"
		    r"|^local_irq_save$")
NOARG = {"rcu_read_lock": "rcu_read_lock()",
	 "rcu_read_lock_bh": "rcu_read_lock_bh()",
	 "rcu_read_lock_sched": "rcu_read_lock_sched()",
	 "rcu_read_lock_sched_notrace": "rcu_read_lock_sched()",
	 "preempt_disable": "preempt-disabled",
	 "preempt_disable_notrace": "preempt-disabled",
	 "get_cpu": "preempt-disabled",
	 "local_irq_disable": "irqs-disabled",
	 "local_bh_disable": "bh-disabled",
	 "rtnl_lock": "&rtnl_mutex", "rtnl_trylock": "&rtnl_mutex",
	 "rtnl_lock_killable": "&rtnl_mutex", "ASSERT_RTNL": "&rtnl_mutex"}
PAIR = {"rcu_read_lock": "rcu_read_unlock",
	"rcu_read_lock_bh": "rcu_read_unlock_bh",
	"rcu_read_lock_sched": "rcu_read_unlock_sched",
	"rcu_read_lock_sched_notrace": "rcu_read_unlock_sched_notrace",
	"preempt_disable": "preempt_enable",
	"preempt_disable_notrace": "preempt_enable_notrace",
	"get_cpu": "put_cpu", "local_irq_disable": "local_irq_enable",
	"local_bh_disable": "local_bh_enable", "rtnl_lock": "rtnl_unlock",
	"rtnl_trylock": "rtnl_unlock", "rtnl_lock_killable": "rtnl_unlock",
	"ASSERT_RTNL": "rtnl_unlock"}
PAIR.update({v: k for k, v in list(PAIR.items()) if v != "rtnl_unlock"})

def tidy(t):
	"""Coccinelle's pretty-printing, back to kernel style."""
	t = re.sub(r"\s+", " ", str(t)).strip()
	t = re.sub(r" ?(->|\.) ?", r"\1", t)
	t = re.sub(r"([(\[]) ", r"\1", t)
	t = re.sub(r" ([)\],])", r"\1", t)
	t = re.sub(r"(?<=[\w)\]]) ([(\[])", r"\1", t)
	for _ in range(3):
		# unary operators: after "(", "[", the start or a binary operator
		t = re.sub(r"(^|[(\[]|(?:[,?:]|[-+*/%&|^=!<>]=?|&&|\|\||\breturn) )"
			   r"([&*!~-]) (?=[\w(&*!~-])", r"\1\2", t)
		t = re.sub(r"(?<=[*!~])([&*!~]) (?=[\w(])", r"\1", t)
		t = re.sub(r"(?<=&)([*!~]) (?=[\w(])", r"\1", t)
	# casts
	t = re.sub(r"(\((?:(?:const|volatile|struct|union|enum|unsigned|signed) )*"
		   r"\w+(?: ?\*)*\)) (?=[\w(&*])", r"\1", t)
	return re.sub(r",(?! )", ", ", t)

SIMPLE = r"[A-Za-z_]\w*(?:(?:->|\.)[A-Za-z_]\w*|\[[^][()]*\])*"

def norm(t):
	"""tidy(), without parentheses around a plain lvalue: &(x->l) is &x->l."""
	t = tidy(t)
	while True:
		u = re.sub(r"(?<![\w)\]])\((" + SIMPLE + r")\)", r"\1", t)
		if u == t:
			return t
		t = u

def wrap(t):
	return t if re.match("^" + SIMPLE + "$", t) else "(" + t + ")"

def canon(fn, key):
	"""What lock(key) or unlock(key) acquires or releases, named as held."""
	k = norm(key)
	if fn.endswith("lock_task_sighand"):
		return "&%s->sighand->siglock" % wrap(k)
	if fn.startswith("bh_lock_sock") or fn == "bh_unlock_sock":
		return "&%s->sk_lock.slock" % wrap(k)
	if fn.startswith(("lock_sock", "sockopt_")) or \
	   fn in ("release_sock", "unlock_sock_fast"):
		return "&%s->sk_lock" % wrap(k)
	if fn.startswith("srcu_read_"):
		return "srcu_read_lock(%s)" % k
	if fn in ("local_irq_save", "local_irq_restore"):
		return "irqs-disabled"
	return k

def token_at(p):
	"""The identifier that starts at position p (the iterator's name)."""
	if p.file not in src:
		src.clear()
		try:
			with open(p.file, "rb") as f:
				src[p.file] = f.read().split(b"\n")
		except OSError:
			src[p.file] = []
	lines, l = src[p.file], int(p.line) - 1
	if l < 0 or l >= len(lines):
		return ""
	m = re.match(rb"\w+", lines[l][int(p.column):])
	return m.group(0).decode() if m else ""

def key(p):
	return (p[0].file, p[0].line, p[0].column)

def rec(p):
	return acc.setdefault(key(p), {"p": p[0], "held": [], "unprot": None,
		"unheld": set(), "released": {}, "keys": {}, "atomic": set(),
		"bhlock": set()})

# -- lockdep conditions: "||", "&&", "!" over atoms, three-valued.
def split_top(s, op):
	parts, depth, last, i = [], 0, 0, 0
	while i < len(s):
		c = s[i]
		if c in "([":
			depth += 1
		elif c in ")]":
			depth -= 1
		elif depth == 0 and s.startswith(op, i):
			parts.append(s[last:i])
			last = i + len(op)
			i += len(op)
			continue
		i += 1
	parts.append(s[last:])
	return [x.strip() for x in parts]

def strip_parens(s):
	s = s.strip()
	while s.startswith("(") and s.endswith(")"):
		depth = 0
		for i, c in enumerate(s):
			depth += (c == "(") - (c == ")")
			if depth == 0:
				break
		if i != len(s) - 1:
			break
		s = s[1:-1].strip()
	return s

def call(s):
	"""(name, [args]) when s is exactly one call, else None."""
	m = re.match(r"^(\w+)\(", s)
	if not m or not s.endswith(")"):
		return None
	depth = 0
	for i in range(m.end() - 1, len(s)):
		depth += (s[i] == "(") - (s[i] == ")")
		if depth == 0 and i != len(s) - 1:
			return None
	inner = s[m.end():-1]
	return m.group(1), split_top(inner, ",") if inner.strip() else []

def parse_cond(s):
	"""A tree: ("or"|"and", [trees]), ("not", tree), ("lock", name),
	("const", bool), ("opaque", text), or ("alt", tree, tree): the
	second one also makes it true, but is not what the condition is
	about (bh_lock_sock() for lockdep_sock_is_held())."""
	s = strip_parens(s)
	for op, kind in (("||", "or"), ("&&", "and")):
		parts = split_top(s, op)
		if len(parts) > 1:
			return (kind, [parse_cond(x) for x in parts])
	if s.startswith("!") and not s.startswith("!="):
		return ("not", parse_cond(s[1:]))
	if s in ("1", "true"):
		return ("const", True)
	if s in ("0", "false"):
		return ("const", False)
	c = call(s)
	if not c:
		return ("opaque", s)
	fn, args = c
	if fn in ("lockdep_is_held", "lockdep_is_held_type") and args:
		# srcu_read_lock(ssp) acquires ssp->dep_map: lockdep_is_held(ssp)
		return ("alt", ("lock", norm(args[0])),
			("lock", canon("srcu_read_lock", args[0])))
	if fn == "mutex_is_locked" and args:
		return ("lock", norm(args[0]))
	if fn == "lockdep_rtnl_is_held":
		return ("lock", "&rtnl_mutex")
	if fn == "lockdep_tasklist_lock_is_held":
		return ("lock", "&tasklist_lock")
	if fn == "lockdep_sock_is_held" and args:
		return ("alt", ("lock", canon("lock_sock", args[0])),
			("lock", canon("bh_lock_sock", args[0])))
	if fn == "srcu_read_lock_held" and args:
		return ("lock", canon("srcu_read_lock", args[0]))
	if fn in READERS and not args:
		return ("reader", READERS[fn])
	return ("opaque", s)

def names_lock(t):
	if t[0] in ("or", "and"):
		return any(names_lock(x) for x in t[1])
	if t[0] in ("not", "alt"):
		return names_lock(t[1])
	return t[0] == "lock"

def srcu_of(t):
	if t[0] in ("or", "and"):
		for x in t[1]:
			s = srcu_of(x)
			if s:
				return s
	if t[0] == "alt":
		return srcu_of(t[1])
	if t[0] == "lock" and t[1].startswith("srcu_read_lock("):
		return t[1][len("srcu_read_lock("):-1]
	return None

def lock_state(r, name):
	"""None when name is held on every path to the access, else where
	the path without it starts: "entry" or the line of the release."""
	if name in r["released"]:
		return str(r["released"][name])
	if name not in [norm(h) for h in r["held"]] or name in r["unheld"]:
		return "entry"
	return None

def evaluate(t, r):
	"""(True|False|None, state): None is "cannot tell"."""
	if t[0] == "const":
		return t[1], "entry"
	if t[0] == "opaque":
		return None, "entry"
	if t[0] == "reader":
		# True when a reader of that flavor is held on every path; else
		# cannot tell (the caller may hold one: "rcucheck audit" knows).
		return (True if reader_held(r, t[1]) else None), "entry"
	if t[0] == "lock":
		st = lock_state(r, t[1])
		return st is None, st or "entry"
	if t[0] == "not":
		v, st = evaluate(t[1], r)
		return (None if v is None else not v), "entry"
	if t[0] == "alt":
		v, st = evaluate(t[1], r)
		if evaluate(t[2], r)[0] is True:
			return True, st
		return v, st
	vals = [evaluate(x, r) for x in t[1]]
	bad = [st for v, st in vals if v is False]
	st = "entry" if "entry" in bad or not bad else \
		str(min(int(x) for x in bad))
	if t[0] == "or":
		if any(v is True for v, _ in vals):
			return True, st
		if all(v is False for v, _ in vals):
			return False, st
		return None, st
	if any(v is False for v, _ in vals):
		return False, st
	if all(v is True for v, _ in vals):
		return True, st
	return None, st

def named(t):
	"""The locks a condition names, in order."""
	if not t:
		return []
	if t[0] in ("or", "and"):
		return list(dict.fromkeys(n for x in t[1] for n in named(x)))
	if t[0] in ("not", "alt"):
		return named(t[1])
	return [t[1]] if t[0] == "lock" else []

def evidence(r, tree, state, held):
	"""Whether this function, not its callers, misses the lock of the
	condition: it was released on the way, it is taken on some other
	path only, or another lock is held instead. Otherwise the lock is
	the contract of the callers, which only "rcucheck audit" can check."""
	return state != "entry" or bool(held) or \
		any(norm(h) in named(tree) for h in r["held"])


def protectors(r, fl):
	"""What, held on every path, makes an access of flavor fl legal."""
	if fl == "srcu":
		return {canon("srcu_read_lock", r["srcu"])}
	if fl == "any":
		return set(PROT["rcu"] + PROT["bh"] + PROT["sched"]) | r["atomic"]
	s = set(PROT[fl])
	if fl == "sched":
		s |= r["atomic"]
	elif fl == "bh":
		s |= r["bhlock"]
	return s

def names_reader(t):
	if t[0] in ("or", "and"):
		return any(names_reader(x) for x in t[1])
	if t[0] in ("not", "alt"):
		return names_reader(t[1])
	return t[0] == "reader"

def reader_held(r, fl):
	return any(lock_state(r, a) is None for a in protectors(r, fl))

def verdict(r):
	"""(fact?, report?, state, held) for one access."""
	fl = r["flavor"]
	tree = parse_cond(r["cond"]) if r.get("cond") else None
	if tree == ("const", False):
		tree = None
	skip = protectors(r, fl) | set(named(tree))
	held = ", ".join(h for h in dict.fromkeys(r["held"]) if norm(h) not in skip)
	if r.get("prot") or r["unprot"] is None:
		return False, False, None, held
	state = r["unprot"]
	# After an unlock, but inside a reader of the flavor taken before it.
	if state != "entry" and reader_held(r, fl):
		return False, False, None, held
	if not tree:
		return True, True, state, held
	v, st = evaluate(tree, r)
	if v is True and not names_lock(tree) and not names_reader(tree):
		# A constant: "rcucheck audit" drops it (as an opaque one).
		return True, False, "entry", held
	if v is True:
		return False, False, None, held
	# The report says where the lock of the condition was lost; the
	# fact says "entry" if a caller could still provide it.
	r["where"] = st if st != "entry" else state
	if st == "entry":
		state = "entry"
	return True, v is False and names_lock(tree) and \
		evidence(r, tree, st, held), state, held

def reader(r):
	if r["flavor"] == "srcu":
		return "srcu_read_lock(%s)" % r["srcu"]
	return READER[r["flavor"]]

def emit(p, mode):
	r = acc.get(key(p))
	if not r or "flavor" not in r or r.get("done"):
		return
	r["done"] = True
	fact, report, state, held = verdict(r)
	where = r.get("where", state)
	if mode == "rcucheck":
		if fact:
			print("\t".join(["rcucheck", "access", p[0].file, str(p[0].line),
				str(int(p[0].column) + 1), p[0].current_element, RULE,
				r["flavor"], r.get("srcu") or "-", r.get("cond") or "-",
				str(state), held or "-", r["text"]]))
		return
	if not report:
		return
	locks = named(parse_cond(r["cond"])) if r.get("cond") else []
	msg = "%s outside %s%s%s%s" % (r["text"], reader(r),
		" and without " + " or ".join(locks) if locks else "",
		" (after the unlock at line %s)" % where if where != "entry" else "",
		"; held instead: " + held if held else "")
	if mode == "org":
		coccilib.org.print_todo(p[0], msg)
	else:
		coccilib.report.print_report(p[0], msg)

def flagged(p):
	r = acc.get(key(p))
	return bool(r and "flavor" in r and verdict(r)[1])

def needs(p):
	"""Is what is held worth finding out for the access at p? Only when
	some path reaches it unprotected (the rules "un_*" ran before)."""
	r = acc.get(key(p))
	return bool(r) and r["unprot"] is not None and not r.get("prot")

def after(p, q):
	"""An unprotected path starts at the unlock q (not an inner one)."""
	if key(q) in inner:
		return
	r = rec(p)
	if r["unprot"] is None:
		r["unprot"] = q[0].line
	elif r["unprot"] != "entry":
		r["unprot"] = str(max(int(r["unprot"]), int(q[0].line)))

// ---------------------------------------------------------------------------
// The accesses: flavor, srcu_struct, condition and text.

@acc@
position p;
expression A;
expression list es;
@@
(
 A@p
&
 \(__task_cred(es)\|rcu_dereference(es)\|rcu_dereference_check(es)\|
   rcu_dereference_bh(es)\|rcu_dereference_bh_check(es)\|
   rcu_dereference_sched(es)\|rcu_dereference_sched_check(es)\|
   srcu_dereference(es)\|srcu_dereference_check(es)\)
)

@script:python@
p << acc.p;
es << acc.es;
@@
r = rec(p)
name = token_at(p[0])
args = [tidy(a) for a in es.elements]
r["text"] = "%s(%s)" % (name, ", ".join(args))
r["flavor"] = FLAVOR.get(name, "rcu")
if r["flavor"] == "srcu" and len(args) > 1:
	r["srcu"] = norm(args[1])
n = CONDARG.get(name)
if n is not None and len(args) > n:
	r["cond"] = ", ".join(args[n:])

@acc_srcu@
position p;
expression E, S;
@@
(
 srcu_dereference@p(E, S)
|
 srcu_dereference_check@p(E, S, ...)
)

// Readers paired by name: the counterpart of each is made from its name
// (PAIR). An unlock that ends an inner reader (the same reader taken
// twice) leaves the outer one held.
@noarg_on depends on acc@
identifier off = {rcu_read_lock, rcu_read_lock_bh, rcu_read_lock_sched,
	rcu_read_lock_sched_notrace, preempt_disable, preempt_disable_notrace,
	get_cpu, local_irq_disable, local_bh_disable, rtnl_lock, rtnl_trylock,
	rtnl_lock_killable, ASSERT_RTNL};
@@
off()

@script:python noarg_pair@
off << noarg_on.off;
on;
@@
coccinelle.on = cocci.make_ident(PAIR[off])

@nested exists@
identifier noarg_on.off, noarg_pair.on;
position q;
@@
off();
... when != on()
off();
... when != on()
on@q();

@script:python@
q << nested.q;
@@
inner.add(key(q))

// ---------------------------------------------------------------------------
// Unprotected: some path from the function's entry, or from an unlock,
// reaches the access without the flavor's reader.

@un_rcu exists@
position p;
symbol rcu;
@@
... when != rcu_read_lock()
    when != guard(rcu)()
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)

@un_rcu_after exists@
position p, q;
symbol rcu;
@@
rcu_read_unlock@q();
... when != rcu_read_lock()
    when != guard(rcu)()
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)

@in_scoped_rcu@
position p;
iterator name scoped_guard;
symbol rcu;
@@
scoped_guard(rcu) {
<+...
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
)
...+>
}

@script:python@
p << un_rcu.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_rcu_after.p;
q << un_rcu_after.q;
@@
after(p, q)

@script:python@
p << in_scoped_rcu.p;
@@
rec(p)["prot"] = True

// bh: rcu_read_lock_bh_held() is in_softirq() || irqs_disabled().
@un_bh exists@
position p;
expression L;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_bh_nested, spin_trylock_bh, spin_lock_irq, spin_lock_irqsave,
	spin_lock_irqsave_nested, spin_trylock_irq, spin_trylock_irqsave,
	raw_spin_lock_irq, raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested,
	raw_spin_trylock_irqsave, read_lock_irq, read_lock_irqsave,
	write_lock_irq, write_lock_irqsave, local_irq_save};
@@
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
)

@un_bh_after exists@
position p, q;
expression L;
identifier lk = {spin_lock_bh, read_lock_bh, write_lock_bh, raw_spin_lock_bh,
	spin_lock_bh_nested, spin_trylock_bh, spin_lock_irq, spin_lock_irqsave,
	spin_lock_irqsave_nested, spin_trylock_irq, spin_trylock_irqsave,
	raw_spin_lock_irq, raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested,
	raw_spin_trylock_irqsave, read_lock_irq, read_lock_irqsave,
	write_lock_irq, write_lock_irqsave, local_irq_save};
identifier ul = {rcu_read_unlock_bh, local_bh_enable, local_irq_enable,
	local_irq_restore, spin_unlock_bh, spin_unlock_irq,
	spin_unlock_irqrestore, raw_spin_unlock_bh, raw_spin_unlock_irq,
	raw_spin_unlock_irqrestore, read_unlock_bh, read_unlock_irq,
	read_unlock_irqrestore, write_unlock_bh, write_unlock_irq,
	write_unlock_irqrestore};
@@
ul@q(...);
... when != rcu_read_lock_bh()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
)

@script:python@
p << un_bh.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_bh_after.p;
q << un_bh_after.q;
@@
after(p, q)

// sched: anything that disables preemption (rcu_read_lock_sched_held()
// is !preemptible()): spinlocks and rwlocks included.
@un_sched exists@
position p;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
@@
... when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != rcu_read_lock_bh()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
)

@un_sched_after exists@
position p, q;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, lock_task_sighand,
	bh_lock_sock, bh_lock_sock_nested, local_irq_save};
identifier ul = {rcu_read_unlock_sched, rcu_read_unlock_sched_notrace,
	rcu_read_unlock_bh, preempt_enable, preempt_enable_notrace,
	preempt_enable_no_resched, put_cpu, local_irq_enable,
	local_irq_restore, local_bh_enable, spin_unlock, spin_unlock_irq,
	spin_unlock_bh, spin_unlock_irqrestore, raw_spin_unlock,
	raw_spin_unlock_irq, raw_spin_unlock_bh, raw_spin_unlock_irqrestore,
	read_unlock, read_unlock_irq, read_unlock_bh, read_unlock_irqrestore,
	write_unlock, write_unlock_irq, write_unlock_bh,
	write_unlock_irqrestore, unlock_task_sighand, bh_unlock_sock};
@@
ul@q(...);
... when != rcu_read_lock_sched()
    when != rcu_read_lock_sched_notrace()
    when != rcu_read_lock_bh()
    when != preempt_disable()
    when != preempt_disable_notrace()
    when != get_cpu()
    when != local_bh_disable()
    when != local_irq_disable()
    when != lk(L, ...)
    when any
(
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
)

@script:python@
p << un_sched.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_sched_after.p;
q << un_sched_after.q;
@@
after(p, q)

// srcu: srcu_read_lock() on the same srcu_struct.
@un_srcu exists@
position p;
expression acc_srcu.S;
symbol srcu;
@@
... when != srcu_read_lock(S)
    when != srcu_read_lock_nmisafe(S)
    when != guard(srcu)(S)
    when any
(
 srcu_dereference@p(..., S)
|
 srcu_dereference_check@p(..., S, ...)
)

@un_srcu_after exists@
position p, q;
expression acc_srcu.S;
symbol srcu;
@@
(
 srcu_read_unlock@q(S, ...);
|
 srcu_read_unlock_nmisafe@q(S, ...);
)
... when != srcu_read_lock(S)
    when != srcu_read_lock_nmisafe(S)
    when != guard(srcu)(S)
    when any
(
 srcu_dereference@p(..., S)
|
 srcu_dereference_check@p(..., S, ...)
)

@script:python@
p << un_srcu.p;
@@
rec(p)["unprot"] = "entry"

@script:python@
p << un_srcu_after.p;
q << un_srcu_after.q;
@@
after(p, q)

// ---------------------------------------------------------------------------
// Locks: which are held on some path to the access (held: what was held
// instead, and the locks of conditions), which of those are missing on
// another path from the entry (unheld), which were released on a path to
// it (released). A lock is held on every path when it is held and neither
// unheld nor released.

@held_lock depends on acc exists@
position p : script:python() { needs(p) };
position l;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_bh, raw_spin_unlock_irqrestore, read_unlock,
	read_unlock_irq, read_unlock_bh, read_unlock_irqrestore, write_unlock,
	write_unlock_irq, write_unlock_bh, write_unlock_irqrestore,
	mutex_unlock, up_read, up_write, srcu_read_unlock,
	srcu_read_unlock_nmisafe, unlock_task_sighand, release_sock,
	sockopt_release_sock, unlock_sock_fast, bh_unlock_sock, local_irq_restore};
@@
lk@l(L, ...)
... when != ul(L, ...)
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << held_lock.p;
l << held_lock.l;
L << held_lock.L;
@@
r = rec(p)
fn = token_at(l[0])
c = canon(fn, L)
r["held"].append(c)
r["keys"].setdefault(tidy(L), set()).add(c)
if ATOMIC.search(fn):
	r["atomic"].add(norm(c))
if BHLOCK.search(fn):
	r["bhlock"].add(norm(c))

@unheld_lock exists@
position held_lock.p, q;
expression held_lock.L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
@@
... when != lk(L, ...)
    when any
(
 __task_cred@p@q(...)
|
 rcu_dereference@p@q(...)
|
 rcu_dereference_check@p@q(...)
|
 rcu_dereference_bh@p@q(...)
|
 rcu_dereference_bh_check@p@q(...)
|
 rcu_dereference_sched@p@q(...)
|
 rcu_dereference_sched_check@p@q(...)
|
 srcu_dereference@p@q(...)
|
 srcu_dereference_check@p@q(...)
)

@script:python@
q << unheld_lock.q;
L << held_lock.L;
@@
r = rec(q)
for c in r["keys"].get(tidy(L), ()):
	r["unheld"].add(norm(c))

@released_lock depends on acc exists@
position p : script:python() { needs(p) };
position q;
expression L;
identifier lk = {spin_lock, spin_lock_irq, spin_lock_bh, spin_lock_nested,
	spin_lock_bh_nested, spin_lock_irqsave, spin_lock_irqsave_nested,
	spin_trylock, spin_trylock_irq, spin_trylock_bh, spin_trylock_irqsave,
	raw_spin_lock, raw_spin_lock_irq, raw_spin_lock_bh, raw_spin_lock_nested,
	raw_spin_lock_irqsave, raw_spin_lock_irqsave_nested, raw_spin_trylock,
	raw_spin_trylock_irqsave, read_lock, read_lock_irq, read_lock_bh,
	read_lock_irqsave, read_trylock, write_lock, write_lock_irq,
	write_lock_bh, write_lock_irqsave, write_trylock, mutex_lock,
	mutex_lock_nested, mutex_lock_interruptible,
	mutex_lock_interruptible_nested, mutex_lock_killable,
	mutex_lock_killable_nested, mutex_lock_io, mutex_trylock, down_read,
	down_read_nested, down_read_killable, down_read_interruptible,
	down_read_trylock, down_write, down_write_nested, down_write_killable,
	down_write_trylock, srcu_read_lock, srcu_read_lock_nmisafe,
	lock_task_sighand, lock_sock, lock_sock_nested, lock_sock_fast,
	sockopt_lock_sock, bh_lock_sock, bh_lock_sock_nested, local_irq_save,
	lockdep_assert_held, lockdep_assert_held_once, lockdep_assert_held_write,
	lockdep_assert_held_read, assert_spin_locked, assert_raw_spin_locked};
identifier ul = {spin_unlock, spin_unlock_irq, spin_unlock_bh,
	spin_unlock_irqrestore, raw_spin_unlock, raw_spin_unlock_irq,
	raw_spin_unlock_bh, raw_spin_unlock_irqrestore, read_unlock,
	read_unlock_irq, read_unlock_bh, read_unlock_irqrestore, write_unlock,
	write_unlock_irq, write_unlock_bh, write_unlock_irqrestore,
	mutex_unlock, up_read, up_write, srcu_read_unlock,
	srcu_read_unlock_nmisafe, unlock_task_sighand, release_sock,
	sockopt_release_sock, unlock_sock_fast, bh_unlock_sock, local_irq_restore};
@@
ul@q(L, ...)
... when != lk(L, ...)
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << released_lock.p;
q << released_lock.q;
L << released_lock.L;
@@
r = rec(p)
c = norm(canon(token_at(q[0]), L))
r["released"][c] = max(r["released"].get(c, 0), int(q[0].line))

// Readers and preemption states, paired by name.
@held_noarg exists@
identifier noarg_on.off, noarg_pair.on;
position p : script:python() { needs(p) };
position o;
@@
off@o()
... when != on()
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << held_noarg.p;
off << noarg_on.off;
@@
rec(p)["held"].append(NOARG[off])

@unheld_noarg exists@
identifier noarg_on.off;
position held_noarg.p, q;
@@
... when != off()
    when any
(
 __task_cred@p@q(...)
|
 rcu_dereference@p@q(...)
|
 rcu_dereference_check@p@q(...)
|
 rcu_dereference_bh@p@q(...)
|
 rcu_dereference_bh_check@p@q(...)
|
 rcu_dereference_sched@p@q(...)
|
 rcu_dereference_sched_check@p@q(...)
|
 srcu_dereference@p@q(...)
|
 srcu_dereference_check@p@q(...)
)

@script:python@
q << unheld_noarg.q;
off << noarg_on.off;
@@
rec(q)["unheld"].add(NOARG[off])

@noarg_off depends on acc@
identifier on = {rcu_read_unlock, rcu_read_unlock_bh, rcu_read_unlock_sched,
	rcu_read_unlock_sched_notrace, preempt_enable, preempt_enable_notrace,
	put_cpu, local_irq_enable, local_bh_enable, rtnl_unlock};
@@
on()

@script:python noarg_unpair@
on << noarg_off.on;
off;
@@
coccinelle.off = cocci.make_ident(PAIR.get(on, "rtnl_lock"))

@released_noarg exists@
identifier noarg_off.on, noarg_unpair.off;
position p : script:python() { needs(p) };
position q;
@@
on@q();
... when != off()
    when any
(
 __task_cred@p(...)
|
 rcu_dereference@p(...)
|
 rcu_dereference_check@p(...)
|
 rcu_dereference_bh@p(...)
|
 rcu_dereference_bh_check@p(...)
|
 rcu_dereference_sched@p(...)
|
 rcu_dereference_sched_check@p(...)
|
 srcu_dereference@p(...)
|
 srcu_dereference_check@p(...)
)

@script:python@
p << released_noarg.p;
q << released_noarg.q;
on << noarg_off.on;
@@
r = rec(p)
c = NOARG[PAIR.get(on, "rtnl_lock")]
if key(q) not in inner:
	r["released"][c] = max(r["released"].get(c, 0), int(q[0].line))

// ---------------------------------------------------------------------------
// Output, once per access.

@ctx depends on context@
position p : script:python() { flagged(p) };
@@
(
*__task_cred@p(...)
|
*rcu_dereference@p(...)
|
*rcu_dereference_check@p(...)
|
*rcu_dereference_bh@p(...)
|
*rcu_dereference_bh_check@p(...)
|
*rcu_dereference_sched@p(...)
|
*rcu_dereference_sched_check@p(...)
|
*srcu_dereference@p(...)
|
*srcu_dereference_check@p(...)
)

@script:python depends on rcucheck@
p << acc.p;
@@
emit(p, "rcucheck")

@script:python depends on report@
p << acc.p;
@@
emit(p, "report")

@script:python depends on org@
p << acc.p;
@@
emit(p, "org")

# SPDX-License-Identifier: GPL-2.0-only
"""What the RCU rules of this directory share: the names of readers,
locks and accessors, the records of accesses, the reading of lockdep
conditions and the printing of facts and reports.

A rule finds it beside itself:

	@initialize:python@
	@@
	import os, sys
	sys.dont_write_bytecode = True
	sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
	from rcucheck_model import *

cocci.cocci_file is the rule's path as spatch was given it (--sp-file,
or coccicheck's COCCI), relative to spatch's working directory, which it
keeps: so this works wherever spatch runs, rcucheck's way or the kernel's
"make coccicheck". No bytecode is left beside the rules. rcucheck runs
rcu_callsite.cocci from a filled-in copy elsewhere, into which it writes
this directory (see there). One spatch process runs one rule: the
records (acc) are this module's own.

The name tables come first, apart from the code. They are built from
the RCU model's data files, which the module finds from its own place
in the checkout (../checker/rcu/data), so they are what the C side
reads too.
"""
import os
import re

import coccilib.org
import coccilib.report

# ---------------------------------------------------------------------------
# Names: accessors, readers, lock states and locks, built from the RCU
# model's data (checker/rcu/data/ of this checkout, whose files document
# their columns), the one place rcucheck keeps them.

_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)),
		    os.pardir, "checker", "rcu", "data")

def _table(name):
	"""The rows of data file name: whitespace-separated columns, "#" a
	comment, a column in double quotes may hold blanks (rcu/data.c)."""
	rows = []
	with open(os.path.join(_DATA, name)) as f:
		for line in f:
			row = re.findall(r'"([^"]*)"|([^\s"#]+)|(#)', line)
			cols = []
			for quoted, word, hash_ in row:
				if hash_:
					break
				cols.append(quoted if word == "" else word)
			if cols:
				rows.append(cols)
	return rows

def _boundary_re(names):
	"""A name of names, or one of its variants (name_...)."""
	alts = "|".join(re.escape(n) for n in names)
	return re.compile(r"^(?:%s)(?:_|$)" % alts)

def _names():
	accessors = _table("accessors") + _table("more-accessors")
	readers = _table("readers")
	locks = _table("locks")
	first = lambda rows, role: {fl: n for n, fl, r, _ in reversed(rows)
				    if r == role}
	# The held states of the contexts, as facts and reports name them.
	ctx = {"bh": "bh-disabled", "preempt": "preempt-disabled",
	       "irq": "irqs-disabled"}
	calls = {n: n + "()" for n, _, r, _ in readers if r == "enter"}
	enter, exit_ = first(readers, "enter"), first(readers, "exit")
	g = globals()
	g["READERS_ENTERED"] = {n: fl for n, fl, r, _ in readers if r == "enter"}
	# The flavor of reader each rcu_dereference()-like accessor needs.
	g["FLAVOR"] = {n: fl for n, k, fl, _ in accessors
		       if k in ("deref", "check") and fl in enter}
	# The argument (0-based) that is the lockdep condition, for the
	# _check forms and for the list iterators that take one.
	g["CONDARG"] = {n: int(c) - 1 for n, k, _, c in accessors
			if k == "check" and c != "-"}
	g["ITERS"] = {n: int(c) - 1 for n, k, _, c in accessors
		      if k == "iterator" and c != "-"}
	# The end of each flavor's reader, named in use-after-unlock reports.
	g["UNLOCK"] = {fl: n + "()" for fl, n in exit_.items()}
	# Conditions that hold inside a reader of a flavor (srcu's takes its
	# srcu_struct: parse_cond() reads it as a lock).
	g["READERS"] = {n: fl for n, fl, r, _ in readers
			if r == "held" and fl != "srcu"}
	g["READER"] = {fl: n + "()" for fl, n in enter.items() if fl != "srcu"}
	# What makes each flavor's lockdep check true, as named in "held",
	# besides the locks recorded in r["atomic"] (sched) and r["bhlock"] (bh).
	g["PROT"] = {fl: tuple(calls.get(a) or ctx[a] for a in acc.split(","))
		     for fl, acc in _table("lockdep-accepts")}
	# What counts for rcu_read_lock_any_held() (and for the bh flavor), so
	# that it is not listed as "held instead" when it is held on another
	# path only. "any" is rcu, bh and sched, as in the data.
	g["ANY_OK"] = tuple(dict.fromkeys(a for f in ("rcu", "bh", "sched")
					  for a in PROT[f]))
	g["BH_OK"] = PROT["bh"]
	# Locks whose holder cannot be preempted (on !PREEMPT_RT), and those
	# that also disable softirqs or interrupts. lock_task_sighand() is no
	# bh lock here: the rules never counted it for rcu_dereference_bh().
	eff = [(n, k, set(e.split(","))) for n, k, e, _, _ in locks]
	g["ATOMIC"] = _boundary_re(n for n, k, e in eff if e & {"preempt", "irq"})
	g["BHLOCK"] = _boundary_re(n for n, k, e in eff
				   if e & {"bh", "irq"} and k != "sighand")
	# Readers, preemption and interrupt states and the global locks,
	# which no lock argument names: what each is held as. guard(rcu)()
	# is a reader too.
	noarg = {n: READER[fl] for n, fl, r, _ in readers
		 if r == "enter" and fl in READER}
	noarg.update({"guard": READER[fl] for n, fl, r, _ in readers
		      if r == "guard" and n == "rcu"})
	for n, k, e in eff:
		if k in ("bh", "preempt", "cpu", "irq") and len(e) == 1:
			noarg[n] = ctx[next(iter(e))]
	noarg.update({n: "&" + lock for n, lock in _table("global-locks")})
	g["NOARG"] = noarg
	# Each of those and its end, both ways (the first start of an end).
	release = {}
	for a, r, _ in _table("lock-pairs"):
		release.setdefault(a, r)
	for n in noarg:
		if "lock" in n:
			release.setdefault(n, n.replace("lock", "unlock", 1))
	pair = {n: release[n] for n in noarg if n in release}
	for a, r in list(pair.items()):
		pair.setdefault(r, a)
	g["PAIR"] = pair
	# Calls with an argument that begin a reader and return in it
	# (rhashtable_walk_start()), and their ends, per flavor.
	# The tree's own (a function that returns in the reader it began:
	# 6.12's find_alloc_undo()), rows of the same columns in the file
	# $RCUCHECK_READER_CALLS that "rcucheck audit" learns from the tree.
	rc = _table("reader-calls")
	learned = os.environ.get("RCUCHECK_READER_CALLS")
	if learned and os.path.isfile(learned):
		with open(learned) as f:
			rc += [l.split() for l in f if len(l.split()) == 3]
	g["ARG_READERS"] = {fl: {n for n, _, f in rc if f == fl and n != "-"} for _, _, fl in rc}
	g["ARG_READER_EXITS"] = {fl: {x for _, x, f in rc if f == fl} for _, _, fl in rc}
	# The tree's functions that end their caller's reader on every path
	# (rows "-  NAME  FLAVOR": 6.1 ipc/msg.c freeque(), __releases(RCU)
	# over a body that unlocks more than it locks): a call of one ends
	# the reader for every rule that asks whether it is held.
	g["RELEASERS"] = {fl: {x for n, x, f in rc if f == fl and n == "-"} for _, _, fl in rc}
	# The tree's functions that release a lock their caller took (rows
	# "lock  NAME  ARG  LOCK" of the same file: 6.1 xfs_iget_recycle(),
	# __releases(&ip->i_flags_lock), LOCK "&$->i_flags_lock" over its
	# argument ARG, 0-based, or "-" for a lock named without one).
	lr = {}
	if learned and os.path.isfile(learned):
		with open(learned) as f:
			for l in f:
				w = l.split()
				if len(w) == 4 and w[0] == "lock":
					lr.setdefault(w[1], []).append((w[2], w[3]))
	g["LOCK_RELEASERS"] = lr

def releases_reader(name, enter):
	"""Does a call of name end the reader that enter (rcu_read_lock) began?"""
	fl = READERS_ENTERED.get(str(enter))
	return bool(fl) and str(name) in RELEASERS.get(fl, ())

def lock_releaser(name):
	"""Does a call of name release a lock its caller took?"""
	return str(name) in LOCK_RELEASERS

def released_lock(name, args):
	"""The locks a call of name with args (as written) releases, tidied."""
	out = []
	for arg, lock in LOCK_RELEASERS.get(str(name), ()):
		if arg == "-":
			out.append(lock)
			continue
		a = tidy(args_nth(str(args), int(arg) + 1))
		if a.startswith("&") and "$->" in lock:
			out.append(lock.replace("$->", a[1:] + ".", 1))
		else:
			out.append(lock.replace("$", a if re.match(r"^[\w.>-]+$", a) else "(%s)" % a, 1))
	return out

def reader_end(name):
	"""The unlock a call of name is: rcu_read_unlock for a releaser."""
	return "rcu_read_unlock" if str(name) in RELEASERS.get("rcu", ()) else str(name)

def reader_unlock(name):
	"""Does a call of name end a reader (an unlock, or a releaser)?"""
	return reader_end(name) in ("rcu_read_unlock", "rcu_read_unlock_bh",
				    "rcu_read_unlock_sched", "srcu_read_unlock")

_names()

# ---------------------------------------------------------------------------
# Escapes that are none (rcu_pointer_lifetime.cocci): calls that take a
# reference on what they are passed, by name ("reference-getters"), and
# the fields a consumer keeps alive once their object is handed to it
# ("store-handoffs").

_GETTERS = _table("reference-getters")
HANDOFFS = {}
for _f, _c in _table("store-handoffs"):
	HANDOFFS.setdefault(_f, set()).add(_c)

def takes_reference(name):
	"""Is a call of name one that takes a reference (by its name)?"""
	name = str(name)
	return any(name.endswith(t) if w == "suffix" else name.startswith(t)
		   for w, t in _GETTERS)

def hands_off(field, consumer):
	"""Does consumer keep what field (None: some field) of its argument
	points to?"""
	if field is None:
		return any(str(consumer) in c for c in HANDOFFS.values())
	return str(consumer) in HANDOFFS.get(str(field), ())

# ---------------------------------------------------------------------------
# Text: Coccinelle's expressions in kernel style, and lock names.

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

# ---------------------------------------------------------------------------
# Records: one per access, filled by the rules' matches and printed last.

acc = {}
src = {}

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

def _define_at(p):
	"""The name of the #define whose body holds the position p, or None."""
	token_at(p)
	lines, l = src.get(p.file, []), int(p.line) - 1
	if l < 0 or l >= len(lines):
		return None
	while l > 0 and lines[l - 1].rstrip().endswith(b"\\"):
		l -= 1
	m = re.match(rb"\s*#\s*define\s+(\w+)", lines[l])
	return m.group(1).decode() if m else None

def in_define(p):
	"""Is the position p inside a #define's body? Its accesses are those
	of its uses, wherever spatch puts them: in "something_else" (its name
	for code outside any function), or, for a .c file's macro it expanded
	to parse a function, in that function (macro_site() finds the use)."""
	return _define_at(p) is not None

def macro_site(p):
	"""For an access in the body of a #define that spatch expanded in the
	function of p: the first use of that macro in the function, as
	(line, column, text of the use, name), or None."""
	name = _define_at(p)
	if not name or p.current_element == "something_else":
		return None
	lines = src.get(p.file, [])
	end = min(int(p.current_element_line_end), len(lines))
	start = end - 1
	while start > 0 and not lines[start - 1].startswith(b"}"):
		start -= 1
	use = re.compile(rb"\b%s\s*\(" % name.encode())
	for l in range(start, end):
		if re.match(rb"\s*#\s*define\b", lines[l]) or \
		   (l and lines[l - 1].rstrip().endswith(b"\\")):
			continue
		m = use.search(lines[l])
		if not m:
			continue
		t = b" ".join([lines[l][m.start():].strip()] + [x.strip() for x in lines[l + 1:l + 4]])
		depth, i = 0, t.index(b"(")
		for j in range(i, len(t)):
			depth += {40: 1, 41: -1}.get(t[j], 0)
			if depth == 0:
				return (l + 1, m.start(), tidy(t[:j + 1].decode(errors="replace")), name)
		return None
	return None

def key(p):
	# The function too: a #define's body, expanded in two functions, is
	# two accesses at one position.
	return (p[0].file, p[0].line, p[0].column, p[0].current_element)

def rec(p):
	return acc.setdefault(key(p), {"p": p[0], "held": [], "unprot": None,
		"unheld": set(), "released": {}, "keys": {}, "atomic": set(),
		"bhlock": set()})

# The tree's read-side wrappers ("#define NAME() PRIMITIVE()" rows of
# the file $RCUCHECK_READERS, which "rcucheck audit" learns from the
# tree's headers and has spatch expand). A primitive that came out of
# one is placed by spatch in the macro file, not at the call.

def _wrappers():
	out = {}
	learned = os.environ.get("RCUCHECK_READERS")
	if learned and os.path.isfile(learned):
		with open(learned) as f:
			for line in f:
				m = re.match(r"#define\s+(\w+)\([^)]*\)\s+(\w+)\(", line)
				if m:
					out.setdefault(m.group(2), []).append(m.group(1))
	return out

WRAPPERS = _wrappers()

# The tree's accessor macros ("NAME FILE ACCESSOR KIND FLAVOR PARAMS COND
# VIA" rows of the file $RCUCHECK_MACROS, which "rcucheck audit" computes
# from the tree's index: checker/index/macros.h). MACROS names them by
# the rule alternatives that take them: "rcu", "bh", "sched" (over an
# rcu_dereference() of that flavor), "deref" (any of those), "list" (over
# a list iterator or entry), "protected" and "rtnl" (those of them whose
# condition is lockdep_rtnl_is_held()). A .c file's macro is that
# file's alone (macro_use()). Without the file (plain coccicheck), none.

def _macros():
	rows, sets = {}, {k: set() for k in ("rcu", "bh", "sched", "deref",
					       "list", "protected", "rtnl")}
	path = os.environ.get("RCUCHECK_MACROS")
	if not path or not os.path.isfile(path):
		return rows, sets
	with open(path) as f:
		for line in f:
			c = line.rstrip("\n").split("\t")
			if len(c) != 8:
				continue
			name, _, acc_, kind, fl = c[:5]
			rows.setdefault(name, []).append(c)
			if kind in ("deref", "check") and fl in ("rcu", "bh", "sched"):
				sets[fl].add(name)
				sets["deref"].add(name)
			elif kind in ("iterator", "entry") and fl == "rcu":
				sets["list"].add(name)
			elif kind == "protected":
				sets["protected"].add(name)
				if "lockdep_rtnl_is_held()" in c[6]:
					sets["rtnl"].add(name)
	return rows, sets

MACRO_ROWS, MACROS = _macros()

def _substitute(t, params, args):
	"""t with each parameter of the macro replaced by its argument."""
	sub = dict(zip(params, args))
	return re.sub(r"\b[A-Za-z_]\w*\b", lambda m: sub.get(m.group(0), m.group(0)), t)

def macro_use(p, name, args):
	"""The accessor macro name used at p with args: its accessor, its
	condition over args (or None) and what the finding says of it
	("list_entry_rcu via next_task via for_each_process"); None when name
	is no accessor macro there (a .c file's macro used in another file)."""
	rows = MACRO_ROWS.get(name, ())
	own = [c for c in rows if c[1] == p.file or p.file.endswith("/" + c[1])]
	hdr = [c for c in rows if c[1].endswith(".h")]
	if not (own or hdr):
		return None
	_, _, accessor, _, _, params, cond, via = (own or hdr)[0]
	params = [] if params == "-" else params.split(",")
	chain = ([] if via == "-" else via.split(",")) + [name]
	return {"accessor": accessor,
		"cond": None if cond == "-" else _substitute(cond, params, args),
		"via": "%s via %s" % (accessor, " via ".join(chain))}

def wrapper_at(q, p):
	"""The primitive at q as the file of p calls it: (its name, its line)
	when it is there, or, when it came out of a wrapper, the last call of
	a wrapper of it before p (the wrapper's name, that call's line)."""
	if q[0].file == p[0].file:
		return token_at(q[0]), q[0].line
	names = WRAPPERS.get(token_at(q[0]))
	if names:
		call = re.compile(rb"\b(%s)\s*\(" % "|".join(names).encode())
		token_at(p[0])
		lines = src.get(p[0].file, [])
		for l in range(min(int(p[0].line), len(lines)) - 1, -1, -1):
			m = call.search(lines[l])
			if m:
				return m.group(1).decode(), str(l + 1)
	return token_at(q[0]), q[0].line

def line_of(q, p):
	"""The line of the primitive at q (an unlock) in the file of p: its
	own, or, when it came out of a wrapper, that of the last call of a
	wrapper of it before p."""
	return wrapper_at(q, p)[1]

def note_held(p, l, L):
	"""A lock taken at l on L is held on some path to the access at p."""
	r = rec(p)
	fn = token_at(l[0])
	c = canon(fn, L)
	r["held"].append(c)
	r["keys"].setdefault(tidy(L), set()).add(c)
	if ATOMIC.search(fn):
		r["atomic"].add(norm(c))
	if BHLOCK.search(fn):
		r["bhlock"].add(norm(c))

def note_unheld(q, L):
	"""Some path reaches the access at q without taking L."""
	r = rec(q)
	for c in r["keys"].get(tidy(L), ()):
		r["unheld"].add(norm(c))

def note_released(p, q, L):
	"""L, released at q, is not taken again on a path to p."""
	r = rec(p)
	c = norm(canon(token_at(q[0]), L))
	r["released"][c] = max(r["released"].get(c, 0), int(line_of(q, p)))

# ---------------------------------------------------------------------------
# Lockdep conditions: "||", "&&", "!" over atoms, three-valued.

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

def parse_cond(s, readers=False):
	"""A tree: ("or"|"and", [trees]), ("not", tree), ("lock", name),
	("const", bool), ("opaque", text), or ("alt", tree, tree): the
	second one also makes it true, but is not what the condition is
	about (bh_lock_sock() for lockdep_sock_is_held()). With readers,
	rcu_read_lock_held() and the like are ("reader", flavor), else
	opaque."""
	s = strip_parens(s)
	for op, kind in (("||", "or"), ("&&", "and")):
		parts = split_top(s, op)
		if len(parts) > 1:
			return (kind, [parse_cond(x, readers) for x in parts])
	if s.startswith("!") and not s.startswith("!="):
		return ("not", parse_cond(s[1:], readers))
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
	if readers and fn in READERS and not args:
		return ("reader", READERS[fn])
	return ("opaque", s)

def names(t, kind):
	"""Whether the condition has a "lock" or a "reader" atom (for "alt",
	in what it is about)."""
	if t[0] in ("or", "and"):
		return any(names(x, kind) for x in t[1])
	if t[0] in ("not", "alt"):
		return names(t[1], kind)
	return t[0] == kind

def names_lock(t):
	return names(t, "lock")

def names_reader(t):
	return names(t, "reader")

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

def evaluate(t, r, reader_held=None):
	"""(True|False|None, state): None is "cannot tell". reader_held(r,
	flavor) tells a "reader" atom (parse_cond() with readers)."""
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
		v, st = evaluate(t[1], r, reader_held)
		return (None if v is None else not v), "entry"
	if t[0] == "alt":
		v, st = evaluate(t[1], r, reader_held)
		if evaluate(t[2], r, reader_held)[0] is True:
			return True, st
		return v, st
	vals = [evaluate(x, r, reader_held) for x in t[1]]
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

# ---------------------------------------------------------------------------
# Guards (linux/cleanup.h): guard(CLASS)(ARGS) and CLASS(CLASS, var)(ARGS)
# hold from their statement to the end of the block, scoped_guard(CLASS,
# ARGS), scoped_cond_guard(CLASS, FAIL, ARGS) and scoped_class(CLASS, var,
# ARGS) for the statement they govern. The rules' paths do
# not know scopes, so the guards around an access are read from its file.
# What a class does comes from the tree when "rcucheck audit" learned it
# (the file $RCUCHECK_GUARDS: "CLASS EFFECTS HELD" rows), else from the model.

def _guard_rows():
	"""[(class, prefix?, effects, bh-suffix?)], the tree's first."""
	rows = []
	for cls, eff, _ in _learned_guards():
		rows.append((cls, False, eff, False))
	rows += [(n, m == "prefix", {fl}, False)
		 for n, fl, r, m in _table("readers") if r == "guard"]
	rows += [(n, m == "prefix", set(e.split(",")), b == "yes")
		 for n, m, e, b in _table("lock-guards")]
	return rows

def _learned_guards():
	"""[(class, effects, held)] of $RCUCHECK_GUARDS: "CLASS EFFECTS
	[HELD]" rows, HELD what the guard holds written over its first
	argument "@" ("&@->mutex"; "-" nothing of it; absent: "@")."""
	rows = []
	learned = os.environ.get("RCUCHECK_GUARDS")
	if learned and os.path.isfile(learned):
		with open(learned) as f:
			for line in f:
				c = line.split()
				if len(c) in (2, 3) and not c[0].startswith("#"):
					rows.append((c[0], set(c[1].split(",")) - {"-"},
						     c[2] if len(c) == 3 else "@"))
	return rows

GUARD_ROWS = _guard_rows()
# What each class the tree defines holds, over its argument "@".
GUARD_HELD = {cls: held for cls, _, held in reversed(_learned_guards())}

def guard_lock(cls, arg):
	"""What a guard of class cls on argument arg holds, as a lock is
	named when held: the argument itself, unless the tree's definition
	says the lock is a part of it (DEFINE_GUARD(mvm, struct iwl_mvm *,
	mutex_lock(&_T->mutex), ...): guard(mvm)(m) holds &m->mutex); None
	when it holds nothing of the argument."""
	tmpl = GUARD_HELD.get(cls, "@")
	a = norm(arg)
	if tmpl == "-":
		return None
	if tmpl == "@":
		return a
	if a.startswith("&") and "@->" in tmpl:
		return norm(tmpl.replace("@->", wrap(a[1:]) + ".", 1))
	if a.startswith("&") and tmpl.startswith("*@"):
		return norm(tmpl.replace("*@", a[1:], 1))
	return norm(tmpl.replace("@", wrap(a), 1))

def guard_effects(cls):
	"""What holding a guard of class cls does: rcu, srcu, bh, preempt,
	irq, sleeps (the first row that matches)."""
	for n, prefix, eff, bh in GUARD_ROWS:
		if cls == n or (prefix and cls.startswith(n)):
			return eff | ({"bh"} if bh and cls.endswith("_bh") else set())
	return set()

_GUARD = re.compile(r"\b(guard|scoped_guard|scoped_cond_guard|CLASS|scoped_class)"
		    r"\s*\(\s*(\w+)\s*")

def _class_guard(kind, cls):
	"""CLASS(C, var)(args) and scoped_class(C, var, args) are guards when
	the tree defines C over a lock (most classes are not: fd, cred)."""
	return kind not in ("CLASS", "scoped_class") or cls in GUARD_HELD
_blank = {}

def _code(path):
	"""The text of path with comments, strings and characters blanked
	(offsets kept), and the offset of each line."""
	if path not in _blank:
		_blank.clear()
		try:
			with open(path, errors="replace") as f:
				t = f.read()
		except OSError:
			t = ""
		t = re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
			   lambda m: re.sub(r"[^\n]", " ", m.group(0)), t, flags=re.S)
		starts = [0] + [m.end() for m in re.finditer(r"\n", t)]
		_blank[path] = (t, starts)
	return _blank[path]

def _close(t, i, opening, closing):
	"""The offset of what closes the bracket at t[i] (len(t) if none)."""
	depth = 0
	for j in range(i, len(t)):
		if t[j] == opening:
			depth += 1
		elif t[j] == closing:
			depth -= 1
			if depth == 0:
				return j
	return len(t)

def _block_end(t, i):
	"""The end of the block that holds offset i."""
	depth = 0
	for j in range(i, len(t)):
		if t[j] == "{":
			depth += 1
		elif t[j] == "}":
			if depth == 0:
				return j
			depth -= 1
	return len(t)

def _statement_end(t, i):
	"""The end of the statement that starts at or after offset i."""
	m = re.compile(r"\s*").match(t, i)
	j = m.end()
	if j < len(t) and t[j] == "{":
		return _close(t, j, "{", "}")
	depth = 0
	for k in range(j, len(t)):
		if t[k] in "({[":
			depth += 1
		elif t[k] in ")}]":
			depth -= 1
		elif t[k] == ";" and depth <= 0:
			return k
	return len(t)

_scoped = {}

def _in_define(t, i):
	"""Is offset i of t on a line of a #define, or a continuation of one?"""
	l = t.rfind("\n", 0, i) + 1
	while l >= 2 and t[l - 2] == "\\":
		l = t.rfind("\n", 0, l - 1) + 1
	return re.match(r"[ \t]*#[ \t]*define(?!\w)", t[l:l + 80]) is not None

def _guard_scopes(path):
	"""[(start, end, class, [args])] of every guard in path: the offsets
	its scope covers. Worked out once per file, not once per access."""
	if path not in _scoped:
		_scoped.clear()
		t, _ = _code(path)
		out = []
		for m in _GUARD.finditer(t):
			kind, cls = m.group(1), m.group(2)
			# A #define's guard holds where the macro is used, not
			# from the #define to the end of the file.
			if not _class_guard(kind, cls) or _in_define(t, m.start()):
				continue
			open_ = t.rfind("(", m.start(), m.end())
			close = _close(t, open_, "(", ")")
			args = split_top(t[m.end():close].lstrip(","), ",")
			if kind in ("guard", "CLASS"):
				m2 = re.compile(r"\s*\(").match(t, close + 1)
				if not m2:
					continue
				close2 = _close(t, m2.end() - 1, "(", ")")
				args = split_top(t[m2.end():close2], ",")
				start, end = close2, _block_end(t, close2)
			else:
				if kind in ("scoped_cond_guard", "scoped_class"):
					args = args[1:]	# the fail statement, the variable
				start, end = close, _statement_end(t, close + 1)
			out.append((start, end, cls, [a for a in args if a]))
		_scoped[path] = out
	return _scoped[path]

def guards_at(p):
	"""[(class, [args])] of the guards whose scope holds position p."""
	t, starts = _code(p.file)
	line = int(p.line) - 1
	if line < 0 or line >= len(starts):
		return []
	at = starts[line] + int(p.column)
	return [(cls, args) for start, end, cls, args in _guard_scopes(p.file)
		if start < at <= end]

def guard_held(p):
	"""[(held, effects, srcu, lock?)] of the guards around position p:
	what each is held as (its lock, the first argument, or the reader
	or context it enters), what its class does, the srcu_struct of an
	srcu guard, and whether it holds a lock."""
	out = []
	for cls, args in guards_at(p):
		eff = guard_effects(cls)
		srcu = norm(args[0]) if "srcu" in eff and args else None
		if "rcu" in eff:
			held = READER["rcu"]
		elif srcu:
			held = canon("srcu_read_lock", args[0])
		elif args and guard_lock(cls, args[0]):
			held = guard_lock(cls, args[0])
		else:
			ctx = [c for e, c in (("irq", "irqs-disabled"),
				("bh", "bh-disabled"), ("preempt", "preempt-disabled"))
			       if e in eff]
			held = ctx[0] if ctx else None
		out.append((held, eff, srcu, bool(args) and not srcu and
			    held == guard_lock(cls, args[0])))
	return out

def guard_flavors(guards, srcu=None):
	"""The read sides the guards enter: rcu, bh (bottom halves or irqs
	off), sched (preemption, irqs or bottom halves off), srcu on srcu."""
	fls = set()
	for _, eff, s, _ in guards:
		if "rcu" in eff:
			fls.add("rcu")
		if eff & {"bh", "irq"}:
			fls.add("bh")
		if eff & {"preempt", "irq", "bh"}:
			fls.add("sched")
		if s and s == srcu:
			fls.add("srcu")
	return fls

def note_guards(r):
	"""The guards around the access of r, once: each holds its lock (the
	first argument) on every path, as lock(L) ... unlock(L) around it
	would, and counts for the flavors it enters."""
	if "guards" in r:
		return
	r["guards"] = guard_held(r["p"])
	for held, eff, _, lock in r["guards"]:
		if not held:
			continue
		r["held"].append(held)
		r["keys"].setdefault(held, set()).add(held)
		r["unheld"].discard(held)
		r["released"].pop(held, None)
		if lock and eff & {"preempt", "irq"}:
			r["atomic"].add(held)
		if lock and eff & {"bh", "irq"}:
			r["bhlock"].add(held)
	fl = r.get("flavor")
	want = {"any": {"rcu", "bh", "sched"}}.get(fl, {fl})
	if want & guard_flavors(r["guards"], r.get("srcu")):
		r["prot"] = True

# ---------------------------------------------------------------------------
# Verdicts and output, once per access.

def condition_verdict(r):
	"""(fact?, report?, state, held) for one access whose condition is
	the lockdep one of rcu_list.cocci and rcu_dereference_protected.cocci:
	rcu_read_lock_any_held() (any), the bh reader (bh), or its lockdep
	condition alone (srcu, protected)."""
	fl = r["flavor"]
	tree = parse_cond(r["cond"]) if r.get("cond") else None
	skip = set(named(tree))
	if fl == "any":
		skip.update(ANY_OK)
	elif fl == "bh":
		skip.update(BH_OK)
	held = ", ".join(h for h in dict.fromkeys(r["held"]) if norm(h) not in skip)
	if fl in ("any", "bh"):
		if r.get("prot") or r["unprot"] is None:
			return False, False, None, held
		state = r["unprot"]
		# After an unlock, but inside a reader or a spinlock taken
		# before it (an unlock in the body of the loop, for the next turn).
		if state != "entry" and fl == "any" and any(lock_state(r, a) is None
				for a in r["atomic"] | set(ANY_OK)):
			return False, False, None, held
		if not tree:
			return True, True, state, held
		v, st = evaluate(tree, r)
		if v is True:
			return False, False, None, held
		# The report says where the lock of the condition was lost;
		# the fact says "entry" if a caller could still provide it.
		r["where"] = st if st != "entry" else state
		if st == "entry":
			state = "entry"
		return True, v is False and names_lock(tree) and \
			evidence(r, tree, st, held), state, held
	# srcu and protected: the condition alone. One that names no lock
	# (a constant, or opaque) is left to "rcucheck audit".
	if not tree or not names_lock(tree):
		return True, False, "entry", held
	v, st = evaluate(tree, r)
	if v is True:
		return False, False, None, held
	# A report needs local evidence (see evidence()).
	return True, v is False and evidence(r, tree, st, held), st, held

_rule = {"name": None, "verdict": condition_verdict, "message": None}

def declare_rule(name, verdict, message):
	"""What emit() and flagged() use: the rule's name in facts, its
	verdict(r) and the message(r) that begins its reports."""
	_rule.update(name=name, verdict=verdict, message=message)

def emit(p, mode):
	"""The access at p as an rcucheck fact, or as a report (org, report):
	the rule's message, where the protection was lost, what was held
	instead."""
	r = acc.get(key(p))
	if not r or "flavor" not in r or r.get("done"):
		return
	r["done"] = True
	# Code outside a function (a #define's body): its macro's uses are
	# the accesses (macro_use()), not the body.
	line, col = p[0].line, int(p[0].column)
	if in_define(p[0]):
		site = macro_site(p[0])
		if not site:
			return
		line, col, r["text"], name = site
		r["via"] = "%s via %s" % (token_at(p[0]), name)
	note_guards(r)
	fact, report, state, held = _rule["verdict"](r)
	where = r.get("where", state)
	if mode == "rcucheck":
		if fact:
			print("\t".join(["rcucheck", "access", p[0].file, str(line),
				str(col + 1), p[0].current_element,
				_rule["name"], r["flavor"], r.get("srcu") or "-",
				r.get("cond") or "-", str(state), held or "-",
				r["text"]] + ([r["via"]] if r.get("via") else [])))
		return
	if not report:
		return
	msg = "%s%s%s%s" % (_rule["message"](r),
		" (%s)" % r["via"] if r.get("via") else "",
		" (after the unlock at line %s)" % where if where != "entry" else "",
		"; held instead: " + held if held else "")
	if mode == "org":
		coccilib.org.print_todo(p[0], msg)
	else:
		coccilib.report.print_report(p[0], msg)

def flagged(p):
	"""Whether the access at p is reported (context mode's * line)."""
	r = acc.get(key(p))
	if r and (r["p"].current_element == "something_else" or in_define(r["p"])):
		return False
	if r and "flavor" in r:
		note_guards(r)
	return bool(r and "flavor" in r and _rule["verdict"](r)[1])

# ---------------------------------------------------------------------------
# Dereferences: whether a term x->f, *x or x[i] that a rule found reads or
# writes memory through the pointer x. It does, except when the term is
# only the start of an address: &x->f, &x->a.b, &x->arr[i], &x[i] (and
# the same with rcu_access_pointer(p) for x) compute an address and read
# nothing through x, whether the address is then compared, stored or
# passed on. Passed to a function, the address is written or read
# through only if the function does it; of those, this knows the list
# functions (LIST_CALLS), whose arguments are dereferenced: list_del(&x->node)
# writes x->node. Any other callee is taken as not dereferencing, as x
# passed itself is. Comparisons (x == y, !x, if (x)) and casts never
# match x->f, *x or x[i] in the first place.

# The list and hlist functions that write or read the entries passed to
# them (include/linux/list.h, rculist.h): list_add*(), list_del*(),
# list_replace*(), list_move*(), list_splice*(), hlist_*().
LIST_CALLS = re.compile(r"^(?:list_(?:add|del|replace|move|splice)|hlist_)")

def list_call(name):
	return bool(LIST_CALLS.match(str(name)))

_addressed = set()
_list_args = {}

def _extent(p):
	return (p[0].file, int(p[0].line), int(p[0].column),
		int(p[0].line_end), int(p[0].column_end))

def note_address(p):
	"""The term at p is only the start of an address (&x->f...)."""
	_addressed.add(_extent(p))

def note_list_arg(p):
	"""The argument at p is passed to one of LIST_CALLS."""
	_list_args.setdefault(p[0].file, []).append(_extent(p)[1:])

def _inside(e, span):
	return span[:2] <= e[:2] and e[2:] <= span[2:]

def dereferences(p):
	"""Whether the term at p reads or writes through its pointer."""
	e = _extent(p)
	if e not in _addressed:
		return True
	return any(_inside(e[1:], s) for s in _list_args.get(e[0], ()))

# ---------------------------------------------------------------------------
# The update side's lifecycle (checker/rcu/data/lifecycle): unlinks,
# frees, grace-period waits and the callbacks queued for after one, for
# the updater rules (rcu_reclaim.cocci, rcu_head_requeue.cocci). The
# file's static helpers that free or queue a parameter, and those that
# wait, are learned per file (note_helper()) and count as the primitive.

LIFECYCLE = {}
for _n, _role, _arg, _fl in _table("lifecycle"):
	LIFECYCLE[_n] = (_role, int(_arg) - 1 if _arg != "-" else -1, _fl)
_helpers = {}

def lc_new_file():
	"""Forget the helpers of the file worked before: a spatch worker
	keeps this module across its files, and another file's static
	helper that waits is no wait here (the rules call this once per
	file, from a script rule with no metavariable)."""
	_helpers.clear()

def lc_role(name):
	"""The role of a lifecycle primitive or of a helper of this file."""
	name = str(name)
	r = _helpers.get(name) or LIFECYCLE.get(name)
	return r[0] if r else None

def lc_is(name, *roles):
	return lc_role(name) in roles

def lc_arg(name):
	"""The argument (0-based) a free, unlink or defer is about."""
	name = str(name)
	r = _helpers.get(name) or LIFECYCLE.get(name)
	return r[1] if r else -1

def note_helper(fn, role, arg=-1):
	"""fn (a function of this file) frees, queues (argument arg, 0-based)
	or waits: its calls count as the primitive. A primitive stays one."""
	fn = str(fn)
	if fn not in LIFECYCLE and fn not in _helpers:
		_helpers[fn] = (role, int(arg), "-")

def lc_fact(p, rule, flavor, text, why, mode, reported):
	"""One updater finding at p: an access fact whose VIA column says
	why (the audit reports it at its function, whatever the callers
	hold), or a report; each position once."""
	k = key(p)
	if k in reported:
		return
	reported.add(k)
	if mode == "rcucheck":
		print("\t".join(["rcucheck", "access", p[0].file, str(p[0].line),
			str(int(p[0].column) + 1), p[0].current_element, rule,
			flavor, "-", "-", "local", "-", tidy(text), why]))
	elif mode == "org":
		coccilib.org.print_todo(p[0], "%s: %s" % (tidy(text), why))
	else:
		coccilib.report.print_report(p[0], "%s: %s" % (tidy(text), why))

_FETCH_KINDS = ("protected", "check", "deref", "raw", "access")
_FETCHES = {n for n, k, _, _ in _table("accessors") + _table("more-accessors")
	    if k in _FETCH_KINDS}

def lc_fetch(name):
	"""An accessor that loads an RCU pointer's current value: the
	model's, or a tree's macro named like one (rtnl_dereference())."""
	name = str(name)
	return name in _FETCHES or bool(re.search(r"deref|access_pointer", name))

def lc_call(fn, before, arg):
	"""The text of a call fn(before..., arg), its later arguments left out."""
	before = str(before).strip()
	return tidy("%s(%s%s)" % (fn, before + ", " if before else "", arg))

def lc_text(p, fallback):
	"""The call whose name is at p, as written (blanks made one), or
	fallback when the file cannot be read."""
	t, starts = _code(p[0].file)
	line = int(p[0].line)
	if not t or line > len(starts):
		return fallback
	i = starts[line - 1] + int(p[0].column)
	j = t.find("(", i)
	if j < 0:
		return fallback
	return tidy(t[i:_close(t, j, "(", ")") + 1])
# Sleeping in a reader (rcu_sleep.cocci): the contexts in which a call must
# not sleep, with the calls that end each, and the calls that may sleep
# ("sleepers", "gfp-flags"; the audit also follows the tree's own
# functions down to them, index/sleepers.c).

def _sleep_names():
	g = globals()
	ctx = {}
	for n, fl, r, _ in _table("readers"):
		if r == "enter" and fl in ("rcu", "bh", "sched"):
			ctx[n] = fl
	arg = set()
	for n, k, e, _, _ in _table("locks"):
		e = set(e.split(","))
		if "trylock" in n or n.startswith("assert") or k == "sighand":
			continue
		if k in ("spinlock", "rwlock", "seqlock-writer") and "preempt" in e:
			ctx[n] = "spin"
			arg.add(n)
		elif k in ("preempt", "irq", "bh") and len(e) == 1:
			ctx[n] = {"bh": "softirq"}.get(k, k)
			if "save" in n:
				arg.add(n)
	exits = {}
	for a, r, _ in _table("lock-pairs"):
		exits.setdefault(a, set()).add(r)
	for n in ctx:
		x = n.replace("lock", "unlock", 1).replace("irqsave", "irqrestore")
		if "lock" in n:
			exits.setdefault(n, set()).add(x)
	# An enter with no known end would hold to the function's end.
	ctx = {n: k for n, k in ctx.items() if exits.get(n)}
	g["SLEEP_CTX"] = ctx
	g["SLEEP_CTX_NOARG"] = {n for n in ctx if n not in arg}
	g["SLEEP_CTX_ARG"] = {n for n in ctx if n in arg}
	g["SLEEP_CTX_EXIT"] = exits
	g["SLEEPERS"] = {n: (m == "prefix", k, int(a) if a != "-" else 0)
			 for n, m, k, a in _table("sleepers")}
	g["GFP_SLEEPS"] = {f: s == "yes" for f, s in _table("gfp-flags")}
	g["SLEEP_YIELDS"] = {n: (m == "prefix", y) for n, m, y in _table("sleep-yields")}

_sleep_names()

def sleeper(name):
	"""The "sleepers" row of a call of name: (kind, gfp argument) or None;
	an exact row before the longest prefix row (rcu/sleepers.c)."""
	name = str(name)
	row = SLEEPERS.get(name)
	if row and not row[0]:
		return row[1:]
	best = None
	for n, (prefix, kind, gfp) in SLEEPERS.items():
		if prefix and (name == n or name.startswith(n + "_")) and \
		   (not best or len(n) > len(best[0])):
			best = (n, kind, gfp)
	return best[1:] if best else None

# The functions of the tree that may sleep where the audit asks
# ($RCUCHECK_SLEEPY: one name a line, written by "rcucheck audit" from its
# index for the files of the run); None when not set: every call counts.
def _learned_sleepy():
	path = os.environ.get("RCUCHECK_SLEEPY")
	if not path:
		return None
	with open(path) as f:
		return set(l.strip() for l in f if l.strip())

SLEEPY = _learned_sleepy()
_may_sleep = {}

def may_sleep(name):
	"""Can a call of name sleep, as far as the rule needs to know: a
	sleeper of the model, or a function of the tree the audit named."""
	name = str(name)
	v = _may_sleep.get(name)
	if v is None:
		v = SLEEPY is None or name in SLEEPY or sleeper(name) is not None
		_may_sleep[name] = v
	return v

def args_nth(args, k):
	"""Argument k (1-based) of the argument list args as written, or ""."""
	depth, cur, out = 0, "", []
	for c in args:
		if c in "([{":
			depth += 1
		elif c in ")]}":
			depth -= 1
		if c == "," and not depth:
			out.append(cur.strip())
			cur = ""
		else:
			cur += c
	out.append(cur.strip())
	return out[k - 1] if 0 < k <= len(out) else ""

def sleep_yields(name, args, ctx, held):
	"""Does a call of name with args drop the section ctx entered by held
	("spin_lock_irq(&d->lock)") around its sleep ("sleep-yields", matched
	as "sleepers" are; rcu/sleepers.c)?"""
	name = str(name)
	row = SLEEP_YIELDS.get(name)
	y = row[1] if row and not row[0] else None
	if y is None:
		best = ""
		for n, (prefix, what) in SLEEP_YIELDS.items():
			if prefix and (name == n or name.startswith(n + "_")) and len(n) > len(best):
				best, y = n, what
	if y is None:
		return False
	if y in ("rcu", "preempt"):
		return ctx == y
	if ctx != "spin":
		return False
	want = re.sub(r"@(\d)", lambda m: args_nth(args, int(m.group(1))), y)
	lock = held[held.find("(") + 1:-1] if "(" in held else ""
	return bool(want) and re.sub(r"\s", "", want) == re.sub(r"\s", "", lock)

def gfp_sleeps(flags):
	"""True, False, or None when the text does not settle it."""
	said = {s for f, s in GFP_SLEEPS.items()
		if re.search(r"(?<!\w)%s(?!\w)" % re.escape(f), flags)}
	return next(iter(said)) if len(said) == 1 else None

def sleep_ctx(name, arg):
	"""Does name enter a no-sleep context, taking arguments or not?"""
	return str(name) in (SLEEP_CTX_ARG if arg else SLEEP_CTX_NOARG)

def sleep_ctx_exit(name, end):
	"""Is end a call that ends the context name entered?"""
	return str(end) in SLEEP_CTX_EXIT.get(str(name), ())

#!/usr/bin/env python3
"""Count an audit's default-tier rows per false class, by fingerprint.

Usage: count-classes.py AUDIT.json KERNEL-TREE [--list CLASS]

AUDIT.json is `rcucheck audit --json` output (JSON lines); KERNEL-TREE the
cached source it ran on (~/.cache/rcucheck/src/linux-source-V), read for the
two classes that depend on how a function is registered. A row may fall in
more than one class; each class counts distinct fingerprints. The classes
are the ones named in the thirteenth session's triage (triage/linux-6.1.md,
linux-6.12.md); each test is on the row's chain, message and rule only, so a
count is an upper bound of the class until its rows are read.
"""
import json
import os
import re
import sys

CHAIN_FN = re.compile(r'^(\w+)\(\)')


def call_args(text, start):
    """The top-level comma-separated arguments of the call whose '(' is at start."""
    depth, args, cur = 0, [], ''
    for ch in text[start:]:
        if ch == '(':
            depth += 1
            if depth == 1:
                continue
        elif ch == ')':
            depth -= 1
            if depth == 0:
                args.append(cur.strip())
                return args
        if ch == ',' and depth == 1:
            args.append(cur.strip())
            cur = ''
        else:
            cur += ch
    return args


def c_files(tree, subdirs):
    for sub in subdirs:
        for root, _, names in os.walk(os.path.join(tree, sub)):
            for n in names:
                if n.endswith('.c'):
                    with open(os.path.join(root, n), errors='replace') as f:
                        yield f.read()


def rtnl_locked_handlers(tree):
    """doit/dumpit functions rtnetlink_rcv_msg() runs under the RTNL."""
    doit, dumpit = set(), set()
    reg = re.compile(r'\brtnl_register(_module)?\s*\(')
    ent = re.compile(r'\{[^{}]*\.msgtype[^{}]*\}')
    for text in c_files(tree, ('net', 'drivers')):
        for m in reg.finditer(text):
            a = call_args(text, m.end() - 1)
            if m.group(1):
                a = a[1:]
            if len(a) < 5:
                continue
            flags = a[4]
            if a[2] != 'NULL' and 'RTNL_FLAG_DOIT_UNLOCKED' not in flags:
                doit.add(a[2])
            if a[3] != 'NULL' and 'RTNL_FLAG_DUMP_UNLOCKED' not in flags:
                dumpit.add(a[3])
        if 'rtnl_msg_handler' in text:
            for e in ent.finditer(text):
                s = e.group(0)
                d = re.search(r'\.doit\s*=\s*(\w+)', s)
                u = re.search(r'\.dumpit\s*=\s*(\w+)', s)
                if d and 'RTNL_FLAG_DOIT_UNLOCKED' not in s:
                    doit.add(d.group(1))
                if u and 'RTNL_FLAG_DUMP_UNLOCKED' not in s:
                    dumpit.add(u.group(1))
    return doit | dumpit


def packet_type_funcs(tree):
    """Functions set as a struct packet_type's ->func."""
    funcs = set()
    block = re.compile(r'struct\s+packet_type\s+\w+[^=;]*=\s*\{(.*?)\};', re.S)
    assign = re.compile(r'\b(?:ptype|pt|prot_hook|\w*_ptype|\w*packet_type)\s*\.\s*func\s*=\s*([^;]+);')
    for text in c_files(tree, ('net', 'drivers')):
        if '.func' not in text:
            continue
        for b in block.finditer(text):
            f = re.search(r'\.func\s*=\s*(\w+)', b.group(1))
            if f:
                funcs.add(f.group(1))
        for a in assign.finditer(text):
            funcs.update(re.findall(r'\b([a-z_]\w*)\b', a.group(1)))
    funcs.discard('NULL')
    return funcs


# a line at column 0 that starts a definition: a function's head, a variable's
# (`static const struct x tbl[] = {`), or a struct's closing `} tbl[] = {`
TOP_LINE = re.compile(r'^(?:[A-Za-z_]|\}\s*\w).*$', re.M)
DEFINED = re.compile(r'\b(\w+)\s*(?=\(|\[|=)')


def dir_callers(tree, path, name, cache):
    """What refers to name in path's directory: the function whose body holds
    the reference, or the table (a top-level variable) whose initializer does."""
    d = os.path.dirname(os.path.join(tree, path))
    if d not in cache:
        texts = []
        for n in sorted(os.listdir(d)):
            if n.endswith('.c'):
                with open(os.path.join(d, n), errors='replace') as f:
                    text = f.read()
                texts.append((text, [(m.start(), m.end(), m.group(0)) for m in TOP_LINE.finditer(text)]))
        cache[d] = texts
    out = set()
    ref = re.compile(r'(?<![\w.>])' + re.escape(name) + r'\b')
    for text, tops in cache[d]:
        for m in ref.finditer(text):
            encl = [(b, e, line) for b, e, line in tops if b <= m.start()]
            if not encl or encl[-1][1] >= m.start():
                continue
            names = DEFINED.findall(encl[-1][2])
            if names and names[0] != name:
                out.add(names[0])
    return out


def only_under(tree, path, name, roots, cache, depth=5, seen=None):
    """Whether every caller path of name in its directory starts at one of roots."""
    if name in roots:
        return True
    seen = seen or set()
    if depth == 0 or name in seen:
        return False
    seen.add(name)
    callers = dir_callers(tree, path, name, cache)
    return bool(callers) and all(only_under(tree, path, c, roots, cache, depth - 1, seen) for c in callers)


def rx_handlers(tree):
    """Functions passed to netdev_rx_handler_register() (fixed on wt-cls612c)."""
    funcs = set()
    reg = re.compile(r'\bnetdev_rx_handler_register\s*\(')
    for text in c_files(tree, ('net', 'drivers')):
        for m in reg.finditer(text):
            a = call_args(text, m.end() - 1)
            if len(a) > 1 and re.fullmatch(r'\w+', a[1]):
                funcs.add(a[1])
    return funcs


def pre_doit_ops(tree):
    """.doit functions of genl ops whose own .pre_doit runs first (it may take a lock)."""
    funcs = set()
    ent = re.compile(r'\{[^{}]*\.pre_doit\s*=\s*\w+[^{}]*\}')
    for text in c_files(tree, ('net', 'drivers')):
        if '.pre_doit' not in text:
            continue
        for e in ent.finditer(text):
            d = re.search(r'\.doit\s*=\s*(\w+)', e.group(0))
            if d:
                funcs.add(d.group(1))
    return funcs


CHAIN_AT = re.compile(r'^(\w+)\(\) \(([^:]+):(\d+)')


def guarded_srcu_call(tree, r):
    """The first caller calls the function inside a scoped_guard()/guard() of srcu."""
    if not r.get('chain') or 'srcu' not in (r.get('access') or ''):
        return False
    m = CHAIN_AT.match(r['chain'][0])
    if not m:
        return False
    try:
        with open(os.path.join(tree, m.group(2)), errors='replace') as f:
            lines = f.read().split('\n')
    except OSError:
        return False
    at = int(m.group(3))
    return any('guard(srcu' in l for l in lines[max(0, at - 16):at])


def other_driver_uninit(r):
    """An ->ndo_uninit() reached from an unregister in another directory than its driver's."""
    chain = r.get('chain') or []
    for i, c in enumerate(chain):
        if 'through dev->netdev_ops->ndo_uninit()' in c and i > 0:
            impl, root = CHAIN_AT.match(chain[i - 1]), CHAIN_AT.match(chain[-1])
            # net/core unregisters any device (netns exit, rtnetlink): not another driver
            return (bool(impl and root) and not root.group(2).startswith('net/core/')
                    and os.path.dirname(impl.group(2)) != os.path.dirname(root.group(2)))
    return False


def chain_fns(r):
    return [m.group(1) for m in (CHAIN_FN.match(c) for c in r.get('chain') or []) if m]


def root_fn(r):
    fns = chain_fns(r)
    return fns[-1] if fns else r['function']


def classes(r, rtnl, ptype, rxh, predoit, tree, cache):
    msg, rule, fns = r['message'], r['rule'], chain_fns(r)
    out = []
    if root_fn(r) in rxh:
        out.append('rx-handler (fixed, wt-cls612c)')
    if not fns and rule != 'rcu-reclaim-no-gp' and only_under(tree, r['file'], r['function'], ptype, cache):
        out.append('packet-type-func')
    # cls13's three classes
    if root_fn(r) in rtnl and re.search(r'rtnl', msg):
        out.append('rtnl-handler')
    if root_fn(r) in ptype:
        out.append('packet-type-func')
    if 'linkwatch_do_dev' in fns and ('netdev_run_todo' in fns or 'linkwatch_forget_dev' in fns):
        out.append('linkwatch-iff-up')
    # the others named in the sessions' triage
    if 'taprio_init' in fns and 'qdisc_create_dflt' in fns:
        out.append('taprio-init-without-options')
    if re.search(r'\b(rtnl_dereference|rcu_dereference_rtnl|rtnl_mutex)\b', msg) and re.search(r'\brtnl_(trylock|lock_killable)\b', json.dumps(r.get('chain'))):
        out.append('rtnl-trylock')
    if other_driver_uninit(r):
        out.append('ndo-uninit-other-driver')
    if root_fn(r) in predoit and 'without holding' in msg:
        out.append('genl-op-pre-doit-lock')
    if guarded_srcu_call(tree, r):
        out.append('scoped-guard-srcu')
    if 'is invoked from RCU critical section' in msg:
        out.append('callee-own-reader-doc')
    if rule == 'rcu-sleep-in-reader' and 'crypto_yield()' in msg:
        out.append('crypto-yield-flag')
    if rule == 'rcu-reclaim-no-gp' and r['function'] in ('ncsi_remove_channel', 'ncsi_unregister_dev'):
        out.append('reclaim-after-synchronize-net')
    if r['function'] == 'idr_find' and 'genl_family_find_byid' in fns:
        out.append('genl-cb-lock')
    if 'nf_queue() is exported' in msg:
        out.append('exported-callers-hold-reader')
    if 'hci_pend_le_action_lookup' in msg:
        out.append('comment-need-lock-held')
    if 'ip6_ignore_linkdown()' in msg and 'rtnl_mutex' in (r.get('held') or []):
        out.append('comment-need-rtnl-accepted')
    if rule == 'rcu-reclaim-no-gp' and r['function'] == 'vmw_cmdbuf_res_free':
        out.append('reclaim-under-readers-lock')
    if re.search(r'\btcf_lock\b', msg):
        out.append('member-macro-lock')
    return out


def main():
    if len(sys.argv) < 3 or not os.path.isdir(sys.argv[2]):
        sys.exit('usage: count-classes.py AUDIT.json KERNEL-TREE [--list CLASS]')
    want = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == '--list' else None
    rtnl, ptype = rtnl_locked_handlers(sys.argv[2]), packet_type_funcs(sys.argv[2])
    rxh, predoit = rx_handlers(sys.argv[2]), pre_doit_ops(sys.argv[2])
    seen, count, rows, cache = set(), {}, {}, {}
    with open(sys.argv[1]) as f:
        for line in f:
            if not line.strip():
                continue
            r = json.loads(line)
            if r.get('tier') != 'default' or r['fingerprint'] in seen:
                continue
            seen.add(r['fingerprint'])
            for c in classes(r, rtnl, ptype, rxh, predoit, sys.argv[2], cache):
                count[c] = count.get(c, 0) + 1
                rows.setdefault(c, []).append(r)
    if want:
        for r in rows.get(want, []):
            print('%s\t%s:%d\t%s\t%s\t%s' % (r['fingerprint'], r['file'], r['line'], r['function'], r['rule'], root_fn(r)))
        return
    print('default fingerprints\t%d' % len(seen))
    for c in sorted(count, key=lambda c: -count[c]):
        print('%s\t%d' % (c, count[c]))


if __name__ == '__main__':
    main()

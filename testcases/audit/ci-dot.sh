#!/bin/sh
# check-name: audit --dot: one Graphviz graph per finding: the root at the top, each caller with the file:line of its call and what it holds on the edge, the blamed function marked, the access at the bottom; rendered to SVG
# check-command: sh $file $bin
# check-output-start
# audit: exit 1
# 001-set_one_prio_perm.dot 001-set_one_prio_perm.svg
# digraph finding {
# 	graph [labelloc=t, fontname="Helvetica", label="[rcu-dereference] __task_cred(p) outside rcu_read_lock();\nheld instead: tasklist_lock;\nset_one_prio_perm() requires its caller to hold it;\nreached from system call setpriority()"];
# 	node [shape=box, fontname="Helvetica"];
# 	edge [fontname="Helvetica", fontsize=10];
# 	c0 [label="setpriority()\nroot: syscall"];
# 	c0 -> c1 [label="sys.c:37\nholding tasklist_lock"];
# 	c1 [label="set_one_prio()"];
# 	c1 -> c2 [label="sys.c:21"];
# 	c2 [label="set_one_prio_perm()\n(blamed)", color=red, penwidth=2];
# 	c2 -> access [label="sys.c:10\nholding tasklist_lock"];
# 	access [shape=note, label="__task_cred(p)\nneeds the rcu reader"];
# }
# svg: 4 boxes, 3 edges, setpriority() drawn
# check-output-end
command -v dot >/dev/null || { echo "graphviz's dot is not installed: run 'bin/rcucheck setup --packages-only'"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rcucheck-dot-XXXXXX") || exit 2
RCUCHECK_CACHE=$tmp/cache "$1/rcucheck" audit --no-tree -C chain-2009 --dot "$tmp/dot" >/dev/null 2>&1
echo "audit: exit $?"
ls "$tmp/dot" | tr '\n' ' ' | sed 's/ $/\n/'
cat "$tmp/dot/001-set_one_prio_perm.dot"
svg=$tmp/dot/001-set_one_prio_perm.svg
echo "svg: $(grep -c '<g id="node' "$svg") boxes, $(grep -c '<g id="edge' "$svg") edges, $(grep -q '>setpriority()</text>' "$svg" && echo 'setpriority() drawn' || echo 'no setpriority()')"
rm -rf "$tmp"

#!/bin/sh
# check-name: a scratch worktree another process removes under a run (a user's rm -rf or git worktree remove, which rcucheck's lock does not keep out) is pruned and added again: removed right after its reset (between the check and the use), removed while git worktree add was checking it out (the add fails), removed while the run waited for its lock; each build goes on to the toy's bzImage step and leaves the worktree in place and registered; a private cache on a toy tree
# check-command: sh $file $bin
# check-timeout: 120
# check-output-start
# first build: exit 2, bzImage step reached: 1
# removed after its reset: exit 2, bzImage step reached: 1, worktree there: yes, registered: 1
# rcucheck: worktree CACHE/work/KEY was removed by another process; making it again
# removed during git worktree add: exit 2, bzImage step reached: 1, worktree there: yes, registered: 1
# rcucheck: git worktree add CACHE/work/KEY failed (fatal: stand-in: the worktree was removed during the add); pruning and adding again
# rcucheck: worktree CACHE/work/KEY was removed by another process; making it again
# removed while waiting for the lock: exit 2, bzImage step reached: 1, worktree there: yes, registered: 1
# check-output-end
bin=$1
. ./toy-kernel.sh	# sets RCUCHECK_CACHE to the toy's own cache
# A stand-in git: on $tmp/remove-after-clean it removes the worktree once
# its reset's git clean is done; on $tmp/remove-during-add it removes the
# worktree git worktree add just made and fails as that add would.
real=$(command -v git) || exit 2
mkdir "$tmp/bin" || exit 2
cat >"$tmp/bin/git" <<STANDIN
#!/bin/sh
case "\$*" in
*" clean "*)
	"$real" "\$@"; status=\$?
	if [ -f "$tmp/remove-after-clean" ]; then rm -f "$tmp/remove-after-clean"; rm -rf "\$PWD"; fi
	exit \$status ;;
*" worktree add "*)
	"$real" "\$@"; status=\$?
	if [ -f "$tmp/remove-during-add" ]; then
		rm -f "$tmp/remove-during-add"
		rm -rf "$RCUCHECK_CACHE"/work/*
		echo "fatal: stand-in: the worktree was removed during the add" >&2; exit 128
	fi
	exit \$status ;;
esac
exec "$real" "\$@"
STANDIN
chmod +x "$tmp/bin/git"
PATH=$tmp/bin:$PATH
export PATH
build() {
	"$bin/rcucheck" build -C "$tree" --work w >/dev/null 2>"$tmp/err"
	echo "exit $?, bzImage step reached: $(grep -c 'kernel build failed: make' "$tmp/err")"
}
state() {
	wt=$(ls -d "$RCUCHECK_CACHE"/work/*-w 2>/dev/null)
	echo "worktree there: $([ -f "$wt/.git" ] && echo yes || echo no), registered: $("$real" -C "$base" worktree list | grep -c -- '-w ')"
}
notes() {
	grep -e 'removed by another' -e 'pruning and adding' "$tmp/err" |
		sed -e "s|$RCUCHECK_CACHE|CACHE|g" -e 's|work/user-[0-9a-f]*-w|work/KEY|g'
}
echo "first build: $(build)"
base=$(ls -d "$RCUCHECK_CACHE"/src/user-*)
[ -d "$base/.git" ] || exit 2
touch "$tmp/remove-after-clean"
echo "removed after its reset: $(build), $(state)"
notes
rm -rf "$RCUCHECK_CACHE"/work/*-w
touch "$tmp/remove-during-add"
echo "removed during git worktree add: $(build), $(state)"
notes
# Held here as a running rcucheck holds it; removed the way a user would.
key=$(ls "$RCUCHECK_CACHE/work")
exec 9>"$RCUCHECK_CACHE/locks/$key.lock"
flock 9
"$bin/rcucheck" build -C "$tree" --work w >/dev/null 2>"$tmp/err" 9>&- &
run=$!
while ! grep -q 'waiting for another' "$tmp/err" 2>/dev/null; do
	kill -0 $run 2>/dev/null || break
	sleep 0.2
done
"$real" -C "$base" worktree remove --force "$RCUCHECK_CACHE/work/$key"
exec 9>&-
wait $run
echo "removed while waiting for the lock: exit $?, bzImage step reached: $(grep -c 'kernel build failed: make' "$tmp/err"), $(state)"

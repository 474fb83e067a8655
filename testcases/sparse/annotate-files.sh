# Not a test by itself: the annotate tests source it after
# "set -- FILE...".  It copies the FILEs and ../rcu.h into a scratch
# directory made a kernel tree by stubs (a Makefile, Kconfig, ...: the tree
# cache takes kernel trees only; the cache is a temporary one too), the
# working directory from then on ($bin is the checkout's bin/).  It writes
# the facts of each .c FILE with sparse-rcu, runs "rcucheck link
# --annotate" on them, prints its messages (but the count of facts files)
# and the patches, and applies them with git am.  The series is written as
# rcucheck fix writes its own (a scratch worktree, the identity of the git
# config, git format-patch): its commit id, date and git version are left
# out of the comparison.
set -e
bin=$(cd ../../../bin && pwd)
here=$(pwd)
top=$(mktemp -d)
trap 'rm -rf "$top"' EXIT
dir=$top/tree
export RCUCHECK_CACHE=$top/cache GIT_CONFIG_NOSYSTEM=1
export GIT_CONFIG_GLOBAL=$here/../../fix/signoff.gitconfig
mkdir "$dir" && cp "$@" ../rcu.h "$dir/"
cd "$dir"
sed -i 's|"../rcu.h"|"rcu.h"|' "$@"
mkdir kernel include include/linux scripts
printf '# a stub kernel tree\nVERSION = 6\nPATCHLEVEL = 1\n' > Makefile
touch Kconfig kernel/sys.c include/linux/rcupdate.h scripts/Makefile.build
for f in "$@"; do
	case "$f" in
	*.c) "$bin/sparse-rcu" --rcu-only --rcu-facts=".${f%.c}.o.rcufacts" "$f" 2>/dev/null ;;
	esac
done
{ "$bin/rcucheck" link --annotate patches --tree "$dir" . 2>&1 || true; } |
	grep -v "^link: [0-9]* facts\|^rcucheck: " || true
sed -e 's/^From [0-9a-f]\{40\} /From COMMIT /' -e 's/^Date: .*/Date: DATE/' \
	-e '/^-- $/{n;s/.*/GIT-VERSION/}' patches/*.patch
git init -q . && git add "$@" rcu.h &&
	git -c user.email=t@t -c user.name=t commit -qm base &&
	git -c user.email=t@t -c user.name=t am -q patches/*.patch && echo "Applying: $(git log -1 --format=%s)"

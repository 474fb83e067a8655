# Not a test by itself: the annotate tests source it after
# "set -- FILE...".  It copies the FILEs and ../rcu.h to a scratch git
# repository (the working directory from then on; $bin is the checkout's
# bin/), writes the facts of each .c FILE with sparse-rcu, runs "rcucheck
# link --annotate" on them, prints its messages (but the count of facts
# files) and the patches, and applies them with git am.
set -e
bin=$(cd ../../../bin && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$@" ../rcu.h "$dir/"
cd "$dir"
sed -i 's|"../rcu.h"|"rcu.h"|' "$@"
for f in "$@"; do
	case "$f" in
	*.c) "$bin/sparse-rcu" --rcu-only --rcu-facts=".${f%.c}.o.rcufacts" "$f" 2>/dev/null ;;
	esac
done
{ "$bin/rcucheck" link --annotate patches --tree "$dir" . 2>&1 || true; } | grep -v "^link: [0-9]* facts" || true
cat patches/*.patch
git init -q . && git add "$@" rcu.h &&
	git -c user.email=t@t -c user.name=t commit -qm base &&
	git -c user.email=t@t -c user.name=t am -q patches/*.patch && echo "Applying: $(git log -1 --format=%s)"

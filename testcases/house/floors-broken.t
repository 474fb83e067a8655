#!/bin/sh
# check-name: floors names an upward call and a loop between files, exit 1
# check-command: sh $file
# check-exit-value: 1
# check-output-ignore
# check-error-start
# floors: OBJ/lib/low.o calls high() of OBJ/cli/high.o, which is not below it
# floors: these files call each other in a loop: OBJ/lib/ping.o OBJ/lib/pong.o
# check-error-end
#
# A lower floor calling up, and two files of one floor calling each other:
# each is what the real tree must never do (floors.t checks it does not).
set -e
obj=$(mktemp -d)
trap 'rm -rf "$obj"' EXIT
mkdir "$obj/lib" "$obj/cli"
echo 'int high(void); int low(void) { return high(); }' > "$obj/lib/low.c"
echo 'int high(void) { return 1; }' > "$obj/cli/high.c"
echo 'int pong(int); int ping(int n) { return n ? pong(n - 1) : 0; }' > "$obj/lib/ping.c"
echo 'int ping(int); int pong(int n) { return n ? ping(n - 1) : 1; }' > "$obj/lib/pong.c"
for c in "$obj"/*/*.c; do cc -c -o "${c%.c}.o" "$c"; done
st=0
../../bin/floors "$obj" lib cli >/dev/null 2>"$obj/err" || st=$?
sed "s#$obj#OBJ#g" "$obj/err" >&2
exit $st

/*
 * check-name: sparse-rcu: --rcu-records sends every record to the file, sparse's other warnings stay on stderr
 * check-command: sparse-rcu --rcu-records=/dev/stdout --rcu-no-facts --rcu-roots=all $file
 * check-output-start
 * {"tool":"sparse","rule":"rcu-address-space","severity":"warning","file":"records.c","line":28,"col":14,"function":null,"access":"->sighand","flavor":"rcu","held":[],"chain":[],"confidence":"certain","message":"incorrect type in assignment (different address spaces) [field ->sighand: struct sighand [noderef] __rcu *sighand]","tier":"default","fingerprint":"4798ac1a1f7e8641"}
 * {"tool":"sparse-rcu","rule":"rcu-unprotected","severity":"warning","file":"records.c","line":30,"col":13,"function":"reader","access":"rcu_dereference(gp)","flavor":"rcu","held":["&tsk->sighand->siglock"],"chain":["reader"],"confidence":"high","message":"suspicious rcu_dereference_check() usage: reached without rcu_read_lock() (holds &tsk->sighand->siglock instead)","tier":"default","root":"reader","fingerprint":"d62f8ebf409df58e"}
 * check-output-end
 * check-error-start
 * records.c:21:18: warning: symbol 'gp' was not declared. Should it be static?
 * records.c:23:5: warning: symbol 'reader' was not declared. Should it be static?
 * check-error-end
 *
 * rcucheck validate runs sparse-rcu so in kbuild (the file beside each
 * object) and reads the records back instead of parsing the text; sparse's
 * __rcu warnings come first, as they do on stderr without the option.
 */
#include "rcu.h"

struct sighand { spinlock_t siglock; int action; };
struct task { struct sighand __rcu *sighand; };
struct foo __rcu *gp;

int reader(struct task *tsk)
{
	struct sighand *psig;
	int a;

	psig = tsk->sighand;
	spin_lock(&psig->siglock);
	a = rcu_dereference(gp)->a;
	spin_unlock(&psig->siglock);
	return a;
}

/*
 * check-name: index: literals, comments and continuations hide nothing
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file literals.c
 * func strings line 22-33
 * call strings -> pr_info 24:2
 * call strings -> after_string 25:2
 * call strings -> visible_call 28:2
 * call strings -> pr_err 29:2
 * call strings -> last_call 31:2
 * func after line 36-39
 * call after -> really_called 38:2
 * check-output-end
 */
#include <linux/printk.h>

static const char *braces = "{ not_a_call(); } /* not a comment */";
static const char open_brace = '{', quote = '\'', backslash = '\\';

void strings(void)
{
	pr_info("}}} // not_called(x) \"quoted {\" %c\n", '}');
	after_string('"');
	// a line comment \
	   continued: hidden_call();
	visible_call(/* inline(comment) */ 1);
	pr_err("a string \
continued { on the next line");
	last_call\
();
}

/* comment with { braces and fake_call() */
void after(void)
{
	really_called();
}

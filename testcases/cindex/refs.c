/*
 * check-name: index: functions used as values (refs)
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file refs.c
 * func foo_open static line 53-59
 * call foo_open -> register_cb 55:2
 * call foo_open -> set_handler 56:2
 * func foo_exit static line 61-63
 * ref foo_open
 * ref foo_release
 * ref noop_llseek
 * ref default_hook
 * ref first_handler
 * ref second_handler
 * ref foo_cb
 * ref file
 * ref on_true
 * ref on_false
 * ref foo_poll
 * ref foo_init_done
 * ref foo_init
 * ref foo_exit
 * ref foo_timer
 * ref foo_timer_fn
 * store file_operations.open = foo_open 40
 * store file_operations.release = foo_release 41
 * store file_operations.llseek = noop_llseek 42
 * store poll = foo_poll 57
 * check-output-end
 */
#include <linux/module.h>

static int foo_open(struct inode *inode, struct file *file);
static int foo_release(struct inode *inode, struct file *file);

static const struct file_operations foo_fops = {
	.owner		= THIS_MODULE,
	.open		= foo_open,
	.release	= foo_release,
	.llseek		= noop_llseek,
};

static void (*hook)(int) = default_hook;
static handler_t table[] = { first_handler, second_handler, };

struct not_an_initializer {
	int (*callback)(void *data);
	int bits : 3;
};

static int foo_open(struct inode *inode, struct file *file)
{
	register_cb(&foo_cb, file);
	set_handler(file, cond ? on_true : on_false);
	file->f_op->poll = foo_poll;
	return foo_init_done;
}

static void foo_exit(void)
{
}

module_init(foo_init);
module_exit(foo_exit);
static DEFINE_TIMER(foo_timer, foo_timer_fn);
int prototype_only(handler_t param_type, int (*cb)(void));

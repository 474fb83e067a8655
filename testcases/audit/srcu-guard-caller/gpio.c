#include <linux/srcu.h>
#include <linux/cleanup.h>

struct gdev { struct srcu_struct desc_srcu; struct srcu_struct other_srcu; };
struct gpio_desc { struct gdev *gdev; const char __rcu *label; };

const char *get_label_scoped(struct gpio_desc *desc)
{
	return srcu_dereference_check(desc->label, &desc->gdev->desc_srcu,
				      srcu_read_lock_held(&desc->gdev->desc_srcu));
}

/* protected: the block of scoped_guard(srcu) of the srcu_struct the check names */
long lineinfo_scoped(struct gpio_desc *desc, char *out)
{
	const char *label;

	scoped_guard(srcu, &desc->gdev->desc_srcu) {
		label = get_label_scoped(desc);
		if (label)
			out[0] = label[0];
	}
	return 0;
}

const char *get_label_guard(struct gpio_desc *desc)
{
	return srcu_dereference_check(desc->label, &desc->gdev->desc_srcu,
				      srcu_read_lock_held(&desc->gdev->desc_srcu));
}

/* protected: guard(srcu) holds to the end of the function */
long lineinfo_guard(struct gpio_desc *desc, char *out)
{
	const char *label;

	guard(srcu)(&desc->gdev->desc_srcu);
	label = get_label_guard(desc);
	return label ? label[0] : 0;
}

const char *get_label_after(struct gpio_desc *desc)
{
	return srcu_dereference_check(desc->label, &desc->gdev->desc_srcu,
				      srcu_read_lock_held(&desc->gdev->desc_srcu));
}

/* reported: the guard's block ended before the call */
long lineinfo_after(struct gpio_desc *desc, char *out)
{
	const char *label;

	scoped_guard(srcu, &desc->gdev->desc_srcu) {
		out[1] = 0;
	}
	label = get_label_after(desc);
	return label ? label[0] : 0;
}

const char *get_label_other(struct gpio_desc *desc)
{
	return srcu_dereference_check(desc->label, &desc->gdev->desc_srcu,
				      srcu_read_lock_held(&desc->gdev->desc_srcu));
}

/* reported: a guard of another srcu_struct */
long lineinfo_other(struct gpio_desc *desc, char *out)
{
	const char *label;

	guard(srcu)(&desc->gdev->other_srcu);
	label = get_label_other(desc);
	return label ? label[0] : 0;
}

const char *get_label_inner(struct gpio_desc *desc)
{
	return srcu_dereference_check(desc->label, &desc->gdev->desc_srcu,
				      srcu_read_lock_held(&desc->gdev->desc_srcu));
}

/* reported: guard(srcu) in an inner block that ends before the call */
long lineinfo_inner(struct gpio_desc *desc, char *out)
{
	const char *label;

	if (out) {
		guard(srcu)(&desc->gdev->desc_srcu);
		out[0] = 0;
	}
	label = get_label_inner(desc);
	return label ? label[0] : 0;
}

static const struct file_operations gpio_fops = {
	.unlocked_ioctl = lineinfo_scoped,
	.compat_ioctl = lineinfo_guard,
	.read = lineinfo_after,
	.write = lineinfo_other,
	.poll = lineinfo_inner,
};

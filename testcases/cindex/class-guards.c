/*
 * check-name: index: CLASS() and scoped_class() are guards in a body (flags, empty when the model does not know the class: the tree may define it over a lock)
 * check-command: rcucheck index --dump $file
 *
 * check-output-start
 * file class-guards.c
 * func class_lock line 19-23 flags=
 * call class_lock -> CLASS 21:2
 * call class_lock -> use 22:2
 * func scoped_class_lock line 25-29 flags=
 * call scoped_class_lock -> scoped_class 27:2
 * call scoped_class_lock -> use 28:3
 * func plain line 31-34
 * call plain -> use 33:2
 * ref c
 * ref f
 * check-output-end
 */
void class_lock(struct foo *f)
{
	CLASS(foo_ctx, c)(f);
	use(c);
}

void scoped_class_lock(struct foo *f)
{
	scoped_class(foo_ctx, c, f)
		use(c);
}

void plain(struct foo *f)
{
	use(f);
}

/*
 * check-name: rcu_pointer_lifetime: pointers kept past the unlock on purpose: an unlock only when the pointer is NULL, a module reference through a member's member, the updater's own unpublish before the use; still a use after an unconditional unlock
 * check-command: spatch --very-quiet --no-includes --include-headers --macro-file $home/cocci/rcucheck.h --sp-file $home/cocci/rcu_pointer_lifetime.cocci -D rcucheck $file
 *
 * 6.1's xfrm_policy_get_afinfo(): rcu_read_unlock() only when the
 * pointer is NULL, else it returns inside the reader (its put ends it);
 * acquire_ipmi_user() the same with srcu_read_unlock(). can_get_proto():
 * try_module_get(cp->prot->owner) pins the protocol. hid-steam's
 * steam_input_unregister(): the updater reads the pointer, unpublishes
 * it (RCU_INIT_POINTER(P, NULL)) and waits before it uses it: the
 * object is its own. Still reported: a return after an unconditional
 * unlock, an unlock on a test of something else, and a use after another
 * pointer's unpublish.
 *
 * check-output-start
 * rcucheck	access	use-after-unlock-kept.c	122	2	input_unregister_other	rcu-use-after-unlock	rcu	-	-	local	-	input->n
 * rcucheck	access	use-after-unlock-kept.c	59	9	get_afinfo_bad	rcu-use-after-unlock	rcu	-	-	local	-	return afinfo
 * rcucheck	access	use-after-unlock-kept.c	70	9	get_afinfo_other_test	rcu-use-after-unlock	rcu	-	-	local	-	return afinfo
 * check-output-end
 */
struct afinfo { int family; struct proto *prot; };
struct proto { struct module *owner; int n; };
struct user { struct user __rcu *self; struct srcu_struct release_barrier; };
struct dev { struct input __rcu *input; struct input __rcu *other; };

static struct afinfo __rcu *afinfo_tab[16];

struct afinfo *get_afinfo(int family)
{
	struct afinfo *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(afinfo_tab[family]);
	if (unlikely(!afinfo))
		rcu_read_unlock();
	return afinfo;
}

struct afinfo *get_afinfo_braces(int family)
{
	struct afinfo *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(afinfo_tab[family]);
	if (afinfo == NULL) {
		pr_debug("none\n");
		rcu_read_unlock();
	}
	return afinfo;
}

struct afinfo *get_afinfo_bad(int family)
{
	struct afinfo *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(afinfo_tab[family]);
	rcu_read_unlock();
	return afinfo;
}

struct afinfo *get_afinfo_other_test(int family, int err)
{
	struct afinfo *afinfo;

	rcu_read_lock();
	afinfo = rcu_dereference(afinfo_tab[family]);
	if (err)
		rcu_read_unlock();
	return afinfo;
}

struct user *acquire_user(struct user *user, int *index)
{
	struct user *ruser;

	*index = srcu_read_lock(&user->release_barrier);
	ruser = srcu_dereference(user->self, &user->release_barrier);
	if (!ruser)
		srcu_read_unlock(&user->release_barrier, *index);
	return ruser;
}

struct afinfo *get_proto(int family)
{
	struct afinfo *cp;

	rcu_read_lock();
	cp = rcu_dereference(afinfo_tab[family]);
	if (cp && !try_module_get(cp->prot->owner))
		cp = NULL;
	rcu_read_unlock();
	return cp;
}

void input_unregister(struct dev *d)
{
	struct input *input;

	rcu_read_lock();
	input = rcu_dereference(d->input);
	rcu_read_unlock();
	if (!input)
		return;
	RCU_INIT_POINTER(d->input, NULL);
	synchronize_rcu();
	input_unregister_device(input);
	input->n = 0;
}

void input_unregister_other(struct dev *d)
{
	struct input *input;

	rcu_read_lock();
	input = rcu_dereference(d->input);
	rcu_read_unlock();
	if (!input)
		return;
	RCU_INIT_POINTER(d->other, NULL);
	synchronize_rcu();
	input->n = 0;
}

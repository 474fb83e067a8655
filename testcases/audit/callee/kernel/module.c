/* A list walk whose lockdep check accepts any reader flavor or module_mutex. */
struct module *find_mod(const char *name)
{
	struct module *mod;

	list_for_each_entry_rcu(mod, &modules, list, lockdep_is_held(&module_mutex)) {
		if (!strcmp(mod->name, name))
			return mod;
	}
	return NULL;
}

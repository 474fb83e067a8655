/* A macro over an out-of-line sleeper with one config, a stub without (kmod.h's request_module()). */
#ifdef CONFIG_MODULES
int __sl_request(bool wait, const char *name);
#define sl_request(mod) __sl_request(true, mod)
#else
static inline int sl_request(const char *name)
{
	return -ENOSYS;
}
#endif

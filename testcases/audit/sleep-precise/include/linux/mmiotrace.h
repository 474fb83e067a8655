/* The MMIO tracer's hook: out of line with CONFIG_MMIOTRACE, a stub without. */
#ifdef CONFIG_MMIOTRACE
extern void mmiotrace_iounmap(volatile void __iomem *addr);
#else
static inline void mmiotrace_iounmap(volatile void __iomem *addr)
{
}
#endif

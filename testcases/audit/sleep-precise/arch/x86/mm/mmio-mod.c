void mmiotrace_iounmap(volatile void __iomem *addr)
{
	might_sleep();
	if (is_enabled())
		iounmap_trace_core(addr);
}

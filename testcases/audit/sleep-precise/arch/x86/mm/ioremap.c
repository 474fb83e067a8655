#include <linux/mmiotrace.h>

void iounmap(volatile void __iomem *addr)
{
	mmiotrace_iounmap(addr);
	free_io(addr);
}

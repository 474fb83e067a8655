/*
 * A reader ended on the branch the sleep's condition follows:
 * acpi_os_read_memory() ends its reader when the lookup fails, maps the
 * address itself and records it in "unmap"; iounmap() runs only then.
 */
#include <linux/io.h>

struct map { void __iomem *virt; };

void __iomem *map_lookup(unsigned long phys);
void __iomem *map_ioremap(unsigned long phys);
void unmap_slow(void __iomem *virt);	/* sleeps */

u32 mem_read(unsigned long phys)
{
	void __iomem *virt;
	bool unmap = false;
	u32 v;

	rcu_read_lock();
	virt = map_lookup(phys);
	if (!virt) {
		rcu_read_unlock();
		virt = map_ioremap(phys);
		if (!virt)
			return 0;
		unmap = true;
	}
	v = readl(virt);
	if (unmap)
		unmap_slow(virt);	/* quiet: the reader ended on this branch */
	else
		rcu_read_unlock();
	return v;
}

/* the flag set without the reader's end before it: reported */
u32 mem_read_bad(unsigned long phys)
{
	void __iomem *virt;
	bool unmap = false;
	u32 v;

	rcu_read_lock();
	virt = map_lookup(phys);
	if (!virt) {
		virt = map_ioremap(phys);
		unmap = true;
	}
	v = readl(virt);
	if (unmap)
		unmap_slow(virt);
	rcu_read_unlock();
	return v;
}

void unmap_slow(void __iomem *virt)
{
	might_sleep();
	msleep(1);
}

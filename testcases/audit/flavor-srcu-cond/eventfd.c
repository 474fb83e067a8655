/*
 * virt/kvm/eventfd.c's resampler list with the recall corpus's injection
 * 39: the ack walk enters srcu_read_lock(&kvm->srcu), but its lockdep
 * condition names kvm->irq_srcu, which its invoker holds around it, and
 * that is the srcu_struct the remover waits for: no mismatch. The same
 * walk with no condition is read under kvm->srcu only, a mismatch.
 */
struct kvm {
	struct srcu_struct srcu;
	struct srcu_struct irq_srcu;
};

struct resampler {
	struct kvm *kvm;
	struct list_head list;
	struct list_head plain;
};

struct irqfd {
	struct list_head resampler_link;
	struct list_head plain_link;
	struct eventfd_ctx *resamplefd;
};

void resampler_ack(struct resampler *resampler)
{
	struct kvm *kvm = resampler->kvm;
	struct irqfd *irqfd;
	int idx;

	idx = srcu_read_lock(&kvm->srcu);
	list_for_each_entry_srcu(irqfd, &resampler->list, resampler_link,
				 srcu_read_lock_held(&kvm->irq_srcu))
		eventfd_signal(irqfd->resamplefd, 1);
	srcu_read_unlock(&kvm->srcu, idx);
}

void resampler_shutdown(struct kvm *kvm, struct irqfd *irqfd)
{
	list_del_rcu(&irqfd->resampler_link);
	synchronize_srcu(&kvm->irq_srcu);
	kfree(irqfd);
}

void plain_ack(struct resampler *resampler)
{
	struct kvm *kvm = resampler->kvm;
	struct irqfd *irqfd;
	int idx;

	idx = srcu_read_lock(&kvm->srcu);
	list_for_each_entry_rcu(irqfd, &resampler->plain, plain_link)
		eventfd_signal(irqfd->resamplefd, 1);
	srcu_read_unlock(&kvm->srcu, idx);
}

void plain_shutdown(struct kvm *kvm, struct irqfd *irqfd)
{
	list_del_rcu(&irqfd->plain_link);
	synchronize_srcu(&kvm->irq_srcu);
	kfree(irqfd);
}

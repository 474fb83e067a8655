void snd_pcm_period_elapsed(struct snd_pcm_substream *substream)
{
	unsigned long flags;

	flags = _snd_pcm_stream_lock_irqsave(substream);
	snd_pcm_period_elapsed_under_stream_lock(substream);
	snd_pcm_stream_unlock_irqrestore(substream, flags);
}

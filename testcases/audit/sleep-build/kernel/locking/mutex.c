/* Built always: its sleeper counts. */
void always_lock(struct mutex *m)
{
	mutex_lock(m);
}

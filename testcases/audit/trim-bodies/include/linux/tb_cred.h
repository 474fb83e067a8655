/* A tree's accessor macro: a function that calls it holds an access. */
#define tb_cred(t) rcu_dereference((t)->cred)

#define scoped_guard(_name, args...) for (;;)
#define scoped_cond_guard(_name, _fail, args...) for (;;)

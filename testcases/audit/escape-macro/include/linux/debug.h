#define dprintk(fmt, ...) no_printk(fmt, ##__VA_ARGS__)

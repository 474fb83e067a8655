/* bar's own dprintk(): its files only, never net/foo's. */
#define dprintk(lvl, fmt, p) pr_info(fmt, (p)->name)

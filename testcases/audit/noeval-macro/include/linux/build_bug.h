/* 6.1 include/linux/build_bug.h: compiled for its type, never run. */
#define BUILD_BUG_ON_INVALID(e) ((void)(sizeof((__force long)(e))))

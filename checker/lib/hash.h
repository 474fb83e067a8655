/* SPDX-License-Identifier: GPL-2.0 */
/*
 * SHA-256 (OpenSSL's libcrypto, Debian's libssl-dev) as 64 hex digits:
 * what the result cache keys a file's content and the rules' version by.
 */
#ifndef RCUCHECK_HASH_H
#define RCUCHECK_HASH_H

#include <stddef.h>

#define HASH_HEX 65	/* 64 digits and the NUL */

/* The hash of @len bytes at @data, in @hex. */
void hash_hex(const void *data, size_t len, char hex[HASH_HEX]);

/* A hash fed piece by piece. */
struct hasher;
struct hasher *hasher_new(void);
void hasher_add(struct hasher *h, const void *data, size_t len);
/* A string and its NUL, so that "ab"+"c" and "a"+"bc" differ. */
void hasher_add_str(struct hasher *h, const char *s);
/* The hash in @hex; frees @h. */
void hasher_done(struct hasher *h, char hex[HASH_HEX]);

/*
 * This program's binary, hashed once a process (NULL when it cannot be
 * read): what a kept result made by the code keys on.
 */
const char *hash_of_self(void);

#endif

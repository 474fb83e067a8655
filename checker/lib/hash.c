// SPDX-License-Identifier: GPL-2.0
#include "lib/hash.h"

#include <stdlib.h>
#include <string.h>
#include <openssl/evp.h>
#include "lib/util.h"

struct hasher {
	EVP_MD_CTX *ctx;
};

static void to_hex(const unsigned char *md, unsigned n, char hex[HASH_HEX])
{
	static const char digits[] = "0123456789abcdef";

	for (unsigned i = 0; i < n && i < 32; i++) {
		hex[2 * i] = digits[md[i] >> 4];
		hex[2 * i + 1] = digits[md[i] & 15];
	}
	hex[64] = '\0';
}

struct hasher *hasher_new(void)
{
	struct hasher *h = xcalloc(1, sizeof(*h));

	h->ctx = EVP_MD_CTX_new();
	if (!h->ctx || !EVP_DigestInit_ex(h->ctx, EVP_sha256(), NULL))
		fatal("libcrypto: cannot start a SHA-256 digest");
	return h;
}

void hasher_add(struct hasher *h, const void *data, size_t len)
{
	if (len && !EVP_DigestUpdate(h->ctx, data, len))
		fatal("libcrypto: SHA-256 update failed");
}

void hasher_add_str(struct hasher *h, const char *s)
{
	hasher_add(h, s, strlen(s) + 1);
}

void hasher_done(struct hasher *h, char hex[HASH_HEX])
{
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned n = 0;

	if (!EVP_DigestFinal_ex(h->ctx, md, &n))
		fatal("libcrypto: SHA-256 final failed");
	to_hex(md, n, hex);
	EVP_MD_CTX_free(h->ctx);
	free(h);
}

void hash_hex(const void *data, size_t len, char hex[HASH_HEX])
{
	struct hasher *h = hasher_new();

	hasher_add(h, data, len);
	hasher_done(h, hex);
}

const char *hash_of_self(void)
{
	static char hex[HASH_HEX];
	size_t len;

	if (!hex[0]) {
		char *text = read_file("/proc/self/exe", &len);

		if (!text)
			return NULL;
		hash_hex(text, len, hex);
		free(text);
	}
	return hex;
}

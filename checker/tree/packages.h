/* SPDX-License-Identifier: GPL-2.0 */
/* Debian packages rcucheck needs, installed with apt when missing. */
#ifndef RCUCHECK_PACKAGES_H
#define RCUCHECK_PACKAGES_H

/* Installs what is missing (apt-get, as root or through sudo). Dies on failure. */
void packages_ensure(void);

#endif

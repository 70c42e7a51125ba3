#ifndef FILMSWIPE_CQRENCODE_SHIM_H
#define FILMSWIPE_CQRENCODE_SHIM_H

// libqrencode (Debian libqrencode-dev) makes the QR code a party room's join link is shown as.
#include <qrencode.h>

#endif

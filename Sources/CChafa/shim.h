#ifndef FILMSWIPE_CCHAFA_SHIM_H
#define FILMSWIPE_CCHAFA_SHIM_H

// libchafa (Debian libchafa-dev) draws pixels as text cells; its headers need glib's, found through pkg-config.
#include <chafa.h>

#endif

#ifndef FILMSWIPE_CTURBOJPEG_SHIM_H
#define FILMSWIPE_CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API (Debian libturbojpeg0-dev): JPEG headers read, images decoded at a reduced scale.
#include <stddef.h>
#include <turbojpeg.h>

// TJSCALED is a function-like macro, which Swift does not import.
static inline int fs_tj_scaled(int dimension, tjscalingfactor factor) { return TJSCALED(dimension, factor); }

#endif

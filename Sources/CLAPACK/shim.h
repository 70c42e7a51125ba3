#ifndef FILMSWIPE_CLAPACK_SHIM_H
#define FILMSWIPE_CLAPACK_SHIM_H

// LAPACK's C interface (Debian liblapacke-dev), over the optimised LAPACK and BLAS of libopenblas-dev.
#include <lapacke.h>

#endif

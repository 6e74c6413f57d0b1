// A header to precompile (driver/inputs.test): it includes hpvm.h, as the
// headers of HPVM programs do.
#pragma once
#include <hpvm/hpvm.h>
inline int twice(int x) { return 2 * x; }

#include <hpvm/hpvm.h>
template <typename Real>
Real update(Real alpha, const Real *x, Real *y, int *bins, int n) {
  Real total = 0;
#pragma hpvm graph name(g) nowait in(x[0:n]) inout(y[0:n], bins[0:16]) target(cpu, gpu)
  {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
    for (int i = n - 1; i >= 0; i -= 1)
      y[i] = alpha * x[i] + y[i];
#pragma hpvm node parallel(1) in(y[0:n]) inout(bins[0:16])
    for (unsigned i = 0; i < unsigned(n); i++)
      hpvm::atomic_add(&bins[int(y[i]) & 15], 1);
#pragma hpvm node in(y[0:n]) out(total)
    {
      for (int i = 0; i < n; ++i)
        total += y[i];
    }
  }
  Real host = alpha * 2;
#pragma hpvm wait(g)
  return total + host;
}
template float update<float>(float, const float *, float *, int *, int);
template double update<double>(double, const double *, double *, int *, int);

#include <hpvm/hpvm.h>
void run(float *v, int n) {
#pragma hpvm graph target(gpu, cpu) inout(v[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
#pragma hpvm node target(vector) instances(4)
      { v[i] += hpvm::id(0); }
#pragma hpvm node instances(4)
      { v[i] -= hpvm::id(0); }
    }
  }
}

void other(float *v, int n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      v[i] *= 2;
  }
}

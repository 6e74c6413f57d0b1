#include <hpvm/hpvm.h>

void spmd(int *v, int groups, int lanes) {
#pragma hpvm graph inout(v[0:groups * lanes])
  {
#pragma hpvm node name(init) out(v[0:1])
    {
      v[0] = 0;
    }
#pragma hpvm node name(groups) instances(groups) inout(v[0:groups * lanes])
    {
#pragma hpvm node name(lanes) instances(lanes)
      {
        long i = hpvm::parent_id(0) * hpvm::count(0) + hpvm::id(0);
        v[i] += 1;
      }
    }
  }
}

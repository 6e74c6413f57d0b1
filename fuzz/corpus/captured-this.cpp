#include <hpvm/hpvm.h>
struct Grid {
  float *cells;
  int n;
  void clear();
};
void Grid::clear() {
#pragma hpvm graph out(cells[0:n])
  {
  }
}
struct Grid2 {
  int n;
  void clear(float *cells) {
#pragma hpvm graph out(cells[0:8])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < 8; ++i)
        cells[i] = n;
    }
  }
};

// A three-level loop-form hierarchy: tiles (1-D) of row blocks (2-D: rows x
// a strided column group) of elements (1-D, counting down). The innermost
// node reads the loop variables of both enclosing nodes and a declaration of
// the outermost loop body; internal nodes only create their children. Every
// element records which (tile, row, group, element) wrote it; the program
// checks every element, and the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      hierarchy: 9 tiles x 4 rows x 3 groups x 5 elements, sum 216870480, OK
#include <cstdio>
#include <vector>

constexpr long Rows = 4, Groups = 3, Elems = 5;
constexpr long TileSize = Rows * Groups * Elems;

static void nest(long *out, int tiles) {
  long n = tiles * TileSize;
#pragma hpvm graph out(out[0:n])
  {
#pragma hpvm node name(tiles) parallel(1)
    for (int t = 0; t < tiles; ++t) {
      long base = t * TileSize;
#pragma hpvm node name(rows) parallel(2)
      for (long r = 0; r < Rows; ++r)
        for (long g = 2 * t; g < 2 * t + 3 * Groups; g += 3) {
#pragma hpvm node name(elems) parallel(1)
          for (short e = Elems - 1; e >= 0; --e) {
            long gi = (g - 2 * t) / 3;
            out[base + (r * Groups + gi) * Elems + e] =
                t * 100000 + r * 1000 + g * 10 + e;
          }
        }
    }
  }
}

int main() {
  const int tiles = 9;
  const long n = tiles * TileSize;
  std::vector<long> out(n, -1);
  nest(out.data(), tiles);
  bool ok = true;
  long sum = 0;
  for (long t = 0; t < tiles; ++t)
    for (long r = 0; r < Rows; ++r)
      for (long gi = 0; gi < Groups; ++gi)
        for (long e = 0; e < Elems; ++e) {
          long g = 2 * t + 3 * gi;
          long v = out[t * TileSize + (r * Groups + gi) * Elems + e];
          ok &= v == t * 100000 + r * 1000 + g * 10 + e;
          sum += v;
        }
  std::printf("hierarchy: %d tiles x %ld rows x %ld groups x %ld elements, "
              "sum %ld, %s\n",
              tiles, Rows, Groups, Elems, sum, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}

void twoD(float *m, int rows, int cols) {
#pragma hpvm graph out(m[0:rows * cols])
  {
#pragma hpvm node parallel(2)
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        m[r * cols + c] = 0;
  }
}

void threeD(double *v, long nx, long ny, long nz) {
#pragma hpvm graph inout(v[0:nx * ny * nz])
  {
#pragma hpvm node parallel(3)
    for (long x = 0; x < nx; ++x) {
      for (long y = 0; y < ny; ++y) {
        for (long z = 0; z < nz; ++z)
          v[(x * ny + y) * nz + z] += 1;
      }
    }
  }
}

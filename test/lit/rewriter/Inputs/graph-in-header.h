// A graph in an included header: not supported (only the main file is
// rewritten).
inline void headerGraph(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
  }
}

// blend.h - a kernel written once, as a function template in a header that
// any number of sources include: hpvmcc rewrites the header's pragmas in
// memory (the file itself does not change) and makes node functions for each
// instantiation, as a C++ compiler makes functions (docs/pragmas.md).
#ifndef EXAMPLES_BLEND_H
#define EXAMPLES_BLEND_H

/// out = (1 - w) * a + w * b, element by element.
template <typename T> void blend(const T *a, const T *b, T *out, long n, T w) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[i] = (1 - w) * a[i] + w * b[i];
  }
}

#endif // EXAMPLES_BLEND_H

//===- innerloop_avx512.cpp - the innerloop bench by hand, AVX-512 --------===//
//
// The same kernel as innerloop.cpp written with AVX-512 intrinsics: 16 rows
// at a time, their inner loops run together up to the longest, each row's
// lanes masked off once it is done; a gather per step, a scatter at the end;
// the last rows one by one.
//
//===----------------------------------------------------------------------===//
#include "innerloop.h"

#include <immintrin.h>

static void rowSums(const int *start, const int *len, const int *perm,
                    const float *a, const float *w, float *out, long rows) {
  long i = 0;
  for (; i + 16 <= rows; i += 16) {
    __m512i st = _mm512_loadu_si512(start + i);
    __m512i ln = _mm512_loadu_si512(len + i);
    int longest = _mm512_reduce_max_epi32(ln);
    __m512 s = _mm512_setzero_ps();
    for (int k = 0; k < longest; ++k) {
      __m512i kk = _mm512_set1_epi32(k);
      __mmask16 live = _mm512_cmpgt_epi32_mask(ln, kk);
      __m512 v = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), live,
                                          _mm512_add_epi32(st, kk), a, 4);
      s = _mm512_mask3_fmadd_ps(v, _mm512_set1_ps(w[k]), s, live);
    }
    _mm512_i32scatter_ps(out, _mm512_loadu_si512(perm + i), s, 4);
  }
  for (; i < rows; ++i) {
    float s = 0;
    for (int k = 0; k < len[i]; ++k)
      s += a[start[i] + k] * w[k];
    out[perm[i]] = s;
  }
}

int main(int argc, char **argv) {
  innerloop::Inputs In = innerloop::inputsFromArgs(argc, argv);
  return innerloop::run("avx512-intrinsics", In, [&] {
    rowSums(In.Start.data(), In.Len.data(), In.Perm.data(), In.A.data(),
            In.W.data(), In.Out.data(), In.Rows);
  });
}

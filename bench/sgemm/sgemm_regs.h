//===- sgemm_regs.h - register-blocked steps of a tiled sgemm leaf --------===//
//
// The steps of a block-form sgemm leaf (sgemm_variants.cpp, variants regs*)
// in which each instance computes a TM x TM block of C in registers, the
// way fast GPU sgemm kernels do. A BM x BM block of C has (BM/TM)^2
// instances; per step along k they load a BM x BK slice of A (transposed)
// and a BK x BM slice of B into local memory, in vectors of four
// consecutive floats (16-byte loads; BM * BK / 4 / (BM/TM)^2 per instance
// and matrix), then each instance
// accumulates BK outer products of TM values of A and TM of B. The leaf
// reads the next slices from global memory (fetch) before the products,
// keeping them in registers meanwhile, or after them, and stores them into
// local memory (put) after the barrier that ends the products.
//
// An instance's rows and columns are TM/4 groups of 4, BM/(TM/4) apart, so
// that its reads of local memory and its stores to C are 16-byte vectors
// and the instances of a warp read consecutive vectors. Every loop has
// compile-time bounds: fully unrolled, the accumulators are registers.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_SGEMM_SGEMM_REGS_H
#define HPVM_BENCH_SGEMM_SGEMM_REGS_H

namespace sgemm {

/// Four floats loaded or stored as one 16-byte access.
struct alignas(16) Float4 {
  float X, Y, Z, W;
};

template <int BM, int TM, int BK> struct Regs {
  static constexpr int Side = BM / TM; // instances along each side
  static constexpr int Instances = Side * Side;
  static constexpr int Groups = TM / 4;      // 4-wide groups per side
  static constexpr int Stride = BM / Groups; // distance between groups
  static_assert(TM % 4 == 0 && BM % TM == 0 && BK % 4 == 0, "vector shape");
  static constexpr int Vectors = BM * BK / 4 / Instances; // per slice
  static_assert(Vectors >= 1 && BM * BK == 4 * Vectors * Instances,
                "whole vectors per instance and slice");

  /// This instance's vectors of a k-slice of A and of B.
  struct Slice {
    float A[Vectors][4], B[Vectors][4];
  };

  /// Reads this instance's vectors of the slices at K (the V-th is that of
  /// instance T + V * Instances): of A, rows from Row0, columns from K; of
  /// B, rows from K, columns from Col0.
  static Slice fetch(const float *A, const float *B, long n, long Row0,
                     long Col0, long K, int T) {
    Slice S;
#pragma unroll
    for (int V = 0; V < Vectors; ++V) {
      int U = T + V * Instances;
      read4(&A[(Row0 + U / (BK / 4)) * n + K], U % (BK / 4) * 4, S.A[V]);
      read4(&B[(K + U / (BM / 4)) * n + Col0], U % (BM / 4) * 4, S.B[V]);
    }
    return S;
  }

  /// Stores a slice into local memory, A transposed (As[k][m]) so that the
  /// product reads rows of both.
  static void put(const Slice &S, int T, float (*As)[BM], float (*Bs)[BM]) {
#pragma unroll
    for (int V = 0; V < Vectors; ++V) {
      int U = T + V * Instances;
#pragma unroll
      for (int Q = 0; Q < 4; ++Q)
        As[U % (BK / 4) * 4 + Q][U / (BK / 4)] = S.A[V][Q];
      write4(Bs[U / (BM / 4)], U % (BM / 4) * 4, S.B[V]);
    }
  }

  /// Reads the four floats at Row[At..At+3] into V[0..3] (one vector load).
  static void read4(const float *Row, long At, float *V) {
    const Float4 *P = (const Float4 *)&Row[At];
    V[0] = P->X;
    V[1] = P->Y;
    V[2] = P->Z;
    V[3] = P->W;
  }

  /// Writes V[0..3] to Row[At..At+3] (one vector store).
  static void write4(float *Row, long At, const float *V) {
    Float4 *P = (Float4 *)&Row[At];
    P->X = V[0];
    P->Y = V[1];
    P->Z = V[2];
    P->W = V[3];
  }

  /// Acc += the BK outer products of the slices in local memory, for the
  /// instance at (TY, TX) of the block.
  static void multiply(float (&Acc)[TM][TM], const float (*As)[BM],
                       const float (*Bs)[BM], int TY, int TX) {
#pragma unroll
    for (int K = 0; K < BK; ++K) {
      float RA[TM], RB[TM];
#pragma unroll
      for (int G = 0; G < Groups; ++G) {
        read4(As[K], G * Stride + TY * 4, &RA[G * 4]);
        read4(Bs[K], G * Stride + TX * 4, &RB[G * 4]);
      }
#pragma unroll
      for (int I = 0; I < TM; ++I)
#pragma unroll
        for (int J = 0; J < TM; ++J)
          Acc[I][J] += RA[I] * RB[J];
    }
  }

  /// Writes the instance's block of C (16-byte stores).
  static void store(float *C, long n, long Row0, long Col0,
                    const float (&Acc)[TM][TM], int TY, int TX) {
#pragma unroll
    for (int I = 0; I < TM; ++I) {
      long Row = Row0 + I / 4 * Stride + TY * 4 + I % 4;
#pragma unroll
      for (int G = 0; G < Groups; ++G)
        write4(&C[Row * n + Col0], G * Stride + TX * 4, &Acc[I][G * 4]);
    }
  }
};

} // namespace sgemm

#endif // HPVM_BENCH_SGEMM_SGEMM_REGS_H

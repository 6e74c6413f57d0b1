//===- HalfKernels.cpp - float <-> half conversion on the GPU -------------===//
#include "HalfKernels.h"
#include "hpvm/hpvm_rt.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

namespace hpvm::tensor::gpu {
namespace {

// One thread per element: dst[i] = convert(src[i]) for i < n. PTX for
// sm_75, hpvmcc's default target for gpu nodes, JIT-compiled for the GPU at
// hand; checked with ptxas -arch=sm_90. $-words are filled in by kernel().
const char *const Template = R"(
.visible .entry $NAME(.param .u64 dst, .param .u64 src, .param .u64 n)
{
  .reg .pred %p;
  .reg .b32 %r<4>;
  .reg .b64 %rd<9>;
  .reg .f32 %f;
  .reg .b16 %h;
  ld.param.u64 %rd1, [dst];
  ld.param.u64 %rd2, [src];
  ld.param.u64 %rd3, [n];
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  cvt.u64.u32 %rd4, %r3;
  mad.wide.u32 %rd4, %r1, %r2, %rd4;
  setp.ge.u64 %p, %rd4, %rd3;
  @%p bra done;
  cvta.to.global.u64 %rd5, %rd2;
  shl.b64 %rd6, %rd4, $SRC_SHIFT;
  add.s64 %rd5, %rd5, %rd6;
  ld.global.$SRC_TYPE $SRC_REG, [%rd5];
  $CONVERT;
  cvta.to.global.u64 %rd7, %rd1;
  shl.b64 %rd8, %rd4, $DST_SHIFT;
  add.s64 %rd7, %rd7, %rd8;
  st.global.$DST_TYPE [%rd7], $DST_REG;
done:
  ret;
}
)";

/// The template for \p Name, with \p Words for its $-words.
std::string
kernel(const char *Name,
       std::initializer_list<std::pair<std::string, std::string>> Words) {
  std::string K = Template;
  auto Fill = [&](const std::string &Word, const std::string &Text) {
    for (size_t At; (At = K.find(Word)) != std::string::npos;)
      K.replace(At, Word.size(), Text);
  };
  for (const auto &[Word, Text] : Words)
    Fill(Word, Text);
  Fill("$NAME", Name);
  return K;
}

} // namespace

const std::string &conversionPtx() {
  static const std::string Ptx =
      ".version 7.0\n.target sm_75\n.address_size 64\n" +
      kernel("hpvm_tensor_to_half", {{"$SRC_SHIFT", "2"},
                                     {"$SRC_TYPE", "f32"},
                                     {"$SRC_REG", "%f"},
                                     {"$CONVERT", "cvt.rn.f16.f32 %h, %f"},
                                     {"$DST_SHIFT", "1"},
                                     {"$DST_TYPE", "b16"},
                                     {"$DST_REG", "%h"}}) +
      kernel("hpvm_tensor_to_float", {{"$SRC_SHIFT", "1"},
                                      {"$SRC_TYPE", "b16"},
                                      {"$SRC_REG", "%h"},
                                      {"$CONVERT", "cvt.f32.f16 %f, %h"},
                                      {"$DST_SHIFT", "2"},
                                      {"$DST_TYPE", "f32"},
                                      {"$DST_REG", "%f"}});
  return Ptx;
}

namespace {

void launch(const char *Op, const char *Kernel, void *Dst, const void *Src,
            size_t N) {
  if (N == 0)
    return;
  constexpr int64_t Threads = 256;
  const int64_t Grid[3] = {int64_t((N + Threads - 1) / Threads), 1, 1};
  const int64_t Block[3] = {Threads, 1, 1};
  uint64_t Args[3] = {uint64_t(uintptr_t(Dst)), uint64_t(uintptr_t(Src)),
                      uint64_t(N)};
  void *Params[3] = {&Args[0], &Args[1], &Args[2]};
  // Loaded once, cached by the module's address.
  static const hpvm_rt_gpu_module Module = {conversionPtx().c_str(), nullptr, 0,
                                            0};
  hpvm_rt_gpu_launch(Op, &Module, Kernel, Grid, Block, Params);
}

} // namespace

void convertToHalf(const char *Op, void *Half, const void *Float, size_t N) {
  launch(Op, "hpvm_tensor_to_half", Half, Float, N);
}

void convertToFloat(const char *Op, void *Float, const void *Half, size_t N) {
  launch(Op, "hpvm_tensor_to_float", Float, Half, N);
}

} // namespace hpvm::tensor::gpu

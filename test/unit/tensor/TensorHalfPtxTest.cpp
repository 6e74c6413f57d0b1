//===- TensorHalfPtxTest.cpp - the float <-> half kernels' PTX ------------===//
//
// The conversion kernels that the fp16 knob launches on the GPU are PTX
// text in the runtime: ptxas (where the CUDA toolkit is installed) must
// assemble them for the H100, so that a typo is found without a GPU.
//
//===----------------------------------------------------------------------===//
#include "tensor/cuda/HalfKernels.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

TEST(TensorHalfPtx, PtxasAssemblesTheConversionKernels) {
  const char *Ptxas = "/usr/local/cuda/bin/ptxas";
  if (std::FILE *F = std::fopen(Ptxas, "r"))
    std::fclose(F);
  else
    GTEST_SKIP() << "no " << Ptxas;
  const std::string &Ptx = hpvm::tensor::gpu::conversionPtx();
  EXPECT_NE(Ptx.find(".entry hpvm_tensor_to_half("), std::string::npos);
  EXPECT_NE(Ptx.find(".entry hpvm_tensor_to_float("), std::string::npos);
  std::string Path = ::testing::TempDir() + "hpvm-half.ptx";
  std::FILE *Out = std::fopen(Path.c_str(), "w");
  ASSERT_NE(Out, nullptr);
  std::fputs(Ptx.c_str(), Out);
  std::fclose(Out);
  std::string Command =
      std::string(Ptxas) + " -arch=sm_90 " + Path + " -o " + Path + ".cubin";
  EXPECT_EQ(std::system(Command.c_str()), 0) << Command;
}

} // namespace

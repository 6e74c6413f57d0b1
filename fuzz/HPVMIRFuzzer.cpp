//===- HPVMIRFuzzer.cpp - libFuzzer target for HPVM IR inputs ---------------===//
//
// Runs one input through what hpvmcc does with a .hpvm.ll/.hpvm.bc file,
// in-process: parse (text or bitcode), LLVM's verifier, the graph builder
// and its verifier, then the vector and CPU backends and the host lowering
// (the GPU backend's NVPTX code generation is left out: it is LLVM's).
// A malformed module must end in an error, never in a crash, an assertion or
// a sanitizer report; a module the verifiers accept must lower to IR that
// LLVM's verifier accepts.
//
//===----------------------------------------------------------------------===//
#include "codegen/DFG.h"
#include "codegen/DFGVerifier.h"
#include "codegen/HostLowering.h"
#include "codegen/InputVerifier.h"
#include "codegen/NodeTargets.h"
#include "codegen/cpu/CPUBackend.h"
#include "codegen/gpu/GPUBackend.h"
#include "codegen/vector/VectorBackend.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  InitializeNativeTarget();
  // As hpvmcc: the parser must not abort on a module its verifier rejects.
  const char *Args[] = {"hpvm-ir-fuzzer", "-disable-auto-upgrade-debug-info"};
  cl::ParseCommandLineOptions(2, Args);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  LLVMContext Ctx;
  // Errors are the expected outcome for most inputs: they are dropped.
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *, void *) {}, nullptr);
  SMDiagnostic Err;
  // LLVM's lexer reads up to a terminating NUL, which a copy has.
  std::unique_ptr<MemoryBuffer> Input = MemoryBuffer::getMemBufferCopy(
      StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.hpvm.ll");
  std::unique_ptr<Module> M = parseIR(*Input, Err, Ctx);
  if (!M || !hpvm::isValidInputIR(*M, nulls()))
    return -1;

  Expected<std::unique_ptr<hpvm::DFG>> Graphs =
      hpvm::buildDFG(*M, hpvm::targetsFromNames({"cpu", "vector"}));
  if (!Graphs) {
    consumeError(Graphs.takeError());
    return 0;
  }
  if (Error E = hpvm::verifyDFG(**Graphs, *M)) {
    consumeError(std::move(E));
    return 0;
  }
  Expected<hpvm::VectorVersions> Vector =
      hpvm::generateVectorCode(**Graphs, *M);
  if (!Vector) {
    consumeError(Vector.takeError());
    return 0;
  }
  Expected<hpvm::GraphEntries> Entries =
      hpvm::generateCPUCode(**Graphs, *M, hpvm::DeviceVersions(),
                            hpvm::DeviceVersions(), *Vector);
  if (!Entries) {
    consumeError(Entries.takeError());
    return 0;
  }
  if (Error E = hpvm::lowerHostCalls(**Graphs, *Entries, *M)) {
    consumeError(std::move(E));
    return 0;
  }
  if (verifyModule(*M, &errs())) {
    errs() << "hpvm-ir-fuzzer: the lowering of a verified module is "
              "invalid IR\n";
    std::abort();
  }
  return 0;
}

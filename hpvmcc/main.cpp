//===- main.cpp - the hpvmcc compiler driver ----------------------------------===//
//
// A drop-in replacement for clang++: expands response files, reads the
// command line, compiles each source (CompileJob) and links (clang++-19 with
// libhpvm-rt). Exit status 0 on success, 1 on any user error.
//
//===----------------------------------------------------------------------===//
#include "CompileJob.h"
#include "DriverOptions.h"
#include "Toolchain.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

using namespace llvm;
using namespace hpvm;

namespace {

/// Where a source's output goes when the command line stops before linking.
std::string outputFor(const InputFile &In, const DriverOptions &Opts) {
  if (!Opts.Output.empty())
    return Opts.Output;
  switch (Opts.Emit) {
  case EmitKind::HPVMBC:
    return (sys::path::stem(In.Path) + ".hpvm.bc").str();
  case EmitKind::Rewritten:
  case EmitKind::HPVMIR:
  case EmitKind::DFG:
  case EmitKind::DFGDot:
  case EmitKind::PTX:
  case EmitKind::VectorIR:
  case EmitKind::LLVMIR:
    return "-";
  default:
    break;
  }
  StringRef Ext = Opts.Phase == ClangPhase::Assemble ? ".s" : ".o";
  return (sys::path::stem(In.Path) + Ext).str();
}

/// Removes the temporary objects of a compile-and-link run.
class TempFiles {
public:
  explicit TempFiles(bool Keep) : Keep(Keep) {}
  ~TempFiles() {
    if (!Keep)
      for (const std::string &F : Files)
        sys::fs::remove(F);
  }
  std::string create(const InputFile &In) {
    if (Keep)
      return Files.emplace_back((sys::path::stem(In.Path) + ".o").str());
    SmallString<128> Path;
    if (sys::fs::createTemporaryFile(sys::path::stem(In.Path), "o", Path))
      return "";
    return Files.emplace_back(Path.str());
  }

private:
  bool Keep;
  std::vector<std::string> Files;
};

int link(const std::vector<std::string> &Objects, const DriverOptions &Opts,
         const Toolchain &TC) {
  std::vector<std::string> Cmd{TC.clangxx()};
  Cmd.insert(Cmd.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  // libhpvm-rt runs the CPU target's instances on the OpenMP runtime;
  // vector bodies call glibc's vector math library (linked only if used).
  Cmd.insert(Cmd.end(), {TC.libDir() + "/libhpvm-rt.a", "-fopenmp",
                         "-pthread", "-Qunused-arguments",
                         "-Wl,--push-state,--as-needed", "-lmvec",
                         "-Wl,--pop-state"});
  if (!Opts.Output.empty())
    Cmd.insert(Cmd.end(), {"-o", Opts.Output});
  TC.logStage("link", Opts.Output.empty() ? "a.out" : Opts.Output, Opts);
  return TC.run(Cmd, Opts) == 0 ? 0 : 1;
}

int runDriver(const DriverOptions &Opts, const Toolchain &TC) {
  if (Opts.Phase == ClangPhase::Preprocess) {
    // Preprocessing is clang's business alone: pragmas pass through.
    std::vector<std::string> Cmd = TC.hpvmCompileArgs();
    Cmd.insert(Cmd.begin(), TC.clangxx());
    Cmd.insert(Cmd.end(), Opts.ClangArgv.begin(), Opts.ClangArgv.end());
    return TC.run(Cmd, Opts) == 0 ? 0 : 1;
  }

  unsigned NumSources = llvm::count_if(Opts.Inputs, [](const InputFile &In) {
    return In.isSource() || In.isHPVMModule();
  });
  if (Opts.Phase != ClangPhase::Link && NumSources > 1 &&
      !Opts.Output.empty()) {
    errs() << "hpvmcc: error: cannot specify '-o' when generating multiple "
              "output files\n";
    return 1;
  }

  TempFiles Temps(Opts.SaveTemps);
  std::vector<std::string> LinkInputs;
  bool Failed = false;
  for (const InputFile &In : Opts.Inputs) {
    if (!In.isSource() && !In.isHPVMModule()) {
      LinkInputs.push_back(In.Path);
      continue;
    }
    if (!Opts.DryRun && !sys::fs::exists(In.Path)) {
      errs() << "hpvmcc: error: no such file or directory: '" << In.Path
             << "'\n";
      Failed = true;
      continue;
    }
    std::string Out = Opts.Phase == ClangPhase::Link ? Temps.create(In)
                                                     : outputFor(In, Opts);
    bool Compiled = In.isHPVMModule() ? compileHPVMModule(In, Out, Opts, TC)
                                      : compileSource(In, Out, Opts, TC);
    Failed |= !Compiled;
    LinkInputs.push_back(Out);
  }
  if (Failed)
    return 1;
  if (Opts.Phase != ClangPhase::Link)
    return 0;
  return link(LinkInputs, Opts, TC);
}

} // namespace

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  InitializeAllAsmParsers();

  SmallVector<const char *, 64> Expanded(argv + 1, argv + argc);
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  cl::ExpansionContext ECtx(Alloc, cl::TokenizeGNUCommandLine);
  if (Error E = ECtx.expandResponseFiles(Expanded)) {
    errs() << "hpvmcc: error: " << toString(std::move(E)) << "\n";
    return 1;
  }
  std::vector<std::string> Argv(Expanded.begin(), Expanded.end());

  Expected<DriverOptions> Opts = parseDriverOptions(Argv);
  if (!Opts) {
    errs() << "hpvmcc: error: " << toString(Opts.takeError()) << "\n";
    return 1;
  }
  Toolchain TC(argv[0], reinterpret_cast<void *>(&main));
  if (Opts->ShowHelp) {
    printHelp(outs());
    return 0;
  }
  if (Opts->ShowVersion) {
    outs() << "hpvmcc version " << HPVMCC_VERSION << " (LLVM "
           << LLVM_VERSION_STRING << ")\n"
           << "Target: " << sys::getDefaultTargetTriple() << "\n"
           << "Clang: " << TC.clangxx() << "\n";
    return 0;
  }
  return runDriver(*Opts, TC);
}

//===- main.cpp - the hpvmcc compiler driver
//----------------------------------===//
//
// A drop-in replacement for clang++: expands response files, reads the
// command line, compiles each source (CompileJob) and links (clang++-19 with
// libhpvm-rt). Exit status 0 on success, 1 on any user error.
//
//===----------------------------------------------------------------------===//
#include "CompileJob.h"
#include "DriverOptions.h"
#include "RuntimeLibrary.h"
#include "RuntimeUse.h"
#include "Toolchain.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
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
  case EmitKind::OpenCL:
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
  /// A new file named after \p Stem with extension \p Ext (kept in the
  /// current directory with -save-temps). Empty on failure.
  std::string create(StringRef Stem, StringRef Ext) {
    if (Keep)
      return Files.emplace_back((Stem + "." + Ext).str());
    SmallString<128> Path;
    if (sys::fs::createTemporaryFile(Stem, Ext, Path))
      return "";
    return Files.emplace_back(Path.str());
  }

private:
  bool Keep;
  std::vector<std::string> Files;
};

int link(const std::vector<std::string> &Objects, const DriverOptions &Opts,
         const Toolchain &TC) {
  std::vector<std::string> Cmd{TC.clangDriver()};
  Cmd.insert(Cmd.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  // -### runs no compile, so there are no objects to look into: it shows
  // the link of an HPVM program.
  RuntimeUse Use = usedRuntimes(Objects);
  if (Opts.DryRun || Use.Core || Use.Tensor) {
    if (is_contained(Opts.LinkArgs, "-static")) {
      errs() << "hpvmcc: error: '-static' cannot link an HPVM program: "
                "libhpvm-rt runs on the OpenMP runtime, which exists here "
                "only as a shared library (libomp.so)\n";
      return 1;
    }
    // The tensor runtime calls libhpvm-rt and oneDNN (Debian's libdnnl).
    if (Use.Tensor)
      Cmd.insert(Cmd.end(), {TC.libDir() + "/libhpvm-tensor.a", "-ldnnl"});
    // libhpvm-rt runs the CPU target's instances on the OpenMP runtime;
    // vector bodies call glibc's vector math library (linked only if used).
    std::vector<std::string> Runtime = runtimeLibrary(
        Opts.LinkArgs, TC.libDir(),
        (sys::path::parent_path(sys::path::parent_path(TC.clangDriver())) +
         "/lib")
            .str());
    Cmd.insert(Cmd.end(), Runtime.begin(), Runtime.end());
    Cmd.insert(Cmd.end(),
               {"-fopenmp", "-pthread", "-Qunused-arguments",
                "-Wl,--push-state,--as-needed", "-lmvec", "-Wl,--pop-state"});
    // libhpvm-rt is C++; clang++ links its library and libm by itself, and
    // with -fsanitize= the sanitizers' C++ parts its sanitizer builds use.
    if (TC.isCDriver())
      Cmd.insert(Cmd.end(),
                 {"-lstdc++", "-lm", "-fsanitize-link-c++-runtime"});
  }
  if (!Opts.Output.empty())
    Cmd.insert(Cmd.end(), {"-o", Opts.Output});
  TC.logStage("link", Opts.Output.empty() ? "a.out" : Opts.Output, Opts);
  return TC.run(Cmd, Opts) == 0 ? 0 : 1;
}

/// Runs clang++ with the user's command line: for what is clang's business
/// alone (preprocessing, queries such as -print-resource-dir).
int runClang(const DriverOptions &Opts, const Toolchain &TC) {
  std::vector<std::string> Cmd = TC.hpvmCompileArgs();
  Cmd.insert(Cmd.begin(), TC.clangDriver());
  Cmd.insert(Cmd.end(), Opts.ClangArgv.begin(), Opts.ClangArgv.end());
  return TC.run(Cmd, Opts) == 0 ? 0 : 1;
}

/// Compiles an input that has nothing to do with HPVM (assembler, LLVM IR,
/// ...) with clang++ alone.
bool compileWithClang(const InputFile &In, StringRef Out,
                      const DriverOptions &Opts, const Toolchain &TC) {
  std::vector<std::string> Cmd{TC.clangDriver()};
  Cmd.insert(Cmd.end(), Opts.CompileArgs.begin(), Opts.CompileArgs.end());
  // A precompiled header may include hpvm.h, as the sources using it do.
  if (In.isHeader()) {
    std::vector<std::string> HPVMArgs = TC.hpvmCompileArgs();
    Cmd.insert(Cmd.end(), HPVMArgs.begin(), HPVMArgs.end());
  }
  Cmd.push_back(Opts.Phase == ClangPhase::Assemble     ? "-S"
                : Opts.Phase == ClangPhase::SyntaxOnly ? "-fsyntax-only"
                                                       : "-c");
  if (!In.Language.empty())
    Cmd.insert(Cmd.end(), {"-x", In.Language});
  Cmd.push_back(In.Path);
  if (Opts.Phase != ClangPhase::SyntaxOnly)
    Cmd.insert(Cmd.end(), {"-o", Out.str()});
  TC.logStage("clang", In.Path + " (not C or C++: compiled by clang++)", Opts);
  return TC.run(Cmd, Opts) == 0;
}

/// Standard input, saved to a temporary file of its language's extension so
/// that the pipeline can read it as a source. Empty on failure.
std::string saveStdin(const InputFile &In, TempFiles &Temps) {
  std::string Path = Temps.create("stdin", In.tempSuffix());
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getSTDIN();
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (!Text || EC || Path.empty()) {
    errs() << "hpvmcc: error: cannot read standard input\n";
    return "";
  }
  OS << (*Text)->getBuffer();
  return Path;
}

int runDriver(const DriverOptions &Opts, const Toolchain &TC) {
  if (Opts.Phase == ClangPhase::Preprocess || Opts.isQueryOnly())
    return runClang(Opts, TC);

  unsigned NumOutputs = llvm::count_if(Opts.Inputs, [](const InputFile &In) {
    return In.kind() != InputKind::LinkerInput;
  });
  // Headers are precompiled, never linked: each is an output of its own.
  unsigned NumHeaders = llvm::count_if(
      Opts.Inputs, [](const InputFile &In) { return In.isHeader(); });
  bool Links = Opts.Phase == ClangPhase::Link &&
               NumHeaders < Opts.Inputs.size();
  if (Opts.Phase == ClangPhase::Link)
    NumOutputs = NumHeaders + Links;
  if (NumOutputs > 1 && !Opts.Output.empty()) {
    errs() << "hpvmcc: error: cannot specify '-o' when generating multiple "
              "output files\n";
    return 1;
  }

  TempFiles Temps(Opts.SaveTemps);
  std::vector<std::string> LinkInputs;
  bool Failed = false;
  for (InputFile In : Opts.Inputs) {
    InputKind Kind = In.kind();
    if (Kind == InputKind::LinkerInput) {
      if (Opts.Phase != ClangPhase::Link && !In.IsLinkerOption)
        errs() << "hpvmcc: warning: " << In.Path
               << ": 'linker' input unused [-Wunused-command-line-argument]\n";
      LinkInputs.push_back(In.Path);
      continue;
    }
    // As clang names a precompiled header: beside the header.
    if (In.isHeader()) {
      if (!Opts.DryRun && headerHoldsPragmas(In, Opts, TC)) {
        errs() << "hpvmcc: error: " << In.Path
               << ": a header with '#pragma hpvm' cannot be precompiled (a "
                  "precompiled header keeps no pragmas); include it instead\n";
        Failed = true;
        continue;
      }
      Failed |= !compileWithClang(
          In, Opts.Output.empty() ? In.Path + ".pch" : Opts.Output, Opts, TC);
      continue;
    }
    std::string Out = Opts.Phase == ClangPhase::Link
                          ? Temps.create(sys::path::stem(In.Path), "o")
                          : outputFor(In, Opts);
    if (Kind == InputKind::ClangInput) {
      Failed |= !compileWithClang(In, Out, Opts, TC);
      LinkInputs.push_back(Out);
      continue;
    }
    if (In.isStdin() && In.Language.empty()) {
      errs() << "hpvmcc: error: -E or -x required when input is from "
                "standard input\n";
      Failed = true;
      continue;
    }
    if (In.isStdin() && !Opts.DryRun) {
      In.Path = saveStdin(In, Temps);
      if (In.Path.empty()) {
        Failed = true;
        continue;
      }
    }
    if (!Opts.DryRun && !sys::fs::exists(In.Path)) {
      errs() << "hpvmcc: error: no such file or directory: '" << In.Path
             << "'\n";
      Failed = true;
      continue;
    }
    bool Compiled = Kind == InputKind::HPVMModule
                        ? compileHPVMModule(In, Out, Opts, TC)
                        : compileSource(In, Out, Opts, TC);
    Failed |= !Compiled;
    LinkInputs.push_back(Out);
  }
  if (Failed)
    return 1;
  if (!Links)
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

  // LLVM's IR parser aborts on a module with debug info that its verifier
  // rejects; hpvmcc verifies .hpvm.ll inputs itself and reports the error.
  // -mllvm options apply to every stage, the GPU's code generation among
  // them, not only to clang's final one: they are LLVM's own, set here.
  SmallVector<const char *, 8> LLVMArgs = {"hpvmcc",
                                           "-disable-auto-upgrade-debug-info"};
  for (size_t I = 0; I + 1 < Argv.size(); ++I)
    if (Argv[I] == "-mllvm")
      LLVMArgs.push_back(Argv[++I].c_str());
  if (!cl::ParseCommandLineOptions(LLVMArgs.size(), LLVMArgs.data(), "",
                                   &errs()))
    return 1;

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
           << "Clang: " << TC.clangDriver() << "\n";
    return 0;
  }
  return runDriver(*Opts, TC);
}

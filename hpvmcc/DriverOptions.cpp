//===- DriverOptions.cpp - hpvmcc's command line -----------------------------===//
//
// Splits the command line into hpvmcc's own options and clang++'s, and
// classifies clang++'s with clang's driver option table: inputs (with their
// -x language), the output, the final phase, and which options matter for
// compiling and which for linking.
//
//===----------------------------------------------------------------------===//
#include "DriverOptions.h"

#include "clang/Driver/Options.h"
#include "clang/Driver/Types.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace clang::driver;

namespace hpvm {

namespace {

/// clang's type of \p In: from its -x language, or from its extension as
/// clang++ would read it.
types::ID clangType(const InputFile &In) {
  if (!In.Language.empty())
    return types::lookupTypeForTypeSpecifier(In.Language.c_str());
  StringRef Ext = sys::path::extension(In.Path);
  if (Ext.empty())
    return types::TY_Object;
  types::ID T = types::lookupTypeForExtension(Ext.drop_front());
  if (T == types::TY_INVALID)
    return types::TY_Object;
  return T;
}

} // namespace

InputKind InputFile::kind() const {
  if (IsLinkerOption)
    return InputKind::LinkerInput;
  StringRef P(Path);
  if (P.ends_with(".hpvm.bc") || P.ends_with(".hpvm.ll"))
    return InputKind::HPVMModule;
  // Standard input without -x is an error the source path reports.
  if (isStdin() && Language.empty())
    return InputKind::Source;
  switch (clangType(*this)) {
  case types::TY_C:
  case types::TY_CXX:
  case types::TY_PP_C:
  case types::TY_PP_CXX:
    return InputKind::Source;
  case types::TY_Object:
  case types::TY_Image:
  case types::TY_INVALID:
    return InputKind::LinkerInput;
  default:
    return InputKind::ClangInput;
  }
}

std::string InputFile::tempSuffix() const {
  return types::getTypeTempSuffix(clangType(*this), /*CLStyle=*/false);
}

bool InputFile::isPreprocessed() const {
  types::ID T = clangType(*this);
  return T == types::TY_PP_C || T == types::TY_PP_CXX;
}

bool InputFile::isHeader() const {
  return types::onlyPrecompileType(clangType(*this));
}

std::string InputFile::compileLanguage() const {
  if (!isPreprocessed())
    return Language;
  return clangType(*this) == types::TY_PP_C ? "c" : "c++";
}

bool DriverOptions::hasTarget(StringRef T) const {
  return llvm::is_contained(Targets, T);
}

bool DriverOptions::isQueryOnly() const {
  bool HasFile =
      any_of(Inputs, [](const InputFile &In) { return !In.IsLinkerOption; });
  // The options clang's driver answers without inputs.
  return !HasFile && any_of(ClangArgv, [](StringRef A) {
    return A.starts_with("-print-") || A.starts_with("--print-") ||
           A.starts_with("-dump") || A == "-v";
  });
}

namespace {

Error usageError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error parseTargets(StringRef List, DriverOptions &Opts) {
  Opts.Targets.clear();
  SmallVector<StringRef, 4> Names;
  List.split(Names, ',');
  for (StringRef Name : Names) {
    if (Name != "cpu" && Name != "vector" && Name != "gpu" &&
        Name != "opencl")
      return usageError("unknown target '" + Name +
                        "' in '--hpvm-targets=' (expected cpu, vector, gpu, "
                        "opencl)");
    if (Opts.hasTarget(Name))
      return usageError("target '" + Name +
                        "' appears more than once in '--hpvm-targets='");
    Opts.Targets.push_back(Name.str());
  }
  return Error::success();
}

Error parseEmit(StringRef Kind, DriverOptions &Opts) {
  std::optional<EmitKind> K = StringSwitch<std::optional<EmitKind>>(Kind)
                                  .Case("rewritten", EmitKind::Rewritten)
                                  .Case("hpvm-ir", EmitKind::HPVMIR)
                                  .Case("hpvm-bc", EmitKind::HPVMBC)
                                  .Case("dfg", EmitKind::DFG)
                                  .Case("dfg-dot", EmitKind::DFGDot)
                                  .Case("llvm-ir", EmitKind::LLVMIR)
                                  .Case("ptx", EmitKind::PTX)
                                  .Case("opencl", EmitKind::OpenCL)
                                  .Case("vector-ir", EmitKind::VectorIR)
                                  .Case("obj", EmitKind::Object)
                                  .Default(std::nullopt);
  if (!K)
    return usageError("unknown value '" + Kind +
                      "' in '--emit=' (expected rewritten, hpvm-ir, "
                      "hpvm-bc, dfg, dfg-dot, ptx, opencl, vector-ir, llvm-ir, "
                      "obj)");
  Opts.Emit = *K;
  return Error::success();
}

/// Takes hpvmcc's own options out of \p Argv; returns the rest.
Expected<std::vector<std::string>>
takeOwnOptions(const std::vector<std::string> &Argv, DriverOptions &Opts) {
  std::vector<std::string> Rest;
  bool Launcher = false;
  for (const std::string &A : Argv) {
    StringRef Arg(A);
    if (Arg == "--hpvm-launcher") {
      Launcher = true;
    } else if (Arg.consume_front("--hpvm-targets=")) {
      if (Error E = parseTargets(Arg, Opts))
        return std::move(E);
    } else if (Arg.consume_front("--emit=")) {
      if (Error E = parseEmit(Arg, Opts))
        return std::move(E);
    } else if (Arg == "--hpvm-auto") {
      Opts.Auto = true;
    } else if (Arg == "--hpvm-report") {
      Opts.Report = true;
    } else if (Arg == "--hpvm-no-fusion") {
      Opts.Fusion = false;
    } else if (Arg == "--hpvm-no-constant-memory") {
      Opts.ConstantMemory = false;
    } else if (Arg == "--hpvm-ldg") {
      Opts.ReadOnlyCache = true;
    } else if (Arg == "--hpvm-no-ldg") {
      Opts.ReadOnlyCache = false;
    } else if (Arg.consume_front("--cuda-arch=")) {
      Opts.CudaArch = Arg.str();
    } else if (Arg.consume_front("--hpvm-gpu-api=")) {
      if (Arg != "cuda" && Arg != "opencl")
        return usageError("unknown GPU interface '" + Arg +
                          "' in '--hpvm-gpu-api=' (expected cuda, opencl)");
      Opts.GPUThroughOpenCL = Arg == "opencl";
    } else if (Arg == "--no-cuda-cubin") {
      Opts.CudaCubin = false;
    } else if (Arg == "-v") {
      // Also clang's: -v shows its include search list and link command.
      Opts.Verbose = true;
      Rest.push_back(A);
    } else if (Arg == "-###") {
      Opts.DryRun = true;
    } else if (Arg == "-save-temps" || Arg == "-save-temps=cwd") {
      Opts.SaveTemps = true;
    } else if (Arg == "--help" || Arg == "-help") {
      Opts.ShowHelp = true;
    } else if (Arg == "--version") {
      Opts.ShowVersion = true;
    } else if (Arg.starts_with("--hpvm")) {
      return usageError("unknown hpvmcc option '" + Arg +
                        "' (see 'hpvmcc --help')");
    } else {
      Rest.push_back(A);
    }
  }
  // As a compiler launcher (CMake's <LANG>_COMPILER_LAUNCHER, which
  // hpvm_add_to_target sets) hpvmcc stands in for the compiler named first.
  if (Launcher) {
    if (Rest.empty())
      return usageError("'--hpvm-launcher' needs the compiler it replaces "
                        "and that compiler's command line");
    Rest.erase(Rest.begin());
  }
  return Rest;
}

bool isLinkOnly(const opt::Arg &A) {
  const opt::Option &O = A.getOption();
  return O.matches(options::OPT_Link_Group) ||
         O.hasFlag(options::LinkerInput) || O.hasFlag(options::LinkOption) ||
         O.matches(options::OPT_shared) || O.matches(options::OPT_static);
}

bool isCompileOnly(const opt::Arg &A) {
  return A.getOption().matches(options::OPT_M_Group);
}

void lowerPhase(ClangPhase P, DriverOptions &Opts) {
  if (static_cast<int>(P) < static_cast<int>(Opts.Phase))
    Opts.Phase = P;
}

} // namespace

Expected<DriverOptions> parseDriverOptions(const std::vector<std::string> &Argv) {
  DriverOptions Opts;
  Expected<std::vector<std::string>> Rest = takeOwnOptions(Argv, Opts);
  if (!Rest)
    return Rest.takeError();

  Opts.ClangArgv = *Rest;
  std::vector<const char *> CArgs;
  for (const std::string &A : *Rest)
    CArgs.push_back(A.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  const opt::OptTable &Table = getDriverOptTable();
  opt::InputArgList Args = Table.ParseArgs(
      CArgs, MissingIndex, MissingCount,
      llvm::opt::Visibility(options::ClangOption));
  if (MissingCount)
    return usageError("argument to '" + StringRef(Args.getArgString(MissingIndex)) +
                      "' is missing (expected " + Twine(MissingCount) +
                      " value" + (MissingCount > 1 ? "s" : "") + ")");

  std::string Language;
  for (const opt::Arg *A : Args) {
    const opt::Option &O = A->getOption();
    if (O.matches(options::OPT_INPUT)) {
      // A .c file is C, as clang (not clang++, which deprecates reading it
      // as C++) compiles it.
      StringRef Path = A->getValue();
      bool C = Language.empty() && Path.ends_with(".c");
      Opts.Inputs.push_back({Path.str(), C ? "c" : Language});
      continue;
    }
    if (O.matches(options::OPT_x)) {
      Language = A->getValue();
      if (Language == "none")
        Language.clear();
      else if (types::lookupTypeForTypeSpecifier(Language.c_str()) ==
               types::TY_INVALID)
        return usageError("language not recognized: '" + Language + "'");
      continue;
    }
    if (O.matches(options::OPT_o)) {
      Opts.Output = A->getValue();
      continue;
    }
    if (O.matches(options::OPT_c)) {
      lowerPhase(ClangPhase::Compile, Opts);
      continue;
    }
    if (O.matches(options::OPT_S)) {
      lowerPhase(ClangPhase::Assemble, Opts);
      continue;
    }
    if (O.matches(options::OPT_fsyntax_only)) {
      lowerPhase(ClangPhase::SyntaxOnly, Opts);
      continue;
    }
    if (O.matches(options::OPT_E) || O.matches(options::OPT_M) ||
        O.matches(options::OPT_MM))
      lowerPhase(ClangPhase::Preprocess, Opts);

    opt::ArgStringList Rendered;
    A->render(Args, Rendered);
    if (O.hasFlag(options::LinkerInput)) {
      for (const char *R : Rendered)
        Opts.Inputs.push_back({R, "", /*IsLinkerOption=*/true});
      continue;
    }
    if (!isLinkOnly(*A))
      Opts.CompileArgs.insert(Opts.CompileArgs.end(), Rendered.begin(),
                              Rendered.end());
    if (!isCompileOnly(*A))
      Opts.LinkArgs.insert(Opts.LinkArgs.end(), Rendered.begin(),
                           Rendered.end());
  }

  if (Opts.Emit != EmitKind::Link && Opts.Phase == ClangPhase::Link)
    Opts.Phase = ClangPhase::Compile;
  bool HasFile = llvm::any_of(
      Opts.Inputs, [](const InputFile &In) { return !In.IsLinkerOption; });
  if (!HasFile && !Opts.isQueryOnly() && !Opts.ShowHelp && !Opts.ShowVersion)
    return usageError("no input files");
  return Opts;
}

void printHelp(raw_ostream &OS) {
  OS << R"(OVERVIEW: hpvmcc - the HPVM heterogeneous C++ compiler

USAGE: hpvmcc [clang++ options] [hpvmcc options] <inputs>

Sources with '#pragma hpvm' (or calls to the HPVM-C API) are compiled to a
dataflow graph and to code for the chosen targets; every other source is
compiled exactly as clang++-19 compiles it. All clang++ options are accepted.

HPVMCC OPTIONS:
  --emit=<stage>          Stop after a stage and write its output (to -o, or
                          stdout without -o):
                            rewritten  the source as HPVM-C
                            hpvm-ir    HPVM IR (LLVM IR with llvm.hpvm.*)
                            hpvm-bc    HPVM IR as bitcode, the virtual ISA:
                                       `hpvmcc x.hpvm.bc --hpvm-targets=...`
                                       finishes translation later
                            dfg        the dataflow graphs, as an indented tree
                            dfg-dot    the dataflow graphs, as Graphviz
                            ptx        the PTX of the gpu nodes' kernels
                            opencl     the OpenCL C of the opencl nodes'
                                       kernels
                            vector-ir  the module once vector leaves have
                                       their vector bodies (<leaf>.vector),
                                       before the cpu backend and -O
                            llvm-ir    the final LLVM IR, after code generation
                            obj        an object file (like -c)
  --hpvm-targets=<list>   Comma-separated targets for graphs without a
                          target(...) clause: cpu, vector, gpu, opencl
                          (default: cpu); several build every version,
                          preferred in order.
                          With vector and no -march/-mcpu, sources are
                          compiled with -march=native
  --hpvm-auto             Offload the loop nests Polly proves parallel: each
                          becomes a graph with a parallel(k) node, except
                          after `#pragma hpvm noauto`. Without it, only
                          loops after `#pragma hpvm auto` are offloaded
                          (docs/auto-offload.md)
  --hpvm-report           Say for each loop --hpvm-auto looked at whether it
                          was offloaded, as what, or why not;
                          for each vector leaf whether it was vectorised,
                          with how many lanes, or why not (leaves that are
                          not vectorised are always reported), which
                          leaves were fused, how each cpu leaf's instances
                          meet the worker threads, for each gpu kernel
                          its registers per thread, shared memory,
                          barriers, stack and spills (ptxas -v) and its
                          grid and block, and for each graph and data
                          region the copies between host and GPU it plans
  --hpvm-no-fusion        Keep every leaf a kernel or loop of its own: at -O1
                          and above, sibling leaves with the same grid that
                          are independent or joined by one-to-one edges are
                          fused into one (docs/gpu.md, "Node fusion")
  --hpvm-no-constant-memory
                          Read every gpu kernel's data from global memory:
                          by default small read-only arrays that every
                          thread reads at the same constant offsets are
                          read from constant memory (docs/gpu.md,
                          "Constant memory")
  --hpvm-ldg              Read gpu kernels' in-only arrays through the
                          read-only data cache (ld.global.nc, as __ldg),
                          the default below sm_70
  --hpvm-no-ldg           Read them with ordinary loads (ld.global), the
                          default from sm_70 on; warp-uniform reads use
                          ldu either way (docs/gpu.md, "Read-only data")
  --cuda-arch=sm_NN       PTX target of gpu nodes (default: sm_75; newer
                          GPUs JIT-compile it). When the CUDA toolkit's
                          ptxas is there ($CUDA_PATH/bin, default
                          /usr/local/cuda/bin), a cubin for exactly sm_NN
                          is embedded too, and loaded on such GPUs
  --no-cuda-cubin         Embed PTX only, without running ptxas
  --hpvm-gpu-api=<api>    cuda (default) or opencl: gpu nodes (target(gpu),
                          GPU_TARGET, --hpvm-targets=gpu) become opencl
                          nodes, for any OpenCL device
  --hpvm-launcher <compiler> <args>
                          Compile as hpvmcc with <args>, in place of
                          <compiler> (CMake's compiler launcher, as the
                          HPVM package's hpvm_add_to_target uses it)
  -save-temps             Keep the intermediate files (<name>.hpvm.cpp,
                          <name>.hpvm.ll) in the current directory
  -v                      Print each stage and each external command
  -###                    Print the stages and commands without running them
  --help                  Print this help
  --version               Print the version of hpvmcc and of its clang

ENVIRONMENT (at run time):
  HPVM_NUM_THREADS        Worker threads of the CPU target (default: all)
  HPVM_REQUIRE_GPU=1      Fail instead of running gpu nodes on the CPU when
                          there is no usable GPU
  HPVM_GPU_DEVICE=N       The CUDA device gpu nodes run on (default: 0)
  HPVM_PROFILE=1          At exit, print per graph and per node (every
                          target) what ran and for how long, and the copies
                          to and from the GPU
  HPVM_TRACE=<file>       At exit, write a Chrome trace (chrome://tracing,
                          Perfetto) of graphs, nodes, kernels and copies
  HPVM_POLICY=P           How nodes built for several targets pick a
                          version: node (default), item, dynamic, measured
  HPVM_UNAVAILABLE=D,...  Devices (gpu, opencl, vector) taken away for the
                          run
)";
}

} // namespace hpvm

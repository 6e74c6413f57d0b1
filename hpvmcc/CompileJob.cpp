//===- CompileJob.cpp - compile one source through the HPVM pipeline --------===//
//
// The whole lowering of one source, as a straight list of stages:
//
//   rewriter   #pragma hpvm  -> HPVM-C source          (rewriter/)
//   clang      HPVM-C        -> LLVM IR, unoptimised   (clang CodeGen)
//   genhpvm    __hpvm__ calls -> llvm.hpvm.* intrinsics (codegen/GenHPVM)
//   dfg        intrinsics    -> graph model, verified  (codegen/DFG)
//   gpu        gpu leaves    -> NVPTX kernels          (codegen/gpu)
//   opencl     opencl leaves -> OpenCL C kernels       (codegen/opencl)
//   vector     vector leaves -> W-lane vector bodies   (codegen/vector)
//   cpu        leaf/internal nodes -> host functions   (codegen/cpu)
//   host       launch/wait/track -> libhpvm-rt calls   (codegen/HostLowering)
//   backend    optimise + emit, exactly as clang would (clang BackendUtil)
//
// A source that uses no HPVM at all is handed to clang's own frontend
// unchanged, so it compiles exactly as clang++ compiles it.
//
//===----------------------------------------------------------------------===//
#include "CompileJob.h"
#include "BackendRemarks.h"
#include "PTXAssembler.h"
#include "SharedPreamble.h"
#include "Toolchain.h"

#include "autooffload/AutoOffload.h"
#include "codegen/DFG.h"
#include "codegen/DFGPrinter.h"
#include "codegen/DFGVerifier.h"
#include "codegen/FunctionAttributes.h"
#include "codegen/GenHPVM.h"
#include "codegen/GeneratedDebugInfo.h"
#include "codegen/HostLowering.h"
#include "codegen/InputVerifier.h"
#include "codegen/NodeFusion.h"
#include "codegen/TensorLowering.h"
#include "codegen/cpu/CPUBackend.h"
#include "codegen/cpu/CPUReport.h"
#include "codegen/gpu/GPUBackend.h"
#include "codegen/opencl/OpenCLBackend.h"
#include "codegen/vector/VectorBackend.h"
#include "rewriter/HPVMScan.h"
#include "rewriter/PragmaRewriter.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/CodeGen/BackendUtil.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Driver/Compilation.h"
#include "clang/Driver/Driver.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/FrontendTool/Utils.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

using namespace llvm;

namespace hpvm {
namespace {

/// Whether \p Args choose the instruction set (-march, -mcpu, -m[no-]avx*).
bool choosesISA(ArrayRef<std::string> Args) {
  return any_of(Args, [](StringRef A) {
    return A.starts_with("-march=") || A.starts_with("-mcpu=") ||
           A.starts_with("-mavx") || A.starts_with("-mno-avx");
  });
}

/// clang's command line for compiling \p In alone.
std::vector<std::string> clangArgs(const InputFile &In, StringRef OutPath,
                                   const DriverOptions &Opts,
                                   const Toolchain &TC) {
  std::vector<std::string> Args{TC.clangDriver()};
  Args.insert(Args.end(), Opts.CompileArgs.begin(), Opts.CompileArgs.end());
  // The vector target's width follows the instruction set: a vector build
  // that names none is for this machine (docs/vector.md).
  if (Opts.hasTarget("vector") && !choosesISA(Opts.CompileArgs))
    Args.push_back("-march=native");
  // Include paths and macros mean nothing to IR or preprocessed input.
  if ((In.isSource() || In.isHeader()) && !In.isPreprocessed()) {
    std::vector<std::string> HPVMArgs = TC.hpvmCompileArgs();
    Args.insert(Args.end(), HPVMArgs.begin(), HPVMArgs.end());
  }
  switch (Opts.Phase) {
  case ClangPhase::SyntaxOnly:
    Args.push_back("-fsyntax-only");
    break;
  case ClangPhase::Assemble:
    Args.push_back("-S");
    break;
  default:
    Args.push_back("-c");
    break;
  }
  if (!In.Language.empty())
    Args.insert(Args.end(), {"-x", In.Language});
  Args.push_back(In.Path);
  if (Opts.Phase != ClangPhase::SyntaxOnly)
    Args.insert(Args.end(), {"-o", OutPath.str()});
  return Args;
}

/// The cc1 invocation clang's driver builds for \p Args (one source, one
/// job). Errors in the command line are printed; the result is null then.
/// With \p PrintJob the cc1 command is printed too, as clang's -### does.
std::shared_ptr<clang::CompilerInvocation>
makeInvocation(const std::vector<std::string> &Args, bool PrintJob = false) {
  std::vector<const char *> CArgs;
  for (const std::string &A : Args)
    CArgs.push_back(A.c_str());
  IntrusiveRefCntPtr<clang::DiagnosticsEngine> Diags =
      clang::CompilerInstance::createDiagnostics(new clang::DiagnosticOptions);
  clang::driver::Driver D(CArgs[0], sys::getDefaultTargetTriple(), *Diags);
  std::unique_ptr<clang::driver::Compilation> C(D.BuildCompilation(CArgs));
  if (!C || Diags->hasErrorOccurred())
    return nullptr;
  const clang::driver::JobList &Jobs = C->getJobs();
  assert(Jobs.size() == 1 && "one source, one -c/-S/-fsyntax-only job");
  const clang::driver::Command &Cmd = *Jobs.begin();
  if (PrintJob)
    Cmd.Print(errs(), "\n", /*Quote=*/true);
  auto Inv = std::make_shared<clang::CompilerInvocation>();
  if (!clang::CompilerInvocation::CreateFromArgs(*Inv, Cmd.getArguments(),
                                                 *Diags, CArgs[0]))
    return nullptr;
  return Inv;
}

std::unique_ptr<clang::CompilerInstance>
makeInstance(std::shared_ptr<clang::CompilerInvocation> Inv) {
  auto CI = std::make_unique<clang::CompilerInstance>();
  CI->setInvocation(std::move(Inv));
  CI->createDiagnostics();
  return CI;
}

/// Writes what \p Print prints to \p Path ("-" is stdout); the file is kept only when
/// writing succeeds.
bool writeFile(StringRef Path, function_ref<void(raw_ostream &)> Print) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, sys::fs::OF_None);
  if (EC) {
    errs() << "hpvmcc: error: cannot write '" << Path << "': " << EC.message()
           << "\n";
    return false;
  }
  Print(Out.os());
  Out.keep();
  return true;
}

/// The name of a kept intermediate file: the input's stem plus \p Suffix, in
/// the current directory (as clang's -save-temps).
std::string tempName(const InputFile &In, StringRef Suffix) {
  return (sys::path::stem(In.Path) + Suffix).str();
}

/// -save-temps: the rewritten source, and each rewritten header as its
/// name's stem plus ".hpvm" and its extension (k.h -> k.hpvm.h).
bool saveRewritten(const InputFile &In, const RewriteResult &Rewritten) {
  if (!writeFile(tempName(In, ".hpvm.cpp"),
                 [&](raw_ostream &OS) { OS << Rewritten.Source; }))
    return false;
  return all_of(Rewritten.Headers, [](const RewrittenFile &H) {
    std::string Name = (sys::path::stem(H.Path) + ".hpvm" +
                        sys::path::extension(H.Path))
                           .str();
    return writeFile(Name, [&](raw_ostream &OS) { OS << H.Source; });
  });
}

/// Whether the text of \p In names hpvm anywhere (standard input: assumed).
bool namesHPVM(const InputFile &In) {
  if (In.isStdin())
    return true;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(In.Path);
  return !Text || (*Text)->getBuffer().contains("hpvm");
}

bool reportError(Error E) {
  handleAllErrors(std::move(E), [](const ErrorInfoBase &EI) {
    errs() << EI.message() << "\n";
  });
  return false;
}

/// Compiles the rewritten HPVM-C source (and headers) to unoptimised IR,
/// with the \p Preamble of the source when it fits. The module always
/// carries line tables so that graph errors can point at the user's source;
/// they are stripped again before the backend unless the user asked for -g.
std::unique_ptr<Module> compileToIR(clang::CompilerInstance &CI,
                                    const RewriteResult &Rewritten,
                                    SharedPreamble *Preamble,
                                    LLVMContext &Ctx) {
  clang::CompilerInvocation &Inv = CI.getInvocation();
  StringRef MainFile = Inv.getFrontendOpts().Inputs[0].getFile();
  clang::PreprocessorOptions &PPOpts = Inv.getPreprocessorOpts();
  // The preamble includes hpvm.h from the command line.
  StringRef WithoutAPI =
      StringRef(Rewritten.Source).drop_front(Rewritten.APIIncludeSize);
  if (Preamble && Preamble->fits(WithoutAPI))
    Preamble->compileWith(CI, WithoutAPI);
  else
    PPOpts.addRemappedFile(
        MainFile,
        MemoryBuffer::getMemBufferCopy(Rewritten.Source, MainFile).release());
  for (const RewrittenFile &H : Rewritten.Headers)
    PPOpts.addRemappedFile(
        H.Path, MemoryBuffer::getMemBufferCopy(H.Source, H.Path).release());
  clang::CodeGenOptions &CG = Inv.getCodeGenOpts();
  CG.DisableLLVMPasses = true;
  CG.DisableO0ImplyOptNone = true;
  if (CG.getDebugInfo() == codegenoptions::NoDebugInfo)
    CG.setDebugInfo(codegenoptions::DebugLineTablesOnly);
  clang::EmitLLVMOnlyAction Action(&Ctx);
  if (!CI.ExecuteAction(Action))
    return nullptr;
  return Action.takeModule();
}

/// The clang action that ends the compile: the user's -c, -S, -emit-llvm,
/// or --emit=llvm-ir.
std::unique_ptr<clang::CodeGenAction>
backendAction(const DriverOptions &Opts, const clang::CompilerInvocation &Inv,
              LLVMContext &Ctx) {
  if (Opts.Emit == EmitKind::LLVMIR)
    return std::make_unique<clang::EmitLLVMAction>(&Ctx);
  switch (Inv.getFrontendOpts().ProgramAction) {
  case clang::frontend::EmitAssembly:
    return std::make_unique<clang::EmitAssemblyAction>(&Ctx);
  case clang::frontend::EmitLLVM:
    return std::make_unique<clang::EmitLLVMAction>(&Ctx);
  case clang::frontend::EmitBC:
    return std::make_unique<clang::EmitBCAction>(&Ctx);
  default:
    return std::make_unique<clang::EmitObjAction>(&Ctx);
  }
}

/// Optimises and emits the lowered module \p M as clang++ does with LLVM IR
/// as its input, with the user's options: through clang's own code
/// generation action, which also reports -Rpass remarks, writes
/// -fsave-optimization-record files and runs the sanitizers' passes.
bool emitBackendOutput(const InputFile &In, Module &M, StringRef OutPath,
                       const DriverOptions &Opts, const Toolchain &TC) {
  SmallString<0> Bitcode;
  raw_svector_ostream BitcodeOS(Bitcode);
  WriteBitcodeToFile(M, BitcodeOS);

  std::vector<std::string> Args =
      clangArgs({In.Path, "ir"}, OutPath, Opts, TC);
  // Preprocessor and language options do not apply to IR.
  Args.push_back("-Qunused-arguments");
  std::shared_ptr<clang::CompilerInvocation> Inv = makeInvocation(Args);
  if (!Inv)
    return false;
  // The module in memory stands for the source, under the source's name.
  Inv->getFrontendOpts().Inputs = {clang::FrontendInputFile(
      MemoryBufferRef(Bitcode, In.Path),
      clang::InputKind(clang::Language::LLVM_IR))};
  auto CI = makeInstance(Inv);
  CI->createDiagnostics(backendRemarkPrinter(CI->getDiagnosticOpts()).release(),
                        /*ShouldOwnClient=*/true);
  std::unique_ptr<clang::CodeGenAction> Action =
      backendAction(Opts, *Inv, M.getContext());
  return CI->ExecuteAction(*Action);
}

/// -ftime-trace: records the compile of one source, hpvmcc's stages and
/// clang's own phases, and writes the trace file clang's driver named.
class TimeTraceFile {
public:
  TimeTraceFile(const clang::FrontendOptions &FO, const Toolchain &TC)
      : Path(FO.TimeTracePath), TC(TC) {
    if (!Path.empty())
      timeTraceProfilerInitialize(FO.TimeTraceGranularity, "hpvmcc",
                                  FO.TimeTraceVerbose);
  }
  ~TimeTraceFile() {
    if (Path.empty())
      return;
    TC.endStages();
    if (Error E = timeTraceProfilerWrite(Path, Path))
      errs() << "hpvmcc: error: cannot write '" << Path
             << "': " << toString(std::move(E)) << "\n";
    timeTraceProfilerCleanup();
  }

private:
  std::string Path;
  const Toolchain &TC;
};

/// Builds the invocation for \p In into \p Inv. Returns the job's result
/// when it ends here (a bad command line, or -### which only prints it).
std::optional<bool> startJob(const InputFile &In, StringRef OutPath,
                             const DriverOptions &Opts, const Toolchain &TC,
                             std::shared_ptr<clang::CompilerInvocation> &Inv) {
  if (Opts.DryRun)
    TC.logStage("compile", In.Path + " -> " + OutPath, Opts);
  Inv = makeInvocation(clangArgs(In, OutPath, Opts, TC), Opts.DryRun);
  if (!Inv)
    return false;
  if (!Opts.DryRun)
    return std::nullopt;
  return true;
}

/// The graphs of \p M, verified.
Expected<std::unique_ptr<DFG>> verifiedGraphs(Module &M,
                                              const DriverOptions &Opts) {
  TargetList Defaults = targetsFromNames(Opts.Targets);
  if (Opts.GPUThroughOpenCL) {
    replaceNodeTarget(M, Target::GPU, Target::OpenCL);
    Defaults = Defaults.replaced(Target::GPU, Target::OpenCL);
  }
  Expected<std::unique_ptr<DFG>> Graphs = buildDFG(M, Defaults);
  if (!Graphs)
    return Graphs.takeError();
  if (Error E = verifyDFG(**Graphs, M))
    return std::move(E);
  return Graphs;
}

/// \p Graphs once every leaf that can be fused has been (NodeFusion.h),
/// read again from \p M; with --hpvm-report, says what was fused.
Expected<std::unique_ptr<DFG>>
fusedGraphs(std::unique_ptr<DFG> Graphs, Module &M, const DriverOptions &Opts) {
  for (;;) {
    std::vector<std::string> Fused = fuseSiblingLeaves(*Graphs, M);
    if (Fused.empty())
      return std::move(Graphs);
    if (Opts.Report)
      for (const std::string &Remark : Fused)
        errs() << Remark << "\n";
    Expected<std::unique_ptr<DFG>> Again = verifiedGraphs(M, Opts);
    if (!Again)
      return Again.takeError();
    Graphs = std::move(*Again);
  }
}

/// The back half of the pipeline, from HPVM IR to what the command line
/// asks for; shared by sources and .hpvm.bc/.hpvm.ll inputs.
bool lowerHPVMModule(Module &M, const clang::CodeGenOptions &UserCG,
                     const InputFile &In,
                     StringRef OutPath, const DriverOptions &Opts,
                     const Toolchain &TC) {
  // Must run after GenHPVM: the graph is read from the intrinsics.
  TC.logStage("dfg", "build and verify the dataflow graphs", Opts);
  Expected<std::unique_ptr<DFG>> Graphs = verifiedGraphs(M, Opts);
  if (!Graphs)
    return reportError(Graphs.takeError());

  if (Opts.SaveTemps &&
      !writeFile(tempName(In, ".hpvm.ll"), [&](raw_ostream &OS) { OS << M; }))
    return false;
  if (Opts.Emit == EmitKind::HPVMIR)
    return writeFile(OutPath, [&](raw_ostream &OS) { OS << M; });

  // After the HPVM IR is written: the virtual ISA keeps every node. At -O0
  // each node stays a function of its own, for the debugger.
  if (Opts.Fusion && UserCG.OptimizationLevel > 0) {
    TC.logStage("fusion", "sibling leaves -> one leaf", Opts);
    Graphs = fusedGraphs(std::move(*Graphs), M, Opts);
    if (!Graphs)
      return reportError(Graphs.takeError());
  }
  if (Opts.Emit == EmitKind::DFG)
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { printDFG(**Graphs, OS); });
  if (Opts.Emit == EmitKind::DFGDot)
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { printDFGDot(**Graphs, OS); });

  // Must run before the backends, which lower the calls that locate nodes.
  NodePlaces Nodes = nodePlaces(**Graphs);

  // Must run before the backends: tensor leaves become host code calling
  // the tensor runtime, which the CPU backend compiles like any leaf.
  TC.logStage("tensor", "tensor operations -> tensor runtime calls", Opts);
  lowerTensorOperations(M);

  GPUOptions GPUOpts;
  GPUOpts.Arch = Opts.CudaArch;
  GPUOpts.LibDevicePath = TC.libDevicePath();
  GPUOpts.ConstantMemory = Opts.ConstantMemory;
  GPUOpts.ReadOnlyCache = Opts.ReadOnlyCache;
  std::string CubinPlan;
  std::vector<KernelResources> Resources;
  // --emit=ptx stops before the cubin would be used.
  if (Opts.Emit != EmitKind::PTX)
    GPUOpts.AssemblePTX = cubinAssembler(TC, Opts, CubinPlan, Resources);
  TC.logStage("gpu",
              "gpu leaves -> NVPTX kernels (" + Opts.CudaArch +
                  (CubinPlan.empty() ? "" : "; " + CubinPlan) + ")",
              Opts);
  Expected<DeviceVersions> GPU = generateGPUCode(**Graphs, M, GPUOpts);
  if (!GPU)
    return reportError(GPU.takeError());
  if (Opts.Report && Opts.Emit != EmitKind::PTX)
    reportKernels(**Graphs, *GPU, Resources, CubinPlan, errs());
  if (Opts.Emit == EmitKind::PTX)
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { OS << embeddedPTX(M); });

  TC.logStage("opencl", "opencl nodes -> OpenCL C kernels", Opts);
  Expected<DeviceVersions> OpenCL = generateOpenCLCode(**Graphs, M);
  if (!OpenCL)
    return reportError(OpenCL.takeError());
  if (Opts.Emit == EmitKind::OpenCL)
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { OS << embeddedOpenCLSource(M); });

  // Must run before the CPU backend, whose instance loops call the vector
  // bodies; leaves it cannot vectorise are reported (all with --hpvm-report).
  // At -O0, as clang does not vectorise, vector leaves run their scalar
  // bodies, which a debugger can step through.
  TC.logStage("vector", "vector leaves -> W-lane vector bodies", Opts);
  Expected<VectorVersions> Vector =
      UserCG.OptimizationLevel == 0 ? VectorVersions()
                                    : generateVectorCode(**Graphs, M);
  if (!Vector)
    return reportError(Vector.takeError());
  for (const VectorRemark &R : Vector->Remarks)
    if (R.Kind == VectorRemark::Fallback || Opts.Report)
      errs() << R.Text << "\n";
  if (Opts.Emit == EmitKind::VectorIR)
    return writeFile(OutPath, [&](raw_ostream &OS) { OS << M; });

  // Must run after the device and vector backends: nodes built for several
  // targets get a dispatcher among their versions (gpu and opencl nodes
  // fall back to their CPU version, which is always built), and vector
  // leaves' instance loops call their vector bodies.
  if (Opts.Report) {
    for (const std::string &Remark : describeCPUMapping(**Graphs))
      errs() << Remark << "\n";
    for (const std::string &Remark :
         describeVersions(**Graphs, *GPU, *OpenCL, *Vector))
      errs() << Remark << "\n";
  }
  TC.logStage("cpu", "nodes -> host functions and instance loops", Opts);
  Expected<GraphEntries> Entries =
      generateCPUCode(**Graphs, M, *GPU, *OpenCL, *Vector);
  if (!Entries)
    return reportError(Entries.takeError());

  // Must run after every backend: they replace the graph the host launches.
  TC.logStage("host", "launch/wait/memory -> libhpvm-rt calls", Opts);
  if (Error E = lowerHostCalls(**Graphs, *Entries, M))
    return reportError(std::move(E));

  // Must run after every backend: the functions they created are compiled
  // under the user's options (sanitizers, frame pointers, -march) too.
  inheritClangFunctionAttributes(M);

  if (UserCG.getDebugInfo() == codegenoptions::NoDebugInfo)
    StripDebugInfo(M);
  else
    describeGeneratedFunctions(M, Nodes);
  assert(!verifyModule(M, &errs()) && "HPVM lowering produced invalid IR");

  TC.logStage("backend", "optimise and emit " + OutPath, Opts);
  return emitBackendOutput(In, M, OutPath, Opts, TC);
}


} // namespace

bool headerHoldsPragmas(const InputFile &In, const DriverOptions &Opts,
                        const Toolchain &TC) {
  std::shared_ptr<clang::CompilerInvocation> Inv =
      makeInvocation(clangArgs(In, In.Path + ".pch", Opts, TC));
  return Inv && holdsHPVMPragmas(*Inv);
}

bool compileSource(const InputFile &In, StringRef OutPath,
                   const DriverOptions &Opts, const Toolchain &TC) {
  std::shared_ptr<clang::CompilerInvocation> Inv;
  if (std::optional<bool> Done = startJob(In, OutPath, Opts, TC, Inv))
    return *Done;
  TimeTraceFile Trace(Inv->getFrontendOpts(), TC);

  bool StopsAtObject = Opts.Emit == EmitKind::Link ||
                       Opts.Emit == EmitKind::Object;
  // A source that never names hpvm is an HPVM program only through a header
  // with pragmas, which preprocessing alone finds (cheaper than the
  // rewriter's parse), or through --hpvm-auto.
  if (StopsAtObject && !Opts.Auto && !namesHPVM(In) && !mayUseHPVM(*Inv)) {
    TC.logStage("clang", In.Path + " (no HPVM: compiled as clang++ does)",
                Opts);
    auto CI = makeInstance(Inv);
    return clang::ExecuteCompilerInvocation(CI.get());
  }

  // Must run before the rewriter: it writes the pragmas the rewriter lowers.
  std::shared_ptr<clang::CompilerInvocation> RWInv = Inv;
  if (In.isSource() &&
      (Opts.Auto || marksLoopsForOffload(In.Path))) {
    TC.logStage("auto", "parallel loop nests -> #pragma hpvm (Polly)", Opts);
    AutoOffloadOptions AutoOpts;
    AutoOpts.MarkedOnly = !Opts.Auto;
    AutoOpts.Report = Opts.Report;
    AutoOpts.Targets = Opts.Targets;
    std::optional<std::string> Annotated = autoOffload(*Inv, AutoOpts);
    if (!Annotated)
      return false;
    RWInv = std::make_shared<clang::CompilerInvocation>(*Inv);
    StringRef MainFile = RWInv->getFrontendOpts().Inputs[0].getFile();
    RWInv->getPreprocessorOpts().addRemappedFile(
        MainFile,
        MemoryBuffer::getMemBufferCopy(*Annotated, MainFile).release());
  }

  RewriterOptions RWOpts;
  RWOpts.DefaultTargets = Opts.Targets;
  RWOpts.Report = Opts.Report;
  // Both parses of a source that is compiled load its headers from one
  // precompiled preamble (SharedPreamble.h).
  std::unique_ptr<SharedPreamble> Preamble;
  if (RWInv == Inv && In.isSource() && !In.isPreprocessed() &&
      !In.isStdin() && Opts.Phase != ClangPhase::SyntaxOnly &&
      Opts.Emit != EmitKind::Rewritten) {
    TC.logStage("preamble", "the headers of " + In.Path, Opts);
    Preamble = SharedPreamble::build(*Inv);
  }
  if (Preamble) {
    RWInv = std::make_shared<clang::CompilerInvocation>(*Inv);
    RWOpts.FileSystem = Preamble->use(*RWInv, Preamble->source());
    RWOpts.APIIncluded = true;
  }

  TC.logStage("rewriter", In.Path, Opts);
  std::optional<RewriteResult> Rewritten = rewritePragmas(*RWInv, RWOpts);
  if (!Rewritten) {
    if (Preamble)
      Preamble->printDiagnostics();
    return false;
  }
  for (const std::string &Remark : Rewritten->Remarks)
    errs() << Remark << "\n";

  if (!Rewritten->UsesHPVM && StopsAtObject) {
    TC.logStage("clang", In.Path + " (no HPVM: compiled as clang++ does)",
                Opts);
    auto CI = makeInstance(Inv);
    return clang::ExecuteCompilerInvocation(CI.get());
  }
  if (!Rewritten->UsesHPVM)
    Rewritten->Source = MemoryBuffer::getFile(In.Path).get()->getBuffer().str();

  if (Opts.SaveTemps && !saveRewritten(In, *Rewritten))
    return false;
  if (Opts.Emit == EmitKind::Rewritten)
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { OS << Rewritten->Source; });
  if (Opts.Phase == ClangPhase::SyntaxOnly)
    return true;
  // The rewritten text of a preprocessed source includes hpvm.h again, so it
  // is compiled as the language it was preprocessed from.
  if (In.isPreprocessed()) {
    Inv = makeInvocation(
        clangArgs({In.Path, In.compileLanguage()}, OutPath, Opts, TC));
    if (!Inv)
      return false;
  }

  // The user's code generation options, before compileToIR adjusts them for
  // the HPVM stages.
  const clang::CodeGenOptions UserCG = Inv->getCodeGenOpts();
  TC.logStage("clang", "HPVM-C -> LLVM IR", Opts);
  auto CI = makeInstance(Inv);
  LLVMContext Ctx;
  std::unique_ptr<Module> M =
      compileToIR(*CI, *Rewritten, Preamble.get(), Ctx);
  if (!M)
    return false;

  TC.logStage("genhpvm", "__hpvm__ calls -> llvm.hpvm intrinsics", Opts);
  if (Error E = genHPVM(*M))
    return reportError(std::move(E));

  // HPVM IR is the virtual ISA: a .hpvm.bc finishes translation later,
  // through lowerHPVMModule, for the targets given then.
  if (Opts.Emit == EmitKind::HPVMBC) {
    TC.logStage("dfg", "build and verify the dataflow graphs", Opts);
    if (Expected<std::unique_ptr<DFG>> Graphs = verifiedGraphs(*M, Opts);
        !Graphs)
      return reportError(Graphs.takeError());
    return writeFile(OutPath,
                     [&](raw_ostream &OS) { WriteBitcodeToFile(*M, OS); });
  }
  return lowerHPVMModule(*M, UserCG, In, OutPath, Opts, TC);
}

bool compileHPVMModule(const InputFile &In, StringRef OutPath,
                       const DriverOptions &Opts, const Toolchain &TC) {
  std::shared_ptr<clang::CompilerInvocation> Inv;
  if (std::optional<bool> Done = startJob(In, OutPath, Opts, TC, Inv))
    return *Done;
  TC.logStage("load", In.Path + " (HPVM IR)", Opts);
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(In.Path, Diag, Ctx);
  if (!M) {
    Diag.print(nullptr, errs());
    return false;
  }
  // The backends assume valid IR, as LLVM's passes do.
  std::string Broken;
  raw_string_ostream BrokenOS(Broken);
  if (!isValidInputIR(*M, BrokenOS)) {
    errs() << In.Path << ": error: invalid LLVM IR:\n" << Broken;
    return false;
  }
  return lowerHPVMModule(*M, Inv->getCodeGenOpts(), In, OutPath, Opts, TC);
}

} // namespace hpvm

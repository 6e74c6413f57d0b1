//===- DriverOptions.h - hpvmcc's command line ------------------*- C++ -*-===//
//
// hpvmcc accepts clang++'s command line. The options it owns (--hpvm-*,
// --emit=, --cuda-arch=, --no-cuda-cubin, -save-temps, -v, -###, --help,
// --version) are taken
// out (-v is also passed on); everything else is parsed with clang's own option
// table so that inputs, outputs and the final phase are classified exactly as
// clang++ does, and forwarded unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_DRIVEROPTIONS_H
#define HPVM_HPVMCC_DRIVEROPTIONS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

/// Where the compilation of a source stops (--emit= or clang's own -c/-S).
enum class EmitKind {
  Link,
  Rewritten,
  HPVMIR,
  HPVMBC,
  DFG,
  DFGDot,
  PTX,
  OpenCL,
  VectorIR,
  LLVMIR,
  Object
};

/// The final phase clang itself would run to (from -E, -fsyntax-only, -S,
/// -c); Link when none is given.
enum class ClangPhase { Preprocess, SyntaxOnly, Assemble, Compile, Link };

/// What hpvmcc does with an input, from clang's own classification of it
/// (the `-x` language or the extension).
enum class InputKind {
  /// C or C++ source, preprocessed or not: through the HPVM pipeline.
  Source,
  /// HPVM IR to finish translating: a .hpvm.bc or .hpvm.ll file.
  HPVMModule,
  /// Anything else clang compiles (assembler, LLVM IR, headers, ...):
  /// handed to clang++ as it is.
  ClangInput,
  /// Objects, archives, unknown extensions and linker options.
  LinkerInput
};

struct InputFile {
  std::string Path;
  /// The language forced by a preceding `-x` (empty: by extension).
  std::string Language;
  /// A linker input given as an option (-l, -Wl,...): it keeps its place
  /// among the files on the link line.
  bool IsLinkerOption = false;
  InputKind kind() const;
  bool isSource() const { return kind() == InputKind::Source; }
  bool isHPVMModule() const { return kind() == InputKind::HPVMModule; }
  /// Preprocessed C or C++ (.i, .ii, -x c++-cpp-output).
  bool isPreprocessed() const;
  /// A header to precompile (.h, .hpp, -x c++-header, ...).
  bool isHeader() const;
  /// The language to compile \p Path's rewritten text as: the input's own,
  /// or for preprocessed input the unpreprocessed one (the rewriter adds
  /// #include lines).
  std::string compileLanguage() const;
  /// Standard input (`-`).
  bool isStdin() const { return Path == "-"; }
  /// The extension clang gives a temporary file of this input's type.
  std::string tempSuffix() const;
};

struct DriverOptions {
  // Options hpvmcc owns.
  std::vector<std::string> Targets{"cpu"};
  std::string CudaArch = "sm_75"; // --cuda-arch=
  bool CudaCubin = true;          // --no-cuda-cubin turns it off
  /// --hpvm-gpu-api=opencl: gpu nodes (target(gpu), GPU_TARGET,
  /// --hpvm-targets=gpu) become opencl nodes.
  bool GPUThroughOpenCL = false;
  EmitKind Emit = EmitKind::Link;
  bool Report = false;       // --hpvm-report
  bool Auto = false;         // --hpvm-auto
  bool Fusion = true;        // --hpvm-no-fusion turns it off
  bool ConstantMemory = true; // --hpvm-no-constant-memory turns it off
  std::optional<bool> ReadOnlyCache; // --hpvm-ldg, --hpvm-no-ldg
  bool Verbose = false;      // -v
  bool DryRun = false;       // -###
  bool SaveTemps = false;    // -save-temps
  bool ShowHelp = false;     // --help
  bool ShowVersion = false;  // --version

  /// The command line without hpvmcc's own options.
  std::vector<std::string> ClangArgv;

  // What clang's option table says about the rest.
  ClangPhase Phase = ClangPhase::Link;
  std::string Output;                 // -o, empty if none
  /// Files and linker-input options, in command-line order.
  std::vector<InputFile> Inputs;
  /// Options for compiling one source: everything but inputs, -o and the
  /// options that only affect linking.
  std::vector<std::string> CompileArgs;
  /// Options for the link step: everything but inputs, linker inputs, -o
  /// and the options that only affect dependency files.
  std::vector<std::string> LinkArgs;

  bool hasTarget(llvm::StringRef T) const;
  /// Whether the command line only asks clang for information that its
  /// driver gives without inputs (-dumpversion, -print-*, -v...).
  bool isQueryOnly() const;
};

/// Parses \p Argv (without argv[0]; response files already expanded).
llvm::Expected<DriverOptions> parseDriverOptions(
    const std::vector<std::string> &Argv);

/// Prints --help.
void printHelp(llvm::raw_ostream &OS);

} // namespace hpvm

#endif // HPVM_HPVMCC_DRIVEROPTIONS_H

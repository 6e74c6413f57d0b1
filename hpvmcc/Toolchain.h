//===- Toolchain.h - where hpvmcc finds its tools and files -----*- C++ -*-===//
//
// Paths hpvmcc needs at compile time: its headers and runtime (relative to
// its own executable, so the build tree and an installed tree both work),
// and clang++-19 (clang-19 for the C driver, hpvmclang), which links. Also runs
// external commands, printing them for -v and only printing them for -###.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_TOOLCHAIN_H
#define HPVM_HPVMCC_TOOLCHAIN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

struct DriverOptions;

class Toolchain {
public:
  /// \p Argv0 and \p MainAddr locate the running hpvmcc.
  Toolchain(const char *Argv0, void *MainAddr);

  /// The clang driver hpvmcc stands in for, used for linking and as the
  /// driver name of invocations: clang++-19, or clang-19 when hpvmcc runs
  /// under its C name (hpvmclang).
  const std::string &clangDriver() const { return ClangDriver; }
  /// Whether hpvmcc runs as the C compiler (hpvmclang).
  bool isCDriver() const { return CDriver; }
  /// Directory holding hpvm/hpvm.h (and hpvm/hpvm_rt.h).
  const std::string &includeDir() const { return IncludeDir; }
  /// Directory holding libhpvm-rt.a.
  const std::string &libDir() const { return LibDir; }
  /// libdevice, the GPU math library of the CUDA toolkit ($CUDA_PATH or
  /// /usr/local/cuda).
  std::string libDevicePath() const;
  /// ptxas, the PTX assembler of the same CUDA toolkit.
  std::string ptxasPath() const;
  /// What every compilation gets: hpvmcc's headers without any -I from the
  /// user, and __HPVMCC__ defined (include/hpvm/hpvm.h reads it).
  std::vector<std::string> hpvmCompileArgs() const;

  /// Runs \p Argv (Argv[0] is the program). Prints it for -v/-###; with -###
  /// runs nothing. Returns the exit status (0 for -###). With \p StderrFile
  /// its standard error goes to that file.
  int run(const std::vector<std::string> &Argv, const DriverOptions &Opts,
          std::optional<llvm::StringRef> StderrFile = std::nullopt) const;

  /// Starts one pipeline stage: prints it for -v/-###, and under
  /// -ftime-trace records it until the next stage starts or endStages().
  void logStage(llvm::StringRef Stage, const llvm::Twine &Detail,
                const DriverOptions &Opts) const;
  /// Ends the last stage's -ftime-trace record.
  void endStages() const;

private:
  std::string ClangDriver;
  bool CDriver;
  /// Whether a stage's -ftime-trace record is open.
  mutable bool StageTraced = false;
  std::string IncludeDir;
  std::string LibDir;
};

} // namespace hpvm

#endif // HPVM_HPVMCC_TOOLCHAIN_H

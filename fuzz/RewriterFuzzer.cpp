//===- RewriterFuzzer.cpp - libFuzzer target for the pragma rewriter ------===//
//
// Each input is the main file of a syntax-only C++17 compile, given to
// hpvm::rewritePragmas in-process exactly as the driver's rewriter stage
// runs (same -isystem include directories, __HPVMCC__ defined). The file is
// remapped from memory under a fixed name, so nothing is read from or
// written to disk. Diagnostics go to an IgnoringDiagConsumer: a user error
// is the expected answer to most inputs, while a crash, a failed assertion
// (this copy of the rewriter keeps them) or a sanitizer report is a bug.
//
//===----------------------------------------------------------------------===//
#include "rewriter/PragmaRewriter.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace clang;

namespace {

/// The name the input is parsed under; it does not exist on disk.
constexpr const char *InputName = "/hpvm-fuzz/input.cpp";

/// cc1 arguments of the rewriter's parse: what hpvmcc's driver gives clang
/// for `-fsyntax-only -x c++ -std=c++17`, with clang's own headers
/// (<stddef.h>, <stdint.h>) but without the system C and C++ headers
/// (parsing them for every input would make the fuzzer a hundred times
/// slower; the corpus does not include them).
const char *const CC1Args[] = {
    "-fsyntax-only",
    "-x",
    "c++",
    "-std=c++17",
    "-resource-dir",
    HPVM_FUZZ_RESOURCE_DIR,
    "-internal-isystem",
    HPVM_FUZZ_RESOURCE_DIR "/include",
    "-isystem",
    HPVM_FUZZ_INCLUDE_DIR,
    "-isystem",
    HPVM_FUZZ_INCLUDE_DIR "/hpvm",
    "-D__HPVMCC__=1",
    "-ferror-limit",
    "20",
    InputName,
};

/// \p Text without line splices (a backslash, optional horizontal space and
/// a newline), as the lexer reads it.
std::string joinLines(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\') {
      size_t J = I + 1;
      while (J < Text.size() && (Text[J] == ' ' || Text[J] == '\t' ||
                                 Text[J] == '\f' || Text[J] == '\v'))
        ++J;
      if (J < Text.size() && (Text[J] == '\n' || Text[J] == '\r')) {
        if (Text[J] == '\r' && J + 1 < Text.size() && Text[J + 1] == '\n')
          ++J;
        I = J;
        continue;
      }
    }
    Out.push_back(Text[I]);
  }
  return Out;
}

/// Whether every `_Pragma` in \p Source is followed by `("...")` on its
/// line. Clang 19 itself crashes on a malformed _Pragma operator in a
/// directive that expands macros (`#if _Pragma(`, `#include _Pragma(`: it
/// reads past the end of the directive), so such inputs are skipped. The
/// rewriter's own case, `#pragma hpvm _Pragma(`, is fixed and has a lit
/// test. The check is textual: an operator formed by token pasting escapes it.
bool pragmaOperatorsWellFormed(llvm::StringRef Source) {
  std::string Joined = joinLines(Source);
  llvm::StringRef Text = Joined;
  constexpr llvm::StringLiteral Op = "_Pragma";
  for (size_t Pos = Text.find(Op); Pos != llvm::StringRef::npos;
       Pos = Text.find(Op, Pos + Op.size())) {
    llvm::StringRef Rest = Text.drop_front(Pos + Op.size()).ltrim(" \t");
    if (!Rest.consume_front("("))
      return false;
    Rest = Rest.ltrim(" \t");
    if (!Rest.consume_front("\""))
      return false;
    // The string ends on this line.
    size_t End = 0;
    while (End < Rest.size() && Rest[End] != '"') {
      if (Rest[End] == '\n' || Rest[End] == '\r')
        return false;
      if (Rest[End] == '\\' && ++End == Rest.size())
        return false;
      ++End;
    }
    if (End >= Rest.size() ||
        !Rest.drop_front(End + 1).ltrim(" \t").starts_with(")"))
      return false;
  }
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  if (!pragmaOperatorsWellFormed(Text))
    return -1; // not kept in the corpus

  // Lets clang's Sema move deep recursion (templates, nesting) to a thread
  // with a larger stack instead of overflowing this one.
  noteBottomOfStack();

  IgnoringDiagConsumer Ignore;
  IntrusiveRefCntPtr<DiagnosticsEngine> Diags =
      CompilerInstance::createDiagnostics(new DiagnosticOptions, &Ignore,
                                          /*ShouldOwnClient=*/false);
  CompilerInvocation Invocation;
  if (!CompilerInvocation::CreateFromArgs(Invocation, CC1Args, *Diags))
    std::abort(); // the fixed arguments above are wrong

  std::unique_ptr<llvm::MemoryBuffer> Input =
      llvm::MemoryBuffer::getMemBufferCopy(Text, InputName);
  PreprocessorOptions &PP = Invocation.getPreprocessorOpts();
  PP.addRemappedFile(InputName, Input.get());
  PP.RetainRemappedFileBuffers = true; // Input owns the buffer

  hpvm::RewriterOptions Options;
  Options.Diagnostics = &Ignore;
  (void)hpvm::rewritePragmas(Invocation, Options);
  return 0;
}

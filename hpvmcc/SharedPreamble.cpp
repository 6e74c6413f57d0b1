//===- SharedPreamble.cpp - the headers of a source, parsed once ----------===//
#include "SharedPreamble.h"

#include "rewriter/HPVMScan.h"

#include "clang/Frontend/PrecompiledPreamble.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace llvm;

namespace hpvm {
namespace {

/// Standard error, held back until released (or dropped with it).
class HeldErrs : public raw_ostream {
public:
  HeldErrs() { SetUnbuffered(); }
  void release() {
    Released = true;
    errs() << Held;
    Held.clear();
  }

private:
  std::string Held;
  bool Released = false;
  uint64_t Pos = 0;

  void write_impl(const char *Ptr, size_t Size) override {
    Pos += Size;
    if (Released)
      errs().write(Ptr, Size);
    else
      Held.append(Ptr, Size);
  }
  uint64_t current_pos() const override { return Pos; }
};

/// Prints diagnostics and counts them, over the preamble's build and the
/// compile: the build's resets the count.
class CountingPrinter : public TextDiagnosticPrinter {
public:
  using TextDiagnosticPrinter::TextDiagnosticPrinter;
  void clear() override {}
};

/// The files a parse enters, in order, with their kinds: the dependency
/// file generator of a later parse filters them as -MD / -MMD say.
class EnteredFiles : public DependencyCollector {
public:
  struct File {
    std::string Name;
    bool IsSystem;
    bool IsMissing;
  };
  std::vector<File> Files;

  bool needSystemDependencies() override { return true; }
  bool sawDependency(StringRef Name, bool, bool IsSystem, bool IsModuleFile,
                     bool IsMissing) override {
    if (!IsModuleFile)
      Files.push_back({Name.str(), IsSystem, IsMissing});
    return false;
  }
};

/// The dependency file of a compile with the preamble: the files the
/// preamble's build entered, given first, then those the compile enters.
/// (Clang's would list the preamble's files as the compile loads them:
/// again, by their absolute names.)
class PreambleDependencyFile : public DependencyFileGenerator {
public:
  using DependencyFileGenerator::DependencyFileGenerator;
  void maybeAddDependency(StringRef Name, bool FromModule, bool IsSystem,
                          bool IsModuleFile, bool IsMissing) override {
    if (!FromModule)
      DependencyFileGenerator::maybeAddDependency(Name, FromModule, IsSystem,
                                                  IsModuleFile, IsMissing);
  }
};

/// What the preamble's build notes: '#pragma hpvm', and the files entered.
class BuildWatch : public PreambleCallbacks {
public:
  bool HoldsPragmas = false;
  std::shared_ptr<EnteredFiles> Entered = std::make_shared<EnteredFiles>();

  void BeforeExecute(CompilerInstance &CI) override {
    Preprocessor &PP = CI.getPreprocessor();
    PP.AddPragmaHandler(noteHPVMPragmas(HoldsPragmas));
    Entered->attachToPreprocessor(PP);
  }
};

/// Whether \p Text writes '#pragma hpvm' or '_Pragma("hpvm').
bool writesHPVMPragma(StringRef Text) {
  for (size_t At = Text.find("pragma"); At != StringRef::npos;
       At = Text.find("pragma", At + 1)) {
    StringRef Rest = Text.substr(At + 6).ltrim(" \t");
    if (Rest.consume_front("("))
      Rest = Rest.ltrim(" \t");
    Rest.consume_front("\"");
    if (Rest.ltrim(" \t").starts_with("hpvm"))
      return true;
  }
  return false;
}

/// hpvm.h, included from the command line after the user's -include files,
/// as the rewritten source includes it on its first line.
void includeAPI(CompilerInvocation &Inv) {
  Inv.getPreprocessorOpts().Includes.push_back("hpvm/hpvm.h");
}

} // namespace

struct SharedPreamble::State {
  std::unique_ptr<MemoryBuffer> Source;
  PrecompiledPreamble Preamble;
  std::vector<EnteredFiles::File> Entered;
  std::unique_ptr<HeldErrs> Output;
  std::unique_ptr<CountingPrinter> Printer;
};

SharedPreamble::SharedPreamble(std::unique_ptr<State> S) : S(std::move(S)) {}
SharedPreamble::~SharedPreamble() = default;

std::unique_ptr<SharedPreamble>
SharedPreamble::build(const CompilerInvocation &Compile) {
  const DependencyOutputOptions &Deps = Compile.getDependencyOutputOpts();
  if (Deps.ShowHeaderIncludes ||
      Deps.ShowIncludesDest != ShowIncludesDestination::None ||
      !Deps.DOTOutputFile.empty())
    return nullptr;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Source =
      MemoryBuffer::getFile(Compile.getFrontendOpts().Inputs[0].getFile());
  // A source without pragmas (HPVM-C, which may declare the API itself) is
  // compiled as written, without hpvm.h, which the preamble includes.
  if (!Source || !writesHPVMPragma((*Source)->getBuffer()))
    return nullptr;

  CompilerInvocation Inv(Compile);
  includeAPI(Inv);
  // The compile writes the dependency file.
  Inv.getDependencyOutputOpts() = DependencyOutputOptions();
  auto Output = std::make_unique<HeldErrs>();
  Output->enable_colors(Inv.getDiagnosticOpts().ShowColors);
  auto Printer = std::make_unique<CountingPrinter>(
      *Output, new DiagnosticOptions(Inv.getDiagnosticOpts()));
  IntrusiveRefCntPtr<DiagnosticsEngine> Diags =
      CompilerInstance::createDiagnostics(&Inv.getDiagnosticOpts(),
                                          Printer.get(),
                                          /*ShouldOwnClient=*/false);
  PreambleBounds Bounds = ComputePreambleBounds(
      Inv.getLangOpts(), (*Source)->getMemBufferRef(), /*MaxLines=*/0);
  BuildWatch Watch;
  ErrorOr<PrecompiledPreamble> Preamble = PrecompiledPreamble::Build(
      Inv, Source->get(), Bounds, *Diags, vfs::getRealFileSystem(),
      std::make_shared<PCHContainerOperations>(), /*StoreInMemory=*/true,
      /*StoragePath=*/"", Watch);
  if (!Preamble || Watch.HoldsPragmas || Diags->hasErrorOccurred())
    return nullptr;
  return std::unique_ptr<SharedPreamble>(new SharedPreamble(
      std::make_unique<State>(State{std::move(*Source), std::move(*Preamble),
                                    std::move(Watch.Entered->Files),
                                    std::move(Output), std::move(Printer)})));
}

StringRef SharedPreamble::source() const { return S->Source->getBuffer(); }

bool SharedPreamble::fits(StringRef MainText) const {
  return MainText.starts_with(S->Preamble.getContents());
}

IntrusiveRefCntPtr<vfs::FileSystem>
SharedPreamble::use(CompilerInvocation &Inv, StringRef MainText) const {
  assert(fits(MainText) && "the text starts with another preamble");
  includeAPI(Inv);
  IntrusiveRefCntPtr<vfs::FileSystem> FS = vfs::getRealFileSystem();
  StringRef Path = Inv.getFrontendOpts().Inputs[0].getFile();
  // The instance that runs the invocation owns the buffer.
  S->Preamble.AddImplicitPreamble(
      Inv, FS, MemoryBuffer::getMemBufferCopy(MainText, Path).release());
  return FS;
}

void SharedPreamble::compileWith(CompilerInstance &CI, StringRef MainText) {
  CI.createFileManager(use(CI.getInvocation(), MainText));
  CI.createDiagnostics(S->Printer.get(), /*ShouldOwnClient=*/false);
  printDiagnostics();
  DependencyOutputOptions &Deps = CI.getDependencyOutputOpts();
  if (Deps.OutputFile.empty())
    return;
  auto DepFile = std::make_shared<PreambleDependencyFile>(Deps);
  for (const EnteredFiles::File &F : S->Entered)
    DepFile->maybeAddDependency(F.Name, /*FromModule=*/false, F.IsSystem,
                                /*IsModuleFile=*/false, F.IsMissing);
  CI.addDependencyCollector(DepFile);
  Deps.OutputFile.clear();
}

void SharedPreamble::printDiagnostics() { S->Output->release(); }

} // namespace hpvm

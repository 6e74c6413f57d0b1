//===- BackendRemarks.cpp - backend remarks shown at their source ---------===//
#include "BackendRemarks.h"

#include "clang/Basic/FileManager.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/TextDiagnostic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace hpvm {
namespace {

/// "file:line:col: text", as LLVM prints an optimisation remark.
struct LocatedText {
  StringRef File;
  unsigned Line = 0;
  unsigned Column = 0;
  StringRef Text;
};

std::optional<LocatedText> splitLocation(StringRef Message) {
  // The file name may hold ':'; the line and column are the first two
  // numbers followed by ": ".
  for (size_t Colon = Message.find(':'); Colon != StringRef::npos;
       Colon = Message.find(':', Colon + 1)) {
    LocatedText L;
    L.File = Message.take_front(Colon);
    StringRef Rest = Message.drop_front(Colon + 1);
    if (Rest.consumeInteger(10, L.Line) || !Rest.consume_front(":") ||
        Rest.consumeInteger(10, L.Column) || !Rest.consume_front(": "))
      continue;
    L.Text = Rest;
    if (!L.File.empty())
      return L;
  }
  return std::nullopt;
}

class BackendRemarkPrinter : public TextDiagnosticPrinter {
public:
  explicit BackendRemarkPrinter(DiagnosticOptions &Opts)
      : TextDiagnosticPrinter(errs(), &Opts), Opts(Opts),
        Files(FileSystemOptions()),
        Quiet(new DiagnosticIDs, new DiagnosticOptions,
              new IgnoringDiagConsumer),
        Sources(Quiet, Files) {}

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    SmallString<256> Message;
    std::optional<LocatedText> L;
    if (Info.getLocation().isInvalid() &&
        (Level == DiagnosticsEngine::Remark ||
         Level == DiagnosticsEngine::Warning)) {
      Info.FormatDiagnostic(Message);
      L = splitLocation(Message);
    }
    if (!L) {
      TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
      return;
    }
    DiagnosticConsumer::HandleDiagnostic(Level, Info); // counts it
    std::string Text = (L->Text + optionNames(Level, Info)).str();
    raw_ostream &OS = errs();
    if (std::optional<SourceLocation> Loc = sourceLocation(*L)) {
      TextDiagnostic(OS, Lang, &Opts)
          .emitDiagnostic(FullSourceLoc(*Loc, Sources), Level, Text, {}, {});
    } else {
      if (Opts.ShowColors)
        OS.changeColor(raw_ostream::SAVEDCOLOR, /*Bold=*/true);
      OS << L->File << ':' << L->Line << ':' << L->Column << ": ";
      if (Opts.ShowColors)
        OS.resetColor();
      TextDiagnostic::printDiagnosticLevel(OS, Level, Opts.ShowColors);
      TextDiagnostic::printDiagnosticMessage(OS, /*IsSupplemental=*/false, Text,
                                             0, Opts.MessageLength,
                                             Opts.ShowColors);
    }
    OS.flush();
  }

private:
  DiagnosticOptions &Opts;
  LangOptions Lang;
  FileManager Files;
  DiagnosticsEngine Quiet;
  SourceManager Sources;

  /// " [-Rpass=loop-vectorize]", as clang's TextDiagnosticPrinter names it.
  std::string optionNames(DiagnosticsEngine::Level Level,
                          const Diagnostic &Info) const {
    StringRef Option = DiagnosticIDs::getWarningOptionForDiag(Info.getID());
    if (!Opts.ShowOptionNames || Option.empty())
      return "";
    std::string Names =
        (" [" + Twine(Level == DiagnosticsEngine::Remark ? "-R" : "-W") +
         Option)
            .str();
    StringRef Value = Info.getDiags()->getFlagValue();
    if (!Value.empty())
      Names += ("=" + Value).str();
    return Names + "]";
  }

  /// The file \p Name in debug info names: relative to the longest common
  /// prefix of the file's path and the compilation directory (clang's
  /// CGDebugInfo), which is the current directory or one above it.
  OptionalFileEntryRef findFile(StringRef Name) {
    OptionalFileEntryRef File = Files.getOptionalFileRef(Name);
    SmallString<256> Dir;
    if (File || !sys::path::is_relative(Name) || sys::fs::current_path(Dir))
      return File;
    for (StringRef Up = Dir; !Up.empty() && !File;
         Up = sys::path::parent_path(Up)) {
      SmallString<256> Path(Up);
      sys::path::append(Path, Name);
      File = Files.getOptionalFileRef(Path);
    }
    return File;
  }

  /// \p L in its file, when the file has its line.
  std::optional<SourceLocation> sourceLocation(const LocatedText &L) {
    OptionalFileEntryRef File = findFile(L.File);
    if (!File || L.Line == 0)
      return std::nullopt;
    FileID ID = Sources.getOrCreateFileID(*File, SrcMgr::C_User);
    StringRef Text = Sources.getBufferData(ID);
    unsigned Lines = Text.count('\n') + !Text.ends_with("\n");
    if (L.Line > Lines)
      return std::nullopt;
    return Sources.translateLineCol(ID, L.Line, std::max(L.Column, 1u));
  }
};

} // namespace

std::unique_ptr<TextDiagnosticPrinter>
backendRemarkPrinter(DiagnosticOptions &Opts) {
  return std::make_unique<BackendRemarkPrinter>(Opts);
}

} // namespace hpvm

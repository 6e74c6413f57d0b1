//===- HPVMCPrinter.cpp - graph model to HPVM-C source --------------------===//
//
// Naming in the generated code: a node's parameters carry the names of the
// variables they hold; a pointer-like variable `p` is followed by
// `__hpvm_bytes_p`; an input that arrives through an edge has the promoted
// type of a variadic argument (float -> double, small integers -> int) and is
// named `__hpvm_in_v`, with `v` declared from it in the node; an instance
// count that the ends of one_to_one edges share is `__hpvm_countK`. Host code
// uses `__hpvm_args`/`__hpvm_graph` (suffixed with the graph's name for nowait
// graphs, whose launch and wait are apart).
//
// Generated code is numbered on from the last copied node body, except each
// node's creation, which is at the node's pragma.
//
//===----------------------------------------------------------------------===//
#include "rewriter/HPVMCPrinter.h"

#include "rewriter/ASTQueries.h"
#include "rewriter/Diagnostics.h"
#include "rewriter/ReductionText.h"
#include "rewriter/SourceText.h"

#include "clang/AST/QualTypeNames.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

using namespace clang;

namespace hpvm {

namespace {

std::string spaces(unsigned N) { return std::string(N, ' '); }

/// One replacement of the text of a file of the translation unit (the main
/// file or a header); insertions have Begin == End.
struct Edit {
  FileID File;
  unsigned Begin, End;
  std::string Text;
};

/// Lines of generated code at one indentation.
class CodeWriter {
public:
  explicit CodeWriter(unsigned Indent = 0) : Indent(Indent) {}
  CodeWriter &line(const llvm::Twine &Text) {
    Out += spaces(Indent) + Text.str() + "\n";
    return *this;
  }
  /// Text that starts at column 1 (directives, copied source).
  CodeWriter &raw(llvm::StringRef Text) {
    Out += Text;
    return *this;
  }
  /// A line of generated code located at \p Loc (its line and column) for
  /// the diagnostics of later stages; the lines after it are numbered as if
  /// it had no location of its own.
  CodeWriter &lineAt(const SourceManager &SM, SourceLocation Loc,
                     llvm::StringRef Text);
  void indent() { Indent += 2; }
  void dedent() { Indent -= 2; }
  unsigned indentation() const { return Indent; }
  std::string take() { return std::move(Out); }

private:
  unsigned Indent;
  std::string Out;
};

CodeWriter &CodeWriter::lineAt(const SourceManager &SM, SourceLocation Loc,
                               llvm::StringRef Text) {
  // Generated code goes on numbering from the last `#line` written, which
  // starts each copied node body.
  size_t At = Out.rfind("#line ");
  assert(At != std::string::npos && (At == 0 || Out[At - 1] == '\n') &&
         "generated code after a node body");
  llvm::StringRef Last = llvm::StringRef(Out).substr(At);
  llvm::StringRef File = Last.take_until([](char C) { return C == '\n'; });
  unsigned First = 0;
  File.consume_front("#line ");
  bool Bad = File.consumeInteger(10, First);
  assert(!Bad && "a #line directive starts with its number");
  (void)Bad;
  unsigned Next = First + Last.count('\n') - 1;
  Out += lineDirective(SM, Loc) + spaces(columnOf(SM, Loc) - 1) + Text.str() +
         "\n#line " + std::to_string(Next + 1) + File.str() + "\n";
  return *this;
}

class Printer {
public:
  Printer(ASTContext &Ctx, bool APIIncluded)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Diags(Ctx.getDiagnostics()),
        Policy(Ctx.getLangOpts()), APIIncluded(APIIncluded) {
    Policy.SuppressUnwrittenScope = true;
    Policy.FullyQualifiedName = true;
    Policy.SuppressScope = false;
  }

  std::optional<RewriteResult>
  run(const std::vector<std::unique_ptr<Graph>> &Graphs,
      const std::vector<std::unique_ptr<DataRegion>> &Regions);

private:
  ASTContext &Ctx;
  SourceManager &SM;
  DiagnosticsEngine &Diags;
  PrintingPolicy Policy;
  bool APIIncluded;
  std::vector<Edit> Edits;
  /// The graphs of one directive with node variants share an edit: its
  /// index, and where the next one's text goes in it.
  std::map<const Directive *, std::pair<size_t, size_t>> CombinationEdits;
  bool Failed = false;

  std::optional<RewriteResult> applyEdits();

  unsigned offset(SourceLocation Loc) const {
    return SM.getFileOffset(SM.getExpansionLoc(Loc));
  }
  /// Replaces the text from \p Begin to \p End (in one file) by \p Text.
  Edit edit(SourceLocation Begin, SourceLocation End, std::string Text) const {
    return {SM.getFileID(SM.getExpansionLoc(Begin)), offset(Begin), offset(End),
            std::move(Text)};
  }
  /// Resumes the file's own line numbering at \p Loc after inserted text
  /// (and its column, unless only blanks follow on its line).
  std::string resync(SourceLocation Loc) const {
    StringRef Rest = SM.getCharacterData(SM.getExpansionLoc(Loc));
    Rest = Rest.take_until([](char C) { return C == '\n' || C == '\r'; });
    return "\n" + lineDirective(SM, Loc) +
           (Rest.trim().empty() ? "" : spaces(columnOf(SM, Loc) - 1));
  }

  std::string typed(QualType T, llvm::StringRef Name) const;
  QualType paramType(const VarDecl *V) const;
  QualType nodeParamType(const VarDecl *V) const;
  QualType promotedType(QualType T) const;
  /// Function pointers travel as integers: a pointer parameter of a node is
  /// memory to track and copy.
  bool asInteger(const VarDecl *V) const {
    return paramType(V)->isFunctionPointerType();
  }
  /// \p V's value as it travels (its name, converted for asInteger, or its
  /// address if isByReference).
  std::string carried(const VarDecl *V) const;
  std::string target(TargetKind K) const;
  std::string fnRef(const Node &N) const {
    return N.FnName + N.G->TemplateArgs;
  }

  std::vector<std::string> params(const Node &N) const;
  unsigned inputIndex(const Node &N, const VarDecl *V) const;
  unsigned outputIndex(const Node &N, const VarDecl *V) const;
  std::vector<std::string> instanceCounts(const Node &N) const;
  /// \p E, converted to the type of \p L's variable if \p Convert.
  std::string varValue(const LoopDim &L, const clang::Expr *E,
                       bool Convert) const;
  std::string tripCount(const LoopDim &L) const;
  /// The value of \p L's variable in iteration \p Index (a size_t).
  std::string loopValue(const LoopDim &L, llvm::StringRef Index) const;
  std::string outerLoopsRun(const Node &N, unsigned Dim) const;

  void printHeader(CodeWriter &W, const Node &N);
  void printPrologue(CodeWriter &W, const Node &N,
                     const llvm::DenseSet<const VarDecl *> *Only);
  void printLeaf(CodeWriter &W, const Node &N);
  /// The host's allocation of the partial values of \p G's reductions.
  void printReductionAlloc(CodeWriter &W, const Graph &G);
  void printInternal(CodeWriter &W, const Node &N);
  void printAlloc(CodeWriter &W, const Node &N);
  void printNodes(CodeWriter &W, const Node &N);
  std::string copyBody(const Node &N);

  void printGraph(const Graph &G);
  /// Before a graph with variants or tunable variables: their records in
  /// the section hpvm-tune lists (HPVM_LIST_VARIANTS), for a variant the
  /// test that the configuration chose it, which opens a block the caller
  /// closes after the graph (returns whether it did), and the tunables'
  /// values from the configuration.
  bool printVariantChoice(CodeWriter &W, const Graph &G);
  /// The text of host statement \p S of \p G, at \p R in the file.
  std::string hostStmtText(const Graph &G, const clang::Stmt *S,
                           CharSourceRange R) const;
  std::string bytesExpr(const Graph &G, const VarDecl *V) const;
  std::string bytesExpr(const HostExtent &E, const VarDecl *V) const;
  /// Tracking of the graph's memory, for the arguments struct \p Args.
  void printTracks(CodeWriter &W, const Graph &G, llvm::StringRef Args);
  /// Its `out` memory requested back to the host, then all untracked.
  void printReleases(CodeWriter &W, const Graph &G, llvm::StringRef Args);
  void printLaunch(CodeWriter &W, const Graph &G, llvm::StringRef Args,
                   llvm::StringRef Handle);
  /// The host loop of a `graph stream`: Struct prints the items' arguments
  /// structs as Declarator and returns each field's value, as text.
  void printStreamLoop(
      CodeWriter &W, const Graph &G, llvm::StringRef HostStmts,
      llvm::function_ref<std::vector<std::string>(llvm::StringRef Declarator)>
          Struct);
  void printCompletion(CodeWriter &W, const Graph &G, llvm::StringRef Args,
                       llvm::StringRef Handle);
  void printRegion(const DataRegion &R);
};

std::string Printer::typed(QualType T, llvm::StringRef Name) const {
  if (!T->isDependentType())
    T = TypeName::getFullyQualifiedType(T, Ctx);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  T.print(OS, Policy, Name);
  return Out;
}

QualType Printer::paramType(const VarDecl *V) const {
  QualType T = valueType(V);
  if (T->isArrayType())
    T = Ctx.getArrayDecayedType(T);
  if (T->isFunctionType()) // a reference to a function
    T = Ctx.getPointerType(T);
  if (isByReference(V))
    T = Ctx.getPointerType(T);
  return T.getUnqualifiedType();
}

/// In C++, a C array of known bound reaches node functions as a reference to
/// the array (a pointer in the argument struct, like any array), so that
/// sizeof, range-for and std::size mean in the node what they mean in the
/// source. A value taken by reference is a reference too.
QualType Printer::nodeParamType(const VarDecl *V) const {
  QualType T = valueType(V);
  if ((Ctx.getLangOpts().CPlusPlus &&
       (T->isConstantArrayType() || T->isDependentSizedArrayType())) ||
      isByReference(V))
    return Ctx.getLValueReferenceType(T);
  return paramType(V);
}

QualType Printer::promotedType(QualType T) const {
  if (T->isFunctionPointerType())
    return Ctx.getUIntPtrType();
  if (T->isSpecificBuiltinType(BuiltinType::Float) ||
      T->isSpecificBuiltinType(BuiltinType::Half) ||
      T->isSpecificBuiltinType(BuiltinType::Float16))
    return Ctx.DoubleTy;
  if (Ctx.isPromotableIntegerType(T))
    return Ctx.getPromotedIntegerType(T);
  return T;
}

std::string Printer::carried(const VarDecl *V) const {
  if (isByReference(V))
    return "__builtin_addressof(" + V->getName().str() + ")";
  if (!asInteger(V))
    return V->getName().str();
  return "(" + typed(promotedType(paramType(V)), "") + ")" + V->getName().str();
}

std::string Printer::target(TargetKind K) const {
  std::string Ns = Ctx.getLangOpts().CPlusPlus ? "hpvm::" : "";
  switch (K) {
  case TargetKind::CPU:
    return Ns + "CPU_TARGET";
  case TargetKind::GPU:
    return Ns + "GPU_TARGET";
  case TargetKind::Vector:
    return Ns + "VECTOR_TARGET";
  case TargetKind::OpenCL:
    return Ns + "OPENCL_TARGET";
  }
  llvm_unreachable("unknown target");
}

std::vector<std::string> Printer::params(const Node &N) const {
  std::vector<std::string> Out;
  for (const VarDecl *V : N.Inputs) {
    std::string Name = V->getName().str();
    QualType T = paramType(V);
    if (isPointerLike(V)) {
      Out.push_back(typed(nodeParamType(V), Name));
      Out.push_back("size_t __hpvm_bytes_" + Name);
    } else if (N.PromotedInputs.count(V) || asInteger(V)) {
      Out.push_back(typed(promotedType(T), "__hpvm_in_" + Name));
    } else {
      Out.push_back(typed(T, Name));
    }
  }
  for (unsigned I = 0; I < N.OrderInputs.size(); ++I)
    Out.push_back("size_t __hpvm_order" + std::to_string(I));
  return Out;
}

unsigned Printer::inputIndex(const Node &N, const VarDecl *V) const {
  unsigned I = 0;
  for (const VarDecl *In : N.Inputs) {
    if (In == V)
      return I;
    I += isPointerLike(In) ? 2 : 1;
  }
  llvm_unreachable("not an input of the node");
}

unsigned Printer::outputIndex(const Node &N, const VarDecl *V) const {
  unsigned I = 0;
  for (const VarDecl *Out : N.Outputs) {
    if (Out == V)
      return I;
    I += isPointerLike(Out) ? 2 : 1;
  }
  llvm_unreachable("not an output of the node");
}

/// \p E as an unsigned long long: loop counts and values are computed
/// modulo 2^64, so that a range wider than the loop variable's type (which
/// its values still fit) does not overflow.
std::string ull(llvm::StringRef E) { return "(unsigned long long)" + paren(E); }

std::string Printer::varValue(const LoopDim &L, const Expr *E,
                              bool Convert) const {
  if (!Convert)
    return exprText(Ctx, E);
  return "(" + typed(L.Var->getType().getUnqualifiedType(), "") + ")" +
         paren(exprText(Ctx, E));
}

std::string Printer::tripCount(const LoopDim &L) const {
  // The start and the step as the loop variable holds and adds them (`c =
  // 259` stores 3 in an unsigned char, `c += 257` adds 1); the bound as the
  // condition compares it.
  std::string Lo = varValue(L, L.Lo, L.ConvertLo), Hi = exprText(Ctx, L.Hi);
  std::string A = paren(L.Increasing ? Hi : Lo);
  std::string B = paren(L.Increasing ? Lo : Hi);
  if (L.Span) {
    A = paren(exprText(Ctx, L.Span));
    B = "0";
  }
  // The distance, in the type the comparison uses (both converted to it).
  std::string Diff = A;
  if (B != "0") {
    std::string Common = "__typeof__(" + A + " - " + B + ")";
    Diff = "(" + ull("(" + Common + ")" + A) + " - " +
           ull("(" + Common + ")" + B) + ")";
  }
  std::string Step = L.Step ? ull(varValue(L, L.Step, L.ConvertStep)) : "";
  std::string Cond, Count;
  if (!L.Inclusive) {
    Cond = A + " > " + B;
    Count = Step.empty() ? Diff : "(" + Diff + " - 1) / " + Step + " + 1";
  } else {
    Cond = A + " >= " + B;
    Count = Step.empty() ? Diff + " + 1" : Diff + " / " + Step + " + 1";
  }
  return "(size_t)(" + Cond + " ? " + Count + " : 0)";
}

std::string Printer::loopValue(const LoopDim &L, llvm::StringRef Index) const {
  std::string T = typed(L.Var->getType().getUnqualifiedType(), "");
  if (exprText(Ctx, L.Lo) == "0" && L.Increasing && !L.Step)
    return "(" + T + ")" + Index.str();
  std::string Offset = Index.str();
  if (L.Step)
    Offset += " * " + ull(varValue(L, L.Step, L.ConvertStep));
  return "(" + T + ")(" + ull(varValue(L, L.Lo, L.ConvertLo)) +
         (L.Increasing ? " + " : " - ") + Offset + ")";
}

/// Whether the sequential loop nest of \p N reaches its loop of dimension
/// \p Dim (every outer loop runs), or "" for the outermost loop.
std::string Printer::outerLoopsRun(const Node &N, unsigned Dim) const {
  std::vector<std::string> Runs;
  for (unsigned D = 0; D < Dim; ++D)
    Runs.push_back(tripCount(N.Loops[D]) + " > 0");
  return llvm::join(Runs, " && ");
}

std::vector<std::string> Printer::instanceCounts(const Node &N) const {
  std::vector<std::string> Out;
  for (const LoopDim &L : N.Loops)
    Out.push_back(tripCount(L));
  for (const Expr *E : N.Instances)
    Out.push_back("(size_t)" + paren(exprText(Ctx, E)));
  return Out;
}

void Printer::printHeader(CodeWriter &W, const Node &N) {
  if (!N.G->TemplateHeader.empty())
    W.line(N.G->TemplateHeader);
  std::vector<std::string> P = params(N);
  W.line("static void " + N.FnName + "(" +
         (P.empty() ? std::string(Ctx.getLangOpts().CPlusPlus ? "" : "void")
                    : llvm::join(P, ", ")) +
         ") {");
  W.indent();
  for (TargetKind T : N.Targets)
    W.line("__hpvm__hint(" + target(T) + ");");
  std::vector<std::string> Ins, Outs;
  for (const VarDecl *V : N.Inputs) {
    if (!isPointerLike(V))
      continue;
    auto It = N.Access.find(V);
    DataDir D = It == N.Access.end() ? DataDir::InOut : It->second;
    if (reads(D) || N.PartialOuts.count(V))
      Ins.push_back(carried(V));
    if (writes(D))
      Outs.push_back(carried(V));
  }
  std::string Attr = "__hpvm__attributes(" + std::to_string(Ins.size());
  for (const std::string &S : Ins)
    Attr += ", " + S;
  Attr += ", " + std::to_string(Outs.size());
  for (const std::string &S : Outs)
    Attr += ", " + S;
  W.line(Attr + ");");
}

/// The loop dimension that defines \p V among \p N and its ancestors, with
/// its node.
std::pair<const Node *, const LoopDim *> findLoop(const Node &N,
                                                  const VarDecl *V) {
  for (const Node *A = &N; A; A = A->Parent)
    for (const LoopDim &L : A->Loops)
      if (L.Var == V)
        return {A, &L};
  return {nullptr, nullptr};
}

void Printer::printPrologue(CodeWriter &W, const Node &N,
                            const llvm::DenseSet<const VarDecl *> *Only) {
  // Inputs that arrive promoted, converted back to their declared type.
  for (const VarDecl *V : N.Inputs)
    if ((N.PromotedInputs.count(V) || asInteger(V)) &&
        (!Only || Only->count(V)))
      W.line(typed(paramType(V), V->getName()) + " = (" +
             typed(paramType(V), "") + ")__hpvm_in_" + V->getName().str() +
             ";");
  static const char *const Dims[] = {"x", "y", "z"};
  for (const VarDecl *V : N.Derived) {
    auto [Owner, L] = findLoop(N, V);
    QualType T = valueType(V).getUnqualifiedType();
    if (!L && isIntegralConstant(Ctx, V)) {
      W.line("const " + typed(T, V->getName()) + " = " +
             V->evaluateValue()->getAsString(Ctx, T) + ";");
      continue;
    }
    if (!L) { // an inner declaration of an ancestor
      W.line(typed(T, V->getName()) + " = " + exprText(Ctx, V->getInit()) +
             ";");
      continue;
    }
    std::string Handle = "__hpvm__getNode()";
    for (unsigned D = Owner->Depth; D < N.Depth; ++D)
      Handle = "__hpvm__getParentNode(" + Handle + ")";
    unsigned Dim = L - Owner->Loops.data();
    W.line(typed(T, V->getName()) + " = " +
           loopValue(*L, "__hpvm__getNodeInstanceID_" + std::string(Dims[Dim]) +
                             "(" + Handle + ")") +
           ";");
  }
}

std::string Printer::copyBody(const Node &N) {
  CharSourceRange R = stmtFileRange(Ctx, N.Body);
  if (R.isInvalid()) {
    report(Diags, N.Body->getBeginLoc(), Diag::MacroBody);
    Failed = true;
    return "";
  }
  unsigned Begin = SM.getFileOffset(R.getBegin());
  unsigned End = SM.getFileOffset(R.getEnd());
  std::vector<Edit> Local;
  for (const Directive *B : N.Barriers) {
    CharSourceRange PR = pragmaFileRange(Ctx, *B);
    Local.push_back(edit(PR.getBegin(), PR.getEnd(), "__hpvm__barrier();"));
  }
  for (CharSourceRange P : thisPrefixes(N.Body))
    if (P.getBegin().isFileID() && P.getEnd().isFileID())
      Local.push_back(edit(P.getBegin(), P.getEnd(), ""));
  for (const ContinueStmt *C : N.Continues)
    if (C->getContinueLoc().isFileID())
      Local.push_back(edit(C->getContinueLoc(),
                           C->getContinueLoc().getLocWithOffset(8),
                           "goto __hpvm_continue"));
  llvm::sort(Local,
             [](const Edit &A, const Edit &B) { return A.Begin < B.Begin; });
  StringRef Buf = SM.getBufferData(SM.getFileID(R.getBegin()));
  std::string Out =
      lineDirective(SM, R.getBegin()) + spaces(columnOf(SM, R.getBegin()) - 1);
  unsigned Pos = Begin;
  for (const Edit &E : Local) {
    if (E.Begin < Pos || E.End > End)
      continue;
    Out += Buf.slice(Pos, E.Begin);
    Out += E.Text;
    Pos = E.End;
  }
  Out += Buf.slice(Pos, End);
  return Out + "\n";
}

void Printer::printLeaf(CodeWriter &W, const Node &N) {
  printHeader(W, N);
  printPrologue(W, N, nullptr);
  std::vector<std::string> Outs;
  for (const VarDecl *V : N.Outputs) {
    Outs.push_back(carried(V));
    if (isPointerLike(V))
      Outs.push_back("__hpvm_bytes_" + V->getName().str());
  }
  // A scalar in out(...) keeps its value when the node runs no instance,
  // as in the sequential program; pointers passed on need no saying.
  bool OutScalars = llvm::any_of(
      N.Outputs, [](const VarDecl *V) { return !isPointerLike(V); });
  bool AllInputs = llvm::all_of(N.Outputs, [&](const VarDecl *V) {
    return llvm::is_contained(N.Inputs, V);
  });
  if (OutScalars && AllInputs)
    W.line("__hpvm__empty_outputs(" + std::to_string(Outs.size()) + ", " +
           llvm::join(Outs, ", ") + ");");
  for (const Reduction &R : N.Reductions) {
    if (R.Element.isNull()) {
      W.line(R.Var->getName() + " = " +
             reductionIdentity(Ctx, R.Item->Op, valueType(R.Var),
                               typed(paramType(R.Var), "")) +
             ";");
      continue;
    }
    // The instance's own array.
    W.line(typed(R.Element, (R.Var->getName() + "[" + Twine(R.Length) + "]")
                                .str()) +
           ";");
    W.line("for (size_t __hpvm_j = 0; __hpvm_j < " + Twine(R.Length) +
           "; ++__hpvm_j)");
    W.indent();
    W.line(R.Var->getName() + "[__hpvm_j] = " +
           reductionIdentity(Ctx, R.Item->Op, R.Element,
                             typed(R.Element, "")) +
           ";");
    W.dedent();
  }
  W.raw(copyBody(N));
  if (!N.Continues.empty())
    W.line("__hpvm_continue:;");
  if (!N.Reductions.empty()) {
    // The instance's index in row-major order, x fastest.
    static const char *const Dims[] = {"x", "y", "z"};
    std::string Index;
    for (unsigned D = N.dims(); D-- > 0;) {
      std::string Id = std::string("__hpvm__getNodeInstanceID_") + Dims[D] +
                       "(__hpvm__getNode())";
      Index = Index.empty() ? Id
                            : Id + " + " + "__hpvm__getNumNodeInstances_" +
                                  Dims[D] + "(__hpvm__getNode()) * (" +
                                  Index + ")";
    }
    if (Index.empty())
      Index = "0";
    for (const Reduction &R : N.Reductions) {
      if (R.Element.isNull()) {
        W.line(R.Partials->getName() + "[" + Index + "] = " +
               R.Var->getName() + ";");
        continue;
      }
      W.line("for (size_t __hpvm_j = 0; __hpvm_j < " + Twine(R.Length) +
             "; ++__hpvm_j)");
      W.indent();
      W.line(R.Partials->getName() + "[(" + Index + ") * " + Twine(R.Length) +
             " + __hpvm_j] = " + R.Var->getName() + "[__hpvm_j];");
      W.dedent();
    }
  }
  W.line("__hpvm__return(" + std::to_string(Outs.size()) +
         (Outs.empty() ? "" : ", " + llvm::join(Outs, ", ")) + ");");
  W.dedent();
  W.line("}");
}

void Printer::printAlloc(CodeWriter &W, const Node &N) {
  printHeader(W, N);
  std::vector<std::string> Outs;
  for (const VarDecl *V : N.Outputs) {
    std::string Size = "sizeof(" + typed(V->getType(), "") + ")";
    QualType P = paramType(V);
    W.line(typed(P, V->getName()) + " = (" + typed(P, "") +
           ")__hpvm__malloc((long)" + Size + ");");
    Outs.push_back(V->getName().str());
    Outs.push_back("(size_t)" + Size);
  }
  W.line("__hpvm__return(" + std::to_string(Outs.size()) + ", " +
         llvm::join(Outs, ", ") + ");");
  W.dedent();
  W.line("}");
}

void Printer::printInternal(CodeWriter &W, const Node &N) {
  printHeader(W, N);
  // Only what the instance counts use is computed here.
  llvm::DenseSet<const VarDecl *> CountUses;
  auto Collect = [&](const Expr *E) {
    if (E)
      for (const VarDecl *V : collectUses(E).Used)
        CountUses.insert(V);
  };
  for (const std::unique_ptr<Node> &Child : N.Children) {
    for (const LoopDim &L : Child->Loops) {
      Collect(L.Span ? L.Span : L.Hi);
      Collect(L.Span ? nullptr : L.Lo);
      Collect(L.Step);
    }
    for (const Expr *E : Child->Instances)
      Collect(E);
  }
  for (const VarDecl *V : N.Derived)
    Collect(V->getInit());
  printPrologue(W, N, &CountUses);

  // The ends of one_to_one edges share the counts they have in common, each
  // computed once: the verifier takes two grids as equal when their counts
  // are the same values, which two copies of a count with `?:` are not.
  std::set<const Node *> OneToOneEnds;
  for (const std::unique_ptr<Node> &Child : N.Children)
    for (const auto &[V, Src] : Child->Sources)
      if (Src.Kind == InputSource::Sibling && Src.Repl == EdgeRepl::OneToOne)
        OneToOneEnds.insert({Src.From, Child.get()});
  std::vector<std::vector<std::string>> ChildCounts;
  std::map<std::string, std::string> SharedCounts;
  for (const std::unique_ptr<Node> &Child : N.Children) {
    ChildCounts.push_back(instanceCounts(*Child));
    if (OneToOneEnds.count(Child.get()))
      for (std::string &C : ChildCounts.back()) {
        auto [It, New] = SharedCounts.try_emplace(
            C, "__hpvm_count" + std::to_string(SharedCounts.size()));
        if (New)
          W.line("size_t " + It->second + " = " + C + ";");
        C = It->second;
      }
  }

  // The stages of a streaming graph take every value per item.
  std::string Stream =
      N.Kind == NodeKind::Root && N.G->StreamLoop ? "1" : "0";
  std::map<const Node *, std::string> Handles;
  for (unsigned I = 0; I != N.Children.size(); ++I) {
    const Node &Child = *N.Children[I];
    std::string H = "__hpvm_n" + std::to_string(I);
    Handles[&Child] = H;
    const std::vector<std::string> &Counts = ChildCounts[I];
    std::string Create =
        "__hpvm__createNodeND(" + std::to_string(Counts.size()) + ", (void *)" +
        fnRef(Child) + (Counts.empty() ? "" : ", " + llvm::join(Counts, ", ")) +
        ");";
    if (!Child.Dir) {
      W.line("void *" + H + " = " + Create);
      continue;
    }
    // The call is at the node's pragma: errors about the node as a whole
    // (such as how a target lowers it) are located there.
    W.line("void *" + H + " =");
    W.lineAt(SM, Child.Dir->KindLoc, Create);
  }
  for (const std::unique_ptr<Node> &Child : N.Children) {
    const std::string &H = Handles[Child.get()];
    for (const VarDecl *V : Child->Inputs) {
      const InputSource &Src = Child->Sources.find(V)->second;
      unsigned To = inputIndex(*Child, V);
      unsigned Width = isPointerLike(V) ? 2 : 1;
      for (unsigned K = 0; K < Width; ++K) {
        if (Src.Kind == InputSource::Parent)
          W.line("__hpvm__bindIn(" + H + ", " +
                 std::to_string(inputIndex(N, V) + K) + ", " +
                 std::to_string(To + K) + ", " + Stream + ");");
        else
          W.line("__hpvm__edge(" + Handles[Src.From] + ", " + H + ", " +
                 (Src.Repl == EdgeRepl::AllToAll ? "1" : "0") + ", " +
                 std::to_string(outputIndex(*Src.From, Src.FromVar) + K) +
                 ", " + std::to_string(To + K) + ", " + Stream + ");");
      }
    }
  }
  for (const std::unique_ptr<Node> &Child : N.Children) {
    unsigned To = 0;
    for (const VarDecl *V : Child->Inputs)
      To += isPointerLike(V) ? 2 : 1;
    for (auto [From, V] : Child->OrderInputs)
      W.line("__hpvm__edge(" + Handles[From] + ", " + Handles[Child.get()] +
             ", 1, " + std::to_string(outputIndex(*From, V) + 1) + ", " +
             std::to_string(To++) + ", " + Stream + ");");
  }
  for (const VarDecl *V : N.Outputs) {
    const Node *From = N.OutputFrom.find(V)->second;
    unsigned Width = isPointerLike(V) ? 2 : 1;
    for (unsigned K = 0; K < Width; ++K)
      W.line("__hpvm__bindOut(" + Handles[From] + ", " +
             std::to_string(outputIndex(*From, V) + K) + ", " +
             std::to_string(outputIndex(N, V) + K) + ", " + Stream + ");");
  }
  W.dedent();
  W.line("}");
}

void Printer::printNodes(CodeWriter &W, const Node &N) {
  for (const std::unique_ptr<Node> &C : N.Children)
    printNodes(W, *C);
  switch (N.Kind) {
  case NodeKind::Leaf:
    printLeaf(W, N);
    break;
  case NodeKind::Alloc:
    printAlloc(W, N);
    break;
  case NodeKind::Internal:
  case NodeKind::Root:
    printInternal(W, N);
    break;
  }
}

void Printer::printReductionAlloc(CodeWriter &W, const Graph &G) {
  for (const std::unique_ptr<Node> &C : G.Root.Children)
    for (const Reduction &R : C->Reductions) {
      std::vector<std::string> Counts = instanceCounts(*C);
      std::string N = (R.Partials->getName() + "_n").str();
      std::string T =
          typed(R.Element.isNull() ? paramType(R.Var) : R.Element, "");
      if (R.Length != 1)
        Counts.push_back(std::to_string(R.Length));
      W.line("size_t " + N + " = " +
             (Counts.empty() ? "1" : llvm::join(Counts, " * ")) + ";");
      W.line(typed(paramType(R.Partials), R.Partials->getName()) + " = (" +
             T + " *)__builtin_malloc((" + N + " ? " + N + " : 1) * sizeof(" +
             T + "));");
    }
}

std::string Printer::bytesExpr(const Graph &G, const VarDecl *V) const {
  return bytesExpr(G.Extents.find(V)->second, V);
}

std::string Printer::bytesExpr(const HostExtent &E, const VarDecl *V) const {
  std::string Name = V->getName().str();
  if (E.Len.empty())
    return "sizeof(" + Name + ")";
  return "(size_t)" + paren(E.count()) + " * sizeof(*" + Name + ")";
}

std::string Printer::hostStmtText(const Graph &G, const Stmt *S,
                                  CharSourceRange R) const {
  std::string Text = Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS || llvm::none_of(DS->decls(), [&](const Decl *D) {
        return llvm::is_contained(G.StreamArrays, D);
      }))
    return Text;
  // Each item's arrays are one of the pipeline's buffers.
  std::string Decls;
  for (const Decl *D : DS->decls()) {
    const auto *V = cast<VarDecl>(D);
    std::string Name = V->getName().str();
    if (llvm::is_contained(G.StreamArrays, V))
      Decls += typed(V->getType(), "(&" + Name + ")") + " = __hpvm_buf_" +
               Name + "[__hpvm_slot]; ";
    else
      Decls += typed(V->getType(), Name) +
               (V->getInit() ? " = " + exprText(Ctx, V->getInit()) : "") +
               "; ";
  }
  Decls.pop_back();
  return Decls;
}

void Printer::printStreamLoop(
    CodeWriter &W, const Graph &G, StringRef HostStmts,
    llvm::function_ref<std::vector<std::string>(StringRef Declarator)>
        Struct) {
  // One arguments struct per item in flight: item f uses slot f % Depth,
  // and its buffers, once item f - Depth has been popped. Depth items keep
  // every stage busy with one and the host preparing the next.
  std::string Depth = std::to_string(G.Root.Children.size() + 1);
  std::string Handle = "__hpvm_graph";
  std::string Slot = "__hpvm_args[__hpvm_slot]";
  std::string Popped = "__hpvm_args[__hpvm_popped % " + Depth + "]";
  W.line("{");
  W.indent();
  std::vector<std::string> Init =
      Struct("__hpvm_args[" + Depth + "] = " +
             (Ctx.getLangOpts().CPlusPlus ? "{}" : "{0}"));
  for (const VarDecl *V : G.StreamArrays) {
    std::string Buf = "__hpvm_buf_" + V->getName().str();
    W.line(typed(V->getType(), "(*" + Buf + ")") + " = (" +
           typed(V->getType(), "(*)") + ")__builtin_malloc(" + Depth +
           " * sizeof(*" + Buf + "));");
  }
  W.line("void *" + Handle + " = __hpvm__launch(1, (void *)" + fnRef(G.Root) +
         ", (void *)&__hpvm_args[0]);");
  W.line("unsigned long long __hpvm_pushed = 0, __hpvm_popped = 0;");
  auto PopOne = [&] {
    W.line("__hpvm__pop(" + Handle + ");");
    printReleases(W, G, Popped);
    W.line("++__hpvm_popped;");
  };
  const ForStmt &Loop = *G.StreamLoop;
  CharSourceRange Header = Lexer::makeFileCharRange(
      CharSourceRange::getCharRange(Loop.getForLoc(), G.Block->getLBracLoc()),
      SM, Ctx.getLangOpts());
  W.line(Lexer::getSourceText(Header, SM, Ctx.getLangOpts()).rtrim().str() +
         " {");
  W.indent();
  W.line("if (__hpvm_pushed - __hpvm_popped == " + Depth + ") {");
  W.indent();
  PopOne();
  W.dedent();
  W.line("}");
  W.line("unsigned long long __hpvm_slot = __hpvm_pushed % " + Depth + ";");
  W.raw(HostStmts);
  unsigned I = 0;
  for (const VarDecl *V : G.Root.Inputs) {
    W.line(Slot + "." + V->getName() + " = " + Init[I++] + ";");
    if (isPointerLike(V))
      W.line(Slot + ".__hpvm_bytes_" + V->getName() + " = " + Init[I++] + ";");
  }
  printTracks(W, G, Slot);
  W.line("__hpvm__push(" + Handle + ", (void *)&" + Slot + ");");
  W.line("++__hpvm_pushed;");
  W.dedent();
  W.line("}");
  W.line("while (__hpvm_popped < __hpvm_pushed) {");
  W.indent();
  PopOne();
  W.dedent();
  W.line("}");
  W.line("__hpvm__wait(" + Handle + ");");
  for (const VarDecl *V : G.StreamArrays)
    W.line("__builtin_free(__hpvm_buf_" + V->getName().str() + ");");
  if (Ctx.getLangOpts().CPlusPlus)
    W.line("hpvm_rt_rethrow();");
  W.dedent();
  W.line("}");
}

void Printer::printTracks(CodeWriter &W, const Graph &G, StringRef Args) {
  for (const VarDecl *V : G.Root.Inputs)
    if (isPointerLike(V) && !G.Covered.count(V))
      W.line("llvm_hpvm_track_mem((void *)" + Args + "." + V->getName() + ", " +
             Args + ".__hpvm_bytes_" + V->getName() + ");");
}

void Printer::printReleases(CodeWriter &W, const Graph &G, StringRef Args) {
  // An item's own arrays (`graph stream`) are dead once it is through.
  for (const VarDecl *V : G.Root.Inputs)
    if (isPointerLike(V) && G.Root.writesVar(V) && !G.Covered.count(V) &&
        !llvm::is_contained(G.StreamArrays, V))
      W.line("llvm_hpvm_request_mem((void *)" + Args + "." + V->getName() +
             ", " + Args + ".__hpvm_bytes_" + V->getName() + ");");
  for (const VarDecl *V : G.Root.Inputs)
    if (isPointerLike(V) && !G.Covered.count(V))
      W.line("llvm_hpvm_untrack_mem((void *)" + Args + "." + V->getName() +
             ");");
}

void Printer::printLaunch(CodeWriter &W, const Graph &G, StringRef Args,
                          StringRef Handle) {
  printTracks(W, G, Args);
  W.line(Handle + " = __hpvm__launch(0, (void *)" + fnRef(G.Root) +
         ", (void *)&" + Args + ");");
}

void Printer::printCompletion(CodeWriter &W, const Graph &G, StringRef Args,
                              StringRef Handle) {
  W.line("__hpvm__wait(" + Handle + ");");
  printReleases(W, G, Args);
  for (const VarDecl *V : G.Root.Outputs) {
    // Back from the promoted type: implicitly, but for enums and integers
    // that carry function pointers.
    bool Cast = asInteger(V) || paramType(V)->isEnumeralType();
    W.line(V->getName() + " = " +
           (Cast ? "(" + typed(paramType(V), "") + ")" : "") + Args +
           ".__hpvm_out." + V->getName() + ";");
  }
  for (const std::unique_ptr<Node> &C : G.Root.Children)
    for (const Reduction &R : C->Reductions) {
      std::string P = (Args + "." + R.Partials->getName()).str();
      W.line("for (size_t __hpvm_k = 0; __hpvm_k < " + Args +
             ".__hpvm_bytes_" + R.Partials->getName() + " / sizeof(*" + P +
             "); ++__hpvm_k)");
      W.indent();
      std::string Var = R.Var->getName().str();
      if (!R.Element.isNull())
        Var += "[__hpvm_k % " + std::to_string(R.Length) + "]";
      W.line(reductionCombine(R.Item->Op, Var, P + "[__hpvm_k]"));
      W.dedent();
      W.line("__builtin_free(" + P + ");");
    }
  for (unsigned K = 0; K < G.HostLoopVars.size(); ++K) {
    auto [N, Dim] = G.HostLoopVars[K];
    std::string Assign = N->Loops[Dim].Var->getName().str() + " = " +
                         Args.str() + "_last" + std::to_string(K) + ";";
    if (Dim == 0) {
      W.line(Assign);
      continue;
    }
    W.line("if (" + Args + "_ran" + std::to_string(K) + ")");
    W.indent();
    W.line(Assign);
    W.dedent();
  }
  // Last, so that an exception from a node leaves the tracker as it was.
  if (Ctx.getLangOpts().CPlusPlus)
    W.line("hpvm_rt_rethrow();");
}

void Printer::printGraph(const Graph &G) {
  const Directive &D = *G.Dir;
  bool Nowait = D.NowaitLoc.isValid();
  std::string Suffix = Nowait ? "_" + D.Name->Name : "";
  std::string Args = "__hpvm_args" + Suffix;
  std::string Handle = "__hpvm_graph" + Suffix;
  std::string OutStruct = "__hpvm_out_" + G.Root.FnName.substr(7);
  std::string StructKw = Ctx.getLangOpts().CPlusPlus ? "" : "struct ";

  // The host code replaces the pragma and the block, at the block's
  // indentation. Written through macros, they must be whole expansions.
  CharSourceRange Whole = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(D.Loc, G.Block->getRBracLoc()), SM,
      Ctx.getLangOpts());
  if (Whole.isInvalid()) {
    report(Diags, D.Loc, Diag::MacroGraph);
    Failed = true;
    return;
  }
  SourceLocation Start = Whole.getBegin();
  unsigned Base = columnOf(SM, G.StreamLoop ? G.StreamLoop->getForLoc()
                                            : G.Block->getLBracLoc()) -
                  1;
  unsigned Existing = std::min(Base, columnOf(SM, Start) - 1);
  CodeWriter W(Base);

  // Host statements of the graph run first.
  std::string HostStmts;
  for (const Stmt *S : G.HostStmts) {
    CharSourceRange R = stmtFileRange(Ctx, S);
    if (R.isInvalid()) {
      report(Diags, S->getBeginLoc(), Diag::MacroBody);
      Failed = true;
      continue;
    }
    HostStmts += lineDirective(SM, R.getBegin()) +
                 spaces(columnOf(SM, R.getBegin()) - 1) + hostStmtText(G, S, R) +
                 "\n";
  }

  auto PrintStruct = [&](bool WithInit, StringRef Declarator) {
    if (!G.Root.Outputs.empty()) {
      W.line("struct " + OutStruct + " {");
      W.indent();
      for (const VarDecl *V : G.Root.Outputs)
        W.line(typed(promotedType(paramType(V)), V->getName()) + ";");
      W.dedent();
      W.line("};");
    }
    W.line("struct __attribute__((__packed__)) {");
    W.indent();
    std::vector<std::string> Init;
    for (const VarDecl *V : G.Root.Inputs) {
      QualType T = paramType(V);
      W.line(typed(asInteger(V) ? promotedType(T) : T, V->getName()) + ";");
      Init.push_back(carried(V));
      if (isPointerLike(V)) {
        W.line("size_t __hpvm_bytes_" + V->getName() + ";");
        Init.push_back(bytesExpr(G, V));
      }
    }
    if (!G.Root.Outputs.empty()) {
      W.line(StructKw + OutStruct + " __hpvm_out;");
      Init.push_back(Ctx.getLangOpts().CPlusPlus ? "{}" : "{0}");
    }
    W.dedent();
    if (WithInit)
      W.line("} " + Declarator + " = {" + llvm::join(Init, ", ") + "};");
    else
      W.line("} " + Declarator + ";");
    return Init;
  };

  // Loop variables declared before the graph: their final values (and, for
  // inner loops, whether they run at all) are computed where the bounds are
  // in scope and assigned when the graph completes.
  auto LastValues = [&](bool Declare, bool Compute) {
    for (unsigned K = 0; K < G.HostLoopVars.size(); ++K) {
      auto [N, Dim] = G.HostLoopVars[K];
      const LoopDim &L = N->Loops[Dim];
      std::string Value = Args + "_last" + std::to_string(K);
      std::string Ran = Args + "_ran" + std::to_string(K);
      if (Declare)
        Value = typed(L.Var->getType().getUnqualifiedType(), Value);
      if (Declare && Dim > 0)
        Ran = "int " + Ran;
      if (!Compute) {
        W.line(Value + ";");
        if (Dim > 0)
          W.line(Ran + ";");
        continue;
      }
      W.line(Value + " = " + loopValue(L, tripCount(L)) + ";");
      if (Dim > 0)
        W.line(Ran + " = " + outerLoopsRun(*N, Dim) + ";");
    }
  };

  bool VariantBlock = printVariantChoice(W, G);
  if (G.StreamLoop) {
    printStreamLoop(W, G, HostStmts, [&](StringRef Declarator) {
      return PrintStruct(false, Declarator);
    });
  } else if (!Nowait) {
    W.line("{");
    W.indent();
    W.raw(HostStmts);
    LastValues(/*Declare=*/true, /*Compute=*/true);
    printReductionAlloc(W, G);
    PrintStruct(true, Args);
    W.line("void *" + Handle + ";");
    printLaunch(W, G, Args, Handle);
    printCompletion(W, G, Args, Handle);
    W.dedent();
    W.line("}");
  } else {
    std::vector<std::string> Init = PrintStruct(false, Args);
    W.line("void *" + Handle + ";");
    LastValues(/*Declare=*/true, /*Compute=*/false);
    W.line("{");
    W.indent();
    W.raw(HostStmts);
    LastValues(/*Declare=*/false, /*Compute=*/true);
    printReductionAlloc(W, G);
    unsigned I = 0;
    for (const VarDecl *V : G.Root.Inputs) {
      W.line(Args + "." + V->getName() + " = " + Init[I++] + ";");
      if (isPointerLike(V))
        W.line(Args + ".__hpvm_bytes_" + V->getName() + " = " + Init[I++] +
               ";");
    }
    printLaunch(W, G, Args, Handle);
    W.dedent();
    W.line("}");
  }
  if (VariantBlock) {
    W.dedent();
    W.line("}");
  }
  // Replace from the pragma to the end of the block.
  SourceLocation End = Whole.getEnd();
  std::string Text = W.take();
  Text.pop_back(); // the final newline
  if (G.CloneIndex > 0) { // after the directive's other graphs
    auto &[Index, At] = CombinationEdits[G.Dir];
    Edits[Index].Text.insert(At, "\n" + Text);
    At += 1 + Text.size();
    return;
  }
  Text.erase(0, Existing); // the pragma's own indentation stays in the file
  CombinationEdits[G.Dir] = {Edits.size(), Text.size()};
  Edits.push_back(edit(Start, End, Text + resync(End)));

  if (Nowait) {
    assert(G.Wait && "nowait graph without a wait");
    CharSourceRange WR = pragmaFileRange(Ctx, *G.Wait);
    SourceLocation WStart = SM.getExpansionLoc(WR.getBegin());
    // Pragmas often sit in column 1: indent like the code that follows.
    unsigned WBase = columnOf(SM, WStart) - 1;
    if (std::optional<Token> Next = Lexer::findNextToken(
            WR.getEnd().getLocWithOffset(-1), SM, Ctx.getLangOpts()))
      WBase = std::max(WBase, columnOf(SM, Next->getLocation()) - 1 +
                                  (Next->is(tok::r_brace) ? 2 : 0));
    CodeWriter WW(WBase);
    printCompletion(WW, G, Args, Handle);
    std::string WText = WW.take();
    WText.erase(0, std::min(WBase, columnOf(SM, WStart) - 1));
    WText.pop_back();
    Edits.push_back(edit(WStart, WR.getEnd(), WText + resync(WR.getEnd())));
  }
}

bool Printer::printVariantChoice(CodeWriter &W, const Graph &G) {
  auto Record = [&](const std::string &Name, const std::string &Text) {
    W.line("static const char " + Name +
           "[] __attribute__((__used__, __section__(\"hpvm_variants\"))) = "
           "\"" +
           Text + "\";");
  };
  std::string Prefix = "__hpvm_variants" + std::to_string(G.Number) + "_";
  std::string Names = llvm::join(G.Variants, ",");
  // The graphs of a directive's node variants record its choices once.
  bool Records = G.CloneIndex == 0;
  if (!G.Variants.empty() && Records)
    Record(Prefix + "variant", "variant " + G.Dir->Name->Name + " " + Names);
  std::vector<std::string> Conditions;
  if (!G.Variants.empty())
    Conditions.push_back("hpvm_rt_variant(\"" + G.Dir->Name->Name + "\", \"" +
                         G.Dir->Variant->Name + "\", \"" + Names + "\")");
  for (unsigned I = 0; I < G.NodeChoices.size(); ++I) {
    const NodeChoice &C = G.NodeChoices[I];
    std::string List = llvm::join(C.Names, ",");
    // Like a tunable, a node's variants matter only when its graph's
    // variant runs.
    if (Records)
      Record(Prefix + "node" + std::to_string(I),
             "variant " + C.Key + " " + List +
                 (G.Dir->Variant ? " " + G.Dir->Variant->Name : ""));
    Conditions.push_back("hpvm_rt_variant(\"" + C.Key + "\", \"" +
                         C.Names[C.Chosen] + "\", \"" + List + "\")");
  }
  std::vector<std::string> Assignments;
  for (auto [Item, V] : G.Tunables) {
    std::string Key = G.Dir->Name->Name + "." + Item->Name.Name;
    std::string Values;
    for (long long Value : Item->Values)
      Values += (Values.empty() ? "" : ",") + std::to_string(Value);
    // A variant's tunable matters only when the variant runs.
    if (Records)
      Record(Prefix + Item->Name.Name,
             "tunable " + Key + " " + Values +
                 (G.Dir->Variant ? " " + G.Dir->Variant->Name : ""));
    QualType T = V->getType().getNonReferenceType().getUnqualifiedType();
    Assignments.push_back(Item->Name.Name + " = (" + typed(T, "") +
                          ")hpvm_rt_tunable(\"" + Key + "\", " +
                          Item->Name.Name + ", \"" + Values + "\");");
  }
  if (!Conditions.empty()) {
    W.line("if (" + llvm::join(Conditions, " && ") + ") {");
    W.indent();
  }
  for (const std::string &A : Assignments)
    W.line(A);
  return !Conditions.empty();
}

void Printer::printRegion(const DataRegion &R) {
  // `{` and the tracking replace the pragma; the request, the untracking and
  // `}` follow the statement. The pointers and sizes are kept from before
  // the statement, which must not change the variables they come from.
  CharSourceRange PR = pragmaFileRange(Ctx, *R.Dir);
  SourceLocation Start = SM.getExpansionLoc(PR.getBegin());
  CharSourceRange BR = stmtFileRange(Ctx, R.Body);
  if (BR.isInvalid()) {
    report(Diags, R.Body->getBeginLoc(), Diag::MacroBody);
    Failed = true;
    return;
  }
  unsigned Base = columnOf(SM, BR.getBegin()) - 1;
  std::string Prefix = "__hpvm_data" + std::to_string(R.Number) + "_";
  CodeWriter Open(Base);
  Open.line("{");
  Open.indent();
  for (const RegionItem &Item : R.Items) {
    std::string Name = Item.Var->getName().str();
    Open.line("void *" + Prefix + Name + " = (void *)" + Name + ";");
    Open.line("size_t " + Prefix + "bytes_" + Name + " = " +
              bytesExpr(Item.Extent, Item.Var) + ";");
    Open.line("llvm_hpvm_track_mem(" + Prefix + Name + ", " + Prefix +
              "bytes_" + Name + ");");
  }
  std::string Text = Open.take();
  Text.erase(0, std::min(Base, columnOf(SM, Start) - 1));
  Text.pop_back();
  Edits.push_back(edit(Start, PR.getEnd(), Text + resync(PR.getEnd())));

  CodeWriter Close(Base + 2);
  for (const RegionItem &Item : R.Items)
    if (Item.Dir == DataDir::Out || Item.Dir == DataDir::InOut)
      Close.line("llvm_hpvm_request_mem(" + Prefix + Item.Var->getName() +
                 ", " + Prefix + "bytes_" + Item.Var->getName() + ");");
  for (const RegionItem &Item : R.Items)
    Close.line("llvm_hpvm_untrack_mem(" + Prefix + Item.Var->getName() + ");");
  Close.dedent();
  Close.line("}");
  std::string CloseText = Close.take();
  CloseText.pop_back();
  Edits.push_back(
      edit(BR.getEnd(), BR.getEnd(), "\n" + CloseText + resync(BR.getEnd())));
}

std::optional<RewriteResult>
Printer::run(const std::vector<std::unique_ptr<Graph>> &Graphs,
             const std::vector<std::unique_ptr<DataRegion>> &Regions) {
  FileID Main = SM.getMainFileID();
  std::string FileName = lineDirective(SM, SM.getLocForStartOfFile(Main));
  // A preprocessed source (.ii) that included hpvm.h holds its declarations
  // but no longer its include guard: including it again would redefine them.
  // (A parse that saw hpvm.h from the command line prints the include all
  // the same: the rewritten file is a source of its own.)
  bool HasAPI = !APIIncluded &&
                !Ctx.getTranslationUnitDecl()
                     ->lookup(&Ctx.Idents.get("__hpvm__createNodeND"))
                     .empty();
  std::string Prefix = (HasAPI ? "" : "#include <hpvm/hpvm.h>\n") + FileName;
  Edits.push_back({Main, 0, 0, Prefix});

  // Node functions of all graphs under one declaration go before it.
  std::vector<std::pair<const Decl *, std::string>> Chunks;
  for (const std::unique_ptr<Graph> &G : Graphs) {
    if (Chunks.empty() || Chunks.back().first != G->TopDecl)
      Chunks.push_back({G->TopDecl, ""});
    // Members of a class are indented like the member function.
    CodeWriter W(G->InClass ? columnOf(SM, G->TopDecl->getBeginLoc()) - 1 : 0);
    printNodes(W, G->Root);
    Chunks.back().second += W.take();
    printGraph(*G);
  }
  for (const std::unique_ptr<DataRegion> &R : Regions)
    printRegion(*R);
  for (auto &[D, Text] : Chunks) {
    SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
    // At the start of the declaration's line when only blanks precede it.
    FileID File = SM.getFileID(Begin);
    unsigned At = offset(Begin);
    unsigned LineStart = At - (columnOf(SM, Begin) - 1);
    bool OwnLine = SM.getBufferData(File).slice(LineStart, At).trim().empty();
    Edits.push_back({File, OwnLine ? LineStart : At, OwnLine ? LineStart : At,
                     (OwnLine ? "" : "\n") +
                         std::string("#pragma clang diagnostic push\n"
                                     "#pragma clang diagnostic ignored "
                                     "\"-Wunused-parameter\"\n") +
                         Text + "#pragma clang diagnostic pop\n" +
                         lineDirective(SM, Begin)});
  }
  // After the node functions: a template header goes after those before it.
  for (const std::unique_ptr<Graph> &G : Graphs)
    for (const SourceEdit &E : G->SourceEdits)
      Edits.push_back(edit(E.Begin, E.End, E.Text));
  if (Failed)
    return std::nullopt;
  std::optional<RewriteResult> Result = applyEdits();
  if (Result && !HasAPI)
    Result->APIIncludeSize = Prefix.size();
  return Result;
}

std::optional<RewriteResult> Printer::applyEdits() {
  // The main file first, then the others in the order they were entered;
  // edits at one offset stay in the order they were made.
  FileID Main = SM.getMainFileID();
  std::vector<unsigned> Order(Edits.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = I;
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    const Edit &EA = Edits[A], &EB = Edits[B];
    return std::make_tuple(EA.File != Main, EA.File, EA.Begin, A) <
           std::make_tuple(EB.File != Main, EB.File, EB.Begin, B);
  });
  RewriteResult Result;
  Result.UsesHPVM = true;
  llvm::DenseMap<const FileEntry *, FileID> Rewritten;
  for (unsigned First = 0; First < Order.size();) {
    FileID File = Edits[Order[First]].File;
    // The main file may be standard input; the others are files.
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    assert((File == Main || Entry) && "edits are in files");
    // Both copies of a file entered twice would be compiled as one text.
    if (File != Main &&
        !Rewritten.insert({&Entry->getFileEntry(), File}).second) {
      report(Diags, SM.getLocForStartOfFile(File),
             Diag::RewrittenFileIncludedTwice);
      return std::nullopt;
    }
    StringRef Buf = SM.getBufferData(File);
    std::string Out;
    unsigned Pos = 0;
    for (; First < Order.size() && Edits[Order[First]].File == File; ++First) {
      const Edit &E = Edits[Order[First]];
      assert(E.Begin >= Pos && "overlapping edits");
      Out += Buf.slice(Pos, E.Begin);
      Out += E.Text;
      Pos = E.End;
    }
    Out += Buf.substr(Pos);
    if (File == Main)
      Result.Source = std::move(Out);
    else
      Result.Headers.push_back({Entry->getName().str(), std::move(Out)});
  }
  return Result;
}

} // namespace

std::optional<RewriteResult>
printHPVMC(ASTContext &Ctx, const std::vector<std::unique_ptr<Graph>> &Graphs,
           const std::vector<std::unique_ptr<DataRegion>> &Regions,
           bool APIIncluded) {
  return Printer(Ctx, APIIncluded).run(Graphs, Regions);
}

} // namespace hpvm

//===- PragmaParser.cpp - the '#pragma hpvm' handler ----------------------===//
//
// Parses the tokens of one `#pragma hpvm` line (already macro-expanded by the
// preprocessor) into a Directive and injects the marker declaration described
// in PragmaParser.h. Syntax errors are reported here, at the offending token;
// everything that needs the AST is checked later by the graph builder.
//
//===----------------------------------------------------------------------===//
#include "rewriter/PragmaParser.h"

#include "rewriter/Diagnostics.h"
#include "rewriter/StatementLexer.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Pragma.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace hpvm {

llvm::StringRef directiveName(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Graph:
    return "graph";
  case DirectiveKind::Node:
    return "node";
  case DirectiveKind::Edge:
    return "edge";
  case DirectiveKind::Wait:
    return "wait";
  case DirectiveKind::Local:
    return "local";
  case DirectiveKind::Barrier:
    return "barrier";
  case DirectiveKind::Data:
    return "data";
  }
  llvm_unreachable("unknown directive kind");
}

llvm::StringRef reductionOpName(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add:
    return "+";
  case ReductionOp::Mul:
    return "*";
  case ReductionOp::Min:
    return "min";
  case ReductionOp::Max:
    return "max";
  case ReductionOp::And:
    return "&";
  case ReductionOp::Or:
    return "|";
  case ReductionOp::Xor:
    return "^";
  }
  llvm_unreachable("unknown reduction operator");
}

std::optional<TargetKind> parseTarget(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<TargetKind>>(Name)
      .Case("cpu", TargetKind::CPU)
      .Case("vector", TargetKind::Vector)
      .Case("gpu", TargetKind::GPU)
      .Case("opencl", TargetKind::OpenCL)
      .Default(std::nullopt);
}

namespace {

constexpr llvm::StringLiteral MarkerPrefix = "__hpvm_pragma_";

/// Parses one directive from its tokens (without the trailing eod).
class DirectiveParser {
public:
  DirectiveParser(Preprocessor &PP, Directive &Dir, ArrayRef<Token> Toks)
      : PP(PP), Diags(PP.getDiagnostics()), Dir(Dir), Toks(Toks) {}

  /// Returns false after reporting a syntax error.
  bool parse(SourceLocation HPVMLoc);

  /// The token sequences of the clause expressions, by slot.
  std::vector<ArrayRef<Token>> SlotTokens;

private:
  Preprocessor &PP;
  DiagnosticsEngine &Diags;
  Directive &Dir;
  ArrayRef<Token> Toks;
  size_t Pos = 0;

  bool atEnd() const { return Pos >= Toks.size(); }
  const Token &peek() const { return Toks[Pos]; }
  SourceLocation here() const {
    return atEnd() ? Dir.LastTokLoc : Toks[Pos].getLocation();
  }
  bool is(tok::TokenKind K) const { return !atEnd() && peek().is(K); }
  std::string spelling(const Token &T) const {
    if (const IdentifierInfo *II = T.getIdentifierInfo())
      return II->getName().str();
    return PP.getSpelling(T);
  }
  bool isWord(const Token &T) const { return T.getIdentifierInfo(); }

  bool expect(tok::TokenKind K, StringRef What, StringRef Clause) {
    if (is(K)) {
      ++Pos;
      return true;
    }
    report(Diags, here(), Diag::ExpectedToken) << What << Clause;
    return false;
  }
  bool expectIdent(Ident &Out, StringRef Clause) {
    if (atEnd() || !isWord(peek())) {
      report(Diags, here(), Diag::ExpectedToken) << "an identifier" << Clause;
      return false;
    }
    Out = {spelling(peek()), peek().getLocation()};
    ++Pos;
    return true;
  }
  /// An identifier, or a member named through `this->`.
  bool expectMember(Ident &Out, StringRef Clause) {
    if (is(tok::kw_this) && Pos + 1 < Toks.size() &&
        Toks[Pos + 1].is(tok::arrow))
      Pos += 2;
    return expectIdent(Out, Clause);
  }
  unsigned newSlot(ArrayRef<Token> Expr) {
    SlotTokens.push_back(Expr);
    return Dir.NumSlots++;
  }

  /// Consumes a balanced token run up to (not including) a token of kind
  /// \p Stop1 or \p Stop2 at nesting depth 0. With \p SectionColon, a ':'
  /// closing a '?' of the run does not stop it.
  ArrayRef<Token> scanUntil(tok::TokenKind Stop1, tok::TokenKind Stop2,
                            bool SectionColon = false);

  bool parseClauses();
  bool parseParenIdent(Ident &Out, StringRef Clause);
  bool parseTargets();
  bool parseParallel();
  bool parseInstances();
  bool parseData(DataDir Dir, StringRef Clause);
  bool parseItem(DataDir Dir, StringRef Clause);
  bool parseReduction();
  bool parseTunable();
  bool parseEdge();
};

ArrayRef<Token> DirectiveParser::scanUntil(tok::TokenKind Stop1,
                                           tok::TokenKind Stop2,
                                           bool SectionColon) {
  size_t Begin = Pos;
  int Depth = 0;
  int Questions = 0;
  for (; !atEnd(); ++Pos) {
    const Token &T = peek();
    if (Depth == 0 && (T.is(Stop1) || T.is(Stop2))) {
      if (!(SectionColon && T.is(tok::colon) && Questions > 0))
        break;
      --Questions;
      continue;
    }
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      ++Depth;
    } else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
      if (Depth == 0)
        break; // unbalanced closer: let the caller report it
      --Depth;
    } else if (Depth == 0 && T.is(tok::question)) {
      ++Questions;
    }
  }
  return Toks.slice(Begin, Pos - Begin);
}

bool DirectiveParser::parse(SourceLocation HPVMLoc) {
  if (Toks.empty()) {
    report(Diags, HPVMLoc, Diag::MissingDirective);
    return false;
  }
  Dir.LastTokLoc = Toks.back().getLocation();
  const Token &First = peek();
  std::string Word = spelling(First);
  std::optional<DirectiveKind> Kind =
      llvm::StringSwitch<std::optional<DirectiveKind>>(Word)
          .Case("graph", DirectiveKind::Graph)
          .Case("node", DirectiveKind::Node)
          .Case("edge", DirectiveKind::Edge)
          .Case("wait", DirectiveKind::Wait)
          .Case("local", DirectiveKind::Local)
          .Case("barrier", DirectiveKind::Barrier)
          .Case("data", DirectiveKind::Data)
          .Default(std::nullopt);
  if (!Kind) {
    report(Diags, First.getLocation(), Diag::UnknownDirective) << Word;
    report(Diags, First.getLocation(), Diag::NoteDirectives);
    return false;
  }
  Dir.Kind = *Kind;
  Dir.KindLoc = First.getLocation();
  ++Pos;
  switch (Dir.Kind) {
  case DirectiveKind::Edge:
    return parseEdge();
  case DirectiveKind::Wait:
    if (!parseParenIdent(Dir.WaitName, "wait"))
      return false;
    break;
  default:
    return parseClauses();
  }
  if (!atEnd()) {
    report(Diags, here(), Diag::ExpectedTokenIn)
        << "the end of the line" << directiveName(Dir.Kind);
    return false;
  }
  return true;
}

bool DirectiveParser::parseParenIdent(Ident &Out, StringRef Clause) {
  return expect(tok::l_paren, "'('", Clause) && expectIdent(Out, Clause) &&
         expect(tok::r_paren, "')'", Clause);
}

bool DirectiveParser::parseClauses() {
  StringRef DirName = directiveName(Dir.Kind);
  llvm::SmallVector<std::string, 8> Seen;
  while (!atEnd()) {
    if (is(tok::comma)) { // OpenMP allows commas between clauses
      ++Pos;
      continue;
    }
    const Token &T = peek();
    std::string Clause = spelling(T);
    SourceLocation ClauseLoc = T.getLocation();
    bool OnGraph = Dir.Kind == DirectiveKind::Graph;
    bool OnNode = Dir.Kind == DirectiveKind::Node;
    bool OnData = Dir.Kind == DirectiveKind::Data;
    bool Valid = isWord(T) &&
                 llvm::StringSwitch<bool>(Clause)
                     .Cases("in", "out", "inout", OnGraph || OnNode || OnData)
                     .Cases("name", "target", "variant", OnGraph || OnNode)
                     .Cases("nowait", "stream", "tunable", OnGraph)
                     .Cases("parallel", "instances", "reduction", OnNode)
                     .Case("scratch", OnData)
                     .Default(false);
    if (!Valid) {
      report(Diags, ClauseLoc, Diag::UnknownClause) << Clause << DirName;
      StringRef List = OnGraph  ? "name, nowait, stream, target, variant, "
                                  "tunable, in, out, inout"
                       : OnNode ? "name, variant, parallel, instances, "
                                  "target, in, out, inout, reduction"
                       : OnData ? "in, out, inout, scratch"
                                : "none";
      report(Diags, ClauseLoc, Diag::NoteClauses) << DirName << List;
      return false;
    }
    // Data, reduction and tunable clauses may repeat; the others may not.
    bool IsData = Clause == "in" || Clause == "out" || Clause == "inout" ||
                  Clause == "scratch" || Clause == "reduction" ||
                  Clause == "tunable";
    if (!IsData) {
      if (llvm::is_contained(Seen, Clause)) {
        report(Diags, ClauseLoc, Diag::DuplicateClause) << Clause;
        return false;
      }
      Seen.push_back(Clause);
    }
    ++Pos;
    bool OK = true;
    if (Clause == "name" || Clause == "variant") {
      Ident Name;
      OK = parseParenIdent(Name, Clause);
      // Names become part of the node functions' names. (The lexer takes
      // any non-ASCII character for an identifier's in a pragma.)
      if (OK && !llvm::all_of(Name.Name, [](char C) {
            return isAsciiIdentifierContinue(C);
          })) {
        report(Diags, Name.Loc, Diag::NameNotIdentifier)
            << (Clause == "name" ? DirName : StringRef("variant"))
            << Name.Name;
        OK = false;
      }
      (Clause == "name" ? Dir.Name : Dir.Variant) = Name;
    } else if (Clause == "tunable") {
      OK = parseTunable();
    } else if (Clause == "nowait") {
      Dir.NowaitLoc = ClauseLoc;
    } else if (Clause == "stream") {
      Dir.StreamLoc = ClauseLoc;
    } else if (Clause == "target") {
      Dir.TargetLoc = ClauseLoc;
      OK = parseTargets();
    } else if (Clause == "parallel") {
      Dir.ParallelLoc = ClauseLoc;
      OK = parseParallel();
    } else if (Clause == "instances") {
      Dir.InstancesLoc = ClauseLoc;
      OK = parseInstances();
    } else if (Clause == "reduction") {
      OK = parseReduction();
    } else {
      DataDir D = Clause == "in"      ? DataDir::In
                  : Clause == "out"   ? DataDir::Out
                  : Clause == "inout" ? DataDir::InOut
                                      : DataDir::Scratch;
      OK = parseData(D, Clause);
    }
    if (!OK)
      return false;
  }
  if (Dir.ParallelLoc.isValid() && Dir.InstancesLoc.isValid()) {
    report(Diags, Dir.InstancesLoc, Diag::InstancesWithParallel);
    return false;
  }
  if (Dir.Kind == DirectiveKind::Data && Dir.Data.empty()) {
    report(Diags, Dir.KindLoc, Diag::DataNoClauses);
    return false;
  }
  return true;
}

bool DirectiveParser::parseTargets() {
  if (!expect(tok::l_paren, "'('", "target"))
    return false;
  do {
    Ident T;
    if (!expectIdent(T, "target"))
      return false;
    std::optional<TargetKind> K = parseTarget(T.Name);
    if (!K) {
      report(Diags, T.Loc, Diag::UnknownTarget) << T.Name;
      report(Diags, T.Loc, Diag::NoteTargets);
      return false;
    }
    // The order is the scheduler's order of preference: a repeat would
    // leave it unclear which place was meant.
    if (llvm::is_contained(Dir.Targets, *K)) {
      report(Diags, T.Loc, Diag::TargetTwice) << T.Name;
      return false;
    }
    Dir.Targets.push_back(*K);
  } while (is(tok::comma) && ++Pos);
  return expect(tok::r_paren, "')'", "target");
}

bool DirectiveParser::parseParallel() {
  if (!expect(tok::l_paren, "'('", "parallel"))
    return false;
  uint64_t N = 0;
  if (!is(tok::numeric_constant) ||
      StringRef(PP.getSpelling(peek())).getAsInteger(10, N) || N < 1 || N > 3) {
    report(Diags, here(), Diag::ParallelRange);
    return false;
  }
  Dir.Parallel = static_cast<unsigned>(N);
  ++Pos;
  return expect(tok::r_paren, "')'", "parallel");
}

bool DirectiveParser::parseInstances() {
  if (!expect(tok::l_paren, "'('", "instances"))
    return false;
  do {
    ArrayRef<Token> E = scanUntil(tok::comma, tok::r_paren);
    if (E.empty()) {
      report(Diags, here(), Diag::EmptyExpression) << "instances";
      return false;
    }
    Dir.InstanceSlots.push_back(newSlot(E));
  } while (is(tok::comma) && ++Pos);
  if (Dir.InstanceSlots.size() > 3) {
    report(Diags, Dir.InstancesLoc, Diag::InstancesRange);
    return false;
  }
  return expect(tok::r_paren, "')'", "instances");
}

bool DirectiveParser::parseData(DataDir D, StringRef Clause) {
  if (!expect(tok::l_paren, "'('", Clause))
    return false;
  if (is(tok::r_paren)) {
    report(Diags, here(), Diag::EmptyClause) << Clause;
    return false;
  }
  do {
    if (!parseItem(D, Clause))
      return false;
  } while (is(tok::comma) && ++Pos);
  return expect(tok::r_paren, "')'", Clause);
}

bool DirectiveParser::parseItem(DataDir D, StringRef Clause) {
  DataItem Item;
  Item.Dir = D;
  unsigned First = Pos;
  if (!expectMember(Item.Name, Clause))
    return false;
  Item.NameSlot = newSlot(Toks.slice(First, Pos - First));
  Item.Range = SourceRange(Item.Name.Loc, Item.Name.Loc);
  while (is(tok::l_square)) {
    SourceLocation Open = peek().getLocation();
    ++Pos;
    SectionDim Dim;
    ArrayRef<Token> Lo = scanUntil(tok::colon, tok::r_square, true);
    if (!is(tok::colon)) {
      report(Diags, atEnd() ? Open : here(), Diag::MalformedSection)
          << "expected ':' (sections are written name[lower:length])";
      return false;
    }
    ++Pos;
    ArrayRef<Token> Len = scanUntil(tok::r_square, tok::r_square);
    if (!is(tok::r_square)) {
      report(Diags, atEnd() ? Open : here(), Diag::MalformedSection)
          << "expected ']'";
      return false;
    }
    if (Len.empty()) {
      report(Diags, here(), Diag::MalformedSection)
          << "expected a length after ':'";
      return false;
    }
    if (!Lo.empty())
      Dim.LoSlot = newSlot(Lo);
    Dim.LenSlot = newSlot(Len);
    Item.Range.setEnd(peek().getLocation());
    ++Pos;
    Item.Dims.push_back(Dim);
  }
  if (!atEnd() && !is(tok::comma) && !is(tok::r_paren)) {
    report(Diags, here(), Diag::MalformedSection)
        << "expected ',', ')' or '[' after the item";
    return false;
  }
  Dir.Data.push_back(std::move(Item));
  return true;
}

bool DirectiveParser::parseTunable() {
  StringRef Clause = "tunable";
  TunableItem Item;
  if (!expect(tok::l_paren, "'('", Clause))
    return false;
  unsigned First = Pos;
  if (!expectIdent(Item.Name, Clause))
    return false;
  Item.NameSlot = newSlot(Toks.slice(First, Pos - First));
  if (!expect(tok::colon, "':' after the variable", Clause))
    return false;
  do {
    SourceLocation ValueLoc = here();
    bool Negative = is(tok::minus) && ++Pos;
    long long Value = 0;
    if (!is(tok::numeric_constant) ||
        StringRef(PP.getSpelling(peek())).getAsInteger(0, Value)) {
      report(Diags, ValueLoc, Diag::TunableValue);
      return false;
    }
    ++Pos;
    if (Negative)
      Value = -Value;
    if (llvm::is_contained(Item.Values, Value)) {
      report(Diags, ValueLoc, Diag::TunableValueTwice) << Value;
      return false;
    }
    Item.Values.push_back(Value);
  } while (is(tok::comma) && ++Pos);
  if (llvm::any_of(Dir.Tunables, [&](const TunableItem &T) {
        return T.Name.Name == Item.Name.Name;
      })) {
    report(Diags, Item.Name.Loc, Diag::TunableTwice) << Item.Name.Name;
    return false;
  }
  Dir.Tunables.push_back(std::move(Item));
  return expect(tok::r_paren, "')'", Clause);
}

bool DirectiveParser::parseReduction() {
  StringRef Clause = "reduction";
  if (!expect(tok::l_paren, "'('", Clause))
    return false;
  if (atEnd()) {
    report(Diags, here(), Diag::ExpectedToken) << "an operator" << Clause;
    return false;
  }
  SourceLocation OpLoc = here();
  std::optional<ReductionOp> Op =
      llvm::StringSwitch<std::optional<ReductionOp>>(spelling(peek()))
          .Case("+", ReductionOp::Add)
          .Case("*", ReductionOp::Mul)
          .Case("min", ReductionOp::Min)
          .Case("max", ReductionOp::Max)
          .Case("&", ReductionOp::And)
          .Case("|", ReductionOp::Or)
          .Case("^", ReductionOp::Xor)
          .Default(std::nullopt);
  if (!Op) {
    report(Diags, OpLoc, Diag::UnknownReductionOp) << spelling(peek());
    report(Diags, OpLoc, Diag::NoteReductionOps);
    return false;
  }
  ++Pos;
  if (!expect(tok::colon, "':' after the operator", Clause))
    return false;
  do {
    ReductionItem Item;
    Item.Op = *Op;
    Item.OpLoc = OpLoc;
    unsigned First = Pos;
    if (!expectMember(Item.Name, Clause))
      return false;
    Item.NameSlot = newSlot(Toks.slice(First, Pos - First));
    Dir.Reductions.push_back(std::move(Item));
  } while (is(tok::comma) && ++Pos);
  return expect(tok::r_paren, "')'", Clause);
}

bool DirectiveParser::parseEdge() {
  StringRef Clause = "edge";
  if (!expect(tok::l_paren, "'('", Clause) ||
      !expectIdent(Dir.EdgeSrc, Clause) ||
      !expect(tok::period, "'.' after the source node", Clause) ||
      !expectIdent(Dir.EdgeSrcItem, Clause) ||
      !expect(tok::arrow, "'->'", Clause) ||
      !expectIdent(Dir.EdgeDst, Clause) ||
      !expect(tok::period, "'.' after the destination node", Clause) ||
      !expectIdent(Dir.EdgeDstItem, Clause) ||
      !expect(tok::r_paren, "')'", Clause))
    return false;
  while (!atEnd()) {
    const Token &T = peek();
    std::string Word = spelling(T);
    if (Word == "one_to_one") {
      Dir.Repl = EdgeRepl::OneToOne;
    } else if (Word == "all_to_all") {
      Dir.Repl = EdgeRepl::AllToAll;
    } else if (Word == "stream") {
      report(Diags, T.getLocation(), Diag::StreamEdge);
      return false;
    } else {
      report(Diags, T.getLocation(), Diag::UnknownEdgeKind) << Word;
      report(Diags, T.getLocation(), Diag::NoteEdgeKinds);
      return false;
    }
    ++Pos;
  }
  return true;
}

class HPVMPragmaHandler : public PragmaHandler {
public:
  HPVMPragmaHandler(DirectiveTable &Table,
                    llvm::unique_function<void(const Token &)> OnToken)
      : PragmaHandler("hpvm"), Table(Table), OnToken(std::move(OnToken)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &FirstToken) override;

  /// Sees the tokens the parser sees, each once.
  void observe(const Token &T) {
    Tracker.observe(T);
    if (OnToken)
      OnToken(T);
  }

private:
  DirectiveTable &Table;
  llvm::unique_function<void(const Token &)> OnToken;
  ControlTracker Tracker;

  std::vector<Token> markerTokens(Preprocessor &PP, const Directive &Dir,
                                  const DirectiveParser &Parser);
  /// Enters the marker, in braces with the statement that follows when the
  /// pragma is a braceless substatement (StatementLexer.h).
  void injectMarker(Preprocessor &PP, const Directive &Dir,
                    std::vector<Token> Marker, bool Brace);
};

/// Directives that govern the statement after them.
bool takesStatement(DirectiveKind K) {
  return K == DirectiveKind::Graph || K == DirectiveKind::Node ||
         K == DirectiveKind::Data;
}

void enterTokens(Preprocessor &PP, ArrayRef<Token> Toks, bool IsReinject) {
  if (Toks.empty())
    return;
  auto Buf = std::make_unique<Token[]>(Toks.size());
  std::copy(Toks.begin(), Toks.end(), Buf.get());
  PP.EnterTokenStream(std::move(Buf), Toks.size(),
                      /*DisableMacroExpansion=*/true, IsReinject);
}

void HPVMPragmaHandler::HandlePragma(Preprocessor &PP,
                                     PragmaIntroducer Introducer,
                                     Token &FirstToken) {
  bool Brace = Tracker.atSubstatement();
  Tracker.directive();
  // The line is macro-expanded, except for the _Pragma operator: clang's
  // handling of a malformed one (`_Pragma(` without its string) reads past
  // the end of the directive, and at the end of the file frees the lexer it
  // is called from. Left unexpanded, `_Pragma` is an identifier that the
  // directive parser or Sema rejects.
  MacroInfo *PragmaOp = PP.getMacroInfo(PP.getIdentifierInfo("_Pragma"));
  if (PragmaOp && !PragmaOp->isEnabled())
    PragmaOp = nullptr;
  if (PragmaOp)
    PragmaOp->DisableMacro();
  llvm::SmallVector<Token, 32> Toks;
  Token Tok;
  PP.Lex(Tok);
  while (Tok.isNot(tok::eod) && Tok.isNot(tok::eof)) {
    Toks.push_back(Tok);
    PP.Lex(Tok);
  }
  if (PragmaOp)
    PragmaOp->EnableMacro();
  // `auto` and `noauto` are for the automatic offload stage, which reads
  // them before the rewriter runs (docs/auto-offload.md).
  if (Toks.size() == 1 && (PP.getSpelling(Toks[0]) == "auto" ||
                           PP.getSpelling(Toks[0]) == "noauto"))
    return;

  auto Dir = std::make_unique<Directive>();
  Dir->Index = Table.size();
  Dir->Loc = Introducer.Loc;
  Dir->IsPragmaOperator = Introducer.Kind != PIK_HashPragma;
  Dir->KindLoc = FirstToken.getLocation();
  Dir->LastTokLoc = FirstToken.getLocation();

  DirectiveParser Parser(PP, *Dir, Toks);
  if (!Parser.parse(FirstToken.getLocation()))
    return;
  if (Brace && !takesStatement(Dir->Kind)) {
    // Reported now, as the marker alone would take the statement's place
    // and leave it to errors about what it uses.
    DiagnosticsEngine &Diags = PP.getDiagnostics();
    report(Diags, Dir->Loc, Diag::PragmaNotInBlock) << directiveName(Dir->Kind);
    report(Diags, Dir->Loc, Diag::NoteAddBraces);
    return;
  }
  // In the table first: pragmas in the statement read ahead come later.
  const Directive &D = *Table.emplace_back(std::move(Dir));
  injectMarker(PP, D, markerTokens(PP, D, Parser), Brace);
}

std::vector<Token>
HPVMPragmaHandler::markerTokens(Preprocessor &PP, const Directive &Dir,
                                const DirectiveParser &Parser) {
  SourceLocation Loc = Dir.Loc;
  std::vector<Token> Out;
  auto Punct = [&](tok::TokenKind K) {
    Token T;
    T.startToken();
    T.setKind(K);
    T.setLocation(Loc);
    T.setLength(0);
    Out.push_back(T);
  };
  auto Keyword = [&](tok::TokenKind K, StringRef Spelling) {
    Punct(K);
    Out.back().setIdentifierInfo(PP.getIdentifierInfo(Spelling));
  };
  auto Literal = [&](tok::TokenKind K, StringRef Spelling) {
    Token T;
    T.startToken();
    T.setKind(K);
    PP.CreateString(Spelling, T, Loc, Loc);
    Out.push_back(T);
  };

  Keyword(tok::kw__Static_assert, "_Static_assert");
  Punct(tok::l_paren);
  Keyword(tok::kw_sizeof, "sizeof");
  Punct(tok::l_paren);
  for (ArrayRef<Token> E : Parser.SlotTokens) {
    Punct(tok::l_paren);
    Keyword(tok::kw_void, "void");
    Punct(tok::r_paren);
    Punct(tok::l_paren);
    for (Token T : E) {
      T.clearFlag(Token::StartOfLine);
      Out.push_back(T);
    }
    Punct(tok::r_paren);
    Punct(tok::comma);
  }
  Literal(tok::numeric_constant, "0");
  Punct(tok::r_paren);
  Punct(tok::comma);
  Literal(tok::string_literal,
          ("\"" + MarkerPrefix + llvm::Twine(Dir.Index) + "\"").str());
  Punct(tok::r_paren);
  Punct(tok::semi);
  return Out;
}

void HPVMPragmaHandler::injectMarker(Preprocessor &PP, const Directive &Dir,
                                     std::vector<Token> Marker, bool Brace) {
  std::vector<Token> Stmt;
  auto Observe = [this](const Token &T) { observe(T); };
  size_t StmtSize = Brace ? lexStatement(PP, Observe, Stmt) : 0;
  if (StmtSize) {
    Token T;
    T.startToken();
    T.setKind(tok::r_brace);
    T.setLocation(Stmt[StmtSize - 1].getLocation());
    T.setLength(0);
    Stmt.insert(Stmt.begin() + StmtSize, T);
    T.setKind(tok::l_brace);
    T.setLocation(Dir.Loc);
    Marker.insert(Marker.begin(), T);
  }
  // The statement's tokens were observed as they were read: entered as
  // reinjected, the token watcher skips them. The stack of token streams is
  // last in, first out.
  enterTokens(PP, Stmt, /*IsReinject=*/true);
  enterTokens(PP, Marker, /*IsReinject=*/false);
}

/// Strips the `(void)(E)` wrapper of one marker operand. C (not C++) puts
/// an lvalue-to-rvalue conversion between the cast and the parentheses.
const Expr *unwrapOperand(const Expr *E) {
  E = E->IgnoreParens();
  const auto *Cast = dyn_cast<CStyleCastExpr>(E);
  if (!Cast)
    return E;
  const Expr *Sub = Cast->getSubExpr();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(Sub);
      ICE && ICE->isPartOfExplicitCast())
    Sub = ICE->getSubExpr();
  return Sub->IgnoreParens();
}

} // namespace

void addHPVMPragmaHandler(Preprocessor &PP, DirectiveTable &Table,
                          llvm::unique_function<void(const Token &)> OnToken) {
  auto *Handler = new HPVMPragmaHandler(Table, std::move(OnToken));
  PP.AddPragmaHandler(Handler);
  PP.setTokenWatcher([Handler](const Token &T) { Handler->observe(T); });
}

std::optional<unsigned> markerIndex(const Decl *D) {
  const auto *SA = dyn_cast_or_null<StaticAssertDecl>(D);
  if (!SA)
    return std::nullopt;
  const auto *Msg = dyn_cast_or_null<StringLiteral>(SA->getMessage());
  if (!Msg || !(Msg->isOrdinary() || Msg->isUnevaluated()))
    return std::nullopt;
  StringRef Text = Msg->getString();
  unsigned Index;
  if (!Text.consume_front(MarkerPrefix) || Text.getAsInteger(10, Index))
    return std::nullopt;
  return Index;
}

void readMarkerExprs(Directive &Dir, const StaticAssertDecl &Marker) {
  const auto *Size =
      cast<UnaryExprOrTypeTraitExpr>(Marker.getAssertExpr()->IgnoreImpCasts());
  // The operand is ((void)(E0), ((void)(E1), ... 0)) as a left-nested comma
  // chain; collect its left operands from the innermost outwards.
  llvm::SmallVector<const Expr *, 8> Operands;
  const Expr *E = Size->getArgumentExpr()->IgnoreParens();
  while (const auto *Comma = dyn_cast<BinaryOperator>(E)) {
    if (Comma->getOpcode() != BO_Comma)
      break;
    Operands.push_back(unwrapOperand(Comma->getRHS()));
    E = Comma->getLHS()->IgnoreParens();
  }
  Operands.push_back(unwrapOperand(E));
  std::reverse(Operands.begin(), Operands.end());
  // The last operand is the trailing 0.
  assert(Operands.size() == Dir.NumSlots + 1 && "marker operand count");
  Dir.Exprs.assign(Operands.begin(), Operands.end() - 1);
}

} // namespace hpvm

//===- StatementLexer.cpp - the statement a braceless pragma governs ------===//
//
// A recursive descent over tokens for the shapes of statements; expressions
// and declarations are only bracket-counted up to their `;`. Tokens come
// from the preprocessor already macro-expanded, with the markers of pragmas
// inside the statement already injected (their handlers run while this one
// reads).
//
//===----------------------------------------------------------------------===//
#include "rewriter/StatementLexer.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hpvm {

void ControlTracker::observe(const Token &T) {
  bool Sub = false;
  if (T.is(tok::l_paren)) {
    OpenParens.push_back(LastOpensHead);
  } else if (T.is(tok::r_paren)) {
    if (!OpenParens.empty()) {
      Sub = OpenParens.back();
      OpenParens.pop_back();
    }
  } else {
    Sub = T.isOneOf(tok::kw_else, tok::kw_do);
  }
  AtSubstatement = Sub;
  LastOpensHead = T.isOneOf(tok::kw_for, tok::kw_while, tok::kw_if,
                            tok::kw_switch, tok::kw_constexpr);
}

namespace {

/// Whether the file the preprocessor reads has no token left outside
/// directives and conditional blocks (which may be skipped). A pragma
/// handler must not read the end of the file: the preprocessor would free the
/// lexer that called the handler. (Tokens of a macro expansion or of a
/// _Pragma may be left: the answer is cautious.)
bool fileEnds(Preprocessor &PP) {
  // Lexer is the only kind of PreprocessorLexer.
  auto *File = static_cast<Lexer *>(PP.getCurrentFileLexer());
  if (!File)
    return true;
  StringRef Buf = File->getBuffer();
  Lexer Raw(PP.getSourceManager().getLocForStartOfFile(File->getFileID()),
            PP.getLangOpts(), Buf.begin(), File->getBufferLocation(),
            Buf.end());
  unsigned Conditionals = 0;
  Token T;
  Raw.LexFromRawLexer(T);
  while (T.isNot(tok::eof)) {
    if (T.isNot(tok::hash) || !T.isAtStartOfLine()) {
      if (!Conditionals)
        return false;
      Raw.LexFromRawLexer(T);
      continue;
    }
    Raw.LexFromRawLexer(T);
    StringRef Name = T.is(tok::raw_identifier) && !T.isAtStartOfLine()
                         ? T.getRawIdentifier()
                         : "";
    if (Name.starts_with("if"))
      ++Conditionals;
    else if (Name.starts_with("el") && !Conditionals)
      Conditionals = 1; // the rest of the block we are in is skipped
    else if (Name == "endif" && Conditionals)
      --Conditionals;
    do
      Raw.LexFromRawLexer(T);
    while (T.isNot(tok::eof) && !T.isAtStartOfLine());
  }
  return true;
}

class StatementReader {
public:
  StatementReader(Preprocessor &PP,
                  llvm::function_ref<void(const Token &)> Observe,
                  std::vector<Token> &Toks)
      : PP(PP), Observe(Observe), Toks(Toks) {}

  bool statement();
  size_t consumed() const { return Next; }

private:
  Preprocessor &PP;
  llvm::function_ref<void(const Token &)> Observe;
  std::vector<Token> &Toks;
  /// Toks[Next] is the next token not yet part of the statement.
  size_t Next = 0;

  /// A copy: reading further may move the tokens.
  Token peek(size_t Ahead = 0) {
    while (Toks.size() <= Next + Ahead) {
      Token T;
      if (fileEnds(PP)) {
        T.startToken();
        T.setKind(tok::eof);
        return T;
      }
      PP.Lex(T);
      Observe(T);
      Toks.push_back(T);
    }
    return Toks[Next + Ahead];
  }
  bool is(tok::TokenKind K, size_t Ahead = 0) { return peek(Ahead).is(K); }
  bool take(tok::TokenKind K) {
    if (!is(K))
      return false;
    ++Next;
    return true;
  }
  /// A bracketed group starting at the next token, which must be \p Open.
  bool group(tok::TokenKind Open);
  /// Tokens up to and including \p End at bracket depth 0.
  bool until(tok::TokenKind End);
  bool optionalElse() { return !take(tok::kw_else) || statement(); }
};

bool StatementReader::group(tok::TokenKind Open) {
  if (!is(Open))
    return false;
  std::vector<tok::TokenKind> Closers;
  do {
    Token T = peek();
    if (T.is(tok::eof))
      return false;
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      Closers.push_back(T.is(tok::l_paren)    ? tok::r_paren
                        : T.is(tok::l_square) ? tok::r_square
                                              : tok::r_brace);
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
      if (!T.is(Closers.back()))
        return false;
      Closers.pop_back();
    }
    ++Next;
  } while (!Closers.empty());
  return true;
}

bool StatementReader::until(tok::TokenKind End) {
  while (!take(End)) {
    Token T = peek();
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      if (!group(T.getKind()))
        return false;
    } else if (T.isOneOf(tok::eof, tok::r_paren, tok::r_square, tok::r_brace)) {
      return false;
    } else {
      ++Next;
    }
  }
  return true;
}

bool StatementReader::statement() {
  Token T = peek();
  // Prefixes: attributes and the annotations other pragmas inject.
  if (T.isAnnotation()) {
    ++Next;
    return statement();
  }
  if (T.is(tok::l_square) && is(tok::l_square, 1))
    return group(tok::l_square) && statement();
  if (T.is(tok::kw___attribute)) {
    ++Next;
    return group(tok::l_paren) && statement();
  }
  switch (T.getKind()) {
  case tok::l_brace:
    return group(tok::l_brace);
  case tok::kw_if:
    ++Next;
    take(tok::kw_constexpr);
    if (take(tok::exclaim) || is(tok::kw_consteval))
      return take(tok::kw_consteval) && statement() && optionalElse();
    return group(tok::l_paren) && statement() && optionalElse();
  case tok::kw_for:
  case tok::kw_while:
  case tok::kw_switch:
    ++Next;
    return group(tok::l_paren) && statement();
  case tok::kw_do:
    ++Next;
    return statement() && take(tok::kw_while) && group(tok::l_paren) &&
           take(tok::semi);
  case tok::kw_try:
    ++Next;
    if (!group(tok::l_brace) || !is(tok::kw_catch))
      return false;
    while (take(tok::kw_catch))
      if (!group(tok::l_paren) || !group(tok::l_brace))
        return false;
    return true;
  case tok::kw_case:
    ++Next;
    return until(tok::colon) && statement();
  case tok::kw_default:
    ++Next;
    return take(tok::colon) && statement();
  case tok::identifier:
    if (is(tok::colon, 1)) {
      Next += 2;
      return statement();
    }
    return until(tok::semi);
  case tok::r_brace:
  case tok::eof:
    return false;
  default:
    return until(tok::semi);
  }
}

} // namespace

size_t lexStatement(Preprocessor &PP,
                    llvm::function_ref<void(const Token &)> Observe,
                    std::vector<Token> &Toks) {
  StatementReader Reader(PP, Observe, Toks);
  return Reader.statement() ? Reader.consumed() : 0;
}

} // namespace hpvm

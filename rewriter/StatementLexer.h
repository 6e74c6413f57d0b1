//===- StatementLexer.h - what a braceless pragma governs -------*- C++ -*-===//
//
// A `#pragma hpvm graph|node|data` written as the whole body of a `for`,
// `while`, `if`, `else`, `switch` or `do` (no braces) governs the statement
// after it:
//
//   for (long i = 0; i < n; ++i)
//   #pragma hpvm node parallel(1)
//     for (long j = 0; j < m; ++j) a[i * m + j] = i;
//
// The marker declaration injected for the pragma would alone become the
// loop's body, and the statement would follow the loop, outside the scope of
// `i`. So the pragma handler tracks the tokens the parser sees
// (ControlTracker) and, at such a place, reads the statement's tokens ahead
// (lexStatement) to enter them again in braces with the marker: exactly what
// the user would write with braces.
//
// lexStatement works on tokens: it knows the shapes of statements (blocks,
// selection and iteration statements, labels, `try`, attributes) and ends
// any other statement at its `;`, counting brackets.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_STATEMENTLEXER_H
#define HPVM_REWRITER_STATEMENTLEXER_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <vector>

namespace hpvm {

/// Follows the tokens the parser sees (in order, each once) to tell whether
/// a statement starting now is a substatement: after the `)` of a
/// `for`/`while`/`if`/`switch` head, after `else` or after `do`.
class ControlTracker {
public:
  void observe(const clang::Token &T);
  bool atSubstatement() const { return AtSubstatement; }

private:
  /// For each open '(': whether it opens a control statement's head.
  std::vector<bool> OpenParens;
  bool LastOpensHead = false;
  bool AtSubstatement = false;
};

/// Lexes one statement from \p PP into \p Toks; each token also goes to
/// \p Observe as it is read, so that pragmas inside see what precedes them.
/// Returns the number of tokens the statement has; \p Toks may hold one more
/// token, read to see whether an `else` or `catch` follows. Returns 0 if the
/// tokens do not form a statement (\p Toks then holds all tokens read, which go
/// back unchanged).
size_t lexStatement(clang::Preprocessor &PP,
                    llvm::function_ref<void(const clang::Token &)> Observe,
                    std::vector<clang::Token> &Toks);

} // namespace hpvm

#endif // HPVM_REWRITER_STATEMENTLEXER_H

//===- ASTQueries.h - questions the rewriter asks of the AST ----*- C++ -*-===//
//
// Small AST analyses shared by the graph builder, the loop-nest analysis and
// the printer: which variables a subtree uses and declares, where it writes a
// variable, how it jumps, and the shapes of loop headers, looked at through
// implicit casts and, in templates, through dependent operator calls.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_ASTQUERIES_H
#define HPVM_REWRITER_ASTQUERIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

/// The variables a statement or expression uses (in order of first use) and
/// declares, and its first use of `this` (with the member it reaches, if
/// any).
struct Uses {
  llvm::SetVector<const clang::VarDecl *> Used;
  llvm::DenseMap<const clang::VarDecl *, clang::SourceLocation> FirstUse;
  llvm::DenseSet<const clang::VarDecl *> Declared;
  clang::SourceLocation ThisLoc;
  std::string ThisMember;
};

Uses collectUses(const clang::Stmt *S);

/// Ways a node body can be left: `return`, `co_return`, `break` not bound
/// inside the body, `goto` to a label outside it, a computed `goto` unless
/// the body takes only its own labels' addresses (Escapes), and `continue`
/// not bound inside it (Continues). Bodies of lambdas and of member
/// functions of local classes are not searched.
struct Jumps {
  std::vector<std::pair<clang::SourceLocation, llvm::StringRef>> Escapes;
  std::vector<const clang::ContinueStmt *> Continues;
};

Jumps findJumps(const clang::Stmt *Body);

/// The first part of \p S that may have a side effect: an assignment, an
/// increment or decrement, or a call of a function that is neither constexpr
/// nor a builtin or function declared without side effects (const, pure).
/// With \p MemoryOnly, assignments and increments of named variables do not
/// count. Null if there is none.
const clang::Expr *findSideEffect(const clang::ASTContext &Ctx,
                                  const clang::Stmt *S,
                                  bool MemoryOnly = false);

/// The pointer or array variable through which the lvalue \p E reaches
/// memory (`*p`, `p[i]`, `p->m`, `(p + 1)[i]`, `a[i].m`), or null.
const clang::VarDecl *memoryBase(const clang::Expr *E);

/// Every memory read of \p E through a variable: the variable and the
/// expression (`*p`, `a[i]`, `p->m`) that reads.
std::vector<std::pair<const clang::VarDecl *, const clang::Expr *>>
memoryReads(const clang::Expr *E);

/// All calls inside \p S.
std::vector<const clang::CallExpr *> collectCalls(const clang::Stmt *S);

/// Finds where a statement modifies a variable. Direct writes (assignment,
/// increment, address taken) are found in any code; indirect ones (passing
/// by non-const reference, non-const member calls) come from clang's
/// ExprMutationAnalyzer, which cannot judge expressions that depend on
/// template parameters: those are not counted as writes.
class WriteFinder {
public:
  WriteFinder(const clang::Stmt &S, clang::ASTContext &Ctx);

  /// The first statement found that modifies \p V, or null.
  const clang::Stmt *find(const clang::VarDecl *V);
  /// The first statement found that writes memory through pointer or array
  /// \p V (`*V = `, `V[i]++`, passing V to a non-const pointer), or null.
  const clang::Stmt *findThrough(const clang::VarDecl *V);

private:
  /// \p M, or null where the analyzer cannot judge it (dependent code).
  const clang::Stmt *judged(const clang::Stmt *M);

  const clang::Stmt &S;
  clang::ASTContext &Ctx;
  clang::ExprMutationAnalyzer Analyzer;
};

const clang::Expr *stripCasts(const clang::Expr *E);

/// The variable \p E names (through parentheses and implicit casts): a
/// variable, a structured binding or a member of `*this`.
const clang::VarDecl *refVar(const clang::Expr *E);

/// Whether \p E is `this` or `*this`.
bool isThisObject(const clang::Expr *E);

/// The variable that stands for a data member of the enclosing object
/// reached through `this` (`m`, `this->m`, `(*this).m`) in nodes, which take
/// it like a variable of its name (a node function's parameter named like
/// the member hides it); null for other member accesses.
const clang::VarDecl *memberVariable(const clang::MemberExpr *E);

/// Whether \p V stands for a data member.
bool isMember(const clang::VarDecl *V);

/// The explicit `this->` and `(*this).` before members in \p S, which node
/// functions (static) drop: there the member's name is a parameter.
std::vector<clang::CharSourceRange> thisPrefixes(const clang::Stmt *S);

/// The variable that \p D, a variable or a structured binding, is to nodes:
/// a binding has a variable of its name and type that stands for it, so
/// that nodes capture it like any variable (null for other declarations).
const clang::VarDecl *asVariable(const clang::ValueDecl *D);

/// The structured binding \p V stands for, if any.
const clang::BindingDecl *bindingOf(const clang::VarDecl *V);

/// A variable's type without its reference.
clang::QualType valueType(const clang::VarDecl *V);

/// Pointers to objects, C arrays and values taken by reference: passed to
/// nodes as a pointer and a size. (Function pointers are values, captured
/// like scalars.)
bool isPointerLike(const clang::VarDecl *V);

/// In C++, a value that nodes take by reference, as one object of memory:
/// a class, a complex number or an integer wider than 64 bits. The calling
/// convention splits such values or passes them in memory, while a node's
/// inputs and outputs are single values.
bool isByReference(const clang::VarDecl *V);

/// An object that is all of its extent when named alone: a C array or a
/// value taken by reference.
bool isWholeObject(const clang::VarDecl *V);

/// A binary or unary operation written either as a builtin operator or,
/// with dependent operands, as an operator call.
struct BinaryOp {
  clang::BinaryOperatorKind Op;
  const clang::Expr *LHS, *RHS;
};
struct UnaryOp {
  clang::UnaryOperatorKind Op;
  const clang::Expr *Operand;
};

std::optional<BinaryOp> asBinary(const clang::Expr *E);
std::optional<UnaryOp> asUnary(const clang::Expr *E);

/// Whether \p X and \p Y are the same expression (after casts).
bool sameExpr(const clang::ASTContext &Ctx, const clang::Expr *X,
              const clang::Expr *Y);

/// Whether \p V is a constant of integral type, which node functions
/// recompute from its value instead of capturing it (it may size arrays).
bool isIntegralConstant(clang::ASTContext &Ctx, const clang::VarDecl *V);

/// std::vector, std::array and other standard containers.
bool isStdContainer(clang::QualType T);

/// The type declaration \p T names (through pointers, references and arrays)
/// when it is local to a function.
const clang::TagDecl *localTypeOf(clang::QualType T);

} // namespace hpvm

#endif // HPVM_REWRITER_ASTQUERIES_H

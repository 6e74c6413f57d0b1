//===- OpenCLCWriter.cpp - kernels in LLVM IR to OpenCL C
//-------------------===//
//
// One C variable per instruction, declared at the top of the kernel; one
// label per basic block, branches as gotos. A phi node is two variables:
// each predecessor sets `vN_in` before it jumps, and the block copies it
// into `vN` on entry, so that the phis of a block change all at once.
// Integers are unsigned in C and cast to their signed type where the
// operation is signed; arithmetic on types narrower than int is done in
// uint (C would promote to int, whose overflow is undefined) and truncated.
//
//===----------------------------------------------------------------------===//
#include "opencl/OpenCLCWriter.h"
#include "Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;

namespace hpvm {
namespace {

constexpr unsigned LocalAddressSpace = 3;

/// The OpenCL address space of a pointer value. Unknown: not inferred yet;
/// Any: a null pointer, which fits every space.
enum class Space : uint8_t {
  Unknown,
  Any,
  Private,
  Global,
  Local,
  Constant,
  Conflict
};

Space join(Space A, Space B) {
  if (A == Space::Unknown || A == Space::Any)
    return B == Space::Unknown ? A : B;
  if (B == Space::Unknown || B == Space::Any || A == B)
    return A;
  return Space::Conflict;
}

StringRef spaceName(Space S) {
  switch (S) {
  case Space::Private:
    return "__private";
  case Space::Local:
    return "__local";
  case Space::Constant:
    return "__constant";
  default:
    return "__global";
  }
}

bool isOpenCLBuiltinName(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases("acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", true)
      .Cases("cbrt", "ceil", "copysign", "cos", "cosh", "erf", "erfc", true)
      .Cases("exp", "exp10", "exp2", "expm1", "fabs", "fdim", "floor", true)
      .Cases("fma", "fmax", "fmin", "fmod", "hypot", "lgamma", "log", true)
      .Cases("log10", "log1p", "log2", "logb", "pow", "remainder", true)
      .Cases("rint", "round", "sin", "sinh", "sqrt", "tan", "tanh", true)
      .Cases("tgamma", "trunc", true)
      .Default(false);
}
} // namespace

bool isOpenCLMathFunction(StringRef Name) {
  return isOpenCLBuiltinName(Name) ||
         (Name.ends_with("f") && isOpenCLBuiltinName(Name.drop_back()));
}

namespace {

/// The OpenCL built-in for a floating-point LLVM intrinsic of the same
/// arguments, or "".
StringRef openclFloatBuiltin(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::ceil:
    return "ceil";
  case Intrinsic::copysign:
    return "copysign";
  case Intrinsic::cos:
    return "cos";
  case Intrinsic::exp:
    return "exp";
  case Intrinsic::exp2:
    return "exp2";
  case Intrinsic::exp10:
    return "exp10";
  case Intrinsic::fabs:
    return "fabs";
  case Intrinsic::floor:
    return "floor";
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
    return "fma";
  case Intrinsic::log:
    return "log";
  case Intrinsic::log10:
    return "log10";
  case Intrinsic::log2:
    return "log2";
  case Intrinsic::maxnum:
  case Intrinsic::maximum:
    return "fmax";
  case Intrinsic::minnum:
  case Intrinsic::minimum:
    return "fmin";
  case Intrinsic::nearbyint:
  case Intrinsic::rint:
  case Intrinsic::roundeven:
    return "rint";
  case Intrinsic::pow:
    return "pow";
  case Intrinsic::round:
    return "round";
  case Intrinsic::sin:
    return "sin";
  case Intrinsic::sqrt:
    return "sqrt";
  case Intrinsic::trunc:
    return "trunc";
  default:
    return "";
  }
}

/// Intrinsics that change nothing a kernel computes.
bool isIgnoredIntrinsic(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::assume:
  case Intrinsic::dbg_assign:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_label:
  case Intrinsic::dbg_value:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::invariant_end:
  case Intrinsic::invariant_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::lifetime_start:
  case Intrinsic::sideeffect:
    return true;
  default:
    return false;
  }
}

/// What the whole program shares: struct typedefs, constant data, the
/// extensions it needs, and the first construct it cannot express.
class ProgramWriter {
public:
  explicit ProgramWriter(const Module &M) : DL(M.getDataLayout()) {}

  const DataLayout &DL;
  std::string Typedefs, Globals;
  bool UsesDouble = false, UsesInt64Atomics = false;

  /// The C type of values of \p T (i1 in registers is bool).
  std::string typeName(Type *T, const Instruction *At);
  /// The C type of \p T in memory (bool's size is the implementation's).
  std::string memoryTypeName(Type *T, const Instruction *At) {
    return T->isIntegerTy(1) ? "uchar" : typeName(T, At);
  }
  /// The name of constant global \p GV, defined in Globals on first use.
  std::string constantGlobal(const GlobalVariable &GV, const Instruction *At);

  void fail(const Instruction *At, const Twine &Why) {
    // The first failure, unless a later one has a source location.
    if (!Failure.empty() && (FailedAt->getDebugLoc() || !At->getDebugLoc()))
      return;
    FailedAt = At;
    Failure = Why.str();
  }
  Error takeError() {
    if (Failure.empty())
      return Error::success();
    return errorAt(FailedAt, "an opencl node " + Failure);
  }
  bool failed() const { return !Failure.empty(); }

private:
  DenseMap<Type *, std::string> StructNames;
  DenseMap<const GlobalVariable *, std::string> GlobalNames;
  const Instruction *FailedAt = nullptr;
  std::string Failure;

  bool appendBytes(const Constant *C, SmallVectorImpl<uint8_t> &Bytes,
                   uint64_t At);
};

std::string ProgramWriter::typeName(Type *T, const Instruction *At) {
  if (auto *IT = dyn_cast<IntegerType>(T)) {
    switch (IT->getBitWidth()) {
    case 1:
      return "bool";
    case 8:
      return "uchar";
    case 16:
      return "ushort";
    case 32:
      return "uint";
    case 64:
      return "ulong";
    default:
      fail(At, "uses a " + Twine(IT->getBitWidth()) +
                   "-bit integer, which OpenCL C does not have");
      return "ulong";
    }
  }
  if (T->isFloatTy())
    return "float";
  if (T->isDoubleTy()) {
    UsesDouble = true;
    return "double";
  }
  if (T->isPointerTy())
    return "__global uchar *";
  if (auto *ST = dyn_cast<StructType>(T)) {
    auto [It, New] = StructNames.try_emplace(ST, "");
    if (!New)
      return It->second;
    std::string Name = "hpvm_s" + std::to_string(StructNames.size() - 1);
    std::string Def = "typedef struct {\n";
    for (auto [Idx, E] : enumerate(ST->elements())) {
      Type *Elem = E;
      std::string Dims;
      while (auto *AT = dyn_cast<ArrayType>(Elem)) {
        Dims += "[" + std::to_string(AT->getNumElements()) + "]";
        Elem = AT->getElementType();
      }
      if (Elem->isPointerTy())
        fail(At, "keeps a pointer in a struct value, which OpenCL C 1.2 "
                 "cannot express (its memory is not known)");
      Def += "  " + memoryTypeName(Elem, At) + " f" + std::to_string(Idx) +
             Dims + ";\n";
    }
    Def += ST->isPacked() ? "} __attribute__((packed)) " : "} ";
    Typedefs += Def + Name + ";\n";
    StructNames[ST] = Name;
    return Name;
  }
  std::string What;
  raw_string_ostream OS(What);
  T->print(OS);
  fail(At, "uses a value of type '" + What +
               "', which the OpenCL backend cannot express");
  return "uint";
}

bool ProgramWriter::appendBytes(const Constant *C,
                                SmallVectorImpl<uint8_t> &Bytes, uint64_t At) {
  if (isa<ConstantAggregateZero>(C) || isa<UndefValue>(C))
    return true;
  if (auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    StringRef Raw = CDS->getRawDataValues();
    std::copy(Raw.bytes_begin(), Raw.bytes_end(), Bytes.begin() + At);
    return true;
  }
  if (isa<ConstantInt>(C) || isa<ConstantFP>(C)) {
    APInt V = isa<ConstantInt>(C)
                  ? cast<ConstantInt>(C)->getValue()
                  : cast<ConstantFP>(C)->getValueAPF().bitcastToAPInt();
    for (unsigned B = 0; B != V.getBitWidth() / 8; ++B)
      Bytes[At + B] = V.extractBitsAsZExtValue(8, B * 8);
    return true;
  }
  if (auto *CS = dyn_cast<ConstantStruct>(C)) {
    const StructLayout *SL = DL.getStructLayout(CS->getType());
    for (unsigned I = 0; I != CS->getNumOperands(); ++I)
      if (!appendBytes(CS->getOperand(I), Bytes, At + SL->getElementOffset(I)))
        return false;
    return true;
  }
  if (auto *CA = dyn_cast<ConstantArray>(C)) {
    uint64_t Stride = DL.getTypeAllocSize(CA->getType()->getElementType());
    for (unsigned I = 0; I != CA->getNumOperands(); ++I)
      if (!appendBytes(CA->getOperand(I), Bytes, At + I * Stride))
        return false;
    return true;
  }
  return false;
}

std::string ProgramWriter::constantGlobal(const GlobalVariable &GV,
                                          const Instruction *At) {
  auto [It, New] = GlobalNames.try_emplace(&GV, "");
  if (!New)
    return It->second;
  std::string Name = "hpvm_g" + std::to_string(GlobalNames.size() - 1);
  It->second = Name;
  if (!GV.isConstant() || !GV.hasDefinitiveInitializer()) {
    fail(At, "uses global variable '" + demangle(GV.getName()) +
                 "', which an OpenCL kernel can only read if it is constant");
    return Name;
  }
  uint64_t Size = DL.getTypeAllocSize(GV.getValueType());
  SmallVector<uint8_t, 64> Bytes(std::max<uint64_t>(Size, 1), 0);
  if (!appendBytes(GV.getInitializer(), Bytes, 0)) {
    fail(At, "uses global variable '" + demangle(GV.getName()) +
                 "', whose initial value the OpenCL backend cannot express");
    return Name;
  }
  std::string Def;
  raw_string_ostream OS(Def);
  OS << "__constant uchar " << Name << "[" << Bytes.size()
     << "] __attribute__((aligned(16))) = {";
  for (auto [I, B] : enumerate(Bytes))
    OS << (I % 16 ? " " : "\n  ") << unsigned(B) << ",";
  OS << "\n};\n";
  Globals += Def;
  return Name;
}

/// One kernel.
class KernelWriter {
public:
  KernelWriter(ProgramWriter &P, const Function &K) : P(P), K(K) {}
  std::string write();

private:
  ProgramWriter &P;
  const Function &K;
  DenseMap<const Value *, Space> Spaces;
  DenseMap<const Value *, std::string> Names;
  DenseMap<const BasicBlock *, unsigned> Blocks;
  std::string Body;
  raw_string_ostream OS{Body};

  void inferSpaces();
  Space spaceOf(const Value *V);
  std::string pointerType(const Value *V) {
    return (spaceName(spaceOf(V)) + " uchar *").str();
  }
  /// The C type of instruction or argument \p V's variable.
  std::string varType(const Value *V, const Instruction *At) {
    return V->getType()->isPointerTy() ? pointerType(V)
                                       : P.typeName(V->getType(), At);
  }
  std::string value(const Value *V, const Instruction *At);
  std::string signedValue(const Value *V, const Instruction *At);
  std::string literal(const Constant *C, const Instruction *At);
  /// A brace-enclosed initializer for an aggregate constant (the literal of
  /// a scalar); undefined and poison parts are 0.
  std::string initializer(const Constant *C, const Instruction *At);
  /// \p Ptr as a pointer to \p T in memory, e.g. `(__global float *)(p)`.
  /// \p Stored: the value a store writes, whose space a pointer type needs.
  std::string typedPointer(const Value *Ptr, Type *T, const Instruction *At,
                           bool Volatile = false,
                           const Value *Stored = nullptr);
  std::string expression(const Instruction &I);
  std::string binary(const BinaryOperator &I);
  std::string castExpr(const CastInst &I);
  std::string compare(const CmpInst &I);
  std::string gep(const GEPOperator &G, const Instruction *At);
  std::string aggregatePath(ArrayRef<unsigned> Indices);
  void statement(const Instruction &I);
  void call(const CallInst &CI);
  std::optional<std::string> intrinsicCall(const IntrinsicInst &II);
  void atomic(const Instruction &I);
  void phiCopies(const BasicBlock &From, const BasicBlock &To);
  void terminator(const Instruction &I);
  std::string label(const BasicBlock *BB) {
    return "bb" + std::to_string(Blocks.lookup(BB));
  }
};

Space KernelWriter::spaceOf(const Value *V) {
  if (isa<ConstantPointerNull>(V) || isa<UndefValue>(V))
    return Space::Any;
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getAddressSpace() == LocalAddressSpace ? Space::Local
                                                      : Space::Constant;
  if (auto *CE = dyn_cast<ConstantExpr>(V)) {
    if (CE->getOpcode() == Instruction::AddrSpaceCast &&
        CE->getOperand(0)->getType()->getPointerAddressSpace() ==
            LocalAddressSpace)
      return Space::Local;
    return spaceOf(CE->getOperand(0));
  }
  return Spaces.lookup(V);
}

void KernelWriter::inferSpaces() {
  for (const Argument &A : K.args())
    if (A.getType()->isPointerTy())
      Spaces[&A] = Space::Global;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Instruction &I : instructions(K)) {
      if (!I.getType()->isPointerTy())
        continue;
      Space S = Space::Unknown;
      if (isa<AllocaInst>(I)) {
        S = Space::Private;
      } else if (isa<AddrSpaceCastInst>(I) &&
                 I.getOperand(0)->getType()->getPointerAddressSpace() ==
                     LocalAddressSpace) {
        S = Space::Local;
      } else if (isa<GetElementPtrInst>(I) || isa<CastInst>(I) ||
                 isa<FreezeInst>(I)) {
        S = spaceOf(I.getOperand(0));
      } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
        S = join(spaceOf(Sel->getTrueValue()), spaceOf(Sel->getFalseValue()));
      } else if (auto *Phi = dyn_cast<PHINode>(&I)) {
        for (const Value *In : Phi->incoming_values())
          S = join(S, spaceOf(In));
      } else {
        S = Space::Conflict;
      }
      if (S != Spaces.lookup(&I)) {
        Spaces[&I] = S;
        Changed = true;
      }
    }
  }
  for (const Instruction &I : instructions(K)) {
    if (!I.getType()->isPointerTy())
      continue;
    Space S = Spaces.lookup(&I);
    if (isa<LoadInst>(I) || isa<IntToPtrInst>(I) || isa<CallBase>(I))
      P.fail(&I, "uses a pointer read from memory or made from an integer; "
                 "OpenCL C 1.2 must know which memory (global, local, "
                 "private) each pointer points to");
    else if (S == Space::Conflict)
      P.fail(&I, "uses a pointer that may point to different kinds of "
                 "memory (global, local, private), which OpenCL C 1.2 cannot "
                 "express");
  }
}

std::string KernelWriter::initializer(const Constant *C,
                                      const Instruction *At) {
  if (!C->getType()->isAggregateType())
    return literal(C, At);
  if (isa<UndefValue>(C) || isa<ConstantAggregateZero>(C))
    return "{0}";
  Type *T = C->getType();
  unsigned Count = T->isStructTy() ? T->getStructNumElements()
                                   : T->getArrayNumElements();
  std::string Init = "{";
  for (unsigned I = 0; I != Count; ++I)
    Init += (I ? ", " : "") + initializer(C->getAggregateElement(I), At);
  return Init + "}";
}

std::string KernelWriter::literal(const Constant *C, const Instruction *At) {
  Type *T = C->getType();
  if (auto *CI = dyn_cast<ConstantInt>(C)) {
    unsigned Bits = CI->getBitWidth();
    if (Bits == 1)
      return CI->isZero() ? "false" : "true";
    std::string Hex;
    raw_string_ostream(Hex) << format_hex(CI->getZExtValue(), 2);
    if (Bits == 64)
      return Hex + "UL";
    if (Bits == 32)
      return Hex + "u";
    return "((" + P.typeName(T, At) + ")" + Hex + "u)";
  }
  if (auto *CF = dyn_cast<ConstantFP>(C)) {
    const APFloat &V = CF->getValueAPF();
    bool IsFloat = T->isFloatTy();
    std::string Type = P.typeName(T, At);
    if (V.isNaN())
      return "(" + Type + ")NAN";
    if (V.isInfinity())
      return std::string(V.isNegative() ? "-" : "") + "(" + Type + ")INFINITY";
    char Buf[64];
    V.convertToHexString(Buf, 0, /*UpperCase=*/false,
                         APFloat::rmNearestTiesToEven);
    return std::string(Buf) + (IsFloat ? "f" : "");
  }
  if (isa<ConstantPointerNull>(C))
    return "0";
  if (isa<UndefValue>(C) || isa<ConstantAggregateZero>(C)) {
    if (T->isStructTy())
      return "(" + P.typeName(T, At) + "){0}";
    if (T->isPointerTy())
      return "0";
    return "(" + P.typeName(T, At) + ")0";
  }
  if (isa<ConstantStruct>(C))
    return "(" + P.typeName(T, At) + ")" + initializer(C, At);
  if (auto *GV = dyn_cast<GlobalVariable>(C)) {
    if (GV->getAddressSpace() == LocalAddressSpace)
      return "((__local uchar *)" + Names.lookup(GV) + ")";
    return "((__constant uchar *)" + P.constantGlobal(*GV, At) + ")";
  }
  if (auto *CE = dyn_cast<ConstantExpr>(C)) {
    if (auto *G = dyn_cast<GEPOperator>(CE))
      return gep(*G, At);
    if (CE->getOpcode() == Instruction::AddrSpaceCast)
      return value(CE->getOperand(0), At);
  }
  std::string What;
  raw_string_ostream OS(What);
  C->print(OS);
  P.fail(At, "uses the constant '" + What +
                 "', which the OpenCL backend cannot express");
  return "0";
}

std::string KernelWriter::value(const Value *V, const Instruction *At) {
  if (auto *C = dyn_cast<Constant>(V))
    return literal(C, At);
  assert(Names.count(V) && "a value used before it is named");
  return Names.lookup(V);
}

std::string KernelWriter::signedValue(const Value *V, const Instruction *At) {
  static constexpr StringLiteral Signed[] = {"char", "short", "int", "long"};
  unsigned Bits = V->getType()->getIntegerBitWidth();
  if (Bits == 1)
    return "(-(int)" + value(V, At) + ")";
  return "((" + Signed[Log2_32(Bits / 8)].str() + ")" + value(V, At) + ")";
}

std::string KernelWriter::typedPointer(const Value *Ptr, Type *T,
                                       const Instruction *At, bool Volatile,
                                       const Value *Stored) {
  // The address space qualifies what Ptr points to, after its type, which
  // for a pointer stored to memory has its own: `__global uchar *__private *`.
  std::string Pointee = T->isPointerTy() && Stored ? pointerType(Stored)
                                                   : P.memoryTypeName(T, At);
  return "((" + std::string(Volatile ? "volatile " : "") + Pointee + " " +
         spaceName(spaceOf(Ptr)).str() + " *)" + value(Ptr, At) + ")";
}

std::string KernelWriter::binary(const BinaryOperator &I) {
  Type *T = I.getType();
  std::string A = value(I.getOperand(0), &I), B = value(I.getOperand(1), &I);
  StringRef Op;
  switch (I.getOpcode()) {
  case Instruction::FAdd:
    return A + " + " + B;
  case Instruction::FSub:
    return A + " - " + B;
  case Instruction::FMul:
    return A + " * " + B;
  case Instruction::FDiv:
    return A + " / " + B;
  case Instruction::FRem:
    return "fmod(" + A + ", " + B + ")";
  case Instruction::SDiv:
  case Instruction::SRem:
  case Instruction::AShr:
    return "(" + P.typeName(T, &I) + ")(" + signedValue(I.getOperand(0), &I) +
           (I.getOpcode() == Instruction::SDiv   ? " / "
            : I.getOpcode() == Instruction::SRem ? " % "
                                                 : " >> ") +
           (I.getOpcode() == Instruction::AShr
                ? B
                : signedValue(I.getOperand(1), &I)) +
           ")";
  case Instruction::Add:
    Op = "+";
    break;
  case Instruction::Sub:
    Op = "-";
    break;
  case Instruction::Mul:
    Op = "*";
    break;
  case Instruction::UDiv:
    Op = "/";
    break;
  case Instruction::URem:
    Op = "%";
    break;
  case Instruction::Shl:
    Op = "<<";
    break;
  case Instruction::LShr:
    Op = ">>";
    break;
  case Instruction::And:
    Op = "&";
    break;
  case Instruction::Or:
    Op = "|";
    break;
  case Instruction::Xor:
    Op = "^";
    break;
  default:
    P.fail(&I, "uses the instruction '" + Twine(I.getOpcodeName()) +
                   "', which the OpenCL backend cannot express");
    return "0";
  }
  unsigned Bits = T->getIntegerBitWidth();
  if (Bits >= 32)
    return A + " " + Op.str() + " " + B;
  std::string Wide = "((uint)" + A + " " + Op.str() + " (uint)" + B + ")";
  if (Bits == 1)
    return "(bool)(" + Wide + " & 1u)";
  return "(" + P.typeName(T, &I) + ")" + Wide;
}

std::string KernelWriter::castExpr(const CastInst &I) {
  Type *To = I.getType(), *From = I.getSrcTy();
  const Value *V = I.getOperand(0);
  std::string ToName = To->isPointerTy() ? "" : P.typeName(To, &I);
  switch (I.getOpcode()) {
  case Instruction::Trunc:
    if (To->isIntegerTy(1))
      return "(bool)(" + value(V, &I) + " & 1u)";
    return "(" + ToName + ")" + value(V, &I);
  case Instruction::ZExt:
  case Instruction::UIToFP:
  case Instruction::FPExt:
  case Instruction::FPTrunc:
  case Instruction::FPToUI:
    return "(" + ToName + ")" + value(V, &I);
  case Instruction::SExt:
  case Instruction::SIToFP:
    return "(" + ToName + ")" + signedValue(V, &I);
  case Instruction::FPToSI: {
    static constexpr StringLiteral Signed[] = {"char", "short", "int", "long"};
    return "(" + ToName + ")(" +
           Signed[Log2_32(std::max(8u, To->getIntegerBitWidth()) / 8)].str() +
           ")" + value(V, &I);
  }
  case Instruction::PtrToInt:
    return "(" + ToName + ")(ulong)" + value(V, &I);
  case Instruction::AddrSpaceCast:
    return value(V, &I);
  case Instruction::BitCast:
    if (To->isPointerTy() || To == From)
      return value(V, &I);
    if (To->isIntegerTy() == From->isIntegerTy())
      break;
    return "as_" + ToName + "(" + value(V, &I) + ")";
  default:
    break;
  }
  P.fail(&I, "uses the instruction '" + Twine(I.getOpcodeName()) +
                 "', which the OpenCL backend cannot express");
  return "0";
}

std::string KernelWriter::compare(const CmpInst &I) {
  const Value *L = I.getOperand(0), *R = I.getOperand(1);
  if (L->getType()->isPointerTy()) {
    std::string A = "(ulong)" + value(L, &I), B = "(ulong)" + value(R, &I);
    StringRef Op = CmpInst::getPredicateName(I.getPredicate());
    if (I.getPredicate() == CmpInst::ICMP_EQ)
      return A + " == " + B;
    if (I.getPredicate() == CmpInst::ICMP_NE)
      return A + " != " + B;
    P.fail(&I, "orders pointers ('icmp " + Op +
                   "'), which the OpenCL backend cannot express");
    return "false";
  }
  auto Binary = [](const std::string &A, StringRef Op, const std::string &B) {
    return A + " " + Op.str() + " " + B;
  };
  if (auto *IC = dyn_cast<ICmpInst>(&I)) {
    bool Signed = IC->isSigned();
    std::string A = Signed ? signedValue(L, &I) : value(L, &I);
    std::string B = Signed ? signedValue(R, &I) : value(R, &I);
    switch (IC->getUnsignedPredicate()) {
    case CmpInst::ICMP_EQ:
      return Binary(A, "==", B);
    case CmpInst::ICMP_NE:
      return Binary(A, "!=", B);
    case CmpInst::ICMP_UGT:
      return Binary(A, ">", B);
    case CmpInst::ICMP_UGE:
      return Binary(A, ">=", B);
    case CmpInst::ICMP_ULT:
      return Binary(A, "<", B);
    default:
      return Binary(A, "<=", B);
    }
  }
  std::string A = value(L, &I), B = value(R, &I);
  switch (I.getPredicate()) {
  case CmpInst::FCMP_FALSE:
    return "false";
  case CmpInst::FCMP_TRUE:
    return "true";
  case CmpInst::FCMP_OEQ:
    return Binary(A, "==", B);
  case CmpInst::FCMP_OGT:
    return Binary(A, ">", B);
  case CmpInst::FCMP_OGE:
    return Binary(A, ">=", B);
  case CmpInst::FCMP_OLT:
    return Binary(A, "<", B);
  case CmpInst::FCMP_OLE:
    return Binary(A, "<=", B);
  case CmpInst::FCMP_ONE:
    return "(" + Binary(A, "<", B) + " || " + Binary(A, ">", B) + ")";
  case CmpInst::FCMP_ORD:
    return "(!isnan(" + A + ") && !isnan(" + B + "))";
  case CmpInst::FCMP_UNO:
    return "(isnan(" + A + ") || isnan(" + B + "))";
  case CmpInst::FCMP_UEQ:
    return "!(" + Binary(A, "<", B) + " || " + Binary(A, ">", B) + ")";
  case CmpInst::FCMP_UGT:
    return "!(" + Binary(A, "<=", B) + ")";
  case CmpInst::FCMP_UGE:
    return "!(" + Binary(A, "<", B) + ")";
  case CmpInst::FCMP_ULT:
    return "!(" + Binary(A, ">=", B) + ")";
  case CmpInst::FCMP_ULE:
    return "!(" + Binary(A, ">", B) + ")";
  default: // FCMP_UNE
    return Binary(A, "!=", B);
  }
}

std::string KernelWriter::gep(const GEPOperator &G, const Instruction *At) {
  const DataLayout &DL = P.DL;
  int64_t Constant = 0;
  std::string Offset;
  for (gep_type_iterator GTI = gep_type_begin(G), E = gep_type_end(G); GTI != E;
       ++GTI) {
    const Value *Idx = GTI.getOperand();
    if (StructType *ST = GTI.getStructTypeOrNull()) {
      Constant += DL.getStructLayout(ST)->getElementOffset(
          cast<ConstantInt>(Idx)->getZExtValue());
      continue;
    }
    int64_t Stride = GTI.getSequentialElementStride(DL);
    if (auto *CI = dyn_cast<ConstantInt>(Idx)) {
      Constant += CI->getSExtValue() * Stride;
      continue;
    }
    std::string Index = signedValue(Idx, At);
    if (Idx->getType()->getIntegerBitWidth() < 64)
      Index = "(long)" + Index;
    Offset +=
        " + " + Index + (Stride == 1 ? "" : " * " + std::to_string(Stride));
  }
  return "(" + value(G.getPointerOperand(), At) + " + (" +
         std::to_string(Constant) + "L" + Offset + "))";
}

std::string KernelWriter::aggregatePath(ArrayRef<unsigned> Indices) {
  std::string Path;
  for (unsigned Idx : Indices)
    Path += ".f" + std::to_string(Idx);
  return Path;
}

std::string KernelWriter::expression(const Instruction &I) {
  if (auto *B = dyn_cast<BinaryOperator>(&I))
    return binary(*B);
  if (auto *C = dyn_cast<CastInst>(&I))
    return castExpr(*C);
  if (auto *C = dyn_cast<CmpInst>(&I))
    return compare(*C);
  if (auto *G = dyn_cast<GEPOperator>(&I))
    return gep(*G, &I);
  if (auto *S = dyn_cast<SelectInst>(&I))
    return value(S->getCondition(), &I) + " ? " + value(S->getTrueValue(), &I) +
           " : " + value(S->getFalseValue(), &I);
  if (auto *L = dyn_cast<LoadInst>(&I)) {
    if (isStrongerThan(L->getOrdering(), AtomicOrdering::Monotonic))
      P.fail(&I, "loads atomically with an ordering OpenCL C 1.2 does not "
                 "have");
    return "*" + typedPointer(L->getPointerOperand(), L->getType(), &I,
                              L->isVolatile() || L->isAtomic());
  }
  if (auto *EV = dyn_cast<ExtractValueInst>(&I))
    return value(EV->getAggregateOperand(), &I) +
           aggregatePath(EV->getIndices());
  if (isa<FreezeInst>(I))
    return value(I.getOperand(0), &I);
  if (auto *U = dyn_cast<UnaryOperator>(&I))
    return "-" + value(U->getOperand(0), &I);
  P.fail(&I, "uses the instruction '" + Twine(I.getOpcodeName()) +
                 "', which the OpenCL backend cannot express");
  return "0";
}

void KernelWriter::atomic(const Instruction &I) {
  std::string Name = Names.lookup(&I);
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    Type *T = CX->getCompareOperand()->getType();
    if (!T->isIntegerTy(32) && !T->isIntegerTy(64))
      return P.fail(&I, "compares and exchanges a value of other than 32 or "
                        "64 bits atomically, which OpenCL C cannot");
    P.UsesInt64Atomics |= T->isIntegerTy(64);
    std::string Cmp = value(CX->getCompareOperand(), &I);
    OS << "  " << Name
       << ".f0 = " << (T->isIntegerTy(64) ? "atom_cmpxchg(" : "atomic_cmpxchg(")
       << typedPointer(CX->getPointerOperand(), T, &I, true) << ", " << Cmp
       << ", " << value(CX->getNewValOperand(), &I) << ");\n"
       << "  " << Name << ".f1 = " << Name << ".f0 == " << Cmp << ";\n";
    return;
  }
  const auto &RMW = cast<AtomicRMWInst>(I);
  Type *T = RMW.getType();
  bool Signed = RMW.getOperation() == AtomicRMWInst::Min ||
                RMW.getOperation() == AtomicRMWInst::Max;
  StringRef Fn;
  switch (RMW.getOperation()) {
  case AtomicRMWInst::Add:
    Fn = "add";
    break;
  case AtomicRMWInst::Sub:
    Fn = "sub";
    break;
  case AtomicRMWInst::Xchg:
    Fn = "xchg";
    break;
  case AtomicRMWInst::And:
    Fn = "and";
    break;
  case AtomicRMWInst::Or:
    Fn = "or";
    break;
  case AtomicRMWInst::Xor:
    Fn = "xor";
    break;
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMin:
    Fn = "min";
    break;
  case AtomicRMWInst::Max:
  case AtomicRMWInst::UMax:
    Fn = "max";
    break;
  default:
    return P.fail(&I, "uses the atomic operation '" +
                          AtomicRMWInst::getOperationName(RMW.getOperation()) +
                          "', which OpenCL C 1.2 does not have");
  }
  bool Float = T->isFloatTy() && RMW.getOperation() == AtomicRMWInst::Xchg;
  if (!T->isIntegerTy(32) && !T->isIntegerTy(64) && !Float)
    return P.fail(&I, "uses an atomic operation on a value of other than 32 "
                      "or 64 bits, which OpenCL C does not have");
  P.UsesInt64Atomics |= T->isIntegerTy(64);
  std::string Pointee = Float    ? "float"
                        : Signed ? (T->isIntegerTy(64) ? "long" : "int")
                                 : P.typeName(T, &I);
  std::string Ptr = "((volatile " +
                    spaceName(spaceOf(RMW.getPointerOperand())).str() + " " +
                    Pointee + " *)" + value(RMW.getPointerOperand(), &I) + ")";
  std::string Val = Signed ? signedValue(RMW.getValOperand(), &I)
                           : value(RMW.getValOperand(), &I);
  OS << "  " << Name << " = (" << P.typeName(T, &I) << ")"
     << (T->isIntegerTy(64) ? "atom_" : "atomic_") << Fn << "(" << Ptr << ", "
     << Val << ");\n";
}

std::optional<std::string>
KernelWriter::intrinsicCall(const IntrinsicInst &II) {
  Intrinsic::ID ID = II.getIntrinsicID();
  auto Arg = [&](unsigned N) { return value(II.getArgOperand(N), &II); };
  auto SArg = [&](unsigned N) { return signedValue(II.getArgOperand(N), &II); };
  std::string T = II.getType()->isVoidTy() ? "" : P.typeName(II.getType(), &II);
  static constexpr struct {
    Intrinsic::ID ID;
    const char *Fn;
    unsigned Axis;
  } Registers[] = {
      {Intrinsic::nvvm_read_ptx_sreg_tid_x, "get_local_id", 0},
      {Intrinsic::nvvm_read_ptx_sreg_tid_y, "get_local_id", 1},
      {Intrinsic::nvvm_read_ptx_sreg_tid_z, "get_local_id", 2},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_x, "get_local_size", 0},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_y, "get_local_size", 1},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_z, "get_local_size", 2},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_x, "get_group_id", 0},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_y, "get_group_id", 1},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_z, "get_group_id", 2},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_x, "get_num_groups", 0},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_y, "get_num_groups", 1},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_z, "get_num_groups", 2}};
  for (const auto &R : Registers)
    if (R.ID == ID)
      return "(uint)" + std::string(R.Fn) + "(" + std::to_string(R.Axis) + ")";
  StringRef Float = openclFloatBuiltin(ID);
  if (!Float.empty()) {
    std::string Call = Float.str() + "(";
    for (unsigned N = 0; N != II.arg_size(); ++N)
      Call += (N ? ", " : "") + Arg(N);
    return Call + ")";
  }
  switch (ID) {
  case Intrinsic::powi:
    return "pown(" + Arg(0) + ", " + SArg(1) + ")";
  case Intrinsic::ldexp:
    return "ldexp(" + Arg(0) + ", " + SArg(1) + ")";
  case Intrinsic::umin:
    return "min(" + Arg(0) + ", " + Arg(1) + ")";
  case Intrinsic::umax:
    return "max(" + Arg(0) + ", " + Arg(1) + ")";
  case Intrinsic::smin:
    return "(" + T + ")min(" + SArg(0) + ", " + SArg(1) + ")";
  case Intrinsic::smax:
    return "(" + T + ")max(" + SArg(0) + ", " + SArg(1) + ")";
  case Intrinsic::abs:
    return "(" + T + ")abs(" + SArg(0) + ")";
  case Intrinsic::uadd_sat:
    return "add_sat(" + Arg(0) + ", " + Arg(1) + ")";
  case Intrinsic::usub_sat:
    return "sub_sat(" + Arg(0) + ", " + Arg(1) + ")";
  case Intrinsic::sadd_sat:
    return "(" + T + ")add_sat(" + SArg(0) + ", " + SArg(1) + ")";
  case Intrinsic::ssub_sat:
    return "(" + T + ")sub_sat(" + SArg(0) + ", " + SArg(1) + ")";
  case Intrinsic::ctpop:
    return "(" + T + ")popcount(" + Arg(0) + ")";
  case Intrinsic::ctlz:
    return "(" + T + ")clz(" + Arg(0) + ")";
  case Intrinsic::cttz:
    // The trailing zeros are the ones below the lowest set bit.
    return "(" + T + ")popcount((" + T + ")(~" + Arg(0) + " & (" + Arg(0) +
           " - 1)))";
  default:
    return std::nullopt;
  }
}

void KernelWriter::call(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee)
    return P.fail(&CI, "calls a function through a pointer, which OpenCL C "
                       "cannot");
  std::string Assign =
      CI.getType()->isVoidTy() ? "  " : "  " + Names.lookup(&CI) + " = ";
  if (const auto *II = dyn_cast<IntrinsicInst>(&CI)) {
    Intrinsic::ID ID = II->getIntrinsicID();
    if (isIgnoredIntrinsic(ID))
      return;
    if (ID == Intrinsic::nvvm_barrier0) {
      OS << "  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n";
      return;
    }
    if (ID == Intrinsic::memcpy || ID == Intrinsic::memset) {
      const Value *Dst = II->getArgOperand(0);
      OS << "  for (ulong i = 0; i < (ulong)"
         << value(II->getArgOperand(2), &CI) << "; ++i)\n    "
         << typedPointer(Dst, Type::getInt8Ty(CI.getContext()), &CI) << "[i] = "
         << (ID == Intrinsic::memset
                 ? value(II->getArgOperand(1), &CI)
                 : typedPointer(II->getArgOperand(1),
                                Type::getInt8Ty(CI.getContext()), &CI) +
                       "[i]")
         << ";\n";
      return;
    }
    if (std::optional<std::string> Expr = intrinsicCall(*II)) {
      OS << Assign << *Expr << ";\n";
      return;
    }
    return P.fail(&CI, "calls '" + Callee->getName() +
                           "', which the OpenCL backend cannot express");
  }
  StringRef Name = Callee->getName();
  StringRef Base = Name;
  if (Base.ends_with("f") && !CI.getType()->isDoubleTy())
    Base = Base.drop_back();
  if (!Callee->isDeclaration() || !isOpenCLMathFunction(Name))
    return P.fail(&CI, "calls '" + demangle(Name) +
                           "', which cannot run on an OpenCL device");
  OS << Assign << Base << "(";
  for (unsigned N = 0; N != CI.arg_size(); ++N)
    OS << (N ? ", " : "") << value(CI.getArgOperand(N), &CI);
  OS << ");\n";
}

void KernelWriter::statement(const Instruction &I) {
  if (isa<PHINode>(I) || isa<AllocaInst>(I))
    return;
  if (I.isTerminator())
    return terminator(I);
  if (auto *S = dyn_cast<StoreInst>(&I)) {
    if (isStrongerThan(S->getOrdering(), AtomicOrdering::Monotonic))
      P.fail(&I, "stores atomically with an ordering OpenCL C 1.2 does not "
                 "have");
    OS << "  *"
       << typedPointer(S->getPointerOperand(), S->getValueOperand()->getType(),
                       &I, S->isVolatile() || S->isAtomic(),
                       S->getValueOperand())
       << " = " << value(S->getValueOperand(), &I) << ";\n";
    return;
  }
  if (auto *CI = dyn_cast<CallInst>(&I))
    return call(*CI);
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return atomic(I);
  if (isa<FenceInst>(I)) {
    OS << "  mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n";
    return;
  }
  if (auto *IV = dyn_cast<InsertValueInst>(&I)) {
    std::string Name = Names.lookup(&I);
    OS << "  " << Name << " = " << value(IV->getAggregateOperand(), &I)
       << ";\n  " << Name << aggregatePath(IV->getIndices()) << " = "
       << value(IV->getInsertedValueOperand(), &I) << ";\n";
    return;
  }
  OS << "  " << Names.lookup(&I) << " = " << expression(I) << ";\n";
}

void KernelWriter::phiCopies(const BasicBlock &From, const BasicBlock &To) {
  for (const PHINode &Phi : To.phis())
    OS << "  " << Names.lookup(&Phi)
       << "_in = " << value(Phi.getIncomingValueForBlock(&From), &Phi) << ";\n";
}

void KernelWriter::terminator(const Instruction &I) {
  const BasicBlock &BB = *I.getParent();
  for (const BasicBlock *S : successors(&BB))
    phiCopies(BB, *S);
  if (auto *Br = dyn_cast<BranchInst>(&I)) {
    if (Br->isUnconditional()) {
      OS << "  goto " << label(Br->getSuccessor(0)) << ";\n";
      return;
    }
    OS << "  if (" << value(Br->getCondition(), &I) << ") goto "
       << label(Br->getSuccessor(0)) << "; else goto "
       << label(Br->getSuccessor(1)) << ";\n";
    return;
  }
  if (auto *Sw = dyn_cast<SwitchInst>(&I)) {
    OS << "  switch (" << value(Sw->getCondition(), &I) << ") {\n";
    for (const auto &Case : Sw->cases())
      OS << "  case " << literal(Case.getCaseValue(), &I) << ": goto "
         << label(Case.getCaseSuccessor()) << ";\n";
    OS << "  default: goto " << label(Sw->getDefaultDest()) << ";\n  }\n";
    return;
  }
  if (isa<ReturnInst>(I) || isa<UnreachableInst>(I)) {
    OS << "  return;\n";
    return;
  }
  P.fail(&I, "uses the instruction '" + Twine(I.getOpcodeName()) +
                 "', which the OpenCL backend cannot express");
}

std::string KernelWriter::write() {
  inferSpaces();
  std::string Head, Decls;
  raw_string_ostream H(Head), D(Decls);
  const Instruction *At = &*K.getEntryBlock().begin();
  H << "__kernel void " << openclKernelName(K.getName()) << "(";
  SmallVector<bool, 16> Taken = openclKernelParams(K);
  bool First = true;
  for (const Argument &A : K.args()) {
    if (!Taken[A.getArgNo()])
      continue;
    std::string Name = "p" + std::to_string(A.getArgNo());
    Names[&A] = Name;
    H << (First ? "" : ", ");
    First = false;
    if (A.getType()->isPointerTy()) {
      H << "__global uchar *" << Name << "_base, ulong " << Name << "_off";
      D << "  __global uchar *" << Name << " = " << Name << "_base + " << Name
        << "_off;\n";
    } else if (A.getType()->isIntegerTy(1)) {
      H << "uchar " << Name << "_raw";
      D << "  bool " << Name << " = " << Name << "_raw;\n";
    } else {
      H << P.typeName(A.getType(), At) << " " << Name;
    }
  }
  H << ") {\n";

  // Allocation nodes' memory: __local variables of the kernel.
  SmallPtrSet<const GlobalVariable *, 4> Locals;
  for (const Instruction &I : instructions(K))
    for (const Value *Op : I.operands()) {
      const Value *V = Op->stripPointerCasts();
      if (auto *G = dyn_cast<GEPOperator>(V))
        V = G->getPointerOperand()->stripPointerCasts();
      auto *GV = dyn_cast<GlobalVariable>(V);
      if (GV && GV->getAddressSpace() == LocalAddressSpace &&
          Locals.insert(GV).second) {
        std::string Name = "hpvm_local" + std::to_string(Locals.size() - 1);
        Names[GV] = Name;
        D << "  __local uchar " << Name << "["
          << P.DL.getTypeAllocSize(GV->getValueType())
          << "] __attribute__((aligned(16)));\n";
      }
    }

  unsigned Next = 0;
  for (const BasicBlock &BB : K) {
    Blocks[&BB] = Blocks.size();
    for (const Instruction &I : BB) {
      if (I.getType()->isVoidTy())
        continue;
      std::string Name = "v" + std::to_string(Next++);
      Names[&I] = Name;
      if (auto *AI = dyn_cast<AllocaInst>(&I)) {
        std::string Storage = Name + "_mem";
        D << "  uchar " << Storage << "["
          << AI->getAllocationSize(P.DL)
                 .value_or(TypeSize::getFixed(1))
                 .getFixedValue()
          << "] __attribute__((aligned(16)));\n  __private uchar *" << Name
          << " = " << Storage << ";\n";
        continue;
      }
      std::string Type = varType(&I, &I);
      D << "  " << Type << " " << Name << ";\n";
      if (isa<PHINode>(I))
        D << "  " << Type << " " << Name << "_in;\n";
    }
  }
  for (const BasicBlock &BB : K) {
    OS << label(&BB) << ":;\n";
    for (const PHINode &Phi : BB.phis())
      OS << "  " << Names.lookup(&Phi) << " = " << Names.lookup(&Phi)
         << "_in;\n";
    for (const Instruction &I : BB)
      statement(I);
  }
  return Head + Decls + Body + "}\n";
}

} // namespace

std::string openclKernelName(StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += isAlnum(C) ? C : '_';
  if (Out.empty() || isDigit(Out[0]))
    Out = "k" + Out;
  return Out;
}

SmallVector<bool, 16> openclKernelParams(const Function &K) {
  SmallVector<bool, 16> Taken;
  for (const Argument &A : K.args())
    Taken.push_back(!A.use_empty());
  return Taken;
}

Expected<std::string> writeOpenCLC(const Module &DM,
                                   ArrayRef<Function *> Kernels) {
  ProgramWriter P(DM);
  std::string Code;
  for (Function *K : Kernels)
    Code += KernelWriter(P, *K).write() + "\n";
  if (Error E = P.takeError())
    return std::move(E);
  std::string Source = "// OpenCL C 1.2, generated by hpvmcc.\n";
  if (P.UsesDouble)
    Source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  if (P.UsesInt64Atomics)
    Source += "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
              "#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : "
              "enable\n";
  // LLVM IR says which operations may be fused (llvm.fmuladd, written as
  // fma): OpenCL C must not fuse any other.
  Source += "#pragma OPENCL FP_CONTRACT OFF\n\n";
  return Source + P.Typedefs + P.Globals + "\n" + Code;
}

} // namespace hpvm

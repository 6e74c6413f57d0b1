//===- Environment.h - settings read from environment variables -*- C++ -*-===//
//
// The runtime's settings (HPVM_NUM_THREADS, HPVM_STREAM_DEPTH, ...) are
// read once each; a bad value is a warning and the default, never a stop.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SUPPORT_ENVIRONMENT_H
#define HPVM_RUNTIME_SUPPORT_ENVIRONMENT_H

namespace hpvm::rt {

/// Reads a positive integer from \p Value, the value of environment
/// variable \p Variable. Returns \p Default when Value is null; warns,
/// naming the variable, the value and "using <Default> <Unit>", and returns
/// Default when Value is not a positive integer.
int parsePositiveInt(const char *Variable, const char *Value, int Default,
                     const char *Unit);
/// The same for a non-negative integer (0 allowed).
int parseNonNegativeInt(const char *Variable, const char *Value, int Default,
                        const char *Unit);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SUPPORT_ENVIRONMENT_H

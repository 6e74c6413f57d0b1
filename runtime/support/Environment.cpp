//===- Environment.cpp - settings read from environment variables ---------===//
#include "support/Environment.h"
#include "support/Diagnostics.h"

#include <cerrno>
#include <climits>
#include <cstdlib>

namespace {

/// The integer Value holds if it is at least Min (0 or 1), else Default
/// with a warning.
int parseAtLeast(const char *Variable, const char *Value, long Min,
                 int Default, const char *Unit) {
  if (!Value)
    return Default;
  char *End = nullptr;
  errno = 0;
  long N = strtol(Value, &End, 10);
  if (End == Value || *End != '\0' || errno == ERANGE || N < Min ||
      N > INT_MAX) {
    hpvm::rt::warning("%s='%s' is not a %s integer; using %d %s", Variable,
                      Value, Min ? "positive" : "non-negative", Default, Unit);
    return Default;
  }
  return static_cast<int>(N);
}

} // namespace

int hpvm::rt::parsePositiveInt(const char *Variable, const char *Value,
                               int Default, const char *Unit) {
  return parseAtLeast(Variable, Value, 1, Default, Unit);
}

int hpvm::rt::parseNonNegativeInt(const char *Variable, const char *Value,
                                  int Default, const char *Unit) {
  return parseAtLeast(Variable, Value, 0, Default, Unit);
}

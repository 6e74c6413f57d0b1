//===- Environment.cpp - settings read from environment variables ---------===//
#include "support/Environment.h"
#include "support/Diagnostics.h"

#include <cerrno>
#include <climits>
#include <cstdlib>

int hpvm::rt::parsePositiveInt(const char *Variable, const char *Value,
                               int Default, const char *Unit) {
  if (!Value)
    return Default;
  char *End = nullptr;
  errno = 0;
  long N = strtol(Value, &End, 10);
  if (End == Value || *End != '\0' || errno == ERANGE || N <= 0 ||
      N > INT_MAX) {
    warning("%s='%s' is not a positive integer; using %d %s", Variable, Value,
            Default, Unit);
    return Default;
  }
  return static_cast<int>(N);
}

//===- Diagnostics.h - libhpvm-rt's messages on stderr ----------*- C++ -*-===//
//
// Every message the runtime prints goes through here, so that all of them
// start with "hpvm-rt: error:" or "hpvm-rt: warning:" and none is torn apart
// by another thread printing at the same time.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SUPPORT_DIAGNOSTICS_H
#define HPVM_RUNTIME_SUPPORT_DIAGNOSTICS_H

#include <cstdint>

namespace hpvm::rt {

/// Prints "hpvm-rt: warning: <message>" and goes on.
void warning(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));

/// Prints "hpvm-rt: error: <message>" and exits with status 1. Only for user
/// errors the program cannot go on from (a bad graph handle, a null root).
[[noreturn]] void fatalError(const char *Fmt, ...)
    __attribute__((format(printf, 1, 2)));

/// While one lives, the messages of the thread that made it say where they
/// come from: "stream 'S', stage 'T', item N: <message>". A stream's stage
/// threads make one per item.
class StreamPlace {
public:
  StreamPlace(const char *Stream, const char *Stage, uint64_t Item);
  ~StreamPlace();
  StreamPlace(const StreamPlace &) = delete;
  StreamPlace &operator=(const StreamPlace &) = delete;

  const char *const Stream;
  const char *const Stage;
  const uint64_t Item;

private:
  const StreamPlace *Outer;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SUPPORT_DIAGNOSTICS_H

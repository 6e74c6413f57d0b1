//===- Diagnostics.cpp - libhpvm-rt's messages on stderr ------------------===//
//
// Formats the whole line first and writes it with one call, so concurrent
// graphs cannot interleave their messages mid-line.
//
// fatalError() exits the process. Library code normally never does that, but
// the runtime has no caller to return an error to: generated code calls it
// through a C interface whose contract (hpvm_rt.h) is that a fatal error
// exits with status 1.
//
//===----------------------------------------------------------------------===//
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

namespace {

thread_local const hpvm::rt::StreamPlace *CurrentPlace = nullptr;

void print(const char *Kind, const char *Fmt, va_list Args) {
  char Message[1024];
  vsnprintf(Message, sizeof(Message), Fmt, Args);
  if (const hpvm::rt::StreamPlace *P = CurrentPlace)
    fprintf(stderr, "hpvm-rt: %s: stream '%s', stage '%s', item %llu: %s\n",
            Kind, P->Stream, P->Stage,
            static_cast<unsigned long long>(P->Item), Message);
  else
    fprintf(stderr, "hpvm-rt: %s: %s\n", Kind, Message);
}

} // namespace

hpvm::rt::StreamPlace::StreamPlace(const char *Stream, const char *Stage,
                                   uint64_t Item)
    : Stream(Stream), Stage(Stage), Item(Item), Outer(CurrentPlace) {
  CurrentPlace = this;
}

hpvm::rt::StreamPlace::~StreamPlace() { CurrentPlace = Outer; }

void hpvm::rt::warning(const char *Fmt, ...) {
  va_list Args;
  va_start(Args, Fmt);
  print("warning", Fmt, Args);
  va_end(Args);
}

void hpvm::rt::fatalError(const char *Fmt, ...) {
  va_list Args;
  va_start(Args, Fmt);
  print("error", Fmt, Args);
  va_end(Args);
  exit(1);
}

extern "C" void hpvm_rt_node_error(const char *NodeName, const char *Message) {
  hpvm::rt::fatalError("node '%s': %s", NodeName ? NodeName : "(unnamed)",
                       Message ? Message : "unknown error");
}

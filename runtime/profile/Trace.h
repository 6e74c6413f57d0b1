//===- Trace.h - HPVM_TRACE=<file>: a Chrome trace of the run ---*- C++ -*-===//
//
// With HPVM_TRACE=<file> the runtime records what it did as complete events
// ("ph": "X") of the Chrome trace-event format and writes them to <file> at
// exit, for chrome://tracing and Perfetto (ui.perfetto.dev). Profile.cpp is
// its only caller: the runtime's parts report to profile::, which counts for
// HPVM_PROFILE and forwards here.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_PROFILE_TRACE_H
#define HPVM_RUNTIME_PROFILE_TRACE_H

#include <string>

namespace hpvm::rt::trace {

/// Whether HPVM_TRACE names a file, read on the first call, which also
/// arranges for the file to be written at exit.
bool enabled();

/// Where an event is drawn: the host thread that recorded it, or one of the
/// GPU's two rows.
enum class Track { HostThread, GPUKernels, GPUCopies };

/// One event of \p Name from \p BeginUs to \p EndUs (microseconds of
/// profile::nowUs()). \p Args is the body of a JSON object ("\"n\": 4") or
/// empty.
void event(Track Where, const std::string &Name, const char *Category,
           double BeginUs, double EndUs, const std::string &Args);

/// A fatal error is on its way out: write no trace.
void cancel();

} // namespace hpvm::rt::trace

#endif // HPVM_RUNTIME_PROFILE_TRACE_H

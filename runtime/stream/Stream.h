//===- Stream.h - streaming graphs: pipelines of stages -----------*- C++
//-*-===//
//
// The C entry points hpvm_rt_stream_* are declared in hpvm_rt.h; this header
// adds what hpvm_rt_wait and the unit tests need.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_STREAM_STREAM_H
#define HPVM_RUNTIME_STREAM_STREAM_H

namespace hpvm::rt {

/// Ends the stream \p Handle and returns true when it is a stream in
/// flight; returns false, doing nothing, for any other handle.
bool waitIfStream(void *Handle);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_STREAM_STREAM_H

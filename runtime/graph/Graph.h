//===- Graph.h - launching and waiting for graphs ---------------*- C++ -*-===//
//
// The C entry points hpvm_rt_launch and hpvm_rt_wait are declared in
// hpvm_rt.h; this header adds the pool control that hpvm_rt_init and
// hpvm_rt_cleanup need.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_GRAPH_GRAPH_H
#define HPVM_RUNTIME_GRAPH_GRAPH_H

namespace hpvm::rt {

/// Starts a launcher thread now, if there is none, so that the first launch
/// does not pay for creating one.
void startLaunchers();

/// Lets every launched graph run to completion, then joins all launcher
/// threads. Warns about graphs launched but not yet waited for; their handles
/// stay valid for hpvm_rt_wait. Later launches start new launcher threads.
void stopLaunchers();

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_GRAPH_GRAPH_H

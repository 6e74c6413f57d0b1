//===- Init.cpp - hpvm_rt_init and hpvm_rt_cleanup ------------------------===//
//
// Every other entry point initialises what it needs on first use, so init
// only does early what would otherwise slow the first graph down (reading
// HPVM_NUM_THREADS, starting a launcher thread), and a program that never
// calls it still works. Cleanup lets the graphs in flight finish and joins
// the launcher threads; a later launch starts them again. Tracked memory is
// left as it is: it belongs to the program.
//
//===----------------------------------------------------------------------===//
#include "graph/Graph.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <atomic>

using namespace hpvm::rt;

namespace {

std::atomic<bool> Initialised{false};

} // namespace

extern "C" void hpvm_rt_init(void) {
  if (Initialised.exchange(true))
    warning("hpvm_rt_init called twice");
  hpvm_rt_num_threads();
  startLaunchers();
}

extern "C" void hpvm_rt_cleanup(void) {
  if (!Initialised.exchange(false))
    warning("hpvm_rt_cleanup called without a matching hpvm_rt_init");
  stopLaunchers();
}

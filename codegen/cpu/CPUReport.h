//===- CPUReport.h - how cpu leaves' instances meet the threads -*- C++ -*-===//
//
// --hpvm-report: for each leaf that runs on the CPU (cpu and vector
// targets), a remark at its pragma saying how the CPU backend and the
// runtime map its instances to the worker threads (CPUBackend.h,
// runtime/device/cpu/ThreadPool.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_CPU_CPUREPORT_H
#define HPVM_CODEGEN_CPU_CPUREPORT_H

#include <string>
#include <vector>

namespace hpvm {

class DFG;

/// The remarks, "file:line:col: remark: cpu node ...", in graph order.
std::vector<std::string> describeCPUMapping(const DFG &G);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_CPUREPORT_H

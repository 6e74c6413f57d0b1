//===- Profile.h - HPVM_PROFILE=1 counters and their report -----*- C++ -*-===//
//
// With HPVM_PROFILE=1 the runtime counts, per node, what it did on a device
// and which of its versions ran, and prints that at exit together with the
// memory tracker's transfers.
// Without it every call here but enabled() is skipped by its caller.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_PROFILE_PROFILE_H
#define HPVM_RUNTIME_PROFILE_PROFILE_H

namespace hpvm::rt::profile {

/// Whether HPVM_PROFILE=1, read on the first call, which also arranges for
/// the report to be printed at exit.
bool enabled();

/// Names the GPU the kernels ran on, for the report.
void recordGPU(const char *Description);

/// One kernel of node Node ran, taking Milliseconds on the GPU.
void recordKernel(const char *Node, float Milliseconds);

/// Node Node ran its version for target Target (a node built for several
/// targets), taking Seconds.
void recordVersion(const char *Node, const char *Target, double Seconds);

/// The scheduling policy in force, for the report.
void recordPolicy(const char *Policy);

/// A fatal error is on its way out, perhaps from inside the memory tracker
/// (a failed copy home), whose lock the report needs: print no report.
void cancelReport();

} // namespace hpvm::rt::profile

#endif // HPVM_RUNTIME_PROFILE_PROFILE_H

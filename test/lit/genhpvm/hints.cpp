// __hpvm__hint becomes !hpvm.target on the node function: one string per
// target, several hints list theirs in the order of the calls (the
// scheduler's order of preference; CPU_OR_GPU_TARGET is gpu, then cpu);
// hpvm::None or no hint leaves no metadata (the node inherits its parent's
// targets).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void onCPU() { __hpvm__hint(hpvm::CPU_TARGET); }
void onGPU() { __hpvm__hint(hpvm::GPU_TARGET); }
void onEither() { __hpvm__hint(hpvm::CPU_OR_GPU_TARGET); }
void onVector() { __hpvm__hint(hpvm::VECTOR_TARGET); }
void onTwo() {
  __hpvm__hint(hpvm::VECTOR_TARGET);
  __hpvm__hint(hpvm::GPU_TARGET);
}
void onThree() {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__hint(hpvm::CPU_OR_GPU_TARGET);
  __hpvm__hint(hpvm::VECTOR_TARGET);
}
// hpvm::None and no hint at all: the node inherits its parent's targets.
void onNone() { __hpvm__hint(hpvm::None); }
void unhinted() {}

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__createNodeND(0, (void *)onCPU);
  __hpvm__createNodeND(0, (void *)onGPU);
  __hpvm__createNodeND(0, (void *)onEither);
  __hpvm__createNodeND(0, (void *)onVector);
  __hpvm__createNodeND(0, (void *)onTwo);
  __hpvm__createNodeND(0, (void *)onThree);
  __hpvm__createNodeND(0, (void *)onNone);
  __hpvm__createNodeND(0, (void *)unhinted);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK: define dso_local {} @_Z5onCPUv() {{.*}} !hpvm.target ![[CPU:[0-9]+]] {
// CHECK: define dso_local {} @_Z5onGPUv() {{.*}} !hpvm.target ![[GPU:[0-9]+]] {
// CHECK: define dso_local {} @_Z8onEitherv() {{.*}} !hpvm.target ![[EITHER:[0-9]+]] {
// CHECK: define dso_local {} @_Z8onVectorv() {{.*}} !hpvm.target ![[VECTOR:[0-9]+]] {
// CHECK: define dso_local {} @_Z5onTwov() {{.*}} !hpvm.target ![[TWO:[0-9]+]] {
// CHECK: define dso_local {} @_Z7onThreev() {{.*}} !hpvm.target ![[THREE:[0-9]+]] {
// CHECK: define dso_local {} @_Z6onNonev() #{{[0-9]+}} !dbg !{{[0-9]+}} {
// CHECK: define dso_local {} @_Z8unhintedv() #{{[0-9]+}} !dbg !{{[0-9]+}} {
// CHECK: define dso_local {} @_Z4rootv() {{.*}} !hpvm.target ![[CPU]] {

// CHECK-DAG: ![[CPU]] = !{!"cpu"}
// CHECK-DAG: ![[GPU]] = !{!"gpu"}
// CHECK-DAG: ![[EITHER]] = !{!"gpu", !"cpu"}
// CHECK-DAG: ![[VECTOR]] = !{!"vector"}
// CHECK-DAG: ![[TWO]] = !{!"vector", !"gpu"}
// CHECK-DAG: ![[THREE]] = !{!"gpu", !"cpu", !"vector"}

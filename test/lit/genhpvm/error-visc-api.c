// VISC, the HPVM-C API under its earlier names (__visc__*, llvm_visc_*,
// visc.h, as in the first ports of ERA's mini-era and hpvm-cava): a located
// error saying how to rename. Such programs were compiled as plain C and
// failed to link (undefined __visc__hint, ...).
// RUN: not %hpvmclang -c %s -o /dev/null 2>&1 | FileCheck %s
#include <stddef.h>

void __visc__hint(int);
void __visc__attributes(unsigned, ...);
void *__visc__launch(unsigned, ...);
void __visc__wait(void *);
void llvm_visc_track_mem(void *, size_t);

void root(int *p, size_t bytes) {
  // CHECK: error-visc-api.c:[[@LINE+1]]:3: error: '__visc__hint' is VISC, the earlier name of the HPVM-C API: rename __visc__ to __hpvm__, llvm_visc_ to llvm_hpvm_ and visc:: to hpvm::, and include <hpvm.h>
  __visc__hint(1);
  __visc__attributes(1, p, 1, p);
  *p += 1;
}

struct __attribute__((packed)) RootIn {
  int *p;
  size_t bytes;
};

void run(int *p) {
  struct RootIn args = {p, sizeof *p};
  llvm_visc_track_mem(p, sizeof *p);
  __visc__wait(__visc__launch(0, root, &args));
}

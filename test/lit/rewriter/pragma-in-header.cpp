// Only the main source file is rewritten: a pragma in an included header is
// an error at the pragma.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}graph-in-header.h:4:1: error: '#pragma hpvm' is only supported in the main source file, not in included files
// CHECK: 1 error generated.
#include "Inputs/graph-in-header.h"

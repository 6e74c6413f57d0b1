// Pragmas in included files are rewritten like those of the main file
// (driver/pragmas-in-headers.test); errors point into the header.
// RUN: not %hpvmcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: In file included from {{.*}}pragma-in-header.cpp:[[@LINE+11]]:
// BAD-NEXT: {{.*}}bad-pragma-in-header.h:5:28: error: parallel(N) needs an integer literal N from 1 to 3
// BAD: 1 error generated.
//
// A file with pragmas included twice (no include guard) is an error at the
// second inclusion's first line.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: In file included from {{.*}}pragma-in-header.cpp:[[@LINE+10]]:
// TWICE-NEXT: {{.*}}graph-in-header.h:1:1: error: a file with '#pragma hpvm' must be included once: give it an include guard or '#pragma once'
// TWICE: 1 error generated.
#ifdef BAD
#include "Inputs/bad-pragma-in-header.h"
#else
#define FN first
#include "Inputs/graph-in-header.h"
#undef FN
#define FN second
#include "Inputs/graph-in-header.h"
#endif

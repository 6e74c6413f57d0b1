/*===- call-counts.h - how often a stand-in library's entry points ran ----===*\
|*                                                                            *|
|* For the stand-in GPU libraries of the lit tests (fake-libcuda.c,          *|
|* ../../tensor/Inputs/fake-gpu-libraries.c): COUNT() at the start of an     *|
|* entry point counts its call; at exit the library prints each entry point  *|
|* called and how often, in the order of their first calls, as              *|
|* "CALL_COUNTS_PREFIX NAME COUNT". With FAKE_GPU_TRACE=1 it also prints    *|
|* each call as it comes, "CALL_COUNTS_PREFIX call NAME" (the libraries'     *|
|* calls in order, on the same unbuffered stderr).                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef HPVM_TEST_CALL_COUNTS_H
#define HPVM_TEST_CALL_COUNTS_H

#include <stdio.h>
#include <stdlib.h>

enum { MaxEntryPoints = 64 };
static const char *Names[MaxEntryPoints];
static unsigned long Counts[MaxEntryPoints];
static int Used;

static void count(int *Slot, const char *Name) {
  static int Tracing = -1;
  if (Tracing < 0)
    Tracing = getenv("FAKE_GPU_TRACE") != NULL;
  if (Tracing)
    fprintf(stderr, "%s call %s\n", CALL_COUNTS_PREFIX, Name);
  if (!*Slot) {
    *Slot = ++Used;
    Names[*Slot] = Name;
  }
  ++Counts[*Slot];
}

#define COUNT()                                                                \
  do {                                                                         \
    static int Slot;                                                           \
    count(&Slot, __func__);                                                    \
  } while (0)

__attribute__((destructor)) static void report(void) {
  for (int I = 1; I <= Used; ++I)
    fprintf(stderr, "%s %s %lu\n", CALL_COUNTS_PREFIX, Names[I], Counts[I]);
}

#endif /* HPVM_TEST_CALL_COUNTS_H */

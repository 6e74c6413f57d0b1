//===- SanitizerDefaults.cpp - sanitizer settings for libomp --------------===//
//
// The unit tests pass under ThreadSanitizer and AddressSanitizer builds
// (-fsanitize=thread / -fsanitize=address on the runtime and the tests), but
// libomp itself is not instrumented:
//
// * TSan does not see libomp's own synchronisation and reports races on
//   libomp's internal buffers (allocated by one team thread, freed by
//   another). ignore_noninstrumented_modules=1 ignores what uninstrumented
//   libraries do; libomp loads LLVM's Archer tool (libarcher.so, next to
//   libomp in /usr/lib/llvm-19/lib) by itself under TSan, which tells TSan
//   about OpenMP's fork, join and barriers, so races in loop bodies are still
//   found. Both are Archer's documented set-up. (Archer reads only the
//   TSAN_OPTIONS variable, so it still prints a "please export" warning when
//   the option comes from here; the tests ignore that line.)
// * TSan also reports a "thread leak" when the process exits while a
//   launcher thread still owns an OpenMP team: libomp does not join that
//   team's finished workers at exit.
// * LSan reports blocks libomp 19 allocates when a thread's team grows (from
//   2 to 8 workers here) and never frees. The suppression names libomp's
//   allocator, so a leak in a loop body called from libomp is still
//   reported; matching it takes the slow unwinder, since libomp is built
//   without frame pointers.
// * That slow unwinder opens a race in LSan itself
//   (github.com/google/sanitizers/issues/1836): when the process exits while
//   a thread is starting (a launcher thread the pool has just added), the
//   block glibc allocates while the sanitizer reads the new thread's stack
//   bounds is reported as leaked (1 run in 20 of Graph tests here). The suppression
//   names that sanitizer function, which allocates nothing of ours.
//
// These hooks are the sanitizers' documented way for a program to set its own
// defaults, so a plain run of the test binary needs no environment. Variables
// such as TSAN_OPTIONS still override them. Without a sanitizer they are
// never called.
//
//===----------------------------------------------------------------------===//

extern "C" const char *__tsan_default_options() {
  return "ignore_noninstrumented_modules=1";
}

extern "C" const char *__tsan_default_suppressions() {
  return "thread:libomp.so\n";
}

extern "C" const char *__asan_default_options() {
  return "fast_unwind_on_malloc=0";
}

extern "C" const char *__lsan_default_suppressions() {
  return "leak:___kmp_allocate\n"
         "leak:GetThreadStackTopAndBottom\n";
}

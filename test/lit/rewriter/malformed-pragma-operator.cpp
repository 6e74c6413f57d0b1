// A malformed _Pragma operator in a '#pragma hpvm' line is an error, not a
// crash. Clang's handling of `_Pragma(` without its string read past the end
// of the directive and, on the last line of the file, freed the lexer the
// directive came from (found by fuzz/hpvm-rewriter-fuzzer). The rewriter
// leaves _Pragma unexpanded in its directives. The file ends without a
// newline after the last directive, as the fuzzer's input did.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}malformed-pragma-operator.cpp:[[#@LINE+6]]:31: error: unknown clause '_Pragma' on '#pragma hpvm graph'
// CHECK: {{.*}}malformed-pragma-operator.cpp:[[#@LINE+10]]:14: error: unknown directive '_Pragma' in '#pragma hpvm'
// CHECK: 2 errors generated.
#define BROKEN _Pragma(
void f(float *a, int n) {
  {
#pragma hpvm graph in(a[0:n]) BROKEN
    {
    }
  }
}
#pragma hpvm _Pragma(
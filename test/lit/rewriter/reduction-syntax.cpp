// Malformed reduction clauses are errors at the offending token.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+10]]:52: error: unknown reduction operator '-'
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+9]]:52: note: reduction operators are +, *, min, max, &, | and ^
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+14]]:54: error: expected ':' after the operator in 'reduction' clause
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+19]]:55: error: expected an identifier in 'reduction' clause
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+22]]:31: error: unknown clause 'reduction' on '#pragma hpvm graph'
// CHECK: {{.*}}reduction-syntax.cpp:[[#@LINE+21]]:31: note: clauses of '#pragma hpvm graph' are
// CHECK: 4 errors generated.
void f(const int *a, long n, int &s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(-: s)
    for (long i = 0; i < n; ++i)
      s -= a[i];
  }
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+ s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: )
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
#pragma hpvm graph in(a[0:n]) reduction(+: s)
  {
#pragma hpvm node parallel(1) in(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i];
  }
}

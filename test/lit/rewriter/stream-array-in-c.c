// In C, an array declared in the body of a `graph stream` loop is an error:
// it would become a reference to one of the pipeline's buffers. Scalars
// and pointers in the body are fine.
// RUN: not %hpvmclang -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: stream-array-in-c.c:[[#@LINE+6]]:11: error: array 'tmp' declared in the body of a streaming loop needs C++ (it becomes a reference to one of the pipeline's buffers)
// CHECK: 1 error generated.
void run(float *out, long n) {
#pragma hpvm graph stream out(out[0:n*4])
  for (long f = 0; f < n; ++f) {
    float *o = out + f * 4;
    float tmp[4];
#pragma hpvm node name(fill) out(tmp)
    {
      for (int i = 0; i < 4; ++i)
        tmp[i] = (float)f;
    }
#pragma hpvm node name(copy) in(tmp) out(o[0:4])
    {
      for (int i = 0; i < 4; ++i)
        o[i] = tmp[i];
    }
  }
}

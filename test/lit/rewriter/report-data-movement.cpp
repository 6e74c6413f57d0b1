// --hpvm-report: at each graph's pragma, what its data clauses make the
// memory tracker move between host and GPU at each launch; at a data
// region's pragma, what it keeps on the GPU for its graphs.
// RUN: %hpvmcc -O2 --hpvm-report --no-cuda-cubin -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="remark: graph" --implicit-check-not="remark: data"
#include <hpvm/hpvm.h>

const long W = 256;

void step(const float *a, float *b, float *c, const float *host_only, long n) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph 'step': 'a' is copied to the GPU at each launch, before a gpu node first reads it; 'b' gets GPU memory with no copy in, and back to the host when the graph completes; 'c' is copied to the GPU at each launch, before a gpu node first reads it, and back to the host when the graph completes; 'host_only' stays on the host (no gpu node uses it); the GPU's copies are dropped when the graph completes (a 'data' region keeps them for the next graphs)
#pragma hpvm graph name(step) in(a[0:n], host_only[0:n]) out(b[0:n]) inout(c[0:n])
  {
#pragma hpvm node parallel(1) target(gpu) in(a[0:n]) out(b[0:n]) inout(c[0:n])
    for (long i = 0; i < n; ++i) {
      b[i] = a[i];
      c[i] += a[i];
    }
#pragma hpvm node parallel(1) target(cpu) in(host_only[0:n])
    for (long i = 0; i < n; ++i)
      (void)host_only[i];
  }
}

void on_cpu(float *a, long n) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph in 'on_cpu': its nodes run on the CPU, on the host's memory: nothing is copied
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] *= 2;
  }
}

void steps(const float *w, float *g, float *h, long steps) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: data region: 'w' is copied to the GPU once, before a gpu node first reads it; 'g' is copied to the GPU once, before a gpu node first reads it, and back to the host when the region ends; 'h' gets GPU memory with no copy in, and back to the host when the region ends; the GPU's copies stay there for all the graphs in the region
#pragma hpvm data in(w[0:W]) inout(g[0:W]) out(h[0:W])
  for (long t = 0; t < steps; ++t) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph in 'steps': 'w' is the enclosing data region's: the graph copies nothing of it; 'g' is the enclosing data region's: the graph copies nothing of it; 'h' is the enclosing data region's: the graph copies nothing of it
#pragma hpvm graph target(gpu) in(w[0:W], g[0:W]) out(h[0:W])
    {
#pragma hpvm node parallel(1)
      for (long c = 0; c < W; ++c)
        h[c] = g[c] * w[c];
    }
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph in 'steps': 'g' is the enclosing data region's: the graph copies nothing of it; 'h' is the enclosing data region's: the graph copies nothing of it
#pragma hpvm graph target(gpu) in(h[0:W]) out(g[0:W])
    {
#pragma hpvm node parallel(1)
      for (long c = 0; c < W; ++c)
        g[c] = h[(c + 1) % W];
    }
  }
}

// A graph stream moves each item's sections.
void frames(const float *in, float *out, long n) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph in 'frames': 'src' is copied to the GPU for each item, before a gpu node first reads it; 'dst' gets GPU memory with no copy in, and back to the host when the item is popped; the GPU's copies of an item's arrays are dropped once it is popped
#pragma hpvm graph stream target(gpu) in(in[0:n*W]) out(out[0:n*W])
  for (long f = 0; f < n; ++f) {
    const float *src = in + f * W;
    float *dst = out + f * W;
#pragma hpvm node parallel(1) in(src[0:W]) out(dst[0:W])
    for (long i = 0; i < W; ++i)
      dst[i] = 2 * src[i];
  }
}

// A region whose graphs run on the CPU copies nothing.
void cpu_steps(float *g, long steps) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: data region: no gpu node of its graphs uses its arrays: nothing is copied
#pragma hpvm data inout(g[0:W])
  for (long t = 0; t < steps; ++t) {
// CHECK: report-data-movement.cpp:[[@LINE+1]]:14: remark: graph in 'cpu_steps': its nodes run on the CPU, on the host's memory: nothing is copied
#pragma hpvm graph inout(g[0:W])
    {
#pragma hpvm node parallel(1) inout(g[0:W])
      for (long c = 0; c < W; ++c)
        g[c] += 1;
    }
  }
}

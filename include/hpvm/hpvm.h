//===- hpvm.h - HPVM-C API and #pragma hpvm helpers --------------*- C++ -*-===//
//
// One header for both ways of writing HPVM programs:
//  * the HPVM-C API (`#include <hpvm.h>`): node-building, query, memory and
//    host calls, with the signatures of the public HPVM release;
//  * the helpers used inside `#pragma hpvm` nodes (`#include <hpvm/hpvm.h>`):
//    hpvm::id, hpvm::count, hpvm::parent_id, hpvm::parent_count, atomics and
//    hpvm::barrier.
//
// Under hpvmcc (__HPVMCC__ defined) the helpers lower to HPVM-C calls. Under a
// plain C++ compiler the helpers have sequential meanings, so a loop-form
// program compiled without hpvmcc is the sequential reference.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVM_H
#define HPVM_HPVM_H

#include <stddef.h>

#ifdef __cplusplus
#if __cplusplus >= 201103L
#define HPVM_NOEXCEPT noexcept
#else
#define HPVM_NOEXCEPT throw()
#endif
namespace hpvm {
#endif
enum Target {
  None,
  CPU_TARGET,
  GPU_TARGET,
  CUDNN_TARGET,
  TENSOR_TARGET,
  CPU_OR_GPU_TARGET,
  NUM_TARGETS,
  // hpvmcc extension: the CPU vector units. A node function may call
  // __hpvm__hint several times: it is built for each target named, and the
  // order of the calls is the scheduler's order of preference
  // (docs/scheduling.md; CPU_OR_GPU_TARGET is gpu, then cpu).
  VECTOR_TARGET,
  // hpvmcc extension: any OpenCL device (docs/opencl.md).
  OPENCL_TARGET
};
#ifdef __cplusplus
} // namespace hpvm
#else
#define HPVM_NOEXCEPT
#endif

// Existing HPVM programs write __hpvm__hint(hpvm::DEVICE) and are built with
// -DDEVICE=CPU_TARGET or GPU_TARGET.
#ifndef DEVICE
#define DEVICE CPU_TARGET
#endif

// Named values of the isStream and replType arguments, as HPVM programs of
// the Spandex release write them: __hpvm__bindIn(n, 0, 0, HPVM_NONSTREAMING),
// __hpvm__edge(a, b, HPVM_ONE_TO_ONE, 0, 0, HPVM_NONSTREAMING). Static, so
// that C programs of several files link; not where a program defines the
// name as a macro itself.
#ifndef HPVM_STREAMING
static const unsigned int HPVM_STREAMING = 1;
#endif
#ifndef HPVM_NONSTREAMING
static const unsigned int HPVM_NONSTREAMING = 0;
#endif
#ifndef HPVM_ALL_TO_ALL
static const unsigned int HPVM_ALL_TO_ALL = 1;
#endif
#ifndef HPVM_ONE_TO_ONE
static const unsigned int HPVM_ONE_TO_ONE = 0;
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Host side.
void __hpvm__init(void) HPVM_NOEXCEPT;
void __hpvm__cleanup(void) HPVM_NOEXCEPT;
void llvm_hpvm_track_mem(void *p, size_t bytes) HPVM_NOEXCEPT;
void llvm_hpvm_untrack_mem(void *p) HPVM_NOEXCEPT;
void llvm_hpvm_request_mem(void *p, size_t bytes) HPVM_NOEXCEPT;
// Variadic as in the HPVM release, so that its programs may pass a node
// function's name directly: __hpvm__launch(isStream, rootFn, args).
void *__hpvm__launch(unsigned isStream, ...) HPVM_NOEXCEPT;
void __hpvm__wait(void *graph) HPVM_NOEXCEPT;
#ifdef __cplusplus
// libhpvm-rt's (hpvm_rt.h), called by the host code of `#pragma hpvm` graphs
// after each wait: rethrows the first C++ exception that node code of the
// graph threw, if any. Launch and wait never throw; this may.
void hpvm_rt_rethrow(void);
#endif
// libhpvm-rt's (hpvm_rt.h), called by the host code of graphs with
// variant(...) and tunable(...) clauses: the configuration's choices.
int hpvm_rt_variant(const char *graph, const char *variant,
                    const char *variants) HPVM_NOEXCEPT;
long long hpvm_rt_tunable(const char *key, long long value,
                          const char *candidates) HPVM_NOEXCEPT;
void __hpvm__push(void *graph, void *args) HPVM_NOEXCEPT;
void *__hpvm__pop(void *graph) HPVM_NOEXCEPT;

// Inside node functions.
#ifdef __cplusplus
void __hpvm__hint(hpvm::Target target) HPVM_NOEXCEPT;
#else
void __hpvm__hint(enum Target target) HPVM_NOEXCEPT;
#endif
void __hpvm__attributes(unsigned numIn, ...) HPVM_NOEXCEPT;
// __hpvm__createNodeND(dims, nodeFn, count...), variadic as in the release.
void *__hpvm__createNodeND(unsigned dims, ...) HPVM_NOEXCEPT;
void *__hpvm__edge(void *src, void *dst, unsigned replType, unsigned sp,
                   unsigned dp, unsigned isStream) HPVM_NOEXCEPT;
void __hpvm__bindIn(void *child, unsigned ip, unsigned ic,
                    unsigned isStream) HPVM_NOEXCEPT;
void __hpvm__bindOut(void *child, unsigned oc, unsigned op,
                     unsigned isStream) HPVM_NOEXCEPT;
void __hpvm__return(unsigned n, ...) HPVM_NOEXCEPT;
// hpvmcc extension: the node's n outputs when it runs no instance, computed
// from its parameters alone (default: the parameters a leaf passes through
// as outputs, zero for the others).
void __hpvm__empty_outputs(unsigned n, ...) HPVM_NOEXCEPT;
void *__hpvm__getNode(void) HPVM_NOEXCEPT;
void *__hpvm__getParentNode(void *node) HPVM_NOEXCEPT;
long __hpvm__getNodeInstanceID_x(void *node) HPVM_NOEXCEPT;
long __hpvm__getNodeInstanceID_y(void *node) HPVM_NOEXCEPT;
long __hpvm__getNodeInstanceID_z(void *node) HPVM_NOEXCEPT;
long __hpvm__getNumNodeInstances_x(void *node) HPVM_NOEXCEPT;
long __hpvm__getNumNodeInstances_y(void *node) HPVM_NOEXCEPT;
long __hpvm__getNumNodeInstances_z(void *node) HPVM_NOEXCEPT;
void *__hpvm__malloc(long bytes) HPVM_NOEXCEPT;
void __hpvm__barrier(void) HPVM_NOEXCEPT;
int __hpvm__atomic_add(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_sub(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_xchg(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_min(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_max(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_umin(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_umax(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_and(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_or(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_xor(int *p, int v) HPVM_NOEXCEPT;
int __hpvm__atomic_inc(int *p) HPVM_NOEXCEPT;
int __hpvm__atomic_dec(int *p) HPVM_NOEXCEPT;
int __hpvm__atomic_cmpxchg(int *p, int cmp, int v) HPVM_NOEXCEPT;
float __hpvm__floor(float x) HPVM_NOEXCEPT;
float __hpvm__rsqrt(float x) HPVM_NOEXCEPT;
float __hpvm__sqrt(float x) HPVM_NOEXCEPT;
float __hpvm__sin(float x) HPVM_NOEXCEPT;
float __hpvm__cos(float x) HPVM_NOEXCEPT;

// ApproxHPVM tensor operations (docs/tensors.md), as the HPVM release
// declares them: tensors are handles (void *) made by the tensor runtime
// (hpvm/hpvm_tensor.h). Each call returns a new tensor; only leaves with one
// instance hinted CPU_TARGET, CUDNN_TARGET or TENSOR_TARGET call them.
void *__hpvm__tensor_add(void *x, void *bias) HPVM_NOEXCEPT;
void *__hpvm__tensor_mul(void *lhs, void *rhs) HPVM_NOEXCEPT;
void *__hpvm__tensor_convolution(void *input, void *filter, int pad_h,
                                 int pad_w, int stride_h,
                                 int stride_w) HPVM_NOEXCEPT;
void *__hpvm__tensor_group_convolution(void *input, void *filter, int pad_h,
                                       int pad_w, int stride_h, int stride_w,
                                       int conv_mode,
                                       int groups) HPVM_NOEXCEPT;
void *__hpvm__tensor_batchnorm(void *input, void *gamma, void *beta,
                               void *mean, void *variance,
                               double epsilon) HPVM_NOEXCEPT;
void *__hpvm__tensor_pool_max(void *input, int window_h, int window_w,
                              int pad_h, int pad_w, int stride_h,
                              int stride_w) HPVM_NOEXCEPT;
void *__hpvm__tensor_pool_mean(void *input, int window_h, int window_w,
                               int pad_h, int pad_w, int stride_h,
                               int stride_w) HPVM_NOEXCEPT;
void *__hpvm__tensor_relu(void *input) HPVM_NOEXCEPT;
void *__hpvm__tensor_clipped_relu(void *input, float min,
                                  float max) HPVM_NOEXCEPT;
void *__hpvm__tensor_tanh(void *input) HPVM_NOEXCEPT;
void *__hpvm__tensor_softmax(void *input) HPVM_NOEXCEPT;
// The number ApproxHPVM's generated networks give each leaf, for the
// release's tuning files; accepted and not used (operations are named after
// their leaves).
void *__hpvm__node_id(int id) HPVM_NOEXCEPT;

#ifdef __cplusplus
} // extern "C"

// Helpers for #pragma hpvm node bodies. They are always inlined into the node
// function before GenHPVM, so no auxiliary function keeps an HPVM call.
#ifdef __HPVMCC__
#define HPVM_HELPER inline __attribute__((__always_inline__))
#else
#define HPVM_HELPER inline
#endif

namespace hpvm {
namespace detail {
#ifdef __HPVMCC__
HPVM_HELPER long instanceId(void *node, int dim) {
  return dim == 0   ? __hpvm__getNodeInstanceID_x(node)
         : dim == 1 ? __hpvm__getNodeInstanceID_y(node)
                    : __hpvm__getNodeInstanceID_z(node);
}
HPVM_HELPER long instanceCount(void *node, int dim) {
  return dim == 0   ? __hpvm__getNumNodeInstances_x(node)
         : dim == 1 ? __hpvm__getNumNodeInstances_y(node)
                    : __hpvm__getNumNodeInstances_z(node);
}
// What each instance of a node with reduction(min: v) or reduction(max: v)
// starts v from, for v of a template parameter's type (hpvmcc writes the
// literal for other types): the type's largest or smallest value, an
// infinity for floating-point types.
template <bool Floating> struct ReductionLimits {
  template <class T> static T highest() { return (T)__builtin_inf(); }
  template <class T> static T lowest() { return -(T)__builtin_inf(); }
};
template <> struct ReductionLimits<false> {
  template <class T> static T highest() {
    return __is_signed(T) ? (T)(~0ULL >> (65 - sizeof(T) * 8)) : (T)~0ULL;
  }
  template <class T> static T lowest() {
    return __is_signed(T) ? (T)(-(long long)(~0ULL >> (65 - sizeof(T) * 8)) - 1)
                          : (T)0;
  }
};
template <class T> HPVM_HELPER T reduction_highest() {
  return ReductionLimits<__is_floating_point(T)>::template highest<T>();
}
template <class T> HPVM_HELPER T reduction_lowest() {
  return ReductionLimits<__is_floating_point(T)>::template lowest<T>();
}
#endif
} // namespace detail

#ifdef __HPVMCC__
/// This instance's index in dimension \p dim of the current node.
HPVM_HELPER long id(int dim) {
  return detail::instanceId(__hpvm__getNode(), dim);
}
/// The current node's number of instances in dimension \p dim.
HPVM_HELPER long count(int dim) {
  return detail::instanceCount(__hpvm__getNode(), dim);
}
/// The enclosing node's instance index in dimension \p dim.
HPVM_HELPER long parent_id(int dim) {
  return detail::instanceId(__hpvm__getParentNode(__hpvm__getNode()), dim);
}
/// The enclosing node's number of instances in dimension \p dim.
HPVM_HELPER long parent_count(int dim) {
  return detail::instanceCount(__hpvm__getParentNode(__hpvm__getNode()), dim);
}
HPVM_HELPER void barrier() { __hpvm__barrier(); }
HPVM_HELPER int atomic_add(int *p, int v) { return __hpvm__atomic_add(p, v); }
HPVM_HELPER int atomic_sub(int *p, int v) { return __hpvm__atomic_sub(p, v); }
HPVM_HELPER int atomic_min(int *p, int v) { return __hpvm__atomic_min(p, v); }
HPVM_HELPER int atomic_max(int *p, int v) { return __hpvm__atomic_max(p, v); }
HPVM_HELPER int atomic_xchg(int *p, int v) { return __hpvm__atomic_xchg(p, v); }
HPVM_HELPER int atomic_and(int *p, int v) { return __hpvm__atomic_and(p, v); }
HPVM_HELPER int atomic_or(int *p, int v) { return __hpvm__atomic_or(p, v); }
HPVM_HELPER int atomic_xor(int *p, int v) { return __hpvm__atomic_xor(p, v); }
#else
// Sequential meanings: one instance, and atomics as plain read-modify-write.
inline long id(int) { return 0; }
inline long count(int) { return 1; }
inline long parent_id(int) { return 0; }
inline long parent_count(int) { return 1; }
inline void barrier() {}
inline int atomic_add(int *p, int v) { int o = *p; *p = o + v; return o; }
inline int atomic_sub(int *p, int v) { int o = *p; *p = o - v; return o; }
inline int atomic_min(int *p, int v) { int o = *p; *p = o < v ? o : v; return o; }
inline int atomic_max(int *p, int v) { int o = *p; *p = o > v ? o : v; return o; }
inline int atomic_xchg(int *p, int v) { int o = *p; *p = v; return o; }
inline int atomic_and(int *p, int v) { int o = *p; *p = o & v; return o; }
inline int atomic_or(int *p, int v) { int o = *p; *p = o | v; return o; }
inline int atomic_xor(int *p, int v) { int o = *p; *p = o ^ v; return o; }
#endif
} // namespace hpvm

#undef HPVM_HELPER
#endif // __cplusplus

#undef HPVM_NOEXCEPT
#endif // HPVM_HPVM_H

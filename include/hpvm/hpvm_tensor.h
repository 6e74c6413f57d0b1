/*===- hpvm_tensor.h - the C interface of the tensor runtime -------*- C
 *-*-===//
 *
 * libhpvm-tensor runs the ApproxHPVM tensor operations (docs/tensors.md):
 * hpvmcc lowers each __hpvm__tensor_* call of a tensor leaf to the
 * hpvm_tensor_* operation below, whose first argument names the operation
 * ("<leaf>" or "<leaf>.<k>"). Host programs make, read and inspect tensors
 * with the utilities after them (hpvm/tensorUtils.h gives them the HPVM
 * release's names).
 *
 * A tensor is a descriptor: 1 to 4 dimensions in NCHW order, an element type
 * and its host data. Every operation returns a new tensor; errors (shapes
 * that do not fit, unreadable files) are reported on stderr with the
 * operation's name and exit with status 1.
 *
 *===----------------------------------------------------------------------===*/
#ifndef HPVM_HPVM_TENSOR_H
#define HPVM_HPVM_TENSOR_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Element types (the codes of the HPVM release, cuDNN's data types). */
enum { HPVM_TENSOR_FLOAT = 0, HPVM_TENSOR_HALF = 2 };
/* Layouts: NCHW only (the release's nchw). */
enum { HPVM_TENSOR_NCHW = 0 };

/* Field names are the release's, which its programs read. */
struct hpvm_tensor_dims {
  int num_dims;
  size_t *dim_sizes; /* points into the tensor's own storage */
};

typedef struct hpvm_tensor {
  int data_type;   /* HPVM_TENSOR_FLOAT or HPVM_TENSOR_HALF */
  int data_format; /* HPVM_TENSOR_NCHW */
  void *host_data;
  size_t num_elems;
  size_t size_in_bytes;
  struct hpvm_tensor_dims dims;
  size_t dim_storage[4];
  int tracked; /* the runtime's: host_data is in libhpvm-rt's tracker */
} hpvm_tensor;

/* Operations. Inputs are tensor handles; see docs/tensors.md for shapes. */
void *hpvm_tensor_add(const char *op, void *x, void *bias);
void *hpvm_tensor_mul(const char *op, void *lhs, void *rhs);
void *hpvm_tensor_convolution(const char *op, void *input, void *filter,
                              int pad_h, int pad_w, int stride_h, int stride_w);
void *hpvm_tensor_group_convolution(const char *op, void *input, void *filter,
                                    int pad_h, int pad_w, int stride_h,
                                    int stride_w, int conv_mode, int groups);
void *hpvm_tensor_batchnorm(const char *op, void *input, void *gamma,
                            void *beta, void *mean, void *variance,
                            double epsilon);
void *hpvm_tensor_pool_max(const char *op, void *input, int window_h,
                           int window_w, int pad_h, int pad_w, int stride_h,
                           int stride_w);
void *hpvm_tensor_pool_mean(const char *op, void *input, int window_h,
                            int window_w, int pad_h, int pad_w, int stride_h,
                            int stride_w);
void *hpvm_tensor_relu(const char *op, void *input);
void *hpvm_tensor_clipped_relu(const char *op, void *input, float min,
                               float max);
void *hpvm_tensor_tanh(const char *op, void *input);
void *hpvm_tensor_softmax(const char *op, void *input);
/* hpvm_tensor_convolution (groups = 1) or hpvm_tensor_group_convolution,
 * then hpvm_tensor_add of bias, then the activation (clipped relu to
 * [min, max]), as one operation: hpvmcc fuses the three when each is the
 * only user of the one before. */
enum {
  HPVM_TENSOR_ACT_NONE = 0,
  HPVM_TENSOR_ACT_RELU = 1,
  HPVM_TENSOR_ACT_TANH = 2,
  HPVM_TENSOR_ACT_CLIPPED_RELU = 3
};
void *hpvm_tensor_conv_bias_act(const char *op, void *input, void *filter,
                                void *bias, int pad_h, int pad_w, int stride_h,
                                int stride_w, int groups, int activation,
                                float min, float max);

/* A new zeroed tensor of dims n x c x h x w. */
hpvm_tensor *hpvm_tensor_create(int data_type, int data_format, size_t n,
                                size_t c, size_t h, size_t w);
void hpvm_tensor_free(hpvm_tensor *t);
/* Raw little-endian float32 files, no header, NCHW order: a whole weight
 * tensor, or images [start, end) of a batch file of c x h x w images. */
hpvm_tensor *hpvm_tensor_read_weights(const char *path, int data_type, long n,
                                      long c, long h, long w);
hpvm_tensor *hpvm_tensor_read_batch(const char *path, long data_format,
                                    long start, long end, long c, long h,
                                    long w);
/* count labels from a file of uint8 (read_labels_u8) or uint32 values;
 * malloc'ed, for free(). */
uint8_t *hpvm_tensor_read_labels_u8(const char *path, int count);
uint32_t *hpvm_tensor_read_labels(const char *path, int count);
/* Labels [start, end) of a file of uint32 values; malloc'ed, for free(). */
uint32_t *hpvm_tensor_read_labels_batch(const char *path, int start, int end);
/* Percentage of rows of result (n x classes) whose largest element is at the
 * label's index; printed as "accuracy: <p>%". */
float hpvm_tensor_accuracy(uint32_t *labels, void *result);
/* The accuracy of result against labels [start, end) of a uint32 label file
 * (computeAccuracy3 on that slice; printed the same way). */
float hpvm_tensor_batch_accuracy(void *result, const char *labels_path,
                                 int start, int end);
/* Makes the host data of t valid (after operations that ran on a GPU). The
 * device argument is the release's and is not used. */
void hpvm_tensor_request(void *t, int device);
/* Where operations run: HPVM_TENSOR_AUTO (the GPU when there is one, with
 * cuDNN 9 and cuBLAS; else the CPU), HPVM_TENSOR_CPU or HPVM_TENSOR_GPU (an
 * error without one). The default is HPVM_TENSOR_DEVICE=auto|cpu|gpu from
 * the environment, else auto. */
enum { HPVM_TENSOR_AUTO = 0, HPVM_TENSOR_CPU = 1, HPVM_TENSOR_GPU = 2 };
void hpvm_tensor_set_device(int device);
/* 1 when operations can run on the GPU, else 0. */
int hpvm_tensor_gpu_available(void);
/* Precision and approximation knobs, per operation name (docs/tensors.md):
 * "fp32" (exact, the default), "fp32_cpu" (exact, on the CPU even where
 * there is a GPU), "fp16", "perf_row_<50|33>_<offset>",
 * "perf_col_<50|33>_<offset>", "samp_<50|25>_<offset>" (convolutions),
 * "red_samp_<50|40|25>" (tensor_mul). Each returns 0, or 1 after a message
 * on stderr. A configuration file has one "<operation> <knob>" per line ('#'
 * starts a comment); HPVM_TENSOR_CONFIG=<file> loads one before the first
 * operation. */
int hpvm_tensor_set_knob(const char *op, const char *knob);
int hpvm_tensor_load_config(const char *path);
/* load_config, exiting with status 1 when it fails (the release's
 * llvm_hpvm_initializeRuntimeController). */
void hpvm_tensor_start_controller(const char *path);
void hpvm_tensor_clear_knobs(void);

/* A curve of configurations written by hpvm-tune (docs/tuning.md), ordered
 * from the most accurate to the fastest. hpvm_tensor_load_curve returns the
 * number of configurations, or -1 after a message on stderr;
 * HPVM_TENSOR_CURVE=<file> loads one before the first operation and applies
 * the configuration HPVM_TENSOR_SPEEDUP=<target> chooses (the first when
 * unset). hpvm_tensor_choose_speedup applies the first configuration whose
 * speedup is at least target (the last when none is) in place of the knobs
 * set so far, and returns its index (-1 without a curve);
 * hpvm_tensor_meet_deadline chooses again for a speedup scaled by
 * seconds / deadline (a frame that took seconds, for a deadline);
 * hpvm_tensor_curve_point gives configuration i's speedup and quality (0
 * when there is none). */
int hpvm_tensor_load_curve(const char *path);
int hpvm_tensor_choose_speedup(double target);
int hpvm_tensor_meet_deadline(double seconds, double deadline);
int hpvm_tensor_curve_point(int i, double *speedup, double *quality);

/* Error metrics (ApproxHPVM's): while recording (hpvm_tensor_record_errors(1)
 * or HPVM_TENSOR_ERRORS=1, which also prints them at exit), each operation
 * run under a knob other than fp32 is also run exactly, and the L1 and L2
 * norms of its error relative to the exact result's norms are kept:
 * hpvm_tensor_op_error gives those of op's last run (0 when there is
 * none). */
void hpvm_tensor_record_errors(int on);
int hpvm_tensor_op_error(const char *op, double *l1, double *l2);
void hpvm_tensor_print_errors(void);
/* Peak signal-to-noise ratio of result against reference in dB (the peak
 * is the reference's largest magnitude); infinite when they are equal. */
double hpvm_tensor_psnr(void *result, void *reference);

/* Tensors made by operations and read_batch since start_batch are freed by
 * free_batch: a batch loop's intermediate results. */
void hpvm_tensor_start_batch(void);
void hpvm_tensor_free_batch(void);
/* stop_timer prints on stderr the seconds since start_timer (an error
 * without one). */
void hpvm_tensor_start_timer(void);
void hpvm_tensor_stop_timer(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* HPVM_HPVM_TENSOR_H */

/*===- tensorUtils.h - the HPVM release's tensor utilities ---------*- C
 *-*-===//
 *
 * The host-side tensor functions HPVM release programs call, under their
 * names: each is the hpvm_tensor_* function of hpvm_tensor.h (the same
 * symbol, through an assembler label), so the program links against
 * libhpvm-tensor as hpvmcc's own programs do.
 *
 *===----------------------------------------------------------------------===*/
#ifndef HPVM_TENSORUTILS_H
#define HPVM_TENSORUTILS_H

#include "hpvm_tensor.h"

/* What the release's headers bring in and its generated programs rely on
 * without including it: getopt (its hpvm.h includes <unistd.h>), std::cerr,
 * and strerror, abort, malloc (its tensorUtils.h is C++ and includes
 * <bits/stdc++.h>; torch2hpvm's tuning binaries call strerror). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __cplusplus
#include <iostream>
#include <string>
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef hpvm_tensor Tensor;
enum { float_type = HPVM_TENSOR_FLOAT, half_type = HPVM_TENSOR_HALF };
enum { nchw = HPVM_TENSOR_NCHW };

#define HPVM_TENSOR_ALIAS(name) __asm__(#name)

void *create4DTensor(int data_type, int data_format, size_t n, size_t c,
                     size_t h, size_t w) HPVM_TENSOR_ALIAS(hpvm_tensor_create);
void *readTrainedWeights(const char *path, int data_type, long n, long c,
                         long h, long w)
    HPVM_TENSOR_ALIAS(hpvm_tensor_read_weights);
void *readInputBatch(const char *path, long data_format, long start, long end,
                     long c, long h, long w)
    HPVM_TENSOR_ALIAS(hpvm_tensor_read_batch);
uint8_t *readLabels(const char *path, int count)
    HPVM_TENSOR_ALIAS(hpvm_tensor_read_labels_u8);
uint32_t *readLabels3(const char *path, int count)
    HPVM_TENSOR_ALIAS(hpvm_tensor_read_labels);
uint32_t *readLabelsBatch3(const char *path, int start, int end)
    HPVM_TENSOR_ALIAS(hpvm_tensor_read_labels_batch);
float computeAccuracy3(uint32_t *labels, void *result)
    HPVM_TENSOR_ALIAS(hpvm_tensor_accuracy);
void hpvm_request_tensor(void *tensor, int device)
    HPVM_TENSOR_ALIAS(hpvm_tensor_request);
void startMemTracking(void) HPVM_TENSOR_ALIAS(hpvm_tensor_start_batch);
/* The release's runtime controller: the accuracy of one batch, and a
 * configuration file loaded at start (hpvmcc's format, docs/tensors.md, not
 * ApproxTuner's; one it cannot load stops the program). */
void llvm_hpvm_invokeRtControl(void *result, const char *labels_path,
                               int start, int end)
    HPVM_TENSOR_ALIAS(hpvm_tensor_batch_accuracy);
void llvm_hpvm_initializeRuntimeController(const char *config_path)
    HPVM_TENSOR_ALIAS(hpvm_tensor_start_controller);
void freeBatchMemory(void) HPVM_TENSOR_ALIAS(hpvm_tensor_free_batch);
/* The release's whole-run timer (its Keras frontend's networks call it around
 * their batch loop): stopProfiling prints the seconds since startProfiling. */
void startProfiling(void) HPVM_TENSOR_ALIAS(hpvm_tensor_start_timer);
void stopProfiling(void) HPVM_TENSOR_ALIAS(hpvm_tensor_stop_timer);

#undef HPVM_TENSOR_ALIAS

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* HPVM_TENSORUTILS_H */

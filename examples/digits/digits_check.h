//===- digits_check.h - a digits network's result against PyTorch's -------===//
//
// Shared by the digits programs: the test set's size, and the check of a
// network's result (one row of 10 class scores per image) against the
// labels and against the predictions of the PyTorch model it was trained as
// (data/<net>_torch_predictions.bin, written by train.py).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_EXAMPLES_DIGITS_CHECK_H
#define HPVM_EXAMPLES_DIGITS_CHECK_H

#include <tensorUtils.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace digits {

const int Images = 360;

/// Prints the accuracy and the agreement with PyTorch; returns the exit
/// status: 0 when at least 99.5% of the predictions are PyTorch's.
inline int check(const char *Net, const std::string &Dir, void *Result) {
  hpvm_request_tensor(Result, 0);
  uint32_t *Labels = readLabels3((Dir + "/test_labels.bin").c_str(), Images);
  uint32_t *Torch =
      readLabels3((Dir + "/" + Net + "_torch_predictions.bin").c_str(), Images);
  auto *R = static_cast<Tensor *>(Result);
  const float *Scores = static_cast<const float *>(R->host_data);
  int Same = 0, TorchRight = 0;
  for (int I = 0; I != Images; ++I) {
    int Best = 0;
    for (int K = 1; K != 10; ++K)
      Best = Scores[I * 10 + K] > Scores[I * 10 + Best] ? K : Best;
    Same += uint32_t(Best) == Torch[I];
    TorchRight += Torch[I] == Labels[I];
  }
  std::printf("%s: ", Net);
  std::fflush(stdout);
  float Accuracy = computeAccuracy3(Labels, Result);
  std::printf("%s: PyTorch's accuracy %.2f%%; same prediction as PyTorch for "
              "%d of %d images\n",
              Net, 100.0 * TorchRight / Images, Same, Images);
  std::free(Labels);
  std::free(Torch);
  return Same * 1000 >= Images * 995 && Accuracy > 0 ? 0 : 1;
}

} // namespace digits

#endif // HPVM_EXAMPLES_DIGITS_CHECK_H

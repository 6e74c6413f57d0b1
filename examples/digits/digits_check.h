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

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

/// Writes \p Result's scores (requested on the host) to \p Path.
inline void writeScores(const char *Path, void *Result) {
  auto *R = static_cast<Tensor *>(Result);
  std::FILE *F = std::fopen(Path, "wb");
  if (!F || std::fwrite(R->host_data, sizeof(float), R->num_elems, F) !=
                R->num_elems) {
    std::fprintf(stderr, "cannot write the scores to %s\n", Path);
    std::exit(1);
  }
  std::fclose(F);
}

/// The test images repeated to \p Batch images (the test set's first
/// \p Batch when there are enough), as one NCHW float array.
inline std::vector<float> testImages(const std::string &Dir, int Batch) {
  std::vector<float> Test(size_t(Images) * 64);
  std::FILE *In = std::fopen((Dir + "/test_input.bin").c_str(), "rb");
  if (!In || std::fread(Test.data(), sizeof(float), Test.size(), In) !=
                 Test.size()) {
    std::fprintf(stderr, "cannot read %s/test_input.bin\n", Dir.c_str());
    std::exit(1);
  }
  std::fclose(In);
  std::vector<float> Pixels(size_t(Batch) * 64);
  for (size_t I = 0; I != Pixels.size(); ++I)
    Pixels[I] = Test[I % Test.size()];
  return Pixels;
}

/// The median time in microseconds of \p Repeats inferences by \p Forward
/// (a batch tensor to a result tensor) of \p Pixels, an NCHW batch of shape
/// \p Shape, after a warm-up: the input's copy into a new batch tensor is
/// not timed, the result's request to the host is. \p Seen(Result, Run)
/// sees each result (run -1: the warm-up) before its batch is freed.
template <typename ForwardFn, typename SeenFn>
double medianInferenceUs(const std::vector<float> &Pixels,
                         const std::array<size_t, 4> &Shape, int Repeats,
                         ForwardFn Forward, SeenFn Seen) {
  std::vector<double> Us;
  for (int R = -1; R != Repeats; ++R) {
    startMemTracking();
    auto *X = static_cast<hpvm_tensor *>(create4DTensor(
        float_type, nchw, Shape[0], Shape[1], Shape[2], Shape[3]));
    std::memcpy(X->host_data, Pixels.data(), Pixels.size() * sizeof(float));
    auto Start = std::chrono::steady_clock::now();
    void *Result = Forward(X);
    hpvm_request_tensor(Result, 0);
    auto End = std::chrono::steady_clock::now();
    Seen(Result, R);
    freeBatchMemory();
    hpvm_tensor_free(X);
    if (R >= 0)
      Us.push_back(
          std::chrono::duration<double, std::micro>(End - Start).count());
  }
  std::sort(Us.begin(), Us.end());
  return Us[Us.size() / 2];
}

/// With "--time R" after the data directory: times \p Forward (a batch
/// tensor to a result tensor) on 1 image and on all, R times each after a
/// warm-up, and prints the median per batch (bench/tensor/run.sh reads it).
/// Options after it: "--batch N" times N images too (the test set
/// repeated); "--scores FILE" writes the scores of the 360 test images
/// (float32, 10 per image) to FILE (bench/tensor/run-gpu.sh compares them
/// with a hand-written cuDNN program's). Returns whether it did.
template <typename ForwardFn>
bool timeIfAsked(int Argc, char **Argv, const char *Net, const std::string &Dir,
                 ForwardFn Forward) {
  if (Argc < 4 || std::strcmp(Argv[2], "--time") != 0)
    return false;
  int Repeats = std::max(1, std::atoi(Argv[3]));
  const char *ScoresFile = nullptr;
  std::vector<int> Batches{1, Images};
  for (int I = 4; I + 1 < Argc; I += 2)
    if (std::strcmp(Argv[I], "--scores") == 0)
      ScoresFile = Argv[I + 1];
    else if (std::strcmp(Argv[I], "--batch") == 0)
      Batches.push_back(std::max(1, std::atoi(Argv[I + 1])));
  for (int Batch : Batches) {
    // Read once, as the hand-written cuDNN program holds its input: a file
    // read before each run would leave the host's caches cold for it.
    double Us = medianInferenceUs(
        testImages(Dir, Batch), {size_t(Batch), 1, 8, 8}, Repeats, Forward,
        [&](void *Result, int Run) {
          if (ScoresFile && Batch == Images && Run == Repeats - 1)
            writeScores(ScoresFile, Result);
        });
    std::printf("%s batch %d: %.1f us per batch\n", Net, Batch, Us);
  }
  return true;
}

/// Appends to \p Right, for each of the \p Count rows of \p Result (10 class
/// scores each, for test images \p First on), '1' when its largest score is
/// at the image's label, else '0'.
inline void appendRight(void *Result, const uint32_t *Labels, int First,
                        int Count, std::string &Right) {
  hpvm_request_tensor(Result, 0);
  const float *Scores =
      static_cast<const float *>(static_cast<Tensor *>(Result)->host_data);
  for (int I = 0; I != Count; ++I) {
    const float *Row = Scores + I * 10;
    Right += std::max_element(Row, Row + 10) - Row == long(Labels[First + I])
                 ? '1'
                 : '0';
  }
}

/// The percentage of '1's in \p Right.
inline double accuracyOf(const std::string &Right) {
  return 100.0 * std::count(Right.begin(), Right.end(), '1') / Right.size();
}

/// With "--images A:B" after the data directory: runs \p Forward on test
/// images [A, B) only, in batches of 20 as a deployed network would, and
/// prints the accuracy on them and which images it got right, one '1' or
/// '0' per image in order ("accuracy per input: 1101..."): the input of
/// hpvm-tune, which tunes on some images and checks on others and counts
/// as lost the images the exact network got right and an approximate one
/// gets wrong (docs/tuning.md). Returns whether it did.
template <typename ForwardFn>
bool evaluateIfAsked(int Argc, char **Argv, const char *Net,
                     const std::string &Dir, ForwardFn Forward) {
  int Start, End;
  if (Argc < 4 || std::strcmp(Argv[2], "--images") != 0 ||
      std::sscanf(Argv[3], "%d:%d", &Start, &End) != 2 || Start < 0 ||
      End > Images || Start >= End)
    return false;
  uint32_t *Labels = readLabels3((Dir + "/test_labels.bin").c_str(), Images);
  std::string Right;
  for (int First = Start; First < End; First += 20) {
    int Last = std::min(End, First + 20);
    startMemTracking();
    void *Result = Forward(readInputBatch((Dir + "/test_input.bin").c_str(),
                                          nchw, First, Last, 1, 8, 8));
    appendRight(Result, Labels, First, Last - First, Right);
    freeBatchMemory();
  }
  std::printf("%s: images %d:%d: accuracy: %.2f%%\n", Net, Start, End,
              accuracyOf(Right));
  std::printf("%s: images %d:%d: accuracy per input: %s\n", Net, Start, End,
              Right.c_str());
  std::free(Labels);
  return true;
}

/// With "--deadline MS" after the data directory: runs the test images as
/// 18 frames of 20 under the curve that HPVM_TENSOR_CURVE loads, gives
/// each frame's time to hpvm_tensor_meet_deadline, which chooses the
/// configuration of the next (docs/tuning.md, "Run time"), and prints the
/// choices and the accuracy. Returns whether it did.
template <typename ForwardFn>
bool deadlineIfAsked(int Argc, char **Argv, const char *Net,
                     const std::string &Dir, ForwardFn Forward) {
  if (Argc < 4 || std::strcmp(Argv[2], "--deadline") != 0)
    return false;
  double Deadline = std::atof(Argv[3]) / 1000;
  uint32_t *Labels = readLabels3((Dir + "/test_labels.bin").c_str(), Images);
  std::string Right;
  for (int First = 0; First < Images; First += 20) {
    startMemTracking();
    void *X = readInputBatch((Dir + "/test_input.bin").c_str(), nchw, First,
                             First + 20, 1, 8, 8);
    auto Start = std::chrono::steady_clock::now();
    void *Result = Forward(X);
    hpvm_request_tensor(Result, 0);
    std::chrono::duration<double> Took =
        std::chrono::steady_clock::now() - Start;
    appendRight(Result, Labels, First, 20, Right);
    freeBatchMemory();
    std::printf("%s: frame %d: %.3f ms; next configuration %d\n", Net,
                First / 20, Took.count() * 1000,
                hpvm_tensor_meet_deadline(Took.count(), Deadline));
  }
  std::printf("%s: accuracy: %.2f%%\n", Net, accuracyOf(Right));
  std::free(Labels);
  return true;
}

} // namespace digits

#endif // HPVM_EXAMPLES_DIGITS_CHECK_H

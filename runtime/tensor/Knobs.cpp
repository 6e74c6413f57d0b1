//===- Knobs.cpp - precision and approximation knobs per operation --------===//
#include "Knobs.h"
#include "Tensor.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>

namespace hpvm::tensor {
namespace {

struct Configuration {
  std::mutex Lock;
  std::map<std::string, Knob, std::less<>> Knobs;
};

Configuration &configuration() {
  static Configuration *C = new Configuration; // used until exit
  return *C;
}

/// Reads HPVM_TENSOR_CONFIG, then HPVM_TENSOR_CURVE and HPVM_TENSOR_SPEEDUP
/// (tuning/Curve.h), once, before the first operation's look-up.
void readEnvironmentOnce() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    const char *Path = std::getenv("HPVM_TENSOR_CONFIG");
    if (Path && hpvm_tensor_load_config(Path) != 0)
      std::exit(1);
    const char *Curve = std::getenv("HPVM_TENSOR_CURVE");
    if (Curve && hpvm_tensor_load_curve(Curve) < 0)
      std::exit(1);
    const char *Speedup = std::getenv("HPVM_TENSOR_SPEEDUP");
    if (Curve)
      hpvm_tensor_choose_speedup(Speedup ? std::atof(Speedup) : 0);
  });
}

} // namespace

std::optional<Knob> parseKnob(const std::string &Text) {
  Knob K;
  std::smatch M;
  if (Text == "fp32" || Text == "fp32_cpu") {
    K.OnCPU = Text == "fp32_cpu";
    return K;
  }
  if (Text == "fp16") {
    K.K = Knob::FP16;
    return K;
  }
  static const std::regex Perf("perf_(row|col)_(50|33)_([0-9]+)");
  static const std::regex Samp("samp_(50|25)_([0-9]+)");
  static const std::regex Red("red_samp_(50|40|25)");
  if (std::regex_match(Text, M, Perf)) {
    K.K = M[1] == "row" ? Knob::PerforateRows : Knob::PerforateCols;
    K.Period = M[2] == "50" ? 2 : 3;
    K.Offset = std::stoi(M[3]);
    return K.Offset < K.Period ? std::optional<Knob>(K) : std::nullopt;
  }
  if (std::regex_match(Text, M, Samp)) {
    K.K = Knob::SampleFilter;
    K.Period = M[1] == "50" ? 2 : 4;
    K.Offset = std::stoi(M[2]);
    return K.Offset < K.Period ? std::optional<Knob>(K) : std::nullopt;
  }
  if (std::regex_match(Text, M, Red)) {
    K.K = Knob::SampleReduction;
    K.Period = M[1] == "40" ? 5 : M[1] == "50" ? 2 : 4;
    K.Skip = M[1] == "40" ? 2 : 1;
    return K;
  }
  return std::nullopt;
}

Knob knobOf(const char *Op) {
  readEnvironmentOnce();
  Configuration &C = configuration();
  std::lock_guard<std::mutex> G(C.Lock);
  auto It = C.Knobs.find(std::string_view(Op));
  if (It == C.Knobs.end())
    It = C.Knobs.find(std::string_view("*")); // every other operation
  return It == C.Knobs.end() ? Knob() : It->second;
}

} // namespace hpvm::tensor

namespace {

/// Whether the first bad line \p No of a configuration, whose first word is
/// \p First, starts a configuration file of the HPVM release's ApproxTuner
/// (its first line is a baseline time alone; '+++++' opens each
/// configuration).
bool looksLikeApproxTuner(int No, const std::string &First) {
  if (First == "+++++")
    return true;
  char *End = nullptr;
  std::strtod(First.c_str(), &End);
  return No == 1 && End != First.c_str() && *End == '\0';
}

} // namespace

using namespace hpvm::tensor;

extern "C" {

int hpvm_tensor_set_knob(const char *Op, const char *Text) {
  std::optional<Knob> K = parseKnob(Text ? Text : "");
  if (!Op || !K) {
    std::fprintf(stderr,
                 "hpvm-tensor: error: '%s' is not a knob (fp32, fp32_cpu, fp16, "
                 "perf_row|perf_col_50|33_<offset>, samp_50|25_<offset>, "
                 "red_samp_50|40|25)\n",
                 Text ? Text : "");
    return 1;
  }
  Configuration &C = configuration();
  std::lock_guard<std::mutex> G(C.Lock);
  C.Knobs[Op] = *K;
  return 0;
}

void hpvm_tensor_clear_knobs(void) {
  Configuration &C = configuration();
  std::lock_guard<std::mutex> G(C.Lock);
  C.Knobs.clear();
}

int hpvm_tensor_load_config(const char *Path) {
  std::ifstream In(Path);
  if (!In) {
    std::fprintf(stderr, "hpvm-tensor: error: cannot read configuration '%s'\n",
                 Path);
    return 1;
  }
  std::string Line;
  for (int No = 1; std::getline(In, Line); ++No) {
    std::istringstream Words(Line.substr(0, Line.find('#')));
    std::string Op, Text, Extra;
    if (!(Words >> Op))
      continue;
    if (!(Words >> Text) || (Words >> Extra)) {
      std::fprintf(stderr, "%s:%d: error: expected '<operation> <knob>'\n",
                   Path, No);
      if (looksLikeApproxTuner(No, Op))
        std::fprintf(stderr,
                     "%s:%d: note: this is an ApproxTuner configuration file "
                     "(a baseline time, then configurations between '+++++' "
                     "and '-----'), which hpvmcc does not read; its "
                     "configurations give knobs by operation name "
                     "(docs/tensors.md)\n",
                     Path, No);
      return 1;
    }
    if (hpvm_tensor_set_knob(Op.c_str(), Text.c_str()) != 0) {
      std::fprintf(stderr, "%s:%d: note: in this configuration line\n", Path,
                   No);
      return 1;
    }
  }
  return 0;
}

void hpvm_tensor_start_controller(const char *Path) {
  if (hpvm_tensor_load_config(Path) != 0)
    std::exit(1);
}

} // extern "C"

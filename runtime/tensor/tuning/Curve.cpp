//===- Curve.cpp - a tuned program's curve of configurations --------------===//
#include "Curve.h"
#include "../Knobs.h"
#include "hpvm/hpvm_tensor.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <sstream>

namespace hpvm::tensor {
namespace {

struct LoadedCurve {
  std::mutex Lock;
  std::vector<CurvePoint> Points;
  int Current = -1;
};

LoadedCurve &loadedCurve() {
  static LoadedCurve *C = new LoadedCurve; // used until exit
  return *C;
}

bool lineError(const std::string &Path, int No, const std::string &Message) {
  std::fprintf(stderr, "%s:%d: error: %s\n", Path.c_str(), No, Message.c_str());
  return false;
}

/// Parses one line into \p Curve; false after an error.
bool parseLine(const std::string &Line, const std::string &Path, int No,
               std::vector<CurvePoint> &Curve) {
  std::istringstream Words(Line.substr(0, Line.find('#')));
  std::string First, Second, Extra;
  if (!(Words >> First))
    return true;
  if (First == "configuration") {
    CurvePoint P;
    if (!(Words >> P.Speedup >> P.Quality) || (Words >> Extra) ||
        !(P.Speedup > 0))
      return lineError(Path, No,
                       "expected 'configuration <speedup> <quality>' with a "
                       "positive speedup");
    if (!Curve.empty() && P.Speedup < Curve.back().Speedup)
      return lineError(Path, No,
                       "the speedups of a curve's configurations must not "
                       "decrease");
    Curve.push_back(std::move(P));
    return true;
  }
  if (Curve.empty())
    return lineError(Path, No,
                     "expected 'configuration <speedup> <quality>' before the "
                     "first knob");
  if (!(Words >> Second) || (Words >> Extra))
    return lineError(Path, No, "expected '<operation> <knob>'");
  if (!parseKnob(Second))
    return lineError(Path, No, "'" + Second + "' is not a knob");
  Curve.back().Knobs.emplace_back(First, Second);
  return true;
}

} // namespace

std::optional<std::vector<CurvePoint>> parseCurve(std::istream &In,
                                                  const std::string &Path) {
  std::vector<CurvePoint> Curve;
  std::string Line;
  int No = 1;
  for (; std::getline(In, Line); ++No)
    if (!parseLine(Line, Path, No, Curve))
      return std::nullopt;
  if (Curve.empty()) {
    lineError(Path, No, "the curve has no configuration");
    return std::nullopt;
  }
  return Curve;
}

size_t pointForSpeedup(const std::vector<CurvePoint> &Curve, double Target) {
  for (size_t I = 0; I != Curve.size(); ++I)
    if (Curve[I].Speedup >= Target)
      return I;
  return Curve.size() - 1;
}

} // namespace hpvm::tensor

using namespace hpvm::tensor;

extern "C" {

int hpvm_tensor_load_curve(const char *Path) {
  std::ifstream In(Path);
  if (!In) {
    std::fprintf(stderr, "hpvm-tensor: error: cannot read curve '%s'\n", Path);
    return -1;
  }
  std::optional<std::vector<CurvePoint>> Curve = parseCurve(In, Path);
  if (!Curve)
    return -1;
  LoadedCurve &C = loadedCurve();
  std::lock_guard<std::mutex> G(C.Lock);
  C.Points = std::move(*Curve);
  C.Current = -1;
  return int(C.Points.size());
}

int hpvm_tensor_choose_speedup(double Target) {
  LoadedCurve &C = loadedCurve();
  std::lock_guard<std::mutex> G(C.Lock);
  if (C.Points.empty())
    return -1;
  size_t I = pointForSpeedup(C.Points, Target);
  if (int(I) != C.Current) {
    hpvm_tensor_clear_knobs();
    for (const auto &[Op, Knob] : C.Points[I].Knobs)
      hpvm_tensor_set_knob(Op.c_str(), Knob.c_str()); // checked when parsed
    C.Current = int(I);
  }
  return C.Current;
}

int hpvm_tensor_meet_deadline(double Seconds, double Deadline) {
  double Now;
  {
    LoadedCurve &C = loadedCurve();
    std::lock_guard<std::mutex> G(C.Lock);
    if (C.Points.empty() || !(Seconds > 0) || !(Deadline > 0))
      return C.Current;
    Now = C.Current < 0 ? 1.0 : C.Points[size_t(C.Current)].Speedup;
  }
  return hpvm_tensor_choose_speedup(Now * Seconds / Deadline);
}

int hpvm_tensor_curve_point(int I, double *Speedup, double *Quality) {
  LoadedCurve &C = loadedCurve();
  std::lock_guard<std::mutex> G(C.Lock);
  if (I < 0 || size_t(I) >= C.Points.size())
    return 0;
  *Speedup = C.Points[size_t(I)].Speedup;
  *Quality = C.Points[size_t(I)].Quality;
  return 1;
}

} // extern "C"

//===- OpProfile.cpp - what each operation took and which knobs it takes --===//
#include "OpProfile.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace hpvm::tensor {
namespace {

struct OpRuns {
  std::vector<double> Seconds; // of each run
  double Work = 0;

  /// The runs' time but the first's: their median times their number (a
  /// run that another process preempted counts as a typical one).
  double typicalSeconds() const {
    if (Seconds.size() < 2)
      return Seconds.empty() ? 0 : Seconds[0];
    std::vector<double> Later(Seconds.begin() + 1, Seconds.end());
    std::nth_element(Later.begin(), Later.begin() + Later.size() / 2,
                     Later.end());
    return Later[Later.size() / 2] * double(Later.size());
  }
  std::string Knobs;
};

struct Profile {
  std::mutex Lock;
  std::map<std::string, OpRuns> ByOp;
  std::vector<std::string> Order;
  const char *Path = std::getenv("HPVM_TENSOR_PROFILE");
};

Profile &profile() {
  static Profile *P = new Profile; // used until exit
  return *P;
}

void writeProfile() {
  Profile &P = profile();
  std::lock_guard<std::mutex> G(P.Lock);
  std::FILE *Out = std::fopen(P.Path, "w");
  if (!Out) {
    std::fprintf(stderr, "hpvm-tensor: error: cannot write the profile '%s'\n",
                 P.Path);
    return;
  }
  for (const std::string &Op : P.Order) {
    const OpRuns &R = P.ByOp[Op];
    std::fprintf(Out, "%s %zu %.9f %.0f %s\n", Op.c_str(), R.Seconds.size(),
                 R.typicalSeconds(), R.Work, R.Knobs.c_str());
  }
  std::fclose(Out);
}

std::string knobFamilies(std::initializer_list<Knob::Kind> ApproxKinds) {
  std::string Families = "fp32,fp16";
  for (Knob::Kind K : ApproxKinds)
    Families += K == Knob::PerforateRows   ? ",perf_row"
                : K == Knob::PerforateCols ? ",perf_col"
                : K == Knob::SampleFilter  ? ",samp"
                                           : ",red_samp";
  return Families;
}

} // namespace

bool profilingOps() {
  static const bool On = [] {
    if (profile().Path)
      std::atexit(writeProfile);
    return profile().Path != nullptr;
  }();
  return On;
}

void recordOpRun(const char *Op, double Seconds, double Work,
                 std::initializer_list<Knob::Kind> ApproxKinds) {
  Profile &P = profile();
  std::lock_guard<std::mutex> G(P.Lock);
  auto [It, New] = P.ByOp.try_emplace(Op);
  if (New) {
    P.Order.push_back(Op);
    It->second.Knobs = knobFamilies(ApproxKinds);
  }
  It->second.Seconds.push_back(Seconds);
  It->second.Work = Work;
}

} // namespace hpvm::tensor

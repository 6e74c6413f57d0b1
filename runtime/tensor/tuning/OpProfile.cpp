//===- OpProfile.cpp - what each operation took and which knobs it takes --===//
#include "OpProfile.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace hpvm::tensor {
namespace {

struct OpRuns {
  unsigned Runs = 0;
  double First = 0, Seconds = 0, Work = 0;
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
    std::fprintf(Out, "%s %u %.9f %.0f %s\n", Op.c_str(), R.Runs,
                 R.Runs > 1 ? R.Seconds - R.First : R.Seconds, R.Work,
                 R.Knobs.c_str());
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
  if (It->second.Runs++ == 0)
    It->second.First = Seconds;
  It->second.Seconds += Seconds;
  It->second.Work = Work;
}

} // namespace hpvm::tensor

//===- SplitShares.cpp - how a split launch shares its instances ----------===//
#include "scheduler/SplitShares.h"

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace hpvm::rt;

std::optional<SplitSpec> hpvm::rt::parseSplit(const char *Text,
                                              std::string &Error) {
  SplitSpec Spec;
  if (!Text || !*Text || strcmp(Text, "auto") == 0)
    return Spec;
  Spec.Fixed = true;
  std::string All(Text);
  double Total = 0;
  for (size_t Pos = 0; Pos <= All.size();) {
    size_t Comma = std::min(All.find(',', Pos), All.size());
    std::string Item = All.substr(Pos, Comma - Pos);
    Pos = Comma + 1;
    size_t Colon = Item.find(':');
    std::optional<Target> T = Colon == std::string::npos
                                  ? std::nullopt
                                  : targetNamed(Item.substr(0, Colon).c_str());
    if (!T) {
      Error = "'" + Item +
              "' is not target:share (a target is cpu, vector, gpu or opencl)";
      return std::nullopt;
    }
    const char *Number = Item.c_str() + Colon + 1;
    char *End = nullptr;
    errno = 0;
    double Share = strtod(Number, &End);
    if (End == Number || *End || errno || !(Share >= 0 && Share <= 1)) {
      Error = "'" + Item + "': a share is a number from 0 to 1";
      return std::nullopt;
    }
    int I = static_cast<int>(*T);
    if (Spec.Named[I]) {
      Error = "target '" + Item.substr(0, Colon) + "' is given twice";
      return std::nullopt;
    }
    Spec.Named[I] = true;
    Spec.Share[I] = Share;
    Total += Share;
  }
  if (Total > 1 + 1e-9) {
    Error = "the shares add up to more than 1";
    return std::nullopt;
  }
  return Spec;
}

void hpvm::rt::assignShares(std::vector<SplitPart> &Parts,
                            const SplitSpec &Spec,
                            const std::vector<PartCost> &Costs, int64_t N) {
  assert(Costs.size() == Parts.size() && "a cost per part");
  if (Spec.Fixed) {
    unsigned PerTarget[NumTargets] = {}, Unnamed = 0;
    double Left = 1;
    for (const SplitPart &P : Parts) {
      int I = static_cast<int>(P.T);
      if (PerTarget[I]++ == 0 && Spec.Named[I])
        Left -= Spec.Share[I];
      Unnamed += !Spec.Named[I];
    }
    for (SplitPart &P : Parts) {
      int I = static_cast<int>(P.T);
      P.Share = Spec.Named[I] ? Spec.Share[I] / PerTarget[I]
                              : std::max(0.0, Left) / Unnamed;
    }
    return;
  }
  if (!std::all_of(Costs.begin(), Costs.end(),
                   [](const PartCost &C) { return C.Rate > 0; })) {
    for (SplitPart &P : Parts)
      P.Share = 1.0 / Parts.size();
    return;
  }
  // All kept parts finish at Finish = Overhead + Share * N / Rate; a part
  // whose share comes out below MinShare is left out, and the rest shared
  // again.
  std::vector<bool> Kept(Parts.size(), true);
  for (bool Changed = true; Changed;) {
    Changed = false;
    double Rates = 0, Work = static_cast<double>(N);
    for (size_t I = 0; I != Parts.size(); ++I)
      if (Kept[I]) {
        Rates += Costs[I].Rate;
        Work += Costs[I].Rate * Costs[I].Overhead;
      }
    double Finish = Work / Rates;
    for (size_t I = 0; I != Parts.size(); ++I) {
      Parts[I].Share =
          Kept[I] ? Costs[I].Rate * (Finish - Costs[I].Overhead) / N : 0;
      if (Kept[I] && Parts[I].Share < MinShare) {
        Kept[I] = false;
        Changed = true;
      }
    }
    if (std::none_of(Kept.begin(), Kept.end(), [](bool K) { return K; })) {
      // Every part alone beats sharing: the one that finishes first.
      auto Alone = [&](size_t I) {
        return Costs[I].Overhead + N / Costs[I].Rate;
      };
      size_t Best = 0;
      for (size_t I = 1; I != Parts.size(); ++I)
        if (Alone(I) < Alone(Best))
          Best = I;
      for (size_t I = 0; I != Parts.size(); ++I)
        Parts[I].Share = I == Best;
      return;
    }
  }
}

void hpvm::rt::assignWindows(std::vector<SplitPart> &Parts, int64_t N) {
  double Before = 0;
  int64_t Begin = 0;
  for (size_t I = 0; I != Parts.size(); ++I) {
    Before += Parts[I].Share;
    int64_t End = I + 1 == Parts.size()
                      ? N
                      : std::min<int64_t>(N, std::llround(Before * N));
    Parts[I].Begin = Begin;
    Parts[I].End = std::max(Begin, End);
    Begin = Parts[I].End;
  }
}

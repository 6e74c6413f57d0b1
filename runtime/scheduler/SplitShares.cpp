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
                            const std::vector<double> &Rates) {
  assert(Rates.size() == Parts.size() && "a rate per part");
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
  bool Measured =
      std::all_of(Rates.begin(), Rates.end(), [](double R) { return R > 0; });
  double Total = 0;
  for (size_t I = 0; I != Parts.size(); ++I) {
    Parts[I].Share = Measured ? Rates[I] : 1;
    Total += Parts[I].Share;
  }
  // Too small a share: none, the others grown in proportion.
  double Kept = 0;
  for (SplitPart &P : Parts) {
    P.Share /= Total;
    if (P.Share < MinShare)
      P.Share = 0;
    Kept += P.Share;
  }
  for (SplitPart &P : Parts)
    P.Share /= Kept;
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

//===- Variants.cpp - hpvm_rt_variant, hpvm_rt_tunable, the listing -------===//
//
// The configuration comes from HPVM_VARIANTS, read once: `key = value`
// entries separated by ';' when it holds a '=', else the name of a file of
// them. HPVM_VARIANTS_LOG=1 reports each graph's and variable's choice once.
//
// The rewriter leaves one record per variant group and tunable variable in
// the section hpvm_variants ("variant GRAPH V1,V2", "tunable GRAPH.VAR
// 8,16,32", NUL-terminated, possibly padded with NULs). With
// HPVM_LIST_VARIANTS set, a constructor prints them, once each, after a
// "hpvm-variants" line, and ends the program before main: hpvm-tune lists a
// built program's choices without running it. The linker defines the section's
// bounds; they are weak, as a program without variants has no such section.
//
//===----------------------------------------------------------------------===//
#include "support/Diagnostics.h"
#include "variants/VariantConfig.h"

#include "hpvm/hpvm_rt.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <unistd.h>

using namespace hpvm::rt;

extern "C" {
extern const char __start_hpvm_variants[] __attribute__((weak));
extern const char __stop_hpvm_variants[] __attribute__((weak));
}

namespace {

struct Choices {
  VariantConfig Config;
  bool Log = false;
  std::mutex Lock;
  /// Keys whose choice was logged or warned about.
  std::set<std::string> Reported;
};

/// Read on first use; never freed, as graphs may still run while the
/// program exits.
Choices &choices() {
  static Choices *C = [] {
    auto *C = new Choices;
    const char *Log = std::getenv("HPVM_VARIANTS_LOG");
    C->Log = Log && *Log && std::string(Log) != "0";
    const char *Value = std::getenv("HPVM_VARIANTS");
    if (!Value || !*Value)
      return C;
    std::string Text = Value;
    if (Text.find('=') == std::string::npos) {
      std::ifstream In(Value);
      if (!In) {
        warning("HPVM_VARIANTS: cannot read '%s': running the defaults", Value);
        return C;
      }
      std::stringstream Buf;
      Buf << In.rdbuf();
      Text = Buf.str();
    }
    std::string Error;
    if (std::optional<VariantConfig> Parsed = VariantConfig::parse(Text, Error))
      C->Config = std::move(*Parsed);
    else
      warning("HPVM_VARIANTS: %s: running the defaults", Error.c_str());
    return C;
  }();
  return *C;
}

/// Warns or logs about \p Key's choice, the first time only.
void report(Choices &C, const std::string &Key, const std::string &Warning,
            const std::string &Choice) {
  std::lock_guard<std::mutex> Guard(C.Lock);
  if (!C.Reported.insert(Key).second)
    return;
  if (!Warning.empty())
    warning("HPVM_VARIANTS: %s", Warning.c_str());
  if (C.Log)
    inform("variants", "%s = %s", Key.c_str(), Choice.c_str());
}

__attribute__((constructor)) void listVariants() {
  if (!std::getenv("HPVM_LIST_VARIANTS"))
    return;
  std::printf("hpvm-variants\n");
  std::set<std::string> Printed;
  for (const char *P = __start_hpvm_variants; P && P < __stop_hpvm_variants;) {
    std::string Record(P);
    P += Record.size() + 1;
    if (!Record.empty() && Printed.insert(Record).second)
      std::printf("%s\n", Record.c_str());
  }
  std::fflush(stdout);
  _exit(0);
}

} // namespace

extern "C" int hpvm_rt_variant(const char *Graph, const char *Variant,
                               const char *Variants) {
  Choices &C = choices();
  std::string Warning;
  bool Chosen = C.Config.chooses(Graph, Variant, Variants, Warning);
  if (Chosen) // exactly one of the group's calls
    report(C, Graph, Warning, Variant);
  return Chosen;
}

extern "C" long long hpvm_rt_tunable(const char *Key, long long Value,
                                     const char *Candidates) {
  Choices &C = choices();
  std::string Warning;
  long long Result = C.Config.value(Key, Value, Candidates, Warning);
  report(C, Key, Warning, std::to_string(Result));
  return Result;
}

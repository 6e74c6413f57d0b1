//===- VariantConfig.h - a configuration of variants and tunables -*- C++
//-*-===//
//
// What HPVM_VARIANTS gives (docs/variants.md): for graphs with variant(...),
// the variant to run, and for tunable(...) variables, their values, as
// `key = value` entries one a line or separated by ';' ('#' starts a comment).
// A key is a graph's name, or "graph.variable". hpvm-tune variants writes
// such files.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_VARIANTS_VARIANTCONFIG_H
#define HPVM_RUNTIME_VARIANTS_VARIANTCONFIG_H

#include <map>
#include <optional>
#include <string>

namespace hpvm::rt {

class VariantConfig {
public:
  /// Reads \p Text; on a malformed entry returns nothing and says why in
  /// \p Error.
  static std::optional<VariantConfig> parse(const std::string &Text,
                                            std::string &Error);

  /// Whether \p Variant is the chosen one of \p Graph's comma-separated
  /// \p Variants (\p Graph: a graph's name, or "<graph>.<node>" for the
  /// variants of a node): the configured one, else the first. A configured
  /// name not among them chooses the first and says so in \p Warning.
  bool chooses(const std::string &Graph, const std::string &Variant,
               const std::string &Variants, std::string &Warning) const;

  /// The configured value of \p Key if it is one of the comma-separated
  /// integers \p Candidates, else \p Value (with a \p Warning when a value is
  /// configured).
  long long value(const std::string &Key, long long Value,
                  const std::string &Candidates, std::string &Warning) const;

  const std::map<std::string, std::string> &entries() const { return Entries; }

private:
  std::map<std::string, std::string> Entries;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_VARIANTS_VARIANTCONFIG_H

//===- VariantConfig.cpp - a configuration of variants and tunables -------===//
//
// Parsing is strict (a malformed entry rejects the configuration) and the
// choices are lenient (a value the program does not offer falls back to the
// default with a warning), as for the runtime's other settings.
//
//===----------------------------------------------------------------------===//
#include "variants/VariantConfig.h"

#include <cerrno>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace hpvm::rt {

namespace {

std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r");
  if (B == std::string::npos)
    return "";
  return S.substr(B, S.find_last_not_of(" \t\r") - B + 1);
}

std::vector<std::string> split(const std::string &S, char Sep) {
  std::vector<std::string> Parts;
  std::stringstream In(S);
  for (std::string Part; std::getline(In, Part, Sep);)
    Parts.push_back(Part);
  return Parts;
}

std::optional<long long> toInteger(const std::string &S) {
  if (S.empty())
    return std::nullopt;
  char *End = nullptr;
  errno = 0;
  long long V = std::strtoll(S.c_str(), &End, 10);
  if (errno || *End)
    return std::nullopt;
  return V;
}

} // namespace

std::optional<VariantConfig> VariantConfig::parse(const std::string &Text,
                                                  std::string &Error) {
  VariantConfig C;
  unsigned Number = 0;
  for (std::string Line : split(Text, '\n')) {
    ++Number;
    Line = Line.substr(0, Line.find('#'));
    for (const std::string &Entry : split(Line, ';')) {
      if (trim(Entry).empty())
        continue;
      size_t Eq = Entry.find('=');
      std::string Key = trim(Entry.substr(0, Eq));
      std::string Value =
          Eq == std::string::npos ? "" : trim(Entry.substr(Eq + 1));
      if (Key.empty() || Value.empty()) {
        Error = "line " + std::to_string(Number) +
                ": expected 'key = value', got '" + trim(Entry) + "'";
        return std::nullopt;
      }
      if (!C.Entries.insert({Key, Value}).second) {
        Error =
            "line " + std::to_string(Number) + ": '" + Key + "' is set twice";
        return std::nullopt;
      }
    }
  }
  return C;
}

bool VariantConfig::chooses(const std::string &Graph,
                            const std::string &Variant,
                            const std::string &Variants,
                            std::string &Warning) const {
  std::vector<std::string> Names = split(Variants, ',');
  std::string Chosen = Names.empty() ? "" : Names.front();
  if (auto It = Entries.find(Graph); It != Entries.end()) {
    bool Offered = false;
    for (const std::string &N : Names)
      Offered |= N == It->second;
    if (Offered)
      Chosen = It->second;
    else
      // A node's key is "<graph>.<node>" (graph names have no '.').
      Warning = (Graph.find('.') == std::string::npos ? "graph '" : "node '") +
                Graph + "' has no variant '" + It->second +
                "' (its variants are " + Variants + "): running '" + Chosen +
                "'";
  }
  return Chosen == Variant;
}

long long VariantConfig::value(const std::string &Key, long long Value,
                               const std::string &Candidates,
                               std::string &Warning) const {
  auto It = Entries.find(Key);
  if (It == Entries.end())
    return Value;
  std::optional<long long> Configured = toInteger(It->second);
  for (const std::string &C : split(Candidates, ','))
    if (Configured && toInteger(C) == Configured)
      return *Configured;
  Warning = "'" + Key + "' cannot be " + It->second + " (its values are " +
            Candidates + "): keeping " + std::to_string(Value);
  return Value;
}

} // namespace hpvm::rt

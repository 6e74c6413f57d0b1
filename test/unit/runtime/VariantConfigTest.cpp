//===- VariantConfigTest.cpp - HPVM_VARIANTS configurations ---------------===//
//
// Entries parse from lines and ';'-separated lists with comments; malformed
// or repeated entries reject the configuration; choices fall back to the
// default (the first variant, the variable's own value) when the
// configuration says nothing or names what the program does not offer.
//
//===----------------------------------------------------------------------===//
#include "variants/VariantConfig.h"

#include <gtest/gtest.h>

using hpvm::rt::VariantConfig;

namespace {

VariantConfig parsed(const std::string &Text) {
  std::string Error;
  std::optional<VariantConfig> C = VariantConfig::parse(Text, Error);
  EXPECT_TRUE(C) << Error;
  return C ? *C : VariantConfig();
}

TEST(VariantConfig, ParsesLinesListsAndComments) {
  VariantConfig C =
      parsed("# hpvm-tune variants: time 0.5\n"
             "mm = blocks   # tiled\n\nmm.tile=16; st.depth = 2\n");
  std::map<std::string, std::string> Expected = {
      {"mm", "blocks"}, {"mm.tile", "16"}, {"st.depth", "2"}};
  EXPECT_EQ(C.entries(), Expected);
}

TEST(VariantConfig, RejectsMalformedAndRepeatedEntries) {
  std::string Error;
  EXPECT_FALSE(VariantConfig::parse("mm = rows\nmm.tile\n", Error));
  EXPECT_EQ(Error, "line 2: expected 'key = value', got 'mm.tile'");
  EXPECT_FALSE(VariantConfig::parse("mm = ; x = 1", Error));
  EXPECT_EQ(Error, "line 1: expected 'key = value', got 'mm ='");
  EXPECT_FALSE(VariantConfig::parse("mm = rows; mm = blocks", Error));
  EXPECT_EQ(Error, "line 1: 'mm' is set twice");
}

TEST(VariantConfig, ChoosesTheConfiguredVariantElseTheFirst) {
  VariantConfig C = parsed("mm = blocks");
  std::string Warning;
  EXPECT_FALSE(C.chooses("mm", "rows", "rows,blocks", Warning));
  EXPECT_TRUE(C.chooses("mm", "blocks", "rows,blocks", Warning));
  EXPECT_TRUE(C.chooses("other", "a", "a,b", Warning));
  EXPECT_FALSE(C.chooses("other", "b", "a,b", Warning));
  EXPECT_EQ(Warning, "");
  VariantConfig Bad = parsed("mm = cols");
  EXPECT_TRUE(Bad.chooses("mm", "rows", "rows,blocks", Warning));
  EXPECT_EQ(Warning, "graph 'mm' has no variant 'cols' (its variants are "
                     "rows,blocks): running 'rows'");
}

TEST(VariantConfig, ChoosesANodesVariant) {
  VariantConfig C = parsed("mm.mul = blocks; mm.add = x");
  std::string Warning;
  EXPECT_FALSE(C.chooses("mm.mul", "rows", "rows,blocks", Warning));
  EXPECT_TRUE(C.chooses("mm.mul", "blocks", "rows,blocks", Warning));
  EXPECT_EQ(Warning, "");
  EXPECT_TRUE(C.chooses("mm.add", "plain", "plain,flat", Warning));
  EXPECT_EQ(Warning, "node 'mm.add' has no variant 'x' (its variants are "
                     "plain,flat): running 'plain'");
}

TEST(VariantConfig, GivesTheConfiguredCandidateElseTheValue) {
  VariantConfig C = parsed("mm.tile = 16; mm.depth = 3; mm.odd = x");
  std::string Warning;
  EXPECT_EQ(C.value("mm.tile", 8, "4,8,16", Warning), 16);
  EXPECT_EQ(C.value("mm.other", 8, "4,8,16", Warning), 8);
  EXPECT_EQ(Warning, "");
  EXPECT_EQ(C.value("mm.depth", 2, "1,2", Warning), 2);
  EXPECT_EQ(Warning, "'mm.depth' cannot be 3 (its values are 1,2): keeping 2");
  EXPECT_EQ(C.value("mm.odd", -1, "-1,1", Warning), -1);
  EXPECT_EQ(Warning, "'mm.odd' cannot be x (its values are -1,1): keeping -1");
}

} // namespace

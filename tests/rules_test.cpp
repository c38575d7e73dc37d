// Rules as a value: the presets (chinese: area scoring, komi 7.5; japanese and korean: one
// territory formula, komi 6.5; each with positional superko and dead stones marked after the
// game), parsing with overrides, printing, errors.
#include <gtest/gtest.h>

#include "engine/rules.h"

namespace kosumi {
namespace {

TEST(Rules, PresetsFollowSeed000) {
  const Rules c = Rules::chinese();
  EXPECT_EQ(c.scoring, Scoring::Area);
  EXPECT_EQ(c.komi, 7.5);
  EXPECT_EQ(c.ko, KoRule::Positional);  // "Ko is positional superko"
  EXPECT_EQ(c.dead, DeadStones::Marked);
  for (const Rules& r : {Rules::japanese(), Rules::korean()}) {
    EXPECT_EQ(r.scoring, Scoring::Territory);
    EXPECT_EQ(r.komi, 6.5);
    EXPECT_EQ(r.ko, KoRule::Positional);
  }
  EXPECT_EQ(Rules{}, Rules::chinese());  // chinese is the default
  EXPECT_NE(Rules::japanese(), Rules::korean());  // same formula, different names
}

TEST(Rules, ParseAppliesOverridesToThePreset) {
  auto r = Rules::parse("Japanese ko=simple dead=as-is komi=0.5 scoring=area");
  ASSERT_TRUE(r.ok()) << r.error();
  EXPECT_EQ(r->preset, "japanese");
  EXPECT_EQ(r->ko, KoRule::Simple);
  EXPECT_EQ(r->dead, DeadStones::AsIs);
  EXPECT_EQ(r->komi, 0.5);
  EXPECT_EQ(r->scoring, Scoring::Area);
  EXPECT_EQ(r->toString(), "japanese ko=simple scoring=area dead=as-is komi=0.5");
}

TEST(Rules, PrintAndParseRoundTrip) {
  for (Rules r : {Rules::chinese(), Rules::japanese(), Rules::korean()})
    for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational})
      for (double komi : {7.5, -3.0, 0.0, 6.5}) {
        r.ko = ko;
        r.komi = komi;
        r.dead = r.dead == DeadStones::Marked ? DeadStones::AsIs : DeadStones::Marked;
        auto back = Rules::parse(r.toString());
        ASSERT_TRUE(back.ok()) << r.toString() << ": " << back.error();
        EXPECT_EQ(*back, r) << r.toString();
      }
  EXPECT_EQ(Rules::chinese().toString(), "chinese ko=positional scoring=area dead=marked komi=7.5");
}

TEST(Rules, BadTextIsRefusedWithAReason) {
  struct Case {
    const char* text;
    const char* error;
  };
  for (const Case& c : {
           Case{"", "rules are empty"},
           Case{"aga", "unknown rules 'aga' (chinese, japanese or korean)"},
           Case{"chinese ko", "expected key=value, got 'ko'"},
           Case{"chinese ko=super", "unknown ko rule 'super' (simple, positional, situational)"},
           Case{"chinese scoring=stones", "unknown scoring 'stones' (area, territory)"},
           Case{"chinese dead=gone", "unknown dead-stone handling 'gone' (marked, as-is)"},
           Case{"chinese komi=x", "komi 'x' is not a number"},
           Case{"chinese komi=5000", "komi '5000' is out of range"},
           Case{"chinese komi=nan", "komi 'nan' is not a number"},
           Case{"chinese colour=red", "unknown rules field 'colour' (ko, scoring, dead, komi)"},
       }) {
    auto r = Rules::parse(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error(), c.error) << c.text;
  }
}

TEST(Rules, KomiParsesAndFormatsExactly) {
  EXPECT_EQ(*parseKomi("+6.5"), 6.5);
  EXPECT_EQ(*parseKomi("-0.5"), -0.5);
  EXPECT_FALSE(parseKomi("").ok());
  EXPECT_FALSE(parseKomi("7.5x").ok());
  EXPECT_EQ(formatKomi(7.5), "7.5");
  EXPECT_EQ(formatKomi(-3), "-3");
  EXPECT_EQ(formatKomi(0), "0");
}

}  // namespace
}  // namespace kosumi

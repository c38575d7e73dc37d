// Area and territory scoring as worked examples: area = living stones + territory; territory =
// empty points + prisoners + the opponent's dead stones; no seki exception; komi 7.5 (chinese) or
// 6.5 (japanese, korean) to White; dead=as-is counts the board as it stands.
#include <gtest/gtest.h>

#include "engine/game.h"
#include "engine/score.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::deadFrom;
using test::gameFrom;

Rules asIs(Rules r) {
  r.dead = DeadStones::AsIs;
  return r;
}

// Black owns the left edge, White the right; x and o are dead stones in the other's area. White
// then takes the black stone at E2 in play (one prisoner) and both pass.
constexpr const char* kFinished = R"(
  . X O . .
  . X O . x
  . X O . O
  o X O O X
  . X O . .
)";

Score scoreFinished(const Rules& rules) {
  Game g = gameFrom(kFinished, rules);
  EXPECT_TRUE(g.play(Color::White, at(g.geometry(), "E1")).ok());
  EXPECT_TRUE(g.play(Color::Black, kPass).ok());
  EXPECT_TRUE(g.play(Color::White, kPass).ok());
  EXPECT_EQ(g.board().captures(Color::White), 1);
  return g.score(deadFrom(kFinished));
}

TEST(Score, ChineseCountsLivingStonesAndTerritory) {
  const Score s = scoreFinished(Rules::chinese());
  // Black: B1-B5 and the left column, where the dead white stone at A2 leaves an empty point.
  EXPECT_EQ(s.stones[0], 5);
  EXPECT_EQ(s.territory[0], 5);
  // White: C1-C5, D2, E3, E1; territory D1, E2 (where the prisoner stood), and D3-D5, E4, E5.
  EXPECT_EQ(s.stones[1], 8);
  EXPECT_EQ(s.territory[1], 7);
  EXPECT_EQ(s.points(Color::Black), 10);
  EXPECT_EQ(s.points(Color::White), 15 + 7.5);
  EXPECT_EQ(s.result(), "W+12.5");
  EXPECT_EQ(s.deadStones.count(), 2);
}

TEST(Score, JapaneseAndKoreanCountTerritoryPrisonersAndDeadStones) {
  for (const Rules& rules : {Rules::japanese(), Rules::korean()}) {
    const Score s = scoreFinished(rules);
    // Black: 5 empty points + 0 prisoners + 1 dead white stone (its point is among the 5).
    EXPECT_EQ(s.territory[0], 5);
    EXPECT_EQ(s.prisoners[0], 0);
    EXPECT_EQ(s.deadCaptured[0], 1);
    EXPECT_EQ(s.points(Color::Black), 6);
    // White: 7 empty points + 1 prisoner + 1 dead black stone (E4, also counted as a point).
    EXPECT_EQ(s.territory[1], 7);
    EXPECT_EQ(s.prisoners[1], 1);
    EXPECT_EQ(s.deadCaptured[1], 1);
    EXPECT_EQ(s.points(Color::White), 9 + 6.5);
    EXPECT_EQ(s.result(), "W+9.5") << rules.preset;
  }
}

TEST(Score, DeadAsIsCountsTheBoardAsItStands) {
  const Score s = scoreFinished(asIs(Rules::chinese()));
  // Nothing is removed: the A column and the right side touch both colours and count for nobody
  // except the points White surrounds alone (D1 and E2).
  EXPECT_EQ(s.deadStones.count(), 0);
  EXPECT_EQ(s.stones[0], 6);
  EXPECT_EQ(s.territory[0], 0);
  EXPECT_EQ(s.stones[1], 9);
  EXPECT_EQ(s.territory[1], 2);
  EXPECT_EQ(s.result(), "W+12.5");
  const Score t = scoreFinished(asIs(Rules::japanese()));
  EXPECT_EQ(t.points(Color::Black), 0);
  EXPECT_EQ(t.points(Color::White), 2 + 1 + 6.5);
  EXPECT_EQ(t.result(), "W+9.5");
}

TEST(Score, TheEmptyBoardIsWorthKomiToWhite) {
  for (int size : {2, 9, 19, 25}) {
    const Game g(size);
    const Score s = g.score({});
    EXPECT_EQ(s.territory[0] + s.territory[1] + s.stones[0] + s.stones[1], 0);
    EXPECT_EQ(s.result(), "W+7.5");
    EXPECT_EQ(Game(size, Rules::japanese()).score({}).result(), "W+6.5");
  }
  Rules noKomi = Rules::chinese();
  noKomi.komi = 0;
  EXPECT_EQ(Game(9, noKomi).score({}).result(), "0");
}

TEST(Score, TerritoryReachesTheEdgesAndCorners) {
  const Game g = gameFrom(R"(
    . . X O .
    . . X O .
    X X X O O
    O O O . .
    . . O . .
  )");
  const Score s = g.score({});
  EXPECT_EQ(s.territory[0], 4);  // A4 A5 B4 B5
  EXPECT_EQ(s.territory[1], 8);  // three regions: E4-E5, A1-B1 and D1-E2
  EXPECT_EQ(s.territoryPoints[0], test::pointSet(g.geometry(), "A4 A5 B4 B5"));
  EXPECT_EQ(s.territoryPoints[1], test::pointSet(g.geometry(), "E4 E5 A1 B1 D1 E1 D2 E2"));
  EXPECT_EQ(s.stones[0], 5);
  EXPECT_EQ(s.stones[1], 8);
  EXPECT_EQ(s.points(Color::Black), 9);
  EXPECT_EQ(s.points(Color::White), 16 + 7.5);
}

TEST(Score, SekiHasNoExceptionSharedLibertiesCountForNobody) {
  // B1 and the white chain A2-D2-D1 live in seki: A1 and C1 are their shared liberties and
  // neither side can fill one without being captured. Scoring has no seki exception:
  // A1 and C1 touch both colours and count for nobody; the top rows touch only Black.
  const Game g = gameFrom(R"(
    . . . . .
    . . . . .
    X X X X X
    O O O O X
    . X . O X
  )");
  {
    const Score s = g.score({});
    EXPECT_EQ(s.territory[0], 10);
    EXPECT_EQ(s.territory[1], 0);
    EXPECT_FALSE(s.territoryPoints[0].test(at(g.geometry(), "A1")));
    EXPECT_FALSE(s.territoryPoints[1].test(at(g.geometry(), "C1")));
  }
  EXPECT_EQ(g.score({}).result(), "B+5.5");  // 8 stones + 10 against 5 stones + 7.5
  Game j = g;
  j.setRules(Rules::japanese());
  EXPECT_EQ(j.score({}).result(), "B+3.5");  // 10 against 6.5
}

TEST(Score, AnEyeTouchingOneSideCountsForThatSide) {
  // White's one-point eyes at A1 and E1 count for White even though the chain around them
  // touches Black's stones elsewhere; C1 touches both and counts for nobody.
  const Game g = gameFrom(R"(
    . . . . .
    X X X X X
    O O X O O
    O O . O O
    . O X O .
  )");
  const Score s = g.score({});
  EXPECT_EQ(s.territoryPoints[1], test::pointSet(g.geometry(), "A1 E1"));
  EXPECT_EQ(s.territoryPoints[0], test::pointSet(g.geometry(), "A5 B5 C5 D5 E5"));
  EXPECT_FALSE(s.territoryPoints[0].test(at(g.geometry(), "C2")));
}

TEST(Score, ResultStrings) {
  Score s;
  s.scoring = Scoring::Area;
  s.komi = 7.5;
  s.stones[0] = 20;
  s.stones[1] = 9;
  EXPECT_EQ(s.result(), "B+3.5");
  s.stones[1] = 13;
  EXPECT_EQ(s.result(), "W+0.5");
  s.komi = 7;
  EXPECT_EQ(s.result(), "0");
  s.scoring = Scoring::Territory;  // stones no longer count
  s.territory[0] = 10;
  s.prisoners[0] = 2;
  s.deadCaptured[0] = 1;
  s.territory[1] = 5;
  EXPECT_EQ(s.margin(), 13 - 12);
  EXPECT_EQ(s.result(), "B+1");
}

}  // namespace
}  // namespace kosumi

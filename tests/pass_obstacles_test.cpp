// What stands between the player and a pass (search/game_end/pass_obstacles.h): a result in doubt, a chain
// short of liberties, neutral points worth a point, and how long the player plays on.
#include <gtest/gtest.h>

#include "search/game_end/pass_obstacles.h"
#include "support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;
using test::pointSet;

// A judgment written by hand, so these tests depend on pass_obstacles.h alone.
StoneJudgment judged(const Bitboard& dead = {}, const Bitboard& doubtful = {}, const Bitboard& seki = {}) {
  StoneJudgment j;
  j.dead = dead;
  j.doubtful = doubtful;
  j.seki = seki;
  return j;
}

// White's walls on the left, Black's on the right, every point owned: a settled board.
constexpr const char* kSettled = R"(
  . . O X . . .
  . . O X . . .
  . . O X . . .
  . . O X . . .
  . . O X . . .
  . . O X . . .
  . . O X . . .
)";

TEST(PassObstacles, ASettledWinIsSafeToPassOn) {
  // Black 28, White 21 + komi 6.5.
  const Game g = gameFrom(kSettled, Rules::parse("chinese komi=6.5").value());
  const EndOfGameCheck check = checkEndOfGame(g, Color::Black, judged());
  EXPECT_FALSE(check.resultInDoubt);
  EXPECT_TRUE(check.shortOfLiberties.empty());
  EXPECT_TRUE(check.dame.empty());
  EXPECT_TRUE(check.passIsSafe());
}

TEST(PassObstacles, AWinThatHangsOnADoubtfulChainIsInDoubt) {
  // A Black stone at A4 inside White's side, dead by the judge but doubtful.
  const Game g = gameFrom(R"(
    . . O X . . .
    . . O X . . .
    . . O X . . .
    X . O X . . .
    . . O X . . .
    . . O X . . .
    . . O X . . .
  )", Rules::parse("chinese komi=6.5").value());
  const Geometry& geo = g.geometry();
  const Bitboard a4 = pointSet(geo, "A4");
  // With A4 dead, Black 28 and White 21 + 6.5: Black wins, and wins by more were A4 alive (White's
  // side would be nobody's): for Black nothing is in doubt.
  EXPECT_FALSE(checkEndOfGame(g, Color::Black, judged(a4, a4)).resultInDoubt);
  // With komi 7.5 White wins by 0.5 with A4 dead and loses with it alive: in doubt for White.
  Game g2 = g;
  g2.setKomi(7.5);
  EXPECT_TRUE(checkEndOfGame(g2, Color::White, judged(a4, a4)).resultInDoubt);
  EXPECT_FALSE(checkEndOfGame(g2, Color::White, judged(a4, a4)).passIsSafe());
  // Not doubtful, the same verdict is safe.
  EXPECT_FALSE(checkEndOfGame(g2, Color::White, judged(a4)).resultInDoubt);
}

TEST(PassObstacles, NeutralPointsAreDameUnderAreaScoringOnly) {
  // D4 touches both walls; every other point belongs to one side.
  const char* diagram = R"(
    . . O X . . .
    . . O X . . .
    . . O X . . .
    . . O . X . .
    . . O X . . .
    . . O X . . .
    . . O X . . .
  )";
  const Game area = gameFrom(diagram, Rules::parse("chinese komi=0.5").value());
  const EndOfGameCheck a = checkEndOfGame(area, Color::Black, judged());
  EXPECT_EQ(a.dame, pointSet(area.geometry(), "D4"));
  EXPECT_FALSE(a.passIsSafe());
  const Game territory = gameFrom(diagram, Rules::parse("japanese komi=0.5").value());
  EXPECT_TRUE(checkEndOfGame(territory, Color::Black, judged()).dame.empty());
}

TEST(PassObstacles, SekiLibertiesAreNeverDame) {
  const Game g = gameFrom(R"(
    . . . O X . .
    . . . O X . .
    . . . O X . .
    . . O O X . .
    . O X X O X .
    . O X . O X .
    . O X . O X .
  )", Rules::parse("chinese").value());
  const Geometry& geo = g.geometry();
  const StoneJudgment j = judged({}, {}, pointSet(geo, "C1 C2 C3 D3 E1 E2 E3"));
  EXPECT_FALSE(checkEndOfGame(g, Color::Black, j).dame.test(at(geo, "D1")));
  EXPECT_FALSE(checkEndOfGame(g, Color::White, j).dame.test(at(geo, "D2")));
  // Without the seki known, D1 and D2 would be a self-atari for either side anyway.
  EXPECT_TRUE(checkEndOfGame(g, Color::Black, judged()).dame.empty());
}

TEST(PassObstacles, AChainThatFilledNeutralPointsWouldKillIsShortOfLiberties) {
  // Black's corner chain has one eye at A2 and one more liberty, the neutral point D2. Once White
  // fills D2 (joining D3, D1 and E2) the chain is in atari at its own eye.
  const Game oneEye = gameFrom(R"(
    . . . O . . .
    . . . O . . .
    . . . O . . .
    O O O O . . .
    X X X O . . .
    . X X . O . .
    X X X O . . .
  )");
  const Geometry& geo = oneEye.geometry();
  const Bitboard chain = oneEye.board().chainStones(at(geo, "A1"));
  EXPECT_EQ(chainsShortOfLiberties(oneEye.board(), Color::Black, judged()), chain);
  EXPECT_FALSE(checkEndOfGame(oneEye, Color::Black, judged()).passIsSafe());
  // A chain judged dead is not the player's to defend.
  EXPECT_TRUE(chainsShortOfLiberties(oneEye.board(), Color::Black, judged(chain)).empty());
  // With B1 empty the corner has two eyes, A2 and B1, and the filled D2 costs it nothing.
  const Game twoEyes = gameFrom(R"(
    . . . O . . .
    . . . O . . .
    . . . O . . .
    O O O O . . .
    X X X O . . .
    . X X . O . .
    X . X O . . .
  )");
  EXPECT_TRUE(chainsShortOfLiberties(twoEyes.board(), Color::Black, judged()).empty());
}

TEST(PassObstacles, MovesPlayedOnCountOnlyAnUnbrokenRunAfterPasses) {
  Game g(9);
  const Geometry& geo = g.geometry();
  ASSERT_TRUE(g.play(Color::Black, at(geo, "E5")).ok());
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::Black), 0);
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::Black), 0);
  ASSERT_TRUE(g.play(Color::Black, at(geo, "D5")).ok());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::Black), 1);
  ASSERT_TRUE(g.play(Color::Black, at(geo, "C5")).ok());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::Black), 2);
  // White's last move was no pass: nothing to count for Black, and White never played on.
  ASSERT_TRUE(g.play(Color::Black, at(geo, "B5")).ok());
  ASSERT_TRUE(g.play(Color::White, at(geo, "E4")).ok());
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::Black), 0);
  EXPECT_EQ(movesPlayedOnAfterPasses(g, Color::White), 0);
  EXPECT_EQ(maxPlayOnMoves(g), 10);
  EXPECT_EQ(maxPlayOnMoves(Game(19)), 45);
  EXPECT_EQ(maxPlayOnMoves(Game(5)), 8);
}

}  // namespace
}  // namespace kosumi

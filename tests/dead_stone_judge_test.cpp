// The dead-stone judge (search/game_end/dead_stone_judge.h): dead, alive, seki and unsettled chains, and
// the same verdict however and by whom it is asked.
#include <gtest/gtest.h>

#include "engine/vertex.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/player.h"
#include "support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;
using test::pointSet;

// A dead White stone at B4 in Black's two-line strip, too narrow for White to live in even when
// White moves first; White lives on the right with two eyes.
constexpr const char* kDeadStone = R"(
  . . X O O O O
  . . X O . O O
  . . X O O O O
  . O X O O O O
  . . X O O . O
  . . X O O O O
  . . X O O O O
)";

// Black's chain on the bottom edge has a straight three eye space B2-D2: Black at C2 makes two
// eyes, White at C2 kills. With White to move first it dies. White's walls live.
constexpr const char* kStraightThree = R"(
  . . . . . . .
  . . . . . . .
  . . . . . . .
  O O O O O . .
  X X X X O . .
  X . . . X O .
  X X X X X O .
)";

TEST(DeadStoneJudge, MarksTheDeadStoneOnly) {
  for (const char* rules : {"chinese", "japanese"}) {
    Game g = gameFrom(kDeadStone, Rules::parse(rules).value());
    ASSERT_TRUE(g.play(Color::White, kPass).ok());
    ASSERT_TRUE(g.play(Color::Black, kPass).ok());
    DeadStoneJudge judge;
    const StoneJudgment& j = judge.judge(g);
    EXPECT_EQ(j.dead, pointSet(g.geometry(), "B4")) << rules;
    EXPECT_TRUE(j.unsettled.empty()) << rules;
    EXPECT_TRUE(j.doubtful.empty()) << rules;
    EXPECT_TRUE(j.seki.empty()) << rules;
  }
}

TEST(DeadStoneJudge, AChainThatTheOpponentKillsByMovingFirstIsDeadAndUnsettled) {
  const Game g = gameFrom(kStraightThree);
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  const Geometry& geo = g.geometry();
  const Bitboard chain = g.board().chainStones(at(geo, "A1"));
  EXPECT_EQ(j.dead, chain);
  EXPECT_EQ(j.unsettled, chain);
  EXPECT_EQ(j.doubtful & chain, chain);
  // Once Black has played the vital point it lives; once White has, it is dead for good.
  Game alive = g;
  ASSERT_TRUE(alive.play(Color::Black, at(geo, "C2")).ok());
  const StoneJudgment& a = judge.judge(alive);
  EXPECT_TRUE(a.dead.empty());
  EXPECT_TRUE(a.unsettled.empty());
  Game dead = g;
  ASSERT_TRUE(dead.play(Color::White, at(geo, "C2")).ok());
  ASSERT_TRUE(dead.play(Color::Black, kPass).ok());
  const StoneJudgment& d = judge.judge(dead);
  EXPECT_EQ(d.dead, chain);
  EXPECT_TRUE(d.unsettled.empty());
}

TEST(DeadStoneJudge, ABorderOfALargeOwnAreaIsAliveEvenIfItCanBeCut) {
  // Black's J3 can be cut from the rest by White's H3 or J2, but Black answers inside its
  // 15-point area on the first two lines; the White stones around are alive.
  Game g = gameFrom(R"(
    . . . O O X . X .
    . . . O X X X . X
    . . O O X X O X X
    . . O X X X O X O
    . . O O X O O O O
    O O O O O O X X O
    O X X O O X X . X
    X X . X X . . . .
    . . . . . . . . .
  )");
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  EXPECT_FALSE(j.dead.test(at(g.geometry(), "J3")));
  EXPECT_FALSE(j.dead.test(at(g.geometry(), "F3")));
}

TEST(DeadStoneJudge, SekiStonesAreAliveAndNamed) {
  const Game g = gameFrom(R"(
    . . . O X . .
    . . . O X . .
    . . . O X . .
    . . O O X . .
    . O X X O X .
    . O X . O X .
    . O X . O X .
  )");
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  EXPECT_EQ(j.seki, pointSet(g.geometry(), "C1 C2 C3 D3 E1 E2 E3"));
  EXPECT_TRUE((j.dead & j.seki).empty());
  EXPECT_TRUE((j.doubtful & j.seki).empty());
}

TEST(DeadStoneJudge, TheVerdictDependsOnThePositionAlone) {
  // Two judges, one of which has judged other positions first, agree exactly.
  const Game g = gameFrom(kStraightThree);
  DeadStoneJudge fresh, used;
  used.judge(gameFrom(kDeadStone));
  const StoneJudgment& a = fresh.judge(g);
  const StoneJudgment& b = used.judge(g);
  EXPECT_EQ(a.dead, b.dead);
  EXPECT_EQ(a.unsettled, b.unsettled);
  EXPECT_EQ(a.doubtful, b.doubtful);
  ASSERT_EQ(a.readings.size(), b.readings.size());
  for (size_t i = 0; i < a.readings.size(); ++i) {
    EXPECT_EQ(a.readings[i].chain, b.readings[i].chain);
    EXPECT_EQ(a.readings[i].attack, b.readings[i].attack);
    EXPECT_EQ(a.readings[i].defend, b.readings[i].defend);
  }
}

TEST(DeadStoneJudge, SaysWhetherItHasJudgedThePositionAlready) {
  Game g = gameFrom(kStraightThree);
  DeadStoneJudge judge;
  EXPECT_FALSE(judge.judged(g));
  judge.judge(g);
  EXPECT_TRUE(judge.judged(g));
  // A move, even a pass, makes another position; a judgment of another one does not count.
  ASSERT_TRUE(g.play(Color::Black, kPass).ok());
  EXPECT_FALSE(judge.judged(g));
  judge.judge(gameFrom(kDeadStone));
  EXPECT_FALSE(judge.judged(gameFrom(kStraightThree)));
}

// From a game that ended after White's pass: Black's corner chain A4-B2 and White's chain C1-C4
// race on the left, and more of White's chains on the right and in the centre are unsettled.
// A referee that sees the corner chain lose the race sees C1-C4 alive.
constexpr const char* kRaceAfterAPass = R"(
  . . . . . . . . .
  . . . . X . . . .
  . . . . . . X . .
  . O O . X . O . .
  . O X X . O . . .
  X X O . X X X O .
  . X O . X O O O .
  . X O . X X X O .
  . . O . . . . X .
)";

TEST(DeadStoneJudge, ADeadChainTouchingADoubtfulLivingChainIsDoubtful) {
  Game g = gameFrom(kRaceAfterAPass, Rules::parse("japanese komi=6.5").value());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  const Board& board = g.board();
  const int s = g.geometry().stride();
  const Bitboard whiteRacer = board.chainStones(at(g.geometry(), "C1"));
  // The corner chain is in doubt; whatever the verdict on C1-C4, it is in doubt with it.
  ASSERT_TRUE(j.doubtful.test(at(g.geometry(), "B2")));
  EXPECT_EQ((j.doubtful & whiteRacer), whiteRacer);
  // And so for every dead chain next to a doubtful living one.
  int tied = 0;
  Bitboard seen;
  j.dead.forEach([&](Point p) {
    if (seen.test(p)) return;
    const Bitboard chain = board.chainStones(p);
    seen |= chain;
    const Color c = board.at(p);
    if ((chain.neighbours(s) & board.stones(opponent(c)) & j.doubtful.andNot(j.dead)).empty()) return;
    ++tied;
    EXPECT_EQ((j.doubtful & chain), chain) << formatVertex(p, g.geometry());
  });
  EXPECT_GT(tied, 0);
}

TEST(DeadStoneJudge, AnEmptyBoardHasNothingToJudge) {
  Game g(9);
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  EXPECT_TRUE(j.dead.empty());
  EXPECT_TRUE(j.doubtful.empty());
}

// The engine's verdicts were measured with this budget, and the player and the session judge with
// it unless told otherwise; only the fuzz harness gives a smaller one.
TEST(DeadStoneJudge, ThePlayersJudgeHasTheFullBudget) {
  const JudgeBudget budget = PlayerOptions{}.judge;
  EXPECT_EQ(budget.playoutsPerSide, 4000);
  EXPECT_EQ(budget.readPlayouts, 2000);
  EXPECT_EQ(budget.largeBoardReadPlayouts, 1000);
  EXPECT_EQ(budget.maxReadChains, 8u);
  EXPECT_EQ(budget.memoryBytes, size_t(16) << 20);
  EXPECT_EQ(budget, JudgeBudget{});
}

// A small budget judges more roughly but still judges: a stone as plainly dead as this one is
// found with a few dozen playouts.
TEST(DeadStoneJudge, ASmallBudgetStillJudges) {
  const Game g = gameFrom(kDeadStone);
  JudgeBudget small;
  small.playoutsPerSide = 64;
  small.readPlayouts = 32;
  small.memoryBytes = 0;
  DeadStoneJudge judge(small);
  const StoneJudgment& j = judge.judge(g);
  EXPECT_TRUE(judge.judged(g));
  EXPECT_EQ(j.dead, pointSet(g.geometry(), "B4"));
}

// The beginner's glance: the same judge without reading. A stone as plainly dead as this one is
// dead at a glance, and no chain is read.
TEST(DeadStoneJudge, TheGlanceJudgesWithoutReading) {
  const Game g = gameFrom(kDeadStone);
  const JudgeBudget glance = JudgeBudget::glance();
  EXPECT_EQ(glance.maxReadChains, 0u);
  EXPECT_LT(glance.playoutsPerSide, JudgeBudget{}.playoutsPerSide);
  DeadStoneJudge judge(glance);
  const StoneJudgment& j = judge.judge(g);
  EXPECT_EQ(j.dead, pointSet(g.geometry(), "B4"));
  EXPECT_TRUE(j.readings.empty());
}

}  // namespace
}  // namespace kosumi

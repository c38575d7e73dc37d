// The rules between the search's ranking and the move played (search/game_end/move_decision.h): not
// filling settled territory under territory scoring, playing on while the result is in doubt
// and where, not answering a pass with a pass that loses, a decided game's unsettled chain, and
// when to resign.
// Each test hands decideMove a ranking and a judgment written by hand, with no search.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include "engine/rules.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/game_end/pass_obstacles.h"
#include "search/game_end/move_decision.h"
#include "tests/support/diagram.h"
#include "tests/support/positions.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;
using test::kDeadStone;

TEST(MoveDecision, TerritoryRulesDoNotFillOwnTerritory) {
  Game g = gameFrom(kDeadStone, Rules::japanese());
  // Ownership as a search would see it: columns A-D Black's, E-G White's.
  Ownership own;
  own.playouts = 100;
  own.black.assign(kMaxPoints, 0);
  own.white.assign(kMaxPoints, 0);
  const Geometry& geo = g.geometry();
  for (int y = 0; y < 7; ++y)
    for (int x = 0; x < 7; ++x) (x <= 3 ? own.black : own.white)[geo.point(x, y)] = 1;
  const Point inside = at(geo, "A7");
  ASSERT_EQ(g.board().at(at(geo, "F4")), Color::White);
  EXPECT_TRUE(fillsSettledTerritory(g.board(), own, inside, Color::Black));
  EXPECT_FALSE(fillsSettledTerritory(g.board(), own, at(geo, "C4"), Color::Black));  // touches B4
  EXPECT_FALSE(fillsSettledTerritory(g.board(), own, at(geo, "F2"), Color::Black));

  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0;
  in.ranked = {{inside, 100, 0.9}, {kPass, 50, 0.9}};
  EXPECT_EQ(decideMove(g, in, own).move, kPass);
  // Under area scoring the same move costs nothing, and the search's choice stands.
  g.setRules(Rules::chinese());
  EXPECT_EQ(decideMove(g, in, own).move, inside);
}

TEST(MoveDecision, PlayingOnUnderTerritoryScoringSpendsAPointOnlyWhereTheGameHangsOnIt) {
  // White has just passed. The judge calls the White stone at B4 dead and the Black one at G4
  // alive, both doubtful, so Black's win hangs on them; its reading attacks B4 at C4, inside
  // Black's own territory. F4, next to G4, is outside it.
  constexpr const char* kTwoDoubtfulStones = R"(
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . O . X O . X
    . . . X O . .
    . . . X O . .
    . . . X O . .
  )";
  Game g = gameFrom(kTwoDoubtfulStones, Rules::parse("japanese komi=6.5").value());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  const Geometry& geo = g.geometry();
  const Point invader = at(geo, "B4"), attack = at(geo, "C4"), elsewhere = at(geo, "F4");
  StoneJudgment j;
  j.dead.set(invader);
  j.doubtful.set(invader);
  j.doubtful.set(at(geo, "G4"));
  ChainReading reading;
  reading.chain.set(invader);
  reading.attack = attack;
  j.readings.push_back(reading);
  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0;
  in.ranked = {{elsewhere, 100, 0.9}, {attack, 90, 0.9}, {kPass, 50, 0.9}};
  in.judgment = [&j]() -> const StoneJudgment& { return j; };
  const Ownership none;
  const auto decide = [&](const char* rules) {
    g.setRules(Rules::parse(rules).value());
    EXPECT_TRUE(checkEndOfGame(g, Color::Black, j).resultInDoubt) << rules;
    return decideMove(g, in, none).move;
  };
  // C4 costs a point and changes no verdict: Black plays on outside its territory.
  EXPECT_EQ(decide("japanese komi=6.5"), elsewhere);
  // B4 lives if White moves first, and Black would lose were it alive: worth the point, but a
  // move near the doubt that costs nothing comes first.
  j.unsettled.set(invader);
  EXPECT_EQ(decide("japanese komi=6.5"), elsewhere);
  in.ranked = {{attack, 90, 0.9}, {kPass, 50, 0.9}};
  EXPECT_EQ(decide("japanese komi=6.5"), attack);
  // The same chain when Black wins even with it alive: not worth it, and nothing else is left.
  EXPECT_EQ(decide("japanese komi=-0.5"), kPass);
  // Under area scoring the stone costs nothing, and the reading's move settles the doubt.
  j.unsettled = Bitboard();
  in.ranked = {{elsewhere, 100, 0.9}, {attack, 90, 0.9}, {kPass, 50, 0.9}};
  EXPECT_EQ(decide("chinese komi=0.5"), attack);
}

TEST(MoveDecision, UnderTerritoryScoringPassesRatherThanSpendAPointNoReadingAskedFor) {
  // White has just passed. The judge counts Black's wall alive but doubtful: were it dead, White
  // would win. Every move Black has is inside its own territory.
  constexpr const char* kDoubtfulWall = R"(
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X X O .
    . . . X O . .
    . . . X O . .
    . . . X O . .
  )";
  Game g = gameFrom(kDoubtfulWall, Rules::parse("japanese komi=6.5").value());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  const Geometry& geo = g.geometry();
  const Point inside = at(geo, "B4"), defence = at(geo, "C4");
  StoneJudgment j;
  j.doubtful = g.board().chainStones(at(geo, "D4"));
  ASSERT_EQ(j.doubtful.count(), 8);
  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0;
  in.ranked = {{inside, 100, 0.9}, {defence, 90, 0.9}, {kPass, 50, 0.9}};
  in.judgment = [&j]() -> const StoneJudgment& { return j; };
  const Ownership none;
  ASSERT_TRUE(checkEndOfGame(g, Color::Black, j).resultInDoubt);
  // Unread, the wall gets no move: B4 would cost a point and settle nothing.
  EXPECT_EQ(decideMove(g, in, none).move, kPass);
  // Read, the wall's defence is worth the point: the game hangs on the wall.
  ChainReading reading;
  reading.chain = j.doubtful;
  reading.defend = defence;
  j.readings.push_back(reading);
  EXPECT_EQ(decideMove(g, in, none).move, defence);
  // Under area scoring a move inside costs nothing: the search's first choice near the wall.
  j.readings.clear();
  g.setRules(Rules::parse("chinese komi=6.5").value());
  EXPECT_NE(decideMove(g, in, none).move, kPass);
}

TEST(MoveDecision, TheMoveNearTheDoubtIsNearItOnTheBoardNotAcrossTheEdge) {
  // Black has just passed (regress/endgame/after-pass.tst, problem 4). Black's corner A2-D2-D1 is
  // dead unless Black moves first, and the judge doubts it; its reading kills at B1, inside
  // White's territory by the judge's count. J1 is a point of the row below A2 only through the
  // wall column between the rows: it is nowhere near the corner, and the search's move there is
  // no move "near the doubt".
  Game g(9, Rules::parse("japanese komi=4.5").value());
  for (const char* v : {"F9", "F8", "F7", "F6", "F5", "F4", "F3", "A2", "B2", "C2", "D2", "F2", "D1", "F1"})
    ASSERT_TRUE(g.addSetupStones(Color::Black, {at(g.geometry(), v)}, false).ok());
  for (const char* v : {"E9", "E8", "E7", "E6", "E5", "E4", "A3", "B3", "C3", "D3", "E3", "E2", "E1"})
    ASSERT_TRUE(g.addSetupStones(Color::White, {at(g.geometry(), v)}, false).ok());
  ASSERT_TRUE(g.play(Color::Black, kPass).ok());
  const Geometry& geo = g.geometry();
  const Point kill = at(geo, "B1"), farSide = at(geo, "J1");
  StoneJudgment j;
  const Bitboard corner = g.board().chainStones(at(geo, "A2"));
  ASSERT_EQ(corner.count(), 5);
  j.dead = j.unsettled = j.doubtful = corner;
  ChainReading reading;
  reading.chain = corner;
  reading.attack = reading.defend = kill;
  j.readings.push_back(reading);
  DecisionInput in;
  in.color = Color::White;
  in.resignThreshold = 0;
  // As the search ranked them: the kill first, then moves in Black's area, J1 among them.
  in.ranked = {{kill, 1679, 0.85}, {at(geo, "H2"), 39, 0.46}, {farSide, 0, 0.5}, {kPass, 3, 0.0}};
  in.judgment = [&j]() -> const StoneJudgment& { return j; };
  const Ownership none;
  ASSERT_TRUE(checkEndOfGame(g, Color::White, j).resultInDoubt);
  EXPECT_EQ(decideMove(g, in, none).move, kill);
}

TEST(MoveDecision, DoesNotAnswerAPassWithAPassThatLosesByTheJudgesCount) {
  // White has just passed and the search likes the pass too; the judge finds nothing dead.
  constexpr const char* kSettled = R"(
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
  )";
  const StoneJudgment j;
  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0;
  in.judgment = [&j]() -> const StoneJudgment& { return j; };
  const Ownership none;
  for (const char* rules : {"japanese", "chinese"}) {
    // Black's 21 points against White's 14: komi 6.5 leaves Black the winner, 7.5 does not.
    for (const double komi : {6.5, 7.5}) {
      Game g = gameFrom(kSettled, Rules::parse(fmt::format("{} komi={}", rules, komi)).value());
      ASSERT_TRUE(g.play(Color::White, kPass).ok());
      const Point invasion = at(g.geometry(), "G4");
      in.ranked = {{kPass, 100, 0.7}, {invasion, 50, 0.4}};
      const Point move = decideMove(g, in, none).move;
      if (komi < 7) {
        EXPECT_EQ(move, kPass) << rules << " komi " << komi;
      } else {
        EXPECT_EQ(move, invasion) << rules << " komi " << komi;
      }
    }
  }
}

TEST(MoveDecision, ADecidedGamesUnsettledChainGetsTheJudgesReading) {
  // Black's chain B6-D6, White's E3-G3 and White's B1-C1, with the readings a judge could have
  // made of them, largest first; which of them are unsettled varies below.
  constexpr const char* kThreeChains = R"(
    . . . . . . .
    . X X X . . .
    . . . . . . .
    . . . . . . .
    . . . . O O O
    . . . . . . .
    . O O . . . .
  )";
  Game g = gameFrom(kThreeChains);
  const Geometry& geo = g.geometry();
  const Point elsewhere = at(geo, "A4"), defence = at(geo, "C5"), attack = at(geo, "F2"), smallAttack = at(geo, "B2");
  const Bitboard black = g.board().chainStones(at(geo, "B6")), white = g.board().chainStones(at(geo, "E3")),
                 smallWhite = g.board().chainStones(at(geo, "B1"));
  StoneJudgment j;
  j.readings = {{black, at(geo, "C7"), defence}, {white, attack, at(geo, "F4")}, {smallWhite, smallAttack, kNullPoint}};
  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0;
  in.readDecidedFights = true;
  in.judgment = [&j]() -> const StoneJudgment& { return j; };
  const Ownership none;
  double attackBehind = 0.04;  // the attack's win rate below the search's best
  const auto decide = [&](double best) {
    in.ranked = {{elsewhere, 100, best}, {defence, 50, best - 0.02}, {attack, 10, best - attackBehind}};
    return decideMove(g, in, none);
  };
  // Nothing unsettled: the search's move.
  EXPECT_EQ(decide(0.9).move, elsewhere);
  // The player's own unsettled chain gets its defence, with the search's win rate for it, in a
  // game won or lost; not in a game still open.
  j.unsettled = black;
  EXPECT_EQ(decide(0.9).move, defence);
  EXPECT_DOUBLE_EQ(decide(0.9).winrate, 0.88);
  EXPECT_EQ(decide(0.2).move, defence);
  EXPECT_EQ(decide(1 - kDecidedWinrate).move, defence);
  EXPECT_EQ(decide(0.6).move, elsewhere);
  EXPECT_EQ(decide(0.3).move, elsewhere);
  // The opponent's gets the attack; the largest of several comes first.
  j.unsettled = white;
  EXPECT_EQ(decide(0.9).move, attack);
  EXPECT_DOUBLE_EQ(decide(0.9).winrate, 0.86);
  j.unsettled = white | black;
  EXPECT_EQ(decide(0.9).move, defence);
  // Not a move the search found clearly worse than its best, nor one it did not try.
  j.unsettled = white;
  attackBehind = kDecidedFightSlack + 0.01;
  EXPECT_EQ(decide(0.9).move, elsewhere);
  EXPECT_EQ(decide(0.1).move, elsewhere);
  attackBehind = kDecidedFightSlack - 0.01;
  EXPECT_EQ(decide(0.1).move, attack);
  in.ranked.pop_back();
  EXPECT_EQ(decideMove(g, in, none).move, elsewhere);
  attackBehind = 0.04;
  // A chain of two stones is not worth overriding the search for.
  j.unsettled = smallWhite;
  EXPECT_EQ(decide(0.9).move, elsewhere);
  // A reading's move that cannot be played gives way to the next chain's.
  j.unsettled = white | black;
  j.readings[0].defend = at(geo, "E3");
  EXPECT_EQ(decide(0.9).move, attack);
  // Not when the option is off, nor for cleanup, nor without a judge.
  in.readDecidedFights = false;
  EXPECT_EQ(decide(0.9).move, elsewhere);
  in.readDecidedFights = true;
  in.cleanup = true;
  EXPECT_EQ(decide(0.9).move, elsewhere);
  in.cleanup = false;
  in.judgment = nullptr;
  EXPECT_EQ(decide(0.9).move, elsewhere);
}


TEST(MoveDecision, ResignsOnlyPastTheOpeningAfterEnoughPlayouts) {
  Game g(9);
  DecisionInput in;
  in.color = Color::Black;
  in.resignThreshold = 0.1;
  in.rootVisits = kMinResignVisits;
  in.ranked = {{at(g.geometry(), "E5"), 900, 0.02}};
  Ownership none;
  EXPECT_FALSE(decideMove(g, in, none).resign);  // the opening
  for (int i = 0; i < 30; ++i) ASSERT_TRUE(g.play(g.toMove(), kPass).ok());
  EXPECT_TRUE(decideMove(g, in, none).resign);
  in.rootVisits = kMinResignVisits - 1;
  EXPECT_FALSE(decideMove(g, in, none).resign);
  in.rootVisits = kMinResignVisits;
  in.resignThreshold = 0;
  EXPECT_FALSE(decideMove(g, in, none).resign);
}

}  // namespace
}  // namespace kosumi

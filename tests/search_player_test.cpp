// The Go player behind search/player.h: legal moves (superko at the root included), exact
// playout counts, determinism, threads, the memory bound, tree reuse, and how games end under
// each rule set (passing, capturing dead stones under dead=as-is and cleanup, dead-stone
// judgment). Small boards and playout counts keep it fast under sanitizers.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "engine/rules.h"
#include "engine/vertex.h"
#include "playouts/move_model.h"
#include "search/dead_stone_judge.h"
#include "search/end_of_game.h"
#include "search/mcts_player.h"
#include "search/move_decision.h"
#include "search/player.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;

PlayerOptions fixedOptions(long playouts, int threads, uint64_t seed = 7) {
  PlayerOptions o;
  o.playouts = playouts;
  o.threads = threads;
  o.seed = seed;
  o.maxMemoryBytes = size_t(16) << 20;
  return o;
}

// A request for c with every other field at its default.
MoveRequest request(Color c) {
  MoveRequest r;
  r.color = c;
  return r;
}

Game openingGame() {
  Game g(9);
  for (const char* v : {"E5", "C3", "G7", "D7"}) EXPECT_TRUE(g.play(g.toMove(), at(g.geometry(), v)).ok());
  return g;
}

TEST(SearchPlayer, SmallBoardsTrustRaveValuesForFewerVisitsUnlessSetByHand) {
  PlayerOptions o = fixedOptions(100, 1);
  EXPECT_EQ(treeParams(o, 9).raveEquivalence, kSmallBoardRaveEquivalence);
  EXPECT_EQ(treeParams(o, 7).raveEquivalence, kSmallBoardRaveEquivalence);
  EXPECT_EQ(treeParams(o, 13).raveEquivalence, SearchParams{}.raveEquivalence);
  EXPECT_EQ(treeParams(o, 19).raveEquivalence, SearchParams{}.raveEquivalence);
  EXPECT_NE(kSmallBoardRaveEquivalence, SearchParams{}.raveEquivalence);
  ASSERT_TRUE(o.tuning.set("rave=3000").ok());
  EXPECT_EQ(treeParams(o, 9).raveEquivalence, 3000);
  EXPECT_EQ(treeParams(o, 19).raveEquivalence, 3000);
  // The other constants do not depend on the size.
  EXPECT_EQ(treeParams(o, 9).exploration, treeParams(o, 19).exploration);
  EXPECT_EQ(treeParams(o, 9).wideningVisits, treeParams(o, 19).wideningVisits);
}

TEST(SearchPlayer, SameSeedOneThreadSameMoveAndTree) {
  const Game g = openingGame();
  MctsPlayer a(fixedOptions(400, 1)), b(fixedOptions(400, 1));
  const MoveChoice ca = a.chooseMove(g, request(g.toMove()));
  const MoveChoice cb = b.chooseMove(g, request(g.toMove()));
  EXPECT_EQ(ca.move, cb.move);
  EXPECT_EQ(ca.winrate, cb.winrate);
  const SearchAnalysis aa = a.analysis(), ab = b.analysis();
  ASSERT_EQ(aa.candidates.size(), ab.candidates.size());
  for (size_t i = 0; i < aa.candidates.size(); ++i) {
    EXPECT_EQ(aa.candidates[i].move, ab.candidates[i].move);
    EXPECT_EQ(aa.candidates[i].visits, ab.candidates[i].visits);
  }
}

TEST(SearchPlayer, ExactPlayoutsAndVisitsWithTwoThreads) {
  Game g = openingGame();
  MctsPlayer p(fixedOptions(600, 2));
  const MoveChoice c = p.chooseMove(g, request(g.toMove()));
  EXPECT_EQ(c.playouts, 600);
  EXPECT_EQ(c.threads, 2);
  EXPECT_EQ(g.legality(g.toMove(), c.move), MoveLegality::Legal);
  long sum = 0;
  for (const CandidateMove& m : p.analysis().candidates) sum += m.visits;
  EXPECT_EQ(sum, 600);  // a fresh tree: every playout went through exactly one root child
  EXPECT_EQ(p.rootVisits(), 600);
  EXPECT_EQ(c.nodes, p.treeNodes());

  // The next move reuses the subtree: exactly 600 new playouts on top of the inherited ones.
  ASSERT_TRUE(g.play(g.toMove(), c.move).ok());
  const SearchAnalysis before = p.analysis();
  ASSERT_FALSE(before.candidates.empty());
  ASSERT_TRUE(g.play(g.toMove(), c.move == at(g.geometry(), "C7") ? at(g.geometry(), "F3")
                                                                  : at(g.geometry(), "C7")).ok());
  const MoveChoice next = p.chooseMove(g, request(g.toMove()));
  EXPECT_EQ(next.playouts, 600);
  EXPECT_GE(p.rootVisits(), 600);
  EXPECT_EQ(g.legality(g.toMove(), next.move), MoveLegality::Legal);
}

TEST(SearchPlayer, TimeBudgetAndInterruptEndTheSearch) {
  const Game g(9);
  PlayerOptions o = fixedOptions(0, 1);
  o.secondsPerMove = 0.1;
  MctsPlayer p(o);
  MoveChoice c = p.chooseMove(g, request(Color::Black));
  EXPECT_GT(c.playouts, 0);
  EXPECT_LT(c.seconds, 0.5);
  MoveRequest r = request(Color::Black);
  r.seconds = 0.1;  // the clock's budget overrides secondsPerMove
  o.secondsPerMove = 60;
  p.setOptions(o);
  c = p.chooseMove(g, r);
  EXPECT_LT(c.seconds, 0.5);
  // An interrupt already raised: the controller stops at its first check (every 16 playouts).
  const std::atomic<bool> stop{true};
  r.seconds = 60;
  r.interrupt = &stop;
  c = p.chooseMove(g, r);
  EXPECT_LE(c.playouts, 16);
  EXPECT_EQ(g.legality(Color::Black, c.move), MoveLegality::Legal);
}

TEST(SearchPlayer, MemoryBoundHolds) {
  PlayerOptions o = fixedOptions(2000, 2);
  o.maxMemoryBytes = 64 * 1024;
  MctsPlayer p(o);
  Game g(9);
  for (int i = 0; i < 3; ++i) {
    const MoveChoice c = p.chooseMove(g, request(g.toMove()));
    EXPECT_EQ(c.playouts, 2000);
    EXPECT_LE(p.treeNodes(), p.treeCapacity());
    EXPECT_LE(size_t(p.treeCapacity()) * NodePool::kBytesPerNode, o.maxMemoryBytes);
    ASSERT_EQ(g.legality(g.toMove(), c.move), MoveLegality::Legal);
    ASSERT_TRUE(g.play(g.toMove(), c.move).ok());
  }
  // The search did fill it: not even one more block of children (at most 82 nodes) fits.
  EXPECT_GT(p.treeNodes() + 82, p.treeCapacity());
}

// A ko Black took, then two passes: the board forgets the ko, but White retaking would repeat
// the position before Black's capture, which positional superko forbids.
TEST(SearchPlayer, NeverPlaysASuperkoMoveAtTheRoot) {
  Game g = gameFrom(R"(
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . X O . O . .
    . . X O . . .
    . . . . . . .
    . . . . . . .
  )");
  const Geometry& geo = g.geometry();
  ASSERT_TRUE(g.play(Color::Black, at(geo, "D4")).ok());  // captures C4
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  ASSERT_TRUE(g.play(Color::Black, kPass).ok());
  const Point retake = at(geo, "C4");
  ASSERT_EQ(g.board().check(retake, Color::White), MoveLegality::Legal);
  ASSERT_EQ(g.legality(Color::White, retake), MoveLegality::Superko);
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    MctsPlayer p(fixedOptions(200, 1, seed));
    const MoveChoice c = p.chooseMove(g, request(Color::White));
    EXPECT_NE(c.move, retake);
    EXPECT_EQ(g.legality(Color::White, c.move), MoveLegality::Legal);
    for (const CandidateMove& m : p.analysis().candidates) EXPECT_NE(m.move, retake);
  }
}

// Black's wall on D; White owns E-G with two eyes, so Black has nowhere to invade; a dead White
// stone at B4 inside Black's side. With komi 6.5, Black wins by half a point once B4 is gone
// (28 to 21 + 6.5), and loses while it stands on the board: B4 is White's, and at least one of
// its liberties is nobody's, so Black has at most 26.
constexpr const char* kDeadStone = R"(
  . . . X O O O
  . . . X O . O
  . . . X O O O
  . O . X O O O
  . . . X O O O
  . . . X O . O
  . . . X O O O
)";

// Black moves, White passes, until Black passes; returns Black's moves.
int playOutAgainstPasses(Game& g, Player& black, bool cleanup) {
  for (int moves = 0; moves < 24; ++moves) {
    EXPECT_TRUE(g.play(Color::White, kPass).ok());
    MoveRequest r = request(Color::Black);
    r.cleanup = cleanup;
    const MoveChoice c = black.chooseMove(g, r);
    EXPECT_FALSE(c.resign);
    if (c.move == kPass) return moves;
    EXPECT_TRUE(g.play(Color::Black, c.move).ok());
  }
  ADD_FAILURE() << "Black never passed";
  return -1;
}

TEST(SearchPlayer, AsIsCapturesDeadStonesBeforePassing) {
  Game g = gameFrom(kDeadStone, Rules::parse("chinese dead=as-is komi=6.5").value());
  MctsPlayer p(fixedOptions(500, 1));
  const int moves = playOutAgainstPasses(g, p, false);
  EXPECT_GE(moves, 3);  // B4 has four liberties: at least three of them must be filled
  EXPECT_EQ(g.board().at(at(g.geometry(), "B4")), Color::Empty) << g.board().toString();
  EXPECT_GT(g.score(Bitboard()).margin(), 0);
}

TEST(SearchPlayer, CleanupCapturesDeadStonesBeforePassing) {
  Game g = gameFrom(kDeadStone, Rules::parse("chinese komi=6.5").value());
  MctsPlayer p(fixedOptions(500, 1));
  const int moves = playOutAgainstPasses(g, p, true);
  EXPECT_GE(moves, 3);
  EXPECT_EQ(g.board().at(at(g.geometry(), "B4")), Color::Empty);
}

TEST(SearchPlayer, MarkedPassesWhenNothingIsInDoubt) {
  // B4 stands in a two-line strip, too narrow to live in even with the first move: dead beyond
  // doubt. With it removed Black has 7 stones + 14 points = 21 and White 28, so with komi -7.5
  // Black wins by half a point.
  Game g = gameFrom(R"(
    . . X O O O O
    . . X O . O O
    . . X O O O O
    . O X O O O O
    . . X O O . O
    . . X O O O O
    . . X O O O O
  )", Rules::parse("chinese komi=-7.5").value());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  MctsPlayer p(fixedOptions(500, 1));
  EXPECT_EQ(p.chooseMove(g, request(Color::Black)).move, kPass);
}

TEST(SearchPlayer, MarkedPlaysOnWhileTheResultIsInDoubt) {
  // B4 in the three-line strip is dead, but White moving first could fight there, so the judge
  // keeps it in doubt; Black wins only with it dead. Black plays on inside its area (free under
  // area scoring) until the judge has no doubt left, and only then passes, with the win.
  Game g = gameFrom(kDeadStone, Rules::parse("chinese komi=6.5").value());
  {
    DeadStoneJudge judge;
    ASSERT_TRUE(judge.judge(g).doubtful.test(at(g.geometry(), "B4")));
  }
  MctsPlayer p(fixedOptions(500, 1));
  const int moves = playOutAgainstPasses(g, p, false);
  EXPECT_GE(moves, 1);
  DeadStoneJudge judge;
  const StoneJudgment& j = judge.judge(g);
  EXPECT_TRUE(j.doubtful.empty()) << g.board().toString();
  EXPECT_GT(g.score(j.dead).margin(), 0) << g.board().toString();
}

TEST(SearchPlayer, TerritoryRulesDoNotFillOwnTerritory) {
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

TEST(SearchPlayer, PlayingOnUnderTerritoryScoringSpendsAPointOnlyWhereTheGameHangsOnIt) {
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

TEST(SearchPlayer, UnderTerritoryScoringPassesRatherThanSpendAPointNoReadingAskedFor) {
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

TEST(SearchPlayer, TheMoveNearTheDoubtIsNearItOnTheBoardNotAcrossTheEdge) {
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

TEST(SearchPlayer, DoesNotAnswerAPassWithAPassThatLosesByTheJudgesCount) {
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

TEST(SearchPlayer, ADecidedGamesUnsettledChainGetsTheJudgesReading) {
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
  const auto decide = [&](double best) {
    in.ranked = {{elsewhere, 100, best}, {defence, 50, best - 0.02}, {attack, 10, best - 0.1}};
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
  j.unsettled = white | black;
  EXPECT_EQ(decide(0.9).move, defence);
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

TEST(SearchPlayer, ReadsTheDecidedGamesCornerWhenAsked) {
  // regress/life/eyes-mirrored.tst problem 1: Black's straight three G1-J1 under White's wall,
  // Black to live at H1, White far ahead on the open board. The search of 20,000 playouts on one
  // thread values a move on the open board as highly (H5 in the Release build); the judge's
  // reading of the corner finds H1.
  Game g(9);
  const Geometry& geo = g.geometry();
  for (const char* v : {"J2", "J3", "H2", "H3", "G2", "G3", "F2", "F3", "F1", "E3"})
    ASSERT_TRUE(g.play(g.toMove(), at(geo, v)).ok());
  for (const char* v : {"E2", "E1"}) ASSERT_TRUE(g.play(Color::White, at(geo, v)).ok());
  auto model = MoveModel::load(std::string(KOSUMI_SOURCE_DIR) + "/playouts/models/moves.kmm");
  ASSERT_TRUE(model) << model.error();
  PlayerOptions o = fixedOptions(20000, 1, 1);
  o.maxMemoryBytes = size_t(1) << 30;
  o.moveModel = std::make_shared<const MoveModel>(std::move(*model));
  o.readDecidedFights = true;
  MctsPlayer player(o);
  const MoveChoice c = player.chooseMove(g, request(Color::Black));
  EXPECT_EQ(c.move, at(geo, "H1")) << formatVertex(c.move, geo);
}

TEST(SearchPlayer, ScoreValuedPlayoutsLeaveTheReportedWinRateReal) {
  // Four stones on 9x9 at komi 0.5: lost for White. Score-valued playouts (--score-weight) keep
  // the tree's values near even, but what the player reports, and what resigning would read, is
  // the real win rate.
  Game g(9, Rules::parse("chinese komi=0.5").value());
  ASSERT_TRUE(g.addSetupStones(Color::Black, test::points(g.geometry(), "C3 G3 C7 G7"), true).ok());
  ASSERT_EQ(g.handicap(), 4);
  MoveRequest r;
  r.color = Color::White;
  PlayerOptions o = fixedOptions(3000, 1);
  o.scoreWeight = 0.5;
  MctsPlayer half(o);
  const MoveChoice c = half.chooseMove(g, r);
  EXPECT_LT(c.winrate, 0.3);
  const SearchAnalysis a = half.analysis();
  ASSERT_FALSE(a.candidates.empty());
  EXPECT_LT(a.candidates.front().winrate, 0.3);
  // Every playout valued by score: still the real win rate.
  o.scoreWeight = 1.0;
  MctsPlayer byScore(o);
  EXPECT_LT(byScore.chooseMove(g, r).winrate, 0.3);
}

TEST(SearchPlayer, EachCandidateReportsTheMarginOfItsOwnPlayouts) {
  // Black's A5-D5 and White's A4-D4 are both in atari: whoever takes first wins the fight, so the
  // candidates' margins differ widely. Every playout of a fresh search starts with one root move,
  // so the candidates' margins weighted by their visits make up the root's, from either side.
  Game game = gameFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X . . . . .
    O O O O . . . . .
    X X X X X . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  for (Color toMove : {Color::Black, Color::White}) {
    if (toMove == Color::White) {
      ASSERT_TRUE(game.play(Color::Black, kPass).ok());
    }
    std::unique_ptr<Player> player = makePlayer(fixedOptions(2000, 1));
    player->chooseMove(game, request(toMove));
    const SearchAnalysis a = player->analysis();
    ASSERT_TRUE(a.scoreLead.has_value());
    ASSERT_GE(a.candidates.size(), 2u);
    double weighted = 0, lowest = 1e9, highest = -1e9;
    long visits = 0;
    for (const CandidateMove& c : a.candidates) {
      ASSERT_TRUE(c.scoreLead.has_value()) << formatVertex(c.move, game.geometry());
      weighted += double(c.visits) * *c.scoreLead;
      visits += c.visits;
      lowest = std::min(lowest, *c.scoreLead);
      highest = std::max(highest, *c.scoreLead);
    }
    EXPECT_EQ(visits, 2000);
    EXPECT_NEAR(weighted / double(visits), *a.scoreLead, 1e-6);
    EXPECT_GT(highest - lowest, 1.0);
  }
}

TEST(SearchPlayer, ResignsOnlyPastTheOpeningAfterEnoughPlayouts) {
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

TEST(SearchPlayer, LevelsKeepTheirBudgetAndSearchWithoutTheModel) {
  PlayerOptions o;
  o.moveModel = std::make_shared<const MoveModel>();
  o.playouts = 0;
  o.readDecidedFights = true;
  for (int level = 2; level <= 10; ++level) {
    o.level = level;
    const PlayerOptions e = levelOptions(o);
    EXPECT_EQ(e.mode, "normal");
    EXPECT_EQ(e.playouts, 25L << (level - 2));
    EXPECT_EQ(e.moveModel, nullptr) << level;
    EXPECT_FALSE(e.readDecidedFights) << level;
  }
  o.level = 1;
  EXPECT_EQ(levelOptions(o).mode, "beginner");
  // Without a level the options stand, the model included.
  o.level = 0;
  EXPECT_NE(levelOptions(o).moveModel, nullptr);
  EXPECT_TRUE(levelOptions(o).readDecidedFights);
}

}  // namespace
}  // namespace kosumi

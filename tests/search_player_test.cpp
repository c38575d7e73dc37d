// The Go player behind search/player.h: legal moves (superko at the root included), exact
// playout counts, determinism, threads, the memory bound, tree reuse, and how games end under
// each rule set (passing, capturing dead stones under dead=as-is and cleanup, dead-stone
// judgment), played through the search; the decision rules alone, on rankings written by hand,
// are in move_decision_test. Small boards and playout counts keep it fast under sanitizers.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules.h"
#include "engine/vertex.h"
#include "playouts/move_model.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/mcts_player.h"
#include "search/player.h"
#include "tests/support/diagram.h"
#include "tests/support/positions.h"

namespace kosumi {
namespace {

using test::at;
using test::gameFrom;
using test::kDeadStone;

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
  SearchTuning t;
  EXPECT_EQ(searchParams(t, 9, false).raveEquivalence, kSmallBoardRaveEquivalence);
  EXPECT_EQ(searchParams(t, 7, false).raveEquivalence, kSmallBoardRaveEquivalence);
  EXPECT_EQ(searchParams(t, 13, false).raveEquivalence, SearchParams{}.raveEquivalence);
  EXPECT_EQ(searchParams(t, 19, true).raveEquivalence, SearchParams{}.raveEquivalence);
  EXPECT_NE(kSmallBoardRaveEquivalence, SearchParams{}.raveEquivalence);
  t.rave = 3000;
  EXPECT_EQ(searchParams(t, 9, false).raveEquivalence, 3000);
  EXPECT_EQ(searchParams(t, 19, false).raveEquivalence, 3000);
  // The other constants do not depend on the size.
  EXPECT_EQ(searchParams(t, 9, true).exploration, searchParams(t, 19, true).exploration);
  EXPECT_EQ(searchParams(t, 9, true).wideningVisits, searchParams(t, 19, true).wideningVisits);
}

TEST(SearchPlayer, TheExplorationConstantIsSetByHandOnEverySize) {
  SearchTuning t;
  EXPECT_EQ(searchParams(t, 9, true).exploration, SearchParams{}.exploration);
  EXPECT_EQ(searchParams(t, 19, false).exploration, SearchParams{}.exploration);
  t.exploration = 0.3;
  EXPECT_EQ(searchParams(t, 9, true).exploration, 0.3);
  EXPECT_EQ(searchParams(t, 19, true).exploration, 0.3);
}

TEST(SearchPlayer, AMoveModelWidensTheTreeAndWeighsInThePriorsUnlessSetByHand) {
  SearchTuning t;
  EXPECT_EQ(searchParams(t, 19, false).wideningVisits, 0);
  EXPECT_EQ(searchParams(t, 19, true).wideningVisits, kModelWideningVisits);
  EXPECT_EQ(searchParams(t, 19, true).priorWeight, SearchParams{}.priorWeight);
  EXPECT_EQ(searchParams(t, 13, true).priorWeight, SearchParams{}.priorWeight);
  // Small boards weigh the priors more.
  EXPECT_EQ(searchParams(t, 9, true).priorWeight, kSmallBoardPriorWeight);
  EXPECT_EQ(searchParams(t, 5, false).priorWeight, kSmallBoardPriorWeight);
  EXPECT_NE(kSmallBoardPriorWeight, SearchParams{}.priorWeight);
  t.widening = 0;
  t.priorWeight = 12.5;
  t.expand = 3;
  EXPECT_EQ(searchParams(t, 19, true).wideningVisits, 0);
  EXPECT_EQ(searchParams(t, 9, true).priorWeight, 12.5);
  EXPECT_EQ(searchParams(t, 19, true).priorWeight, 12.5);
  EXPECT_EQ(searchParams(t, 9, true).expandVisits, 3u);
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

TEST(SearchPlayer, ReadsTheDecidedGamesCorner) {
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
  ASSERT_TRUE(readsDecidedFights(o, 9));  // the default
  MctsPlayer player(o);
  const MoveChoice c = player.chooseMove(g, request(Color::Black));
  EXPECT_EQ(c.move, at(geo, "H1")) << formatVertex(c.move, geo);
}

TEST(SearchPlayer, ReadsDecidedFightsOnSmallBoardsByDefault) {
  PlayerOptions o;
  EXPECT_TRUE(readsDecidedFights(o, 9));
  EXPECT_TRUE(readsDecidedFights(o, 7));
  EXPECT_FALSE(readsDecidedFights(o, 13));
  EXPECT_FALSE(readsDecidedFights(o, 19));
  o.readDecidedFights = DecidedFightReading::On;
  EXPECT_TRUE(readsDecidedFights(o, 19));
  o.readDecidedFights = DecidedFightReading::Off;
  EXPECT_FALSE(readsDecidedFights(o, 9));
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

TEST(SearchPlayer, LevelsKeepTheirBudgetAndSearchWithTheModel) {
  PlayerOptions o;
  o.moveModel = std::make_shared<const MoveModel>();
  o.playouts = 0;
  o.secondsPerMove = 5;
  o.readDecidedFights = DecidedFightReading::On;
  for (int level = 2; level <= 10; ++level) {
    o.level = level;
    const PlayerOptions e = levelOptions(o);
    EXPECT_EQ(e.mode, "normal");
    const long playouts[] = {25, 100, 200, 400, 800, 2500, 6000, 12800, 0};
    EXPECT_EQ(e.playouts, playouts[level - 2]) << level;
    // Level 10 is the normal player at one second a move, whatever the options asked for.
    if (level == 10) {
      EXPECT_DOUBLE_EQ(e.secondsPerMove, 1.0);
    }
    EXPECT_EQ(e.moveModel, o.moveModel) << level;
    EXPECT_EQ(e.readDecidedFights, DecidedFightReading::Off) << level;
  }
  // Without a model loaded a level searches without one.
  o.level = 5;
  PlayerOptions withoutModel = o;
  withoutModel.moveModel.reset();
  EXPECT_EQ(levelOptions(withoutModel).moveModel, nullptr);
  o.level = 1;
  EXPECT_EQ(levelOptions(o).mode, "beginner");
  // Without a level the options stand, the model included.
  o.level = 0;
  EXPECT_NE(levelOptions(o).moveModel, nullptr);
  EXPECT_EQ(levelOptions(o).readDecidedFights, DecidedFightReading::On);
}

TEST(SearchPlayer, LevelsOpenOnTheThirdAndFourthLines) {
  // On 19x19 the first moves go to the third and fourth lines, where a corner is taken with the
  // fewest stones; a second-line move there gives the opponent the outside. A searching level
  // plays its first move there, and its answer to it; three levels keep the test quick: the
  // lowest, and two whose searches opened on the second line without the model.
  auto model = MoveModel::load(std::string(KOSUMI_SOURCE_DIR) + "/playouts/models/moves.kmm");
  ASSERT_TRUE(model) << model.error();
  PlayerOptions o = fixedOptions(0, 1, 1);
  o.moveModel = std::make_shared<const MoveModel>(std::move(*model));
  const auto line = [](const Geometry& geo, Point p) {
    const int n = geo.size(), x = geo.x(p), y = geo.y(p);
    return std::min({x, y, n - 1 - x, n - 1 - y}) + 1;
  };
  for (int level : {2, 4, 6}) {
    o.level = level;
    Game g(19);
    const Geometry& geo = g.geometry();
    const std::unique_ptr<Player> player = makePlayer(o);
    const MoveChoice first = player->chooseMove(g, request(Color::Black));
    ASSERT_TRUE(geo.onBoard(first.move)) << level;
    EXPECT_GE(line(geo, first.move), 3) << level << " " << formatVertex(first.move, geo);
    EXPECT_LE(line(geo, first.move), 4) << level << " " << formatVertex(first.move, geo);
    ASSERT_TRUE(g.play(Color::Black, first.move).ok());
    const MoveChoice answer = player->chooseMove(g, request(Color::White));
    ASSERT_TRUE(geo.onBoard(answer.move)) << level;
    EXPECT_GE(line(geo, answer.move), 3) << level << " " << formatVertex(answer.move, geo);
    EXPECT_LE(line(geo, answer.move), 4) << level << " " << formatVertex(answer.move, geo);
  }
}

}  // namespace
}  // namespace kosumi

// The game: ko under each ko rule, superko cycles, undo, setup stones, refused input, and a random
// stress with undo round-trips on every size from 2x2 to 25x25.
#include <gtest/gtest.h>

#include <random>

#include "engine/game.h"
#include "engine/vertex.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::diagramOf;
using test::gameFrom;
using test::normalised;

Rules withKo(KoRule ko) {
  Rules r = Rules::chinese();
  r.ko = ko;
  return r;
}

void play(Game& g, Color c, const char* vertex) {
  const Status s = g.play(c, vertex == std::string("pass") ? kPass : at(g.geometry(), vertex));
  ASSERT_TRUE(s.ok()) << colorLetter(c) << " " << vertex << ": " << s.error() << "\n" << g.board().toString();
  ASSERT_EQ(g.board().consistencyError(), "");
}

MoveLegality legality(const Game& g, Color c, const char* vertex) {
  return g.legality(c, at(g.geometry(), vertex));
}

constexpr const char* kKo = R"(
  . . . . .
  . X O . .
  X O . O .
  . X O . .
  . . . . .
)";

class EveryKoRule : public ::testing::TestWithParam<KoRule> {};

TEST_P(EveryKoRule, ImmediateKoRecaptureIsRefusedAndLaterAllowed) {
  Game g = gameFrom(kKo, withKo(GetParam()));
  play(g, Color::Black, "C3");
  EXPECT_EQ(legality(g, Color::White, "B3"), MoveLegality::Ko);
  const uint64_t hash = g.board().hash();
  const Status refused = g.play(Color::White, at(g.geometry(), "B3"));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), "illegal move: ko");
  EXPECT_EQ(g.board().hash(), hash);  // nothing changed
  EXPECT_EQ(g.moves().size(), 1u);
  EXPECT_EQ(g.toMove(), Color::White);
  play(g, Color::White, "E5");  // ko threat and answer
  play(g, Color::Black, "E4");
  EXPECT_EQ(legality(g, Color::White, "B3"), MoveLegality::Legal);
  play(g, Color::White, "B3");
  EXPECT_EQ(legality(g, Color::Black, "C3"), MoveLegality::Ko);
}

INSTANTIATE_TEST_SUITE_P(Ko, EveryKoRule,
                         ::testing::Values(KoRule::Simple, KoRule::Positional, KoRule::Situational),
                         [](const auto& param) { return std::string(koRuleName(param.param)); });

// Three kos: Black takes one, White another, and so on; after six captures the position is the
// starting one with Black to move again.
constexpr const char* kTripleKo = R"(
  . X O . . . X O .
  X O . O . X O . O
  . X O . . . X O .
  . . . . . . . . .
  . X O . . . . . .
  X . X O . . . . .
  . X O . . . . . .
  . . . . . . . . .
  . . . . . . . . .
)";
const char* const kTripleKoCycle[6] = {"C8", "B4", "H8", "B8", "C4", "G8"};

TEST(Superko, TripleKoCycleIsRefusedBySuperkoAndAllowedBySimpleKo) {
  for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational}) {
    Game g = gameFrom(kTripleKo, withKo(ko));
    const std::string start = diagramOf(g.board());
    Color c = Color::Black;
    for (int i = 0; i < 5; ++i, c = opponent(c)) play(g, c, kTripleKoCycle[i]);
    const MoveLegality last = legality(g, Color::White, kTripleKoCycle[5]);
    if (ko == KoRule::Simple) {
      EXPECT_EQ(last, MoveLegality::Legal);
      play(g, Color::White, kTripleKoCycle[5]);
      EXPECT_EQ(diagramOf(g.board()), start);  // the cycle is complete and could go on forever
      EXPECT_EQ(g.board().captures(Color::Black), 3);
      EXPECT_EQ(g.board().captures(Color::White), 3);
    } else {
      EXPECT_EQ(last, MoveLegality::Superko) << koRuleName(ko);
      const Status s = g.play(Color::White, at(g.geometry(), kTripleKoCycle[5]));
      EXPECT_EQ(s.error(), "illegal move: superko");
      EXPECT_TRUE(g.wouldRepeat(Color::White, at(g.geometry(), kTripleKoCycle[5])));
    }
  }
}

// White plays A1 (sending two stones), Black takes both at C1, White retakes one at B1: the
// position after setup is back, three moves later. No single-stone ko is involved.
constexpr const char* kSendTwoReturnOne = R"(
  . . . .
  . . O .
  X X O .
  . O . O
)";

TEST(Superko, SendTwoReturnOneIsRefusedBySuperkoAndAllowedBySimpleKo) {
  for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational}) {
    Game g = gameFrom(kSendTwoReturnOne, withKo(ko));
    const std::string start = diagramOf(g.board());
    play(g, Color::Black, "pass");  // the start position, now with White to move
    play(g, Color::White, "A1");
    play(g, Color::Black, "C1");
    EXPECT_EQ(g.board().captures(Color::Black), 2);
    // B1 captures one stone but recreates the position after setup, Black to move, as then.
    if (ko == KoRule::Simple) {
      EXPECT_EQ(legality(g, Color::White, "B1"), MoveLegality::Legal);
      play(g, Color::White, "B1");
      EXPECT_EQ(diagramOf(g.board()), start);
    } else {
      EXPECT_EQ(legality(g, Color::White, "B1"), MoveLegality::Superko) << koRuleName(ko);
    }
  }
}

TEST(Superko, PositionalAndSituationalDisagreeWhenTheSideToMoveDiffers) {
  // Black moves first elsewhere, so the start position arises with White to move. The cycle
  // brings it back with Black to move: the same stones (positional superko forbids it) but not
  // the same situation (situational superko allows it).
  for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational}) {
    Game g = gameFrom(kSendTwoReturnOne, withKo(ko));
    play(g, Color::Black, "A4");
    play(g, Color::White, "A1");
    play(g, Color::Black, "C1");
    const MoveLegality expected = ko == KoRule::Positional ? MoveLegality::Superko : MoveLegality::Legal;
    EXPECT_EQ(legality(g, Color::White, "B1"), expected) << koRuleName(ko);
  }
  // The same with a ko and a move by the same colour twice (GTP allows it): the position before
  // Black's capture arose after Black's move, so White's retake makes it again with the other
  // side to move.
  for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational}) {
    Game g = gameFrom(kKo, withKo(ko));
    play(g, Color::Black, "E5");
    play(g, Color::Black, "C3");
    const MoveLegality expected = ko == KoRule::Situational ? MoveLegality::Legal : MoveLegality::Ko;
    EXPECT_EQ(legality(g, Color::White, "B3"), expected) << koRuleName(ko);
  }
}

TEST(Undo, TakesBackAnyNumberOfMovesButNeverSetupOrHandicapStones) {
  Game g = gameFrom(kKo);
  ASSERT_TRUE(g.addSetupStones(Color::Black, {at(g.geometry(), "E1")}, /*asHandicap=*/true).ok());
  EXPECT_EQ(g.handicap(), 1);
  EXPECT_EQ(g.toMove(), Color::White);
  const std::string setup = diagramOf(g.board());
  const uint64_t setupHash = g.board().hash();
  play(g, Color::White, "E5");
  play(g, Color::Black, "C3");  // a capture
  play(g, Color::White, "pass");
  play(g, Color::Black, "A1");
  const std::string afterFour = diagramOf(g.board());
  ASSERT_TRUE(g.undo());
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(g.board().captures(Color::Black), 1);
  EXPECT_EQ(legality(g, Color::White, "B3"), MoveLegality::Ko);  // the ko is back
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(g.board().captures(Color::Black), 0);
  ASSERT_TRUE(g.undo());
  EXPECT_EQ(diagramOf(g.board()), setup);
  EXPECT_EQ(g.board().hash(), setupHash);
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_FALSE(g.undo());  // setup and handicap stones stay
  EXPECT_EQ(diagramOf(g.board()), setup);
  EXPECT_EQ(g.handicap(), 1);
  EXPECT_EQ(g.board().consistencyError(), "");
  play(g, Color::White, "E5");
  play(g, Color::Black, "C3");
  play(g, Color::White, "pass");
  play(g, Color::Black, "A1");
  EXPECT_EQ(diagramOf(g.board()), afterFour);
}

TEST(Game, BadSizesAreRefusedAndChangeNothing) {
  for (int size : {1, 26, 0, -3}) {
    auto g = Game::create(size);
    ASSERT_FALSE(g.ok()) << size;
    EXPECT_NE(g.error().find(std::to_string(size)), std::string::npos) << g.error();
  }
  EXPECT_TRUE(Game::create(2).ok());
  EXPECT_TRUE(Game::create(25).ok());
  Game g(9);
  play(g, Color::Black, "E5");
  for (int size : {1, 26}) {
    const Status s = g.resize(size);
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error(), "unacceptable size " + std::to_string(size) + " (2 to 25)");
    EXPECT_EQ(g.size(), 9);
    EXPECT_EQ(g.moves().size(), 1u);
    EXPECT_EQ(g.board().at(at(g.geometry(), "E5")), Color::Black);
  }
  ASSERT_TRUE(g.resize(13).ok());
  EXPECT_EQ(g.size(), 13);
  EXPECT_TRUE(g.moves().empty());
  EXPECT_EQ(g.board().emptyCount(), 169);
}

TEST(Game, IllegalMovesNameTheirReasonAndChangeNothing) {
  Game g = gameFrom(R"(
    . O . .
    O X O .
    O . O .
    . O . .
  )");
  const uint64_t hash = g.board().hash();
  const Status occupied = g.play(Color::Black, at(g.geometry(), "B3"));
  EXPECT_EQ(occupied.error(), "illegal move: occupied");
  const Status suicide = g.play(Color::Black, at(g.geometry(), "B2"));
  EXPECT_EQ(suicide.error(), "illegal move: suicide");
  EXPECT_FALSE(g.play(Color::Black, kNullPoint).ok());
  EXPECT_EQ(g.board().hash(), hash);
  EXPECT_TRUE(g.moves().empty());
  EXPECT_EQ(g.toMove(), Color::Black);
  EXPECT_EQ(g.legality(Color::Black, kPass), MoveLegality::Legal);
}

TEST(Game, SetupStonesAreRefusedAfterMovesAndWhenTheyWouldCaptureOrDie) {
  Game g(5);
  EXPECT_FALSE(g.addSetupStones(Color::Black, {at(g.geometry(), "A1"), at(g.geometry(), "A1")}).ok());
  EXPECT_TRUE(g.setupStones().empty());
  ASSERT_TRUE(g.addSetupStones(Color::White, {at(g.geometry(), "A2"), at(g.geometry(), "B1")}).ok());
  const Status dies = g.addSetupStones(Color::Black, {at(g.geometry(), "A1")});
  EXPECT_FALSE(dies.ok());
  EXPECT_EQ(g.setupStones().size(), 2u);
  play(g, Color::Black, "C3");
  const Status late = g.addSetupStones(Color::Black, {at(g.geometry(), "E5")});
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.error(), "setup stones must come before the first move");
  EXPECT_EQ(g.board().at(at(g.geometry(), "E5")), Color::Empty);
  EXPECT_EQ(g.setupStones().size(), 2u);
}

// The perft of this engine: random games on every size, with round trips through undo that must
// restore hash and stones exactly, and legality answers that must agree with what play does.
TEST(Game, SaysWhetherTheOpponentJustPassed) {
  Game g(9);
  EXPECT_FALSE(g.opponentJustPassed(Color::Black));
  EXPECT_FALSE(g.opponentJustPassed(Color::White));
  ASSERT_TRUE(g.play(Color::Black, kPass).ok());
  EXPECT_TRUE(g.opponentJustPassed(Color::White));
  EXPECT_FALSE(g.opponentJustPassed(Color::Black));
  ASSERT_TRUE(g.play(Color::White, at(g.geometry(), "E5")).ok());
  EXPECT_FALSE(g.opponentJustPassed(Color::Black));
  ASSERT_TRUE(g.play(Color::Black, kPass).ok());
  ASSERT_TRUE(g.play(Color::White, kPass).ok());
  EXPECT_TRUE(g.opponentJustPassed(Color::Black));
  EXPECT_FALSE(g.opponentJustPassed(Color::White));
  // Undone, the pass no longer counts.
  ASSERT_TRUE(g.undo());
  EXPECT_TRUE(g.opponentJustPassed(Color::White));
}

TEST(Stress, RandomGamesWithUndoRoundTripsOnEverySize) {
  std::mt19937_64 rng(99);
  long moves = 0, probes = 0;
  for (int size = 2; size <= 25; ++size)
    for (KoRule ko : {KoRule::Simple, KoRule::Positional, KoRule::Situational}) {
      Game g(size, withKo(ko));
      const Geometry& geo = g.geometry();
      std::vector<uint64_t> hashes{g.board().hash()};
      std::vector<std::string> boards{diagramOf(g.board())};
      std::uniform_int_distribution<int> anyPoint(0, size * size - 1);
      const int length = std::min(2 * size * size, 300);
      for (int turn = 0; turn < length; ++turn) {
        const Color c = g.toMove();
        // Probe a few random points: legality must predict the outcome of play exactly.
        for (int k = 0; k < 3; ++k) {
          const Point p = geo.point(anyPoint(rng) % size, anyPoint(rng) / size);
          const MoveLegality predicted = g.legality(c, p);
          const uint64_t before = g.board().hash();
          const Status s = g.play(c, p);
          ++probes;
          ASSERT_EQ(s.ok(), predicted == MoveLegality::Legal) << formatVertex(p, geo);
          if (s.ok()) {
            ASSERT_TRUE(g.undo());
          } else {
            ASSERT_EQ(s.error(), std::string("illegal move: ") + legalityName(predicted));
          }
          ASSERT_EQ(g.board().hash(), before);
        }
        std::vector<Point> legal;
        for (int i = 0; i < g.board().emptyCount(); ++i)
          if (g.legality(c, g.board().emptyAt(i)) == MoveLegality::Legal) legal.push_back(g.board().emptyAt(i));
        const Point p = legal.empty() || rng() % 20 == 0 ? kPass : legal[rng() % legal.size()];
        ASSERT_TRUE(g.play(c, p).ok());
        ASSERT_EQ(g.board().consistencyError(), "") << "size " << size << " move " << turn;
        ++moves;
        hashes.push_back(g.board().hash());
        boards.push_back(diagramOf(g.board()));
        if (rng() % 16 == 0) {  // a round trip: back k moves, check, and forward again
          const int k = int(std::min<size_t>(1 + rng() % 6, g.moves().size()));
          const std::vector<MoveRecord> replay(g.moves().end() - k, g.moves().end());
          for (int i = 0; i < k; ++i) {
            ASSERT_TRUE(g.undo());
            ASSERT_EQ(g.board().hash(), hashes[hashes.size() - 2 - i]);
            ASSERT_EQ(diagramOf(g.board()), boards[boards.size() - 2 - i]);
            ASSERT_EQ(g.board().consistencyError(), "");
          }
          for (const MoveRecord& m : replay) ASSERT_TRUE(g.play(m.color, m.point).ok());
          ASSERT_EQ(g.board().hash(), hashes.back());
          ASSERT_EQ(diagramOf(g.board()), boards.back());
        }
      }
      while (g.undo()) {
      }
      EXPECT_EQ(g.board().hash(), hashes.front());
      EXPECT_EQ(diagramOf(g.board()), boards.front());
    }
  std::printf("stress: %ld moves, %ld legality probes\n", moves, probes);
  EXPECT_GT(moves, 10000);
}

}  // namespace
}  // namespace kosumi

// The heavy policy: answers to the last move on drawn positions (capturing a stone left in atari,
// saving a chain by extending or by capturing its attacker, refusing an extension that stays in
// atari, good shape next to the last move) and whole games that stay legal and never fill an eye.
#include "playouts/heavy_policy.h"

#include <gtest/gtest.h>

#include <set>

#include "playouts/playout.h"
#include "playouts/shape_patterns.h"
#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

// The policy's moves for c over many seeds.
std::set<Point> answers(const Board& b, Color c, int seeds = 40) {
  std::set<Point> out;
  for (int seed = 1; seed <= seeds; ++seed) {
    Rng rng{uint64_t(seed)};
    out.insert(HeavyPolicy::chooseHeavy(b, c, rng));
  }
  return out;
}

TEST(HeavyPolicy, CapturesTheLastStoneWhenItIsInAtari) {
  Board b = boardFrom(R"(
    . . . . .
    . . X . .
    . X . X .
    . . . . .
    . . . . .
  )");
  b.play(at(b.geometry(), "C3"), Color::White);
  EXPECT_EQ(answers(b, Color::Black), std::set<Point>{at(b.geometry(), "C2")});
}

TEST(HeavyPolicy, SavesAChainByExtendingOrByCapturingItsAttacker) {
  Board b = boardFrom(R"(
    . . . . .
    . X O . .
    . O X . .
    . X . . .
    . . . . .
  )");
  // White D3 puts C3 in atari; White B3 is itself in atari (its liberty is A3).
  b.play(at(b.geometry(), "D3"), Color::White);
  const Geometry& g = b.geometry();
  EXPECT_EQ(answers(b, Color::Black), (std::set<Point>{at(g, "C2"), at(g, "A3")}));
}

TEST(HeavyPolicy, DoesNotExtendIntoAnotherAtari) {
  Board b = boardFrom(R"(
    . . . . .
    . . . . .
    . O X O .
    . O . O .
    . . . . .
  )");
  // White C4 leaves C3 one liberty, C2, where the extension would keep only C1.
  b.play(at(b.geometry(), "C4"), Color::White);
  const std::set<Point> moves = answers(b, Color::Black);
  EXPECT_EQ(moves.count(at(b.geometry(), "C2")), 0u);
  EXPECT_EQ(moves.count(kPass), 0u);
}

TEST(HeavyPolicy, AnswersWithShapeNextToTheLastMove) {
  Board b = boardFrom(R"(
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
  )");
  // White C4 makes a cutting point at D4, between C5... the diagonal stones C5 (Black) and D5
  // (White) with White C4: Black's answers must be shape points around C4, the cut among them.
  b.play(at(b.geometry(), "C4"), Color::White);
  const Geometry& g = b.geometry();
  const std::set<Point> moves = answers(b, Color::Black, 80);
  const int s = g.stride();
  const Point last = at(g, "C4");
  for (Point p : moves) {
    const int d = int(p) - int(last);
    EXPECT_TRUE(d == -s - 1 || d == -s || d == -s + 1 || d == -1 || d == 1 || d == s - 1 || d == s ||
                d == s + 1)
        << "not next to the last move: " << p;
    EXPECT_TRUE(ShapePatterns::standard().matches(b, p)) << p;
  }
  EXPECT_EQ(moves.count(at(g, "D4")), 1u);
}

TEST(HeavyPolicy, WholeGamesStayLegalAndNeverFillAnOwnEye) {
  Rng rng(5);
  long moves = 0;
  for (int game = 0; game < 200; ++game) {
    const int size = 5 + game % 15;
    Board b(size);
    Color c = Color::Black;
    int passes = 0;
    for (int n = 0; n < playoutMoveCap(size) && passes < 2; ++n) {
      const Point p = HeavyPolicy::chooseHeavy(b, c, rng);
      if (p == kPass) {
        // A pass only when the light policy would find nothing either.
        Rng other{uint64_t(n)};
        ASSERT_EQ(LightPolicy::chooseLight(b, c, other), kPass) << b.toString();
        b.pass(c);
        ++passes;
      } else {
        ASSERT_EQ(b.check(p, c), MoveLegality::Legal) << b.toString() << p;
        ASSERT_FALSE(b.isOwnEye(p, c)) << b.toString() << p;
        b.play(p, c);
        passes = 0;
        ++moves;
      }
      if (n % 16 == 0) {
        ASSERT_EQ(b.consistencyError(), "");
      }
      c = opponent(c);
    }
    EXPECT_EQ(passes, 2) << "game " << game << " hit the move cap";
  }
  EXPECT_GT(moves, 20000);
}

}  // namespace
}  // namespace kosumi

// The network's input planes (network/inputs.h) on positions drawn as text diagrams.
#include "network/inputs.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/vertex.h"
#include "playouts/ladder.h"
#include "tests/support/diagram.h"

namespace kosumi::network {
namespace {

using test::at;
using test::boardFrom;

struct Planes {
  int size;
  std::vector<float> values;
  float get(int plane, const Board& b, const char* vertex) const {
    return values[size_t(plane * size * size + networkIndex(at(b.geometry(), vertex), b.geometry()))];
  }
  // The vertices where a plane is not zero, in networkIndex order.
  std::vector<std::string> marked(int plane, const Board& b) const {
    std::vector<std::string> out;
    for (int i = 0; i < size * size; ++i)
      if (values[size_t(plane * size * size + i)] != 0.0f)
        out.push_back(formatVertex(pointOfNetworkIndex(i, b.geometry()), b.geometry()));
    return out;
  }
};

Planes planesOf(const Board& b, Color toMove, double komi, std::vector<Point> recent = {}) {
  InputPosition position;
  position.board = &b;
  position.toMove = toMove;
  position.komi = komi;
  for (size_t k = 0; k < recent.size(); ++k) position.recent[k] = recent[k];
  Planes p{b.size(), std::vector<float>(size_t(kInputPlanes * b.size() * b.size()), -1.0f)};
  fillInputs(position, p.values.data());
  return p;
}

using Marks = std::vector<std::string>;

constexpr const char* kPlainLadder = R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . X . . . . . . 4
  3 . X O . . . . . . 3
  2 . . X X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
)";

TEST(NetworkInputs, PointsRunRowByRowFromTheTopLeft) {
  const Board b(9);
  const Geometry& g = b.geometry();
  EXPECT_EQ(networkIndex(at(g, "A9"), g), 0);
  EXPECT_EQ(networkIndex(at(g, "J9"), g), 8);
  EXPECT_EQ(networkIndex(at(g, "A8"), g), 9);
  EXPECT_EQ(networkIndex(at(g, "J1"), g), 80);
  for (int i = 0; i < 81; ++i) EXPECT_EQ(networkIndex(pointOfNetworkIndex(i, g), g), i);
}

TEST(NetworkInputs, StonesAndLibertiesFromTheMoversSide) {
  const Board b = boardFrom(kPlainLadder);
  const Planes black = planesOf(b, Color::Black, 7.5);
  EXPECT_EQ(black.marked(0, b).size(), 81u);
  EXPECT_EQ(black.marked(1, b), (Marks{"C4", "B3", "C2", "D2"}));
  EXPECT_EQ(black.marked(2, b), (Marks{"C3"}));
  EXPECT_EQ(black.marked(3, b), Marks{});
  EXPECT_EQ(black.marked(4, b), Marks{});
  EXPECT_EQ(black.marked(5, b), (Marks{"C4", "B3", "C2", "D2"}));
  EXPECT_EQ(black.marked(6, b), (Marks{"C3"}));
  EXPECT_EQ(black.marked(7, b), Marks{});
  EXPECT_EQ(black.marked(8, b), Marks{});
  // The same board with White to move: own and opponent change places.
  const Planes white = planesOf(b, Color::White, 7.5);
  EXPECT_EQ(white.marked(1, b), (Marks{"C3"}));
  EXPECT_EQ(white.marked(2, b), (Marks{"C4", "B3", "C2", "D2"}));
  EXPECT_EQ(white.marked(3, b), (Marks{"C3"}));
  EXPECT_EQ(white.marked(8, b), (Marks{"C4", "B3", "C2", "D2"}));
}

TEST(NetworkInputs, TwoLibertiesAndLadders) {
  // White C3 has two liberties, C2 and D3; either atari starts a ladder that Black wins on the
  // empty board.
  const Board b = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . X . . . . . . 4
  3 . X O . . . . . . 3
  2 . . . X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
  )");
  const Planes black = planesOf(b, Color::Black, 7.5);
  EXPECT_EQ(black.marked(7, b), (Marks{"C3"}));
  Marks works;
  for (const char* v : {"D3", "C2"})
    if (ladderAtariWorks(b, at(b.geometry(), v), Color::Black)) works.push_back(v);
  EXPECT_EQ(works, (Marks{"D3", "C2"}));
  EXPECT_EQ(black.marked(15, b), (Marks{"D3", "C2"}));
  // White to move has no two-liberty black chain to atari.
  EXPECT_EQ(planesOf(b, Color::White, 7.5).marked(15, b), Marks{});
  // The plain ladder: C3 in atari is captured even with White to move; it is marked in the
  // mover's own plane for White and in the opponent's for Black.
  const Board ladder = boardFrom(kPlainLadder);
  EXPECT_EQ(planesOf(ladder, Color::White, 7.5).marked(13, ladder), (Marks{"C3"}));
  EXPECT_EQ(planesOf(ladder, Color::White, 7.5).marked(14, ladder), Marks{});
  EXPECT_EQ(planesOf(ladder, Color::Black, 7.5).marked(14, ladder), (Marks{"C3"}));
  EXPECT_EQ(planesOf(ladder, Color::Black, 7.5).marked(13, ladder), Marks{});
  // A breaker at F6 (White) saves it: nothing is marked.
  Board broken = ladder;
  broken.play(at(broken.geometry(), "F6"), Color::White);
  EXPECT_EQ(planesOf(broken, Color::Black, 7.5).marked(14, broken), Marks{});
}

TEST(NetworkInputs, KoRecentMovesColourAndKomi) {
  Board b = boardFrom(R"(
    . X O .
    X O . O
    . X O .
    . . . .
  )");
  const Geometry& g = b.geometry();
  b.play(at(g, "B1"), Color::White);
  b.play(at(g, "C3"), Color::Black);  // takes B3: a ko White may not retake at once
  const std::vector<Point> recent = {at(g, "C3"), at(g, "B1"), kPass};
  const Planes white = planesOf(b, Color::White, 7.5, recent);
  EXPECT_EQ(white.marked(9, b), (Marks{"B3"}));
  EXPECT_EQ(white.marked(10, b), (Marks{"C3"}));
  EXPECT_EQ(white.marked(11, b), (Marks{"B1"}));
  EXPECT_EQ(white.marked(12, b), Marks{});  // a pass marks nothing
  EXPECT_EQ(white.marked(16, b).size(), 16u);
  EXPECT_FLOAT_EQ(white.get(16, b, "A1"), 1.0f);
  EXPECT_FLOAT_EQ(white.get(17, b, "D4"), 0.5f);
  const Planes black = planesOf(b, Color::Black, 7.5, recent);
  EXPECT_EQ(black.marked(9, b), Marks{});  // the ko binds White only
  EXPECT_EQ(black.marked(16, b), Marks{});
  EXPECT_FLOAT_EQ(black.get(17, b, "D4"), -0.5f);
  // Every value is written: binary planes hold 0 or 1.
  for (int k = 0; k < kBinaryPlanes * 16; ++k) EXPECT_TRUE(white.values[size_t(k)] == 0.0f || white.values[size_t(k)] == 1.0f);
}

}  // namespace
}  // namespace kosumi::network

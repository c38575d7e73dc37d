// The move model's feature groups on text diagrams: each group's value for moves whose answer can
// be read off the diagram (captures of each kind, escapes, ataris, self-ataris, liberties, lines,
// distances to the last two moves, passes).
#include "playouts/move_features.h"

#include <gtest/gtest.h>

#include "tests/support/diagram.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;

int value(const Board& b, const char* move, FeatureGroup g, const MoveHistory& h = {}, Color c = Color::Black) {
  const Point p = at(b.geometry(), move);
  EXPECT_TRUE(b.isLegal(p, c)) << move;
  return groupValues(b, p, c, h)[g];
}

MoveHistory lastMoves(const Board& b, const char* last, const char* secondLast = nullptr) {
  MoveHistory h;
  h.last = at(b.geometry(), last);
  if (secondLast) h.secondLast = at(b.geometry(), secondLast);
  return h;
}

TEST(MoveFeatures, GroupLayoutIsDense) {
  int offset = 0;
  for (int g = 0; g < kFeatureGroups; ++g) {
    EXPECT_EQ(groupOffset(FeatureGroup(g)), offset);
    offset += kGroupValues[size_t(g)];
  }
  EXPECT_EQ(kGroupFeatureCount, offset);
}

TEST(MoveFeatures, PassAnsweringAPassIsItsOwnValue) {
  EXPECT_EQ(passGroupValues({})[FeatureGroup::Pass], 1);
  EXPECT_EQ(passGroupValues({Point(30), kPass})[FeatureGroup::Pass], 1);
  EXPECT_EQ(passGroupValues({kPass, Point(30)})[FeatureGroup::Pass], 2);
  // A pass has no other feature.
  const GroupValues v = passGroupValues({kPass, kPass});
  for (int g = 1; g < kFeatureGroups; ++g) EXPECT_EQ(v.value[size_t(g)], 0) << g;
  // A move is never a pass.
  const Board b(9);
  EXPECT_EQ(value(b, "E5", FeatureGroup::Pass), 0);
}

TEST(MoveFeatures, CaptureOfOneStone) {
  const Board b = boardFrom(R"(
    . . . . .
    . . X . .
    . X O . .
    . . X . .
    . . . . .
  )");
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureSize), 1);
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureKind), 1);
  // The captured stone was the opponent's last move.
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureKind, lastMoves(b, "C3")), 3);
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureKind, lastMoves(b, "B4")), 1);
  // No capture elsewhere.
  EXPECT_EQ(value(b, "D4", FeatureGroup::CaptureSize), 0);
  EXPECT_EQ(value(b, "D4", FeatureGroup::CaptureKind), 0);
}

TEST(MoveFeatures, CaptureSizesAreBucketed) {
  // White chains of 2, 4 and 7 stones, each with one liberty (marked by the moves below).
  const Board b = boardFrom(R"(
    . X X X X X X X X
    X O O O O O O O .
    . X X X X X X X X
    . . . . . . . . .
    X X X X X . . . .
    O O O O . . . . .
    X X X X X . . . .
    O O X . . . . . .
    . X . . . . . . .
  )");
  EXPECT_EQ(value(b, "J8", FeatureGroup::CaptureSize), 4);  // seven stones
  EXPECT_EQ(value(b, "E4", FeatureGroup::CaptureSize), 3);  // four stones
  EXPECT_EQ(value(b, "A1", FeatureGroup::CaptureSize), 2);  // two stones
}

TEST(MoveFeatures, TakingAKo) {
  const Board b = boardFrom(R"(
    . . . . .
    . . X O .
    . X O . O
    . . X O .
    . . . . .
  )");
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureSize), 1);
  EXPECT_EQ(value(b, "D3", FeatureGroup::CaptureKind), 2);
  EXPECT_EQ(value(b, "D3", FeatureGroup::Liberties), 1);
  EXPECT_EQ(value(b, "D3", FeatureGroup::SelfAtari), 0);  // a capture is no self-atari
}

TEST(MoveFeatures, CaptureThatSavesAChainInAtari) {
  // Black B2 has one liberty (B1); capturing white C2 at D2 saves it.
  const Board b = boardFrom(R"(
    . . . . .
    . . . . .
    . O X . .
    O X O . .
    . . X . .
  )");
  EXPECT_EQ(value(b, "D2", FeatureGroup::CaptureKind), 5);
  EXPECT_EQ(value(b, "D2", FeatureGroup::CaptureKind, lastMoves(b, "C2")), 7);
  // Extending B2 at B1 joins C1 too: an escape to two liberties (A1, D1), no self-atari.
  EXPECT_EQ(value(b, "B1", FeatureGroup::Escape), 2);
  EXPECT_EQ(value(b, "B1", FeatureGroup::SelfAtari), 0);
}

TEST(MoveFeatures, EscapingAtariByLibertiesAfter) {
  // Black C3 has one liberty, D3.
  const Board open = boardFrom(R"(
    . . . . .
    . . O . .
    . O X . .
    . . O . .
    . . . . .
  )");
  EXPECT_EQ(value(open, "D3", FeatureGroup::Escape), 3);
  EXPECT_EQ(value(open, "D3", FeatureGroup::Escape, lastMoves(open, "C2")), 6);  // the last move made the atari
  EXPECT_EQ(value(open, "D3", FeatureGroup::Escape, lastMoves(open, "A1")), 3);
  EXPECT_EQ(value(open, "D3", FeatureGroup::Liberties), 3);
  EXPECT_EQ(value(open, "E5", FeatureGroup::Escape), 0);
  const Board two = boardFrom(R"(
    . . . . .
    . . O . .
    . O X . O
    . . O . .
    . . . . .
  )");
  // Two liberties after D3 (D4, D2), but on this small board White chases the chain to the edge
  // (D2, then D4 ... ): it cannot get out. EscapingIntoADeadLadder has two liberties that live.
  EXPECT_EQ(value(two, "D3", FeatureGroup::Escape), 7);
  EXPECT_EQ(value(two, "D3", FeatureGroup::Liberties), 2);
}

TEST(MoveFeatures, AtariBySizeDoubleAtariAndKo) {
  const Board single = boardFrom(R"(
    . . . . .
    . . . . .
    . X O . .
    . . X . .
    . . . . .
  )");
  EXPECT_EQ(value(single, "C4", FeatureGroup::Atari), 1);
  EXPECT_EQ(value(single, "D3", FeatureGroup::Atari), 1);
  EXPECT_EQ(value(single, "D4", FeatureGroup::Atari), 0);
  const Board twoChains = boardFrom(R"(
    . . X . .
    . X O . .
    X O . . .
    . . . . .
    . . . . .
  )");
  EXPECT_EQ(value(twoChains, "C3", FeatureGroup::Atari), 4);
  const Board big = boardFrom(R"(
    . . . . . .
    X X X X X .
    O O O O . .
    X X X . . .
    . . . . . .
    . . . . . .
  )");
  // Four stones, and the atari works: White D3 (liberties D2, E3), Black D2, White E3, Black F3,
  // White E2, Black F2, White E1, Black D1, and White F1 has no liberty left.
  EXPECT_EQ(value(big, "E4", FeatureGroup::Atari), 3 + 8);
  const Board pair = boardFrom(R"(
    . . . . .
    . X X . .
    X O O . .
    . X . . .
    . . . . .
  )");
  // Two stones; White C2 (liberties C1, D2), Black D2, White C1, Black D1, White B1 is captured.
  EXPECT_EQ(value(pair, "D3", FeatureGroup::Atari), 2 + 8);

  // With a ko on the board the same atari reads as a possible ko threat.
  Board ko = boardFrom(R"(
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . X O . O . .
    . . X O . . .
    . . . . . . .
    O X . . . . .
  )");
  ko.play(at(ko.geometry(), "D4"), Color::Black);  // takes the ko
  ASSERT_NE(ko.koPoint(), kNullPoint);
  // White to move: C1 puts black B1 (liberties B2 and C1) in atari.
  EXPECT_EQ(value(ko, "C1", FeatureGroup::Atari, {}, Color::White), 1 + 4);
}

// White C3 in atari (its liberty D3) in a plain ladder: extending at D3 gives two liberties,
// D4 and E3, and Black drives it along the diagonal to the top edge, where it dies.
constexpr const char* kLadder = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . X O . . . . . .
    . . X X . . . . .
    . . . . . . . . .
  )";

TEST(MoveFeatures, EscapingIntoADeadLadder) {
  const Board b = boardFrom(kLadder);
  EXPECT_EQ(value(b, "D3", FeatureGroup::Escape, {}, Color::White), 7);
  EXPECT_EQ(value(b, "D3", FeatureGroup::Escape, lastMoves(b, "C4"), Color::White), 8);
  // With a white stone on the ladder's path the same extension gets out: two liberties after it.
  Board broken = b;
  broken.play(at(b.geometry(), "F6"), Color::White);
  EXPECT_EQ(value(broken, "D3", FeatureGroup::Escape, lastMoves(b, "C4"), Color::White), 5);
}

TEST(MoveFeatures, AtariThatWorksAsALadder) {
  // Without Black C4, White C3 has two liberties: the atari from above starts the ladder, the
  // one from the side lets White out at C4 with three liberties.
  const Board b = boardFrom(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    . . X X . . . . .
    . . . . . . . . .
  )");
  EXPECT_EQ(value(b, "C4", FeatureGroup::Atari), 1 + 8);
  EXPECT_EQ(value(b, "D3", FeatureGroup::Atari), 1);
}

TEST(MoveFeatures, SelfAtariBySize) {
  const Board one = boardFrom(R"(
    . . . . .
    . . . . .
    . O . . .
    O . O . .
    . . . . .
  )");
  EXPECT_EQ(value(one, "B2", FeatureGroup::SelfAtari), 1);
  EXPECT_EQ(value(one, "B2", FeatureGroup::Liberties), 1);
  EXPECT_EQ(value(one, "D4", FeatureGroup::SelfAtari), 0);
  // Black B4-C4 is in atari; extending at D4 leaves three stones with one liberty (E4).
  const Board chain = boardFrom(R"(
    . . . . . .
    . O O O . .
    O X X . . .
    . O O O . .
    . . . . . .
    . . . . . .
  )");
  EXPECT_EQ(value(chain, "D4", FeatureGroup::SelfAtari), 3);
  EXPECT_EQ(value(chain, "D4", FeatureGroup::Escape), 7);  // one liberty after it: no way out
  EXPECT_EQ(value(chain, "E5", FeatureGroup::SelfAtari), 0);
}

TEST(MoveFeatures, LibertiesAfterTheMove) {
  const Board b(9);
  EXPECT_EQ(value(b, "E5", FeatureGroup::Liberties), 4);
  EXPECT_EQ(value(b, "A1", FeatureGroup::Liberties), 2);
  EXPECT_EQ(value(b, "A5", FeatureGroup::Liberties), 3);
  const Board joined = boardFrom(R"(
    . . . . .
    . X . . .
    . . . . .
    . X . . .
    . . . . .
  )");
  EXPECT_EQ(value(joined, "B3", FeatureGroup::Liberties), 5);  // 8 liberties: 5 means 5 or more
}

TEST(MoveFeatures, LineNamesTheTwoNearestEdges) {
  const Board b(19);
  EXPECT_EQ(value(b, "A1", FeatureGroup::Line), 1);    // (1,1)
  EXPECT_EQ(value(b, "B1", FeatureGroup::Line), 2);    // (1,2)
  EXPECT_EQ(value(b, "A10", FeatureGroup::Line), 6);   // (1,6+)
  EXPECT_EQ(value(b, "B2", FeatureGroup::Line), 7);    // (2,2)
  EXPECT_EQ(value(b, "C4", FeatureGroup::Line), 13);   // (3,4)
  EXPECT_EQ(value(b, "Q16", FeatureGroup::Line), 16);  // (4,4)
  EXPECT_EQ(value(b, "R4", FeatureGroup::Line), 13);   // (3,4) in another corner
  EXPECT_EQ(value(b, "K10", FeatureGroup::Line), 21);  // (6+,6+)
}

TEST(MoveFeatures, DistancesToTheLastTwoMoves) {
  const Board b(19);
  const MoveHistory h = lastMoves(b, "D4", "Q16");
  EXPECT_EQ(value(b, "E4", FeatureGroup::LastDistance, h), 1);   // grid distance 2
  EXPECT_EQ(value(b, "E5", FeatureGroup::LastDistance, h), 2);   // 3
  EXPECT_EQ(value(b, "D6", FeatureGroup::LastDistance, h), 3);   // 4
  EXPECT_EQ(value(b, "F5", FeatureGroup::LastDistance, h), 4);   // 5
  EXPECT_EQ(value(b, "K10", FeatureGroup::LastDistance, h), 16);  // 18: far
  EXPECT_EQ(value(b, "Q15", FeatureGroup::SecondDistance, h), 1);
  EXPECT_EQ(value(b, "D4", FeatureGroup::SecondDistance, h), 16);
  EXPECT_EQ(value(b, "E4", FeatureGroup::LastDistance, {kPass, kNullPoint}), 17);
  EXPECT_EQ(value(b, "E4", FeatureGroup::LastDistance, {}), 0);
  EXPECT_EQ(value(b, "E4", FeatureGroup::SecondDistance, {kPass, kNullPoint}), 0);
}

}  // namespace
}  // namespace kosumi

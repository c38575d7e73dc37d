// The ladder reader (playouts/ladder.h): the classic cases as diagrams, each answer worked out
// in its comment, and agreement with the slow reference reading (tools/common/ladder_reference.h)
// on generated ladder starts with breakers of both colours and on random games.
#include "playouts/ladder.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/vertex.h"
#include "tests/support/diagram.h"
#include "tools/common/ladder_positions.h"
#include "tools/common/ladder_reference.h"

namespace kosumi {
namespace {

using test::at;
using test::boardFrom;
using tools::referenceLadderAtariWorks;
using tools::referenceLadderCaptures;

// Both readers give the expected answer for the chain at `vertex`.
void expectCaptured(const Board& b, const char* vertex, bool expected) {
  const Point p = at(b.geometry(), vertex);
  EXPECT_EQ(ladderCaptures(b, p), expected) << vertex << "\n" << b.toString();
  EXPECT_EQ(referenceLadderCaptures(b, p), expected) << vertex << " (reference)";
}

void expectAtariWorks(const Board& b, const char* vertex, Color c, bool expected) {
  const Point p = at(b.geometry(), vertex);
  EXPECT_EQ(ladderAtariWorks(b, p, c), expected) << colorLetter(c) << " " << vertex << "\n" << b.toString();
  EXPECT_EQ(referenceLadderAtariWorks(b, p, c), expected) << colorLetter(c) << " " << vertex << " (reference)";
}

// White C3 in atari, its liberty D3. Extending gives D4 and E3; Black E3 drives White on
// (White D4, Black D5, White E4, Black F4, White E5, ...), each extension back at two
// liberties, until White runs into the top edge and has one.
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

TEST(Ladder, PlainLadderIsCaptured) { expectCaptured(boardFrom(kPlainLadder), "C3", true); }

TEST(Ladder, ExtensionThatLeavesOneLibertyIsAPlainCapture) {
  // White A2's liberty is A1; after White A1 the chain's only liberty is B1, where Black takes
  // it. Black A3 and B2 have two liberties each, so White has nothing to capture.
  const Board b = boardFrom(R"(
    . . . . .
    . . . . .
    X . . . .
    O X . . .
    . . . . .
  )");
  expectCaptured(b, "A2", true);
}

TEST(Ladder, DefendersBreakerOnThePathSavesTheChain) {
  // The plain ladder with White G7. White's chain reaches F5-F6 with liberties F7 and G6:
  // Black F7 lets White G6 join G7 (liberties H6, G8, H7), Black G6 lets White F7 join it
  // (E7, F8, G8, H7). Every other atari on the way gives three liberties at once.
  const Board b = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . O . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . X . . . . . . 4
  3 . X O . . . . . . 3
  2 . . X X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
  )");
  expectCaptured(b, "C3", false);
}

TEST(Ladder, AttackersStoneOnThePathKeepsTheLadder) {
  // The same with Black G7: when White reaches F6 (liberties F7, G6), Black F7 leaves White G6
  // only H6.
  const Board b = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . X . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . X . . . . . . 4
  3 . X O . . . . . . 3
  2 . . X X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
  )");
  expectCaptured(b, "C3", true);
}

TEST(Ladder, LongLadderOn19x19AndTheBreakerInTheFarCorner) {
  // The ladder from C3 runs diagonally through D4, E5, ... to Q16 and on to the top-right edge.
  constexpr const char* kLadder = R"(
     A B C D E F G H J K L M N O P Q R S T
  19 . . . . . . . . . . . . . . . . . . . 19
  18 . . . . . . . . . . . . . . . . . . . 18
  17 . . . . . . . . . . . . . . . . . . . 17
  16 . . . . . . . . . . . . . . . . . . . 16
  15 . . . . . . . . . . . . . . . . . . . 15
  14 . . . . . . . . . . . . . . . . . . . 14
  13 . . . . . . . . . . . . . . . . . . . 13
  12 . . . . . . . . . . . . . . . . . . . 12
  11 . . . . . . . . . . . . . . . . . . . 11
  10 . . . . . . . . . . . . . . . . . . . 10
   9 . . . . . . . . . . . . . . . . . . . 9
   8 . . . . . . . . . . . . . . . . . . . 8
   7 . . . . . . . . . . . . . . . . . . . 7
   6 . . . . . . . . . . . . . . . . . . . 6
   5 . . . . . . . . . . . . . . . . . . . 5
   4 . . X . . . . . . . . . . . . . . . . 4
   3 . X O . . . . . . . . . . . . . . . . 3
   2 . . X X . . . . . . . . . . . . . . . 2
   1 . . . . . . . . . . . . . . . . . . . 1
     A B C D E F G H J K L M N O P Q R S T
  )";
  Board b = boardFrom(kLadder);
  expectCaptured(b, "C3", true);
  const LadderReading reading = readLadder(b, at(b.geometry(), "C3"));
  EXPECT_FALSE(reading.cutOff);
  // White's chain grows one stone a move from C3 to the edge: at least 30 moves are read.
  EXPECT_GT(reading.moves, 30);
  // A White stone on the diagonal at Q16 breaks it; a Black one there changes nothing.
  b.play(at(b.geometry(), "Q16"), Color::White);
  expectCaptured(b, "C3", false);
  Board blackBreaker = boardFrom(kLadder);
  blackBreaker.play(at(b.geometry(), "Q16"), Color::Black);
  expectCaptured(blackBreaker, "C3", true);
}

TEST(Ladder, EdgeLadderAlongTheFirstLine) {
  // White D1 runs along the first line: C1 (liberties B1, C2), Black C2, B1 (A1, B2), Black B2,
  // A1 with one liberty (A2). Pushing from the other side (Black B1) lets White up to C2 with
  // liberties C3 and B2, which only runs longer.
  const Board b = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . . . . . . . . 4
  3 . . . . . . . . . 3
  2 . . . X . . . . . 2
  1 . . . O X . . . . 1
    A B C D E F G H J
  )");
  expectCaptured(b, "D1", true);
  // White B2 on the path: after C1, Black C2 lets White B1 join B2 (A1, A2, B3), and Black B1
  // lets White C2 join it (C3, A2, B3).
  Board broken(b);
  broken.play(at(b.geometry(), "B2"), Color::White);
  expectCaptured(broken, "D1", false);
}

TEST(Ladder, EscapeByCapturingAnAdjacentChainInAtari) {
  // White C3-C4 in atari: its liberty D3 is surrounded by Black (extending there is suicide),
  // but Black B3-B4 has one liberty, B2, and White B2 takes both stones, leaving White's chain
  // the liberties B3, B4 and D3.
  const char* kPosition = R"(
    A B C D E F G
  7 . . . . . . . 7
  6 . . . . . . . 6
  5 . O X X . . . 5
  4 O X O X . . . 4
  3 O X O . X . . 3
  2 . . X X . . . 2
  1 . . . . . . . 1
    A B C D E F G
  )";
  expectCaptured(boardFrom(kPosition), "C3", false);
  // Without White A3 the Black pair has two liberties and White has no way out.
  const Board b = boardFrom(R"(
    A B C D E F G
  7 . . . . . . . 7
  6 . . . . . . . 6
  5 . O X X . . . 5
  4 O X O X . . . 4
  3 . X O . X . . 3
  2 . . X X . . . 2
  1 . . . . . . . 1
    A B C D E F G
  )");
  expectCaptured(b, "C3", true);
}

TEST(Ladder, AttackersAtariStoneInAtariLetsTheChainOut) {
  // Black C4 ataris White C3 but has one liberty itself, D4: White D4 takes it, and after
  // Black D3 White connects at C4 with B4, C5 and D4 (many liberties); Black cannot play C4.
  const Board b = boardFrom(R"(
    A B C D E F G
  7 . . . . . . . 7
  6 . . . . . . . 6
  5 . . O . . . . 5
  4 . O X . . . . 4
  3 . X O . . . . 3
  2 . . X X . . . 2
  1 . . . . . . . 1
    A B C D E F G
  )");
  expectCaptured(b, "C3", false);
  // So from two liberties Black's C4 does not work, and D3 (White C4 joins B4 and C5) neither.
  const Board before = boardFrom(R"(
    A B C D E F G
  7 . . . . . . . 7
  6 . . . . . . . 6
  5 . . O . . . . 5
  4 . O . . . . . 4
  3 . X O . . . . 3
  2 . . X X . . . 2
  1 . . . . . . . 1
    A B C D E F G
  )");
  expectAtariWorks(before, "C4", Color::Black, false);
  expectAtariWorks(before, "D3", Color::Black, false);
}

TEST(Ladder, ThrowInThatCanBeCapturedStillWorks) {
  // White B1-B2 has liberties A1 and A2. Black A1 is a stone with one liberty, A2; White A2
  // captures it but leaves White's chain with A1 and A3, Black A3 ataris again, and White
  // cannot play A1 (no liberty). Black A2 works too: White A1 would have no liberty.
  const Board b = boardFrom(R"(
    A B C D E
  5 . . . . . 5
  4 . . . . . 4
  3 . X . . . 3
  2 . O X . . 2
  1 . O X . . 1
    A B C D E
  )");
  expectAtariWorks(b, "A1", Color::Black, true);
  expectAtariWorks(b, "A2", Color::Black, true);
}

TEST(Ladder, TwoLibertiesAndTwoDirectionsOnlyOneWorks) {
  // White C3 with liberties C4 and D3. Black C4 drives White to D3 and into the plain ladder
  // above; Black D3 lets White out at C4 (C5, B4, D4).
  const Board b = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . . . . . . . . 4
  3 . X O . . . . . . 3
  2 . . X X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
  )");
  expectAtariWorks(b, "C4", Color::Black, true);
  expectAtariWorks(b, "D3", Color::Black, false);
  // After White D3 (liberties D4, E3) the same choice: E3 works, D4 lets White out at E3.
  const Board extended = boardFrom(R"(
    A B C D E F G H J
  9 . . . . . . . . . 9
  8 . . . . . . . . . 8
  7 . . . . . . . . . 7
  6 . . . . . . . . . 6
  5 . . . . . . . . . 5
  4 . . X . . . . . . 4
  3 . X O O . . . . . 3
  2 . . X X . . . . . 2
  1 . . . . . . . . . 1
    A B C D E F G H J
  )");
  expectAtariWorks(extended, "E3", Color::Black, true);
  expectAtariWorks(extended, "D4", Color::Black, false);
}

TEST(Ladder, KoPointForbidsTheCapturingEscape) {
  // Black C2 has just taken a White stone at B2: a ko, so White may not retake at B2 at once.
  // White C1-D1-D2 is in atari at D3, where extending is suicide (C3, which it would join, has
  // no other liberty, and D4, E3 are Black); its one way out is taking C2 back at B2.
  Board b = boardFrom(R"(
    A B C D E F
  6 . . . . . . 6
  5 . . . . . . 5
  4 . . X X . . 4
  3 . X O . X . 3
  2 X O . O X . 2
  1 . X O O X . 1
    A B C D E F
  )");
  EXPECT_EQ(b.play(at(b.geometry(), "C2"), Color::Black), 1);
  ASSERT_EQ(b.koPoint(), at(b.geometry(), "B2"));
  expectCaptured(b, "C1", true);
  expectCaptured(b, "C3", true);
  // Once the ko is lifted (a pass each) White may retake; both readers then read the ko fight
  // that follows the same way.
  b.pass(Color::White);
  b.pass(Color::Black);
  const Point c1 = at(b.geometry(), "C1");
  EXPECT_EQ(ladderCaptures(b, c1), referenceLadderCaptures(b, c1));
  EXPECT_FALSE(readLadder(b, c1).cutOff);
}

TEST(Ladder, QuestionsThatAreNotLadders) {
  const Board b = boardFrom(kPlainLadder);
  const Geometry& g = b.geometry();
  // Empty points and chains with more than one liberty.
  EXPECT_FALSE(ladderCaptures(b, at(g, "E5")));
  EXPECT_FALSE(ladderCaptures(b, at(g, "C4")));
  EXPECT_FALSE(readLadder(b, at(g, "C4")).captured);
  // An occupied point, a move that puts nothing in atari, a pass, no colour.
  EXPECT_FALSE(ladderAtariWorks(b, at(g, "C4"), Color::Black));
  EXPECT_FALSE(ladderAtariWorks(b, at(g, "H8"), Color::Black));
  EXPECT_FALSE(ladderAtariWorks(b, kPass, Color::Black));
  EXPECT_FALSE(ladderAtariWorks(b, at(g, "D3"), Color::Empty));
  // White at D3 ataris nothing: it extends its own chain.
  EXPECT_FALSE(ladderAtariWorks(b, at(g, "D3"), Color::White));
}

TEST(Ladder, ReadingDoesNotChangeTheBoard) {
  const Board b = boardFrom(kPlainLadder);
  const Board before = b;
  ladderCaptures(b, at(b.geometry(), "C3"));
  ladderAtariWorks(b, at(b.geometry(), "D3"), Color::Black);
  EXPECT_EQ(test::diagramOf(b), test::diagramOf(before));
  EXPECT_EQ(b.hash(), before.hash());
  EXPECT_EQ(b.consistencyError(), "");
}

// The fast reader and the reference on generated positions. The full run of 10,000 ladder starts
// and more is build/kosumi-ladder-agreement; this is a share of it that CI can afford.
TEST(Ladder, AgreesWithTheReferenceOnGeneratedPositions) {
  tools::LadderPositions positions(20240611);
  Board board(19);
  std::vector<tools::LadderQuestion> questions;
  int asked = 0, agreed = 0, cutOff = 0, captured = 0, notCaptured = 0, boards19 = 0;
  constexpr int kLadderStarts = 2500, kRandomGames = 250;
  for (int i = 0; i < kLadderStarts + kRandomGames; ++i) {
    if (i < kLadderStarts) positions.nextLadderStart(board, questions);
    else positions.nextRandomGame(board, questions);
    boards19 += i < kLadderStarts && board.size() == 19;
    for (const tools::LadderQuestion& q : questions) {
      const tools::LadderComparison c = tools::compareLadderReaders(board, q);
      ++asked;
      cutOff += c.cutOff;
      if (c.cutOff) continue;
      agreed += c.fast == c.reference;
      (c.reference ? captured : notCaptured) += 1;
      EXPECT_EQ(c.fast, c.reference) << (q.kind == tools::LadderQuestion::Kind::Captures ? "ladderCaptures " : "ladderAtariWorks ")
                                     << formatVertex(q.point, board.geometry()) << "\n" << board.toString();
    }
  }
  EXPECT_EQ(agreed, asked - cutOff);
  // The budget is for pathological readings: a handful of these positions at most.
  EXPECT_LE(cutOff, asked / 200);
  // Both answers are common, and most ladder starts are on 19x19.
  EXPECT_GT(captured, asked / 5);
  EXPECT_GT(notCaptured, asked / 5);
  EXPECT_GT(boards19, kLadderStarts / 2);
}

}  // namespace
}  // namespace kosumi

#pragma once
// Positions written as text diagrams, so a test shows the position it checks.
//
// Rows run top to bottom: 'X' black, 'O' white, '.' (or '+') empty, and lower-case 'x' / 'o' for
// stones that are marked dead (they are on the board and also listed in Diagram::dead).
// Column letters ("A B C ...") and row numbers on either side are optional and, when given,
// must agree with the size. Spaces are ignored. Board::toString() output parses back.
//
//   const Board b = boardFrom(R"(
//     . X O .
//     X O . O
//     . X O .
//     . . . .
//   )");
#include <string>
#include <string_view>
#include <vector>

#include "engine/bitboard.h"
#include "engine/board.h"
#include "engine/expected.h"
#include "engine/game.h"

namespace kosumi::test {

struct Diagram {
  int size = 0;
  std::vector<Point> black;  // in reading order, top-left first
  std::vector<Point> white;
  Bitboard dead;  // stones written in lower case
};

// The diagram, or an error naming the line that is wrong.
Expected<Diagram> parseDiagram(std::string_view text);

// The position on a Board, stones placed as they stand (no move history, no ko point). Fails if
// the diagram is malformed or holds a chain without liberties.
Expected<Board> boardFromDiagram(std::string_view text);
// The position as a Game's setup stones (Black to move), under the given rules.
Expected<Game> gameFromDiagram(std::string_view text, const Rules& rules = Rules::chinese());

// For tests: the same, failing the test (and returning an empty 2x2 board) on a bad diagram.
Board boardFrom(std::string_view text);
Game gameFrom(std::string_view text, const Rules& rules = Rules::chinese());
Bitboard deadFrom(std::string_view text);

// A point by its GTP name on a geometry ("D4"); fails the test on a bad name.
Point at(const Geometry& geo, std::string_view vertex);
// Points by GTP name, separated by spaces: "C3 D4".
std::vector<Point> points(const Geometry& geo, std::string_view vertices);
Bitboard pointSet(const Geometry& geo, std::string_view vertices);

// The rows of a board as the diagram writes them, top to bottom, one line each, no coordinates:
// "XO.\n.X.\n...\n". Lets a test compare a whole position with one expectation.
std::string diagramOf(const Board& board);
// A diagram normalised the same way (coordinates and spaces dropped, dead marks upper-cased).
std::string normalised(std::string_view text);

}  // namespace kosumi::test

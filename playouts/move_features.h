#pragma once
// The tactical and positional features of a move, in the style of Coulom 2007 ("Computing Elo
// Ratings of Move Patterns in the Game of Go"): each group below gives a move one small value
// (0 when the group has nothing to say), and the move model learns a weight per group and value.
// The shapes around the move (move_patterns.h) are the model's other features.
//
// Groups and values:
//   Pass            1 a pass, 2 a pass answering the opponent's pass
//   CaptureSize     stones captured: 1 one, 2 two or three, 3 four to six, 4 seven or more
//   CaptureKind     1 + (takes a ko) + 2 (captures the chain of the opponent's last move)
//                     + 4 (a captured chain touches a chain of the mover's in atari: it saves it)
//   Escape          the move extends a chain of the mover's that is in atari: liberties after
//                     the move 1, 2, 3+ (values 1 to 3), plus 3 when the opponent's last move
//                     touches that chain (it just put it in atari); 7, or 8 when the last move
//                     touches it, when the chain cannot get out (ladder.h: ladderCaptures)
//   Atari           the move puts an opponent chain in atari: the largest such chain of 1, 2-3,
//                     4+ stones (values 1 to 3) or two chains at once (4), plus 4 when a ko is
//                     on the board (the atari may be a ko threat), plus 8 when the atari
//                     captures in a ladder (ladder.h: ladderAtariWorks)
//   SelfAtari       the move captures nothing and leaves its chain in atari: the chain then has
//                     1, 2, 3-5 or 6+ stones (values 1 to 4)
//   Liberties       liberties of the move's chain after it, captures counted: 1 to 4, 5 for 5+
//   Line            the distances to the two nearest edges, as lines 1 to 6 (6 for 6 and
//                     beyond), the nearer first: (1,1), (1,2), ... (6,6), 21 values
//   LastDistance    grid distance to the opponent's last move, 2 to 16 as values 1 to 15,
//                     16 for 17 and beyond, 17 when that move was a pass
//   SecondDistance  the same for the mover's own previous move
#include <array>
#include <cstdint>

#include "engine/board.h"

namespace kosumi {

// The two moves before the position, as the model reads them: kNullPoint when there is none,
// kPass for a pass.
struct MoveHistory {
  Point last = kNullPoint;        // the opponent's last move
  Point secondLast = kNullPoint;  // the mover's own move before it
};

enum class FeatureGroup : uint8_t {
  Pass,
  CaptureSize,
  CaptureKind,
  Escape,
  Atari,
  SelfAtari,
  Liberties,
  Line,
  LastDistance,
  SecondDistance,
};
constexpr int kFeatureGroups = 10;

// How many values each group has (value 0, "nothing", not counted).
constexpr std::array<int, kFeatureGroups> kGroupValues = {2, 4, 8, 8, 16, 4, 5, 21, 17, 17};

// Where each group's values start in a dense array of weights, and how many there are in all.
constexpr int groupOffset(FeatureGroup g) {
  int offset = 0;
  for (int i = 0; i < int(g); ++i) offset += kGroupValues[size_t(i)];
  return offset;
}
constexpr int kGroupFeatureCount = groupOffset(FeatureGroup(kFeatureGroups - 1)) + kGroupValues[kFeatureGroups - 1];

// One move's value in each group.
struct GroupValues {
  std::array<uint8_t, kFeatureGroups> value{};
  uint8_t& operator[](FeatureGroup g) { return value[size_t(g)]; }
  uint8_t operator[](FeatureGroup g) const { return value[size_t(g)]; }
};

// The groups' values for c playing p, a legal move (Board::check) on an empty point.
GroupValues groupValues(const Board& board, Point p, Color c, const MoveHistory& history);
// The groups' values for a pass.
GroupValues passGroupValues(const MoveHistory& history);

}  // namespace kosumi

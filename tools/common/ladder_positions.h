#pragma once
// Positions for checking and timing the ladder reader (playouts/ladder.h), drawn at random:
//   - ladder starts: the classic shape of a stone in atari (or at two liberties) chased towards
//     one corner of the board, placed anywhere in any of the eight orientations (so some run
//     along an edge or start against it), with breakers of both colours dropped on and around
//     the ladder's path, sometimes a dense patch of stones on it (attacker stones in atari,
//     captures along the way) and a few stones elsewhere; on 19x19 mostly, 13x13 and 9x9 too;
//   - random games: a board after random legal moves (the last move's ko point kept), where
//     every chain in atari and every atari on a two-liberty chain is a question.
#include <cstdint>
#include <vector>

#include "engine/board.h"
#include "playouts/rng.h"

namespace kosumi::tools {

struct LadderQuestion {
  enum class Kind : uint8_t { Captures, AtariWorks };
  Kind kind = Kind::Captures;
  // A stone of the chain in atari (Captures) or the atari move (AtariWorks).
  Point point = kNullPoint;
  // Who plays the atari (AtariWorks).
  Color color = Color::Empty;
};

enum class LadderPositionKind : uint8_t { LadderStart, RandomGame };

class LadderPositions {
 public:
  explicit LadderPositions(uint64_t seed) : rng_(seed) {}

  // Sets `board` up with a ladder start and `questions` with its questions (at least one).
  void nextLadderStart(Board& board, std::vector<LadderQuestion>& questions);
  // Sets `board` up with a random game of one of the sizes 9, 13 and 19; `questions` may come
  // back empty when the board holds no chain with one or two liberties.
  void nextRandomGame(Board& board, std::vector<LadderQuestion>& questions);

 private:
  // Plays c at p when that is legal and captures nothing.
  static bool placeQuietly(Board& board, Point p, Color c);
  int pickSize();
  Rng rng_;
};

}  // namespace kosumi::tools

#pragma once
// The ladder question of playouts/ladder.h read the slow, plain way, to check the fast reader:
// a minimax over full Board copies, played with Board::play and judged with Board::check, with
// no pruning, no bit tricks and no move budget (only the same depth limit). It shares no code
// with the fast reader beyond the board itself.
#include "engine/board.h"
#include "tools/common/ladder_positions.h"

namespace kosumi::tools {

// As ladderCaptures: `chain` is a stone of a chain in atari, its owner to move.
bool referenceLadderCaptures(const Board& board, Point chain);
// As ladderAtariWorks.
bool referenceLadderAtariWorks(const Board& board, Point move, Color c);

// One question put to the fast reader and to this one.
struct LadderComparison {
  bool fast = false;
  bool reference = false;
  // The fast reader's move budget ran out, so its answer is "not captured" by rule and is not
  // compared.
  bool cutOff = false;
  // Moves the fast reader played.
  int moves = 0;
  bool agree() const { return cutOff || fast == reference; }
};
LadderComparison compareLadderReaders(const Board& board, const LadderQuestion& question);

}  // namespace kosumi::tools

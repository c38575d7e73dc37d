#pragma once
// Walks the positions of a game record in order: the board before each move, whose move it is,
// the two moves before it (as the move model reads them) and the move that was played.
#include <cstddef>

#include "engine/board.h"
#include "playouts/move_features.h"
#include "tools/common/game_records.h"

namespace kosumi::tools {

class GameWalker {
 public:
  GameWalker() = default;
  // The position before the first move; `game` must outlive the walker.
  explicit GameWalker(const GameRecord& game);

  // True once every move was played, or at a move the board refuses (occupied, suicide, ko).
  bool done() const { return game_ == nullptr || next_ >= game_->moves.size(); }
  const Board& board() const { return board_; }
  Color toMove() const { return game_->moves[next_].color; }
  Point played() const { return game_->moves[next_].point; }
  const MoveHistory& history() const { return history_; }
  // 1 for the first move of the game.
  size_t moveNumber() const { return next_ + 1; }
  // Plays the move and goes to the next position.
  void advance();
  // Goes straight to the position before move number `moveNumber` (1-based).
  void skipTo(size_t moveNumber);

 private:
  const GameRecord* game_ = nullptr;
  Board board_{19};
  size_t next_ = 0;
  MoveHistory history_;
};

}  // namespace kosumi::tools

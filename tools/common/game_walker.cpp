#include "tools/common/game_walker.h"

namespace kosumi::tools {

GameWalker::GameWalker(const GameRecord& game) : game_(&game), board_(game.size) {
  for (const SetupStone& s : game.setup)
    if (board_.at(s.point) == Color::Empty && board_.hasLibertyAfter(s.point, s.color)) board_.play(s.point, s.color);
  board_.forgetLastMove();
  // A record that starts with an illegal move has no positions.
  if (!done() && played() != kPass && !board_.isLegal(played(), toMove())) next_ = game_->moves.size();
}

void GameWalker::advance() {
  if (done()) return;
  const MoveRecord& m = game_->moves[next_];
  if (m.point == kPass) board_.pass(m.color);
  else board_.play(m.point, m.color);
  history_.secondLast = history_.last;
  history_.last = m.point;
  ++next_;
  // Records were checked when converted; a move the board refuses ends the walk all the same.
  if (!done() && played() != kPass && !board_.isLegal(played(), toMove())) next_ = game_->moves.size();
}

void GameWalker::skipTo(size_t moveNumber) {
  while (!done() && next_ + 1 < moveNumber) advance();
}

}  // namespace kosumi::tools

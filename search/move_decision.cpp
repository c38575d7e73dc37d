#include "search/move_decision.h"

#include <algorithm>

namespace kosumi {

namespace {
constexpr float kSettled = 0.9f;

bool winsFor(Color c, double margin) { return c == Color::Black ? margin > 0 : margin < 0; }

bool opponentJustPassed(const Game& game, Color c) {
  const auto& moves = game.moves();
  return !moves.empty() && moves.back().point == kPass && moves.back().color != c;
}

bool pastOpening(const Game& game) {
  return int(game.moves().size()) >= std::max(10, game.geometry().area() / 3);
}
}  // namespace

bool fillsSettledTerritory(const Board& board, const Ownership& ownership, Point p, Color c) {
  if (p == kPass || ownership.empty() || ownership.of(p, c) < kSettled) return false;
  const int s = board.geometry().stride();
  for (Point q : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)}) {
    const Color at = board.at(q);
    if (at == Color::Wall) continue;
    if (at == opponent(c)) return false;
    if (at == c && board.liberties(q) < 3) return false;
    if (ownership.of(q, c) < kSettled) return false;
  }
  return true;
}

MoveChoice decideMove(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice;
  const Board& board = game.board();
  const Rules& rules = game.rules();
  const Color c = in.color;
  if (in.ranked.empty()) return choice;  // a pass
  choice.winrate = in.ranked.front().winrate;

  if (in.resignThreshold > 0 && !in.cleanup && pastOpening(game) &&
      in.rootVisits >= kMinResignVisits && in.ranked.front().winrate < in.resignThreshold) {
    choice.resign = true;
    return choice;
  }

  // Opponent stones our own judgment calls dead; cleanup must capture them before passing.
  const Bitboard dead = deadStones(board, ownership);
  const bool deadOpponentLeft = !(dead & board.stones(opponent(c))).empty();
  // The board counted as it stands, for dead=as-is and for cleanup.
  const bool asIs = rules.dead == DeadStones::AsIs || in.cleanup;
  const bool winsNow = winsFor(c, game.score(asIs ? Bitboard() : dead).margin());
  if (winsNow && opponentJustPassed(game, c) && !(in.cleanup && deadOpponentLeft))
    return choice;  // a pass ends the game with a win

  bool passAllowed = true;
  if (asIs) passAllowed = winsNow;
  if (in.cleanup) passAllowed = passAllowed && !deadOpponentLeft;

  for (size_t i = 0; i < in.ranked.size(); ++i) {
    const RootCandidate& cand = in.ranked[i];
    if (cand.move == kPass) {
      if (passAllowed) return choice;
      continue;
    }
    if (rules.scoring == Scoring::Territory && fillsSettledTerritory(board, ownership, cand.move, c))
      continue;
    // A move other than the search's choice never fills an own eye: that can only hurt.
    if (i > 0 && board.isOwnEye(cand.move, c)) continue;
    choice.move = cand.move;
    choice.winrate = cand.winrate;
    return choice;
  }
  return choice;
}

}  // namespace kosumi

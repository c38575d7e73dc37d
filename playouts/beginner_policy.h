#pragma once
// The beginner style of play, as a playout policy: the opponent that teaching front ends put in
// front of people learning the game. It takes captures, it tries not to fill its own eyes, and it
// answers near the opponent's last move rather than playing a studied opening.
//
// In order of preference:
//   1. The largest capture on the board (ties at random).
//   2. Saving one of its own chains from atari by extending at the last liberty, only when the
//      extension leaves the chain with two or more liberties; the largest chain first.
//   3. An answer near the opponent's last move: points within kAnswerRadius of it in Chebyshev
//      distance (the 5x5 square around it, diagonals and knight's moves included, which is what
//      "nearby" looks like on a board), then within 2 * kAnswerRadius, then anywhere. Within a
//      ring: putting an opponent chain in atari, then a contact move that keeps three liberties,
//      then a move that lifts an own chain off two liberties to three, then a plain move, and a
//      one-stone self-atari last. With no opponent move to answer (start of the game, after a
//      pass) any point will do, the first line last: no opening theory.
//   Choices among equal candidates are uniform (the caller's seeded Rng).
//
// Never played: the simple-ko point, suicide, its own eyes (Board::isOwnEye), a pure self-atari
// of more than one stone, and pointless moves. A move is pointless when it lies in an empty region
// bordered by stones of one colour only (its own territory or eye space, or the opponent's) that
// covers less than half the board; saving a chain and giving atari override that. When nothing
// else is left it passes.
#include "engine/bitboard.h"
#include "playouts/policy.h"

namespace kosumi {

class BeginnerPolicy final : public PlayoutPolicy {
 public:
  static constexpr int kAnswerRadius = 2;

  Point choose(const Board& board, Color c, Rng& rng) override {
    return chooseBeginner(board, c, rng, Bitboard());
  }

  // Non-virtual, for loops that know their policy. `banned` holds points the caller found
  // illegal by rules the board cannot see (superko); they are skipped like illegal points.
  static Point chooseBeginner(const Board& board, Color c, Rng& rng, const Bitboard& banned);

  // The distance "near the opponent's last move" is measured in: Chebyshev (king moves).
  static int distance(const Geometry& geo, Point a, Point b);
};

}  // namespace kosumi

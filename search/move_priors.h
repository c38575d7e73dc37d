#pragma once
// Priors for moves in the tree from cheap local features, as equivalent experience (so many
// playouts with so many wins): captures (more for a chain that would otherwise run), escaping
// atari where the ladder is broken, an atari that captures in a ladder, a snapback's throw-in,
// the vital point of a small eye space, answering near the last move, and penalties for
// extending a chain that dies in a ladder anyway, filling one's own eye, self-atari, the first
// line and passing. The ladders are read by playouts/ladder.h.
#include "engine/bitboard.h"
#include "engine/board.h"
#include "search/simulator.h"

namespace kosumi {

// The largest enclosed empty region vitalPoints looks at.
constexpr int kMaxEyeSpace = 6;

// The vital points of the board's small eye spaces: for each empty region of 3 to kMaxEyeSpace
// points bordered by stones of one colour only (and the edge), the one point with the most
// neighbours inside the region, if it has two or more and no other point has as many (the
// middle of a straight three, the centre of a pyramid four, bulky five or flower six). Its
// owner makes two eyes there and the opponent kills there, so it is urgent for both sides.
Bitboard vitalPoints(const Board& board);

// The prior of c playing p (a legal move, or kPass) on this board; `vital` is
// vitalPoints(board).
MoveCandidate movePrior(const Board& board, Point p, Color c, const Bitboard& vital);

// Whether the cheap features call the move urgent: a capture, saving a chain from atari, the vital
// point of an eye space (their priors are all wins, 25 playouts or more).
inline bool isUrgent(const MoveCandidate& m) {
  return m.priorVisits >= 25 && 10 * int(m.priorHalfWins) >= 18 * int(m.priorVisits);
}

// Adds the model's opinion of the move, probability q, to its prior: weight * sqrt(q) playouts of
// equivalent experience, all of them wins (SearchParams::priorWeight). The square root keeps the
// moves a strong player might well play (q of a few percent) in reach of the search, not only the
// model's favourite.
void addModelPrior(MoveCandidate& m, float q, double weight);

}  // namespace kosumi

#pragma once
// A ladder reader: does a chain in atari die however it runs, when the chaser answers every
// extension with another atari? For the priors (never extend a captured ladder, prefer the
// capture when a ladder works, value a breaker) and the move model's ladder features.
//
// The reading, exactly (tools/common/ladder_reference.h reads the same question on full Board
// copies, and the two must agree):
//   - The chain's owner (the defender) is to move with the chain in atari. Its moves are the
//     chain's liberty and the last liberty of every opponent chain in atari that touches it
//     (a capture); a move that is suicide or retakes the simple-ko point is skipped. After it,
//     the chain has three or more liberties: it escapes. Two: the attacker reads on. One: the
//     attacker captures it, unless that point is the simple-ko point forbidden to the attacker.
//   - The attacker, with the chain at two liberties, tries an atari on each (legal, and leaving
//     the chain at exactly one liberty). It captures when some atari leaves every defender move
//     captured.
// Breakers of either colour, the edge, captures along the way (of the attacker's atari stone
// too, so a self-atari that frees the chain does not work) and the simple ko follow from these
// moves. The board's own ko point applies to the first move.
//
// Limits: an atari is only read while fewer than ladderDepthLimit(size) moves have been played
// (a ladder crosses the board in about 4 * size), and one reading plays at most
// kLadderMoveBudget moves; past either the chain counts as not captured, so a reading that was
// cut short never claims a capture.
//
// No allocation: the reading runs on bit sets of the stones copied once from the board, and each
// move of the reading works on its own copy of them (a few hundred bytes on the stack), so
// nothing is undone.
#include "engine/board.h"

namespace kosumi {

constexpr int ladderDepthLimit(int size) { return 6 * size; }
constexpr int kLadderMoveBudget = 4096;

// `chain` is any stone of a chain with exactly one liberty, and its owner is to move. True
// when the owner cannot get out: extending at the liberty, or capturing an adjacent opponent
// chain that is in atari, still leaves the chain captured by a sequence of ataris (a ladder,
// or a plain capture when the extension leaves one liberty). Breakers of either colour, the
// edge and captures along the way are read. False for a point that holds no chain in atari.
// `budget` bounds the moves of the reading (see the limits above).
bool ladderCaptures(const Board& board, Point chain, int budget = kLadderMoveBudget);

// c plays `move` (empty, legal) and it puts at least one opponent chain next to it into
// atari; true when one of those chains is then captured as ladderCaptures reads it
// (the opponent to move), and c's stone is not itself capturable at once in a way that frees
// that chain (capturing it is one of the escapes read, so a snapback still works). False when
// the move is illegal or puts nothing in atari.
bool ladderAtariWorks(const Board& board, Point move, Color c, int budget = kLadderMoveBudget);

// What one reading found and what it cost, for tests and benchmarks.
struct LadderReading {
  bool captured = false;
  // The move budget ran out (captured is then false).
  bool cutOff = false;
  // Moves played in the reading, both sides, the final capture not counted.
  int moves = 0;
};
// The reading behind ladderCaptures.
LadderReading readLadder(const Board& board, Point chain, int budget = kLadderMoveBudget);

}  // namespace kosumi

#pragma once
// What the tree search needs from a game, one instance per search thread: go back to the root
// position, list the moves of the current position with their priors, play one, and finish the
// game with a playout. The search knows nothing else about the game, so it can be tested on a
// small synthetic game whose best move is known (tests/mcts_synthetic_test.cpp) and run on Go
// (search/go_simulator.h) unchanged.
//
// Moves are small integers below kMaxPoints (Point values); two players alternate, Black first
// at whatever colour the root says.
#include <cstdint>
#include <optional>

#include "engine/color.h"
#include "engine/geometry.h"

namespace kosumi {

struct MoveCandidate {
  Point move;
  // Equivalent experience from the move's features: priorVisits playouts with priorHalfWins
  // half-wins for the mover (a win is 2). Zero visits: no prior; first-play urgency applies.
  uint16_t priorVisits = 0;
  uint16_t priorHalfWins = 0;
};

struct PlayoutOutcome {
  // Half-wins for Black: 2 a win, 1 a tie, 0 a loss.
  uint8_t blackHalfWins = 0;
  // Moves the playout played (passes included), written to the record buffer.
  int moves = 0;
};

class Simulator {
 public:
  virtual ~Simulator() = default;
  // Colour to move at the root.
  virtual Color rootToMove() const = 0;
  // Upper bound on the moves of any position (the size of generateMoves' output buffer).
  virtual int maxMoves() const = 0;
  // Upper bound on the moves one playout records.
  virtual int maxPlayoutMoves() const = 0;
  // Back to the root position for a new descent.
  virtual void resetToRoot() = 0;
  // The moves of the current position, priors included; 0 when the position is terminal.
  // atRoot: the current position is the root, where the strictest legality applies.
  virtual int generateMoves(MoveCandidate* out, bool atRoot) = 0;
  // The chance that the side to move wins the current position, when the simulator has a
  // judgement of its own (a network, search/node_evaluator.h); empty otherwise, and in a
  // finished line of play. The tree adds it to the node's win rate
  // (SearchParams::networkValueVisits).
  virtual std::optional<float> positionValue() { return std::nullopt; }
  // Plays a move returned by generateMoves for the current position.
  virtual void play(Point move) = 0;
  // Finishes the game from the current position and scores it, recording the moves played
  // (at most maxPlayoutMoves()) for all-moves-as-first statistics.
  virtual PlayoutOutcome finish(Point* record) = 0;
};

}  // namespace kosumi

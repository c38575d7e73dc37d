#pragma once
// What the protocol layer asks of the computer player: a move for a position, and a judgment of
// which stones are dead. GTP talks to this interface only; how the player thinks (tree search,
// beginner style) stays behind it.
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "engine/bitboard.h"
#include "engine/game.h"

namespace kosumi {

struct PlayerOptions {
  int threads = 0;               // 0: every hardware thread
  long playouts = 0;             // > 0: exactly this many new playouts per move, no early stop
  double secondsPerMove = 1.0;   // when no clock is set and playouts is 0
  uint64_t seed = 0;             // 0: seeded from the clock
  size_t maxMemoryBytes = size_t(1) << 30;
  double resignThreshold = 0.1;  // 0 disables resigning
  std::string mode = "normal";   // normal or beginner
  int level = 0;                 // 0: not set; 1..10 strength levels
  bool ponder = false;
};

struct MoveRequest {
  Color color = Color::Black;
  // Seconds this move may take, from the clock; <= 0 means "use the options' fixed budget".
  double seconds = 0;
  // kgs-genmove_cleanup: capture every dead opponent stone before passing.
  bool cleanup = false;
  // Set from another thread (gogui-interrupt, new input) to end the search early with a move.
  const std::atomic<bool>* interrupt = nullptr;
};

struct MoveChoice {
  Point move = kPass;
  bool resign = false;
  long playouts = 0;
  double seconds = 0;
  int threads = 1;
  long nodes = 0;
  double winrate = 0.5;  // for the side that moved, in [0, 1]
};

class Player {
 public:
  virtual ~Player() = default;
  // A legal move for request.color in the game's position (or pass, or resign).
  virtual MoveChoice chooseMove(const Game& game, const MoveRequest& request) = 0;
  // The stones this player judges dead in the game's current position.
  virtual Bitboard judgeDead(const Game& game) = 0;
  virtual const PlayerOptions& options() const = 0;
  virtual void setOptions(const PlayerOptions& options) = 0;
};

std::unique_ptr<Player> makePlayer(const PlayerOptions& options);

}  // namespace kosumi

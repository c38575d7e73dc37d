#pragma once
// How a simulated game picks its moves. Search runs playouts through this interface only, so a
// new policy (light, beginner style, ...) never touches the tree code.
#include "engine/board.h"
#include "playouts/rng.h"

namespace kosumi {

// The policies the search can run its playouts with.
enum class PlayoutPolicyKind : uint8_t { Light, Heavy };

class PlayoutPolicy {
 public:
  virtual ~PlayoutPolicy() = default;
  // A move for c on this board, legal under the board's simple-ko point; kPass when the
  // policy has nothing it wants to play.
  virtual Point choose(const Board& board, Color c, Rng& rng) = 0;
};

}  // namespace kosumi

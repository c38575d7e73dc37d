#pragma once
// How a simulated game picks its moves. Search runs playouts through this interface only, so a
// new policy (light, beginner style, ...) never touches the tree code.
#include <string_view>

#include "engine/board.h"
#include "playouts/rng.h"

namespace kosumi {

// The policies the search can run its playouts with.
enum class PlayoutPolicyKind : uint8_t { Light, Heavy };

// "light" or "heavy", as the command line and the tools write them.
constexpr const char* playoutPolicyName(PlayoutPolicyKind policy) {
  return policy == PlayoutPolicyKind::Heavy ? "heavy" : "light";
}
// The policy of that name; false (policy unchanged) for any other text.
inline bool parsePlayoutPolicy(std::string_view text, PlayoutPolicyKind& policy) {
  for (PlayoutPolicyKind k : {PlayoutPolicyKind::Light, PlayoutPolicyKind::Heavy})
    if (text == playoutPolicyName(k)) {
      policy = k;
      return true;
    }
  return false;
}

class PlayoutPolicy {
 public:
  virtual ~PlayoutPolicy() = default;
  // A move for c on this board, legal under the board's simple-ko point; kPass when the
  // policy has nothing it wants to play.
  virtual Point choose(const Board& board, Color c, Rng& rng) = 0;
};

}  // namespace kosumi

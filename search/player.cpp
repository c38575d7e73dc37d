// Interim player until the tree search lands: the light policy's move, and nothing judged dead.
#include "search/player.h"

#include "playouts/light_policy.h"

namespace kosumi {

namespace {
class LightPlayer final : public Player {
 public:
  explicit LightPlayer(const PlayerOptions& o) : options_(o), rng_(o.seed) {}
  MoveChoice chooseMove(const Game& game, const MoveRequest& request) override {
    MoveChoice c;
    for (int tries = 0; tries < 100; ++tries) {
      const Point p = LightPolicy::chooseLight(game.board(), request.color, rng_);
      if (p == kPass || game.legality(request.color, p) == MoveLegality::Legal) {
        c.move = p;
        return c;
      }
    }
    return c;
  }
  Bitboard judgeDead(const Game&) override { return {}; }
  const PlayerOptions& options() const override { return options_; }
  void setOptions(const PlayerOptions& o) override { options_ = o; }

 private:
  PlayerOptions options_;
  Rng rng_;
};
}  // namespace

std::unique_ptr<Player> makePlayer(const PlayerOptions& options) {
  return std::make_unique<LightPlayer>(options);
}

}  // namespace kosumi

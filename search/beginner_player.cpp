#include "search/beginner_player.h"

#include <chrono>

#include "playouts/beginner_policy.h"
#include "playouts/rng.h"
#include "search/game_end/counted_dead.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/game_end/move_decision.h"

namespace kosumi {

namespace {

uint64_t seedFrom(const PlayerOptions& options) {
  if (options.seed != 0) return options.seed;
  return uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
}

class BeginnerPlayer final : public Player {
 public:
  explicit BeginnerPlayer(const PlayerOptions& options)
      : options_(options), rng_(seedFrom(options)), judge_(JudgeBudget::glance()) {}

  MoveChoice chooseMove(const Game& game, const MoveRequest& request) override {
    const auto start = std::chrono::steady_clock::now();
    MoveChoice choice;
    choice.threads = 1;
    const Color c = request.color;
    if (!request.cleanup && game.opponentJustPassed(c) && !passingLoses(game, c, deadStones(game))) {
      choice.move = kPass;
      choice.rule = MoveRule::BeginnerPassWins;
    } else {
      choice.move = legalChoice(game, c);
      choice.rule = choice.move == kPass ? MoveRule::NothingToPlay : MoveRule::Beginner;
    }
    choice.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return choice;
  }

  const PlayerOptions& options() const override { return options_; }
  void setOptions(const PlayerOptions& options) override {
    if (options.seed != options_.seed) rng_.reseed(seedFrom(options));
    options_ = options;
  }

 private:
  // The policy's move, asked again without each move the game refuses; every round bans one more
  // point, so this ends, at worst in a pass.
  Point legalChoice(const Game& game, Color c) {
    Bitboard banned;
    for (;;) {
      const Point p = BeginnerPolicy::chooseBeginner(game.board(), c, rng_, banned);
      if (p == kPass || game.legality(c, p) == MoveLegality::Legal) return p;
      banned.set(p);
    }
  }

  // The dead stones the beginner counts with (counted_dead.h), its judge looking at a glance.
  Bitboard deadStones(const Game& game) {
    return countedDead(game.rules().dead, std::nullopt, [&]() -> const StoneJudgment& { return judge_.judge(game); });
  }

  PlayerOptions options_;
  Rng rng_;
  DeadStoneJudge judge_;
};

}  // namespace

std::unique_ptr<Player> makeBeginnerPlayer(const PlayerOptions& options) {
  return std::make_unique<BeginnerPlayer>(options);
}

}  // namespace kosumi

#include "search/beginner_player.h"

#include <chrono>

#include "playouts/beginner_policy.h"
#include "playouts/rng.h"

namespace kosumi {

namespace {

uint64_t seedFrom(const PlayerOptions& options) {
  if (options.seed != 0) return options.seed;
  return uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
}

// Whether the chain at p (in atari) can capture a neighbouring chain that is in atari too.
bool canCaptureNeighbour(const Board& board, Point p) {
  const Color enemy = opponent(board.at(p));
  const Bitboard around = board.chainStones(p).neighbours(board.geometry().stride());
  bool found = false;
  around.forEach([&](Point q) { found |= board.at(q) == enemy && board.liberties(q) == 1; });
  return found;
}

class BeginnerPlayer final : public Player {
 public:
  explicit BeginnerPlayer(const PlayerOptions& options) : options_(options), rng_(seedFrom(options)) {}

  MoveChoice chooseMove(const Game& game, const MoveRequest& request) override {
    const auto start = std::chrono::steady_clock::now();
    MoveChoice choice;
    choice.threads = 1;
    const Color c = request.color;
    if (!request.cleanup && game.opponentJustPassed(c) && !passingLoses(game, c)) {
      choice.move = kPass;
    } else {
      choice.move = legalChoice(game, c);
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
  bool passingLoses(const Game& game, Color c) const {
    const Bitboard dead =
        game.rules().dead == DeadStones::AsIs ? Bitboard() : beginnerDeadStones(game.board());
    const double blackMargin = game.score(dead).margin();
    return (c == Color::Black ? blackMargin : -blackMargin) < 0;
  }

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

  PlayerOptions options_;
  Rng rng_;
};

}  // namespace

std::unique_ptr<Player> makeBeginnerPlayer(const PlayerOptions& options) {
  return std::make_unique<BeginnerPlayer>(options);
}

Bitboard beginnerDeadStones(const Board& board) {
  Bitboard dead, seen;
  for (Color c : {Color::Black, Color::White}) {
    board.stones(c).forEach([&](Point p) {
      if (seen.test(p)) return;
      const Bitboard chain = board.chainStones(p);
      seen |= chain;
      if (board.liberties(p) != 1) return;
      const Point last = board.lastLiberty(p);
      const bool escapes = board.libertiesAfter(last, c) >= 2 || canCaptureNeighbour(board, p);
      if (!escapes) dead |= chain;
    });
  }
  return dead;
}

}  // namespace kosumi

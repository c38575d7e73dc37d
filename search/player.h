#pragma once
// What the protocol layer asks of the computer player: a move for a position. GTP talks to this
// interface only; how the player thinks (tree search, beginner style) stays behind it. Which
// stones are dead at the end is not the player's to say: every mode and level scores a finished
// game with the same judge (dead_stone_judge.h).
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expected.h"

#include "engine/bitboard.h"
#include "engine/game.h"
#include "search/game_end/judge_budget.h"
#include "search/game_end/move_rule.h"
#include "search/search_params.h"
#include "playouts/policy.h"

namespace kosumi {

class MoveModel;
namespace network {
struct NetworkWeights;
}

// Where a decided game's fight gets the dead-stone judge's reading (PlayerOptions).
enum class DecidedFightReading { Off, On, SmallBoards };

// Strength levels: the one home of their range. kLowestLevel is the beginner style, kHighestLevel
// the most playouts; kNoLevel (0) in PlayerOptions::level means the mode and playouts as given.
inline constexpr int kNoLevel = 0;
inline constexpr int kLowestLevel = 1;
inline constexpr int kHighestLevel = 10;

struct PlayerOptions {
  int threads = 0;               // 0: every hardware thread
  long playouts = 0;             // > 0: exactly this many new playouts per move, no early stop
  double secondsPerMove = 1.0;   // when no clock is set and playouts is 0
  uint64_t seed = 0;             // 0: seeded from the clock
  size_t maxMemoryBytes = size_t(1) << 30;
  double resignThreshold = 0.1;  // 0 disables resigning
  std::string mode = "normal";   // normal or beginner
  // The search's playouts: the heavy policy (answers the last move, see heavy_policy.h) or
  // the light one (uniform).
  PlayoutPolicyKind playoutPolicy = PlayoutPolicyKind::Heavy;
  int level = kNoLevel;          // or kLowestLevel..kHighestLevel
  // Search on the opponent's time (see Player::ponders).
  bool ponder = false;
  // In a game the search finds decided, the largest unsettled chain gets the dead-stone judge's
  // reading rather than the search's move, when the search rates that move nearly as well
  // (move_decision.h): the answer a player expects in a fight the win rate no longer weighs.
  // By default on small boards only (readsDecidedFights, mcts_player.h).
  DecidedFightReading readDecidedFights = DecidedFightReading::SmallBoards;
  // The move model whose probabilities give the tree its priors (search/move_priors.h); null:
  // priors from the cheap features alone. Shared and read-only.
  std::shared_ptr<const MoveModel> moveModel;
  // The network that evaluates the tree's nodes on the boards SearchParams::useNetwork names
  // (search/node_evaluator.h); null: none. Shared and read-only.
  std::shared_ptr<const network::NetworkWeights> network;
  SearchTuning tuning;
  // The dead-stone judge's budget, for the player's judge and the session's. No option sets it:
  // the engine judges with the defaults, and only the GTP fuzz harness makes it smaller.
  JudgeBudget judge;
};

// What a search currently thinks, for analysis commands: the root's candidate moves and the
// expected owner of every point.
struct CandidateMove {
  Point move = kPass;
  long visits = 0;
  double winrate = 0.5;     // for the side to move, in [0, 1]
  std::vector<Point> pv;    // the most visited line, starting with move
  // Estimates a player may leave empty (the protocol layer then prints 0 or derives them):
  std::optional<double> prior;      // the move's share of the root's prior, in [0, 1]
  std::optional<double> lcb;        // a lower confidence bound on winrate, in [0, 1]
  std::optional<double> scoreLead;  // average final margin after the move, side to move's view
};

struct SearchAnalysis {
  Color toMove = Color::Black;
  long playouts = 0;        // playouts of the search so far
  std::vector<CandidateMove> candidates;  // most visited first
  // Indexed by Point (geometry().numPoints() entries): +1 Black owns the point at the end of
  // every playout, -1 White, 0 shared or undecided. Empty before the first playout.
  std::vector<float> ownership;
  // Average final margin of the playouts, in points, from toMove's point of view; empty when
  // the player does not estimate it.
  std::optional<double> scoreLead;
};

struct MoveRequest {
  Color color = Color::Black;
  // Seconds this move may take, from the clock; <= 0 means "use the options' fixed budget".
  double seconds = 0;
  // kgs-genmove_cleanup: capture every dead opponent stone before passing.
  bool cleanup = false;
  // Set from another thread (gogui-interrupt, new input) to end the search early with a move.
  const std::atomic<bool>* interrupt = nullptr;
  // Called from the searching thread about every analysisSeconds while the search runs.
  std::function<void(const SearchAnalysis&)> onAnalysis;
  double analysisSeconds = 0.5;
};

struct MoveChoice {
  Point move = kPass;
  bool resign = false;
  long playouts = 0;
  double seconds = 0;
  int threads = 1;
  long nodes = 0;
  double winrate = 0.5;  // for the side that moved, in [0, 1]
  MoveRule rule = MoveRule::Search;  // what decided the move (move_rule.h)
};

class Player {
 public:
  virtual ~Player() = default;
  // A legal move for request.color in the game's position (or pass, or resign).
  virtual MoveChoice chooseMove(const Game& game, const MoveRequest& request) = 0;
  // The state of the last search; empty before any.
  virtual SearchAnalysis analysis() const { return {}; }
  // Whether this player searches on the opponent's time: a chooseMove for the opponent, ended by
  // its interrupt when the next command arrives, whose tree the next search reuses. Only a
  // search by time ponders: with a fixed playout count it would change the fixed count's result.
  virtual bool ponders() const { return false; }
  virtual const PlayerOptions& options() const = 0;
  virtual void setOptions(const PlayerOptions& options) = 0;
};

// The player the options ask for: the beginner style for mode "beginner" or level 1, else tree
// search. A level (1..10) overrides mode and playouts; 0 leaves them as given.
std::unique_ptr<Player> makePlayer(const PlayerOptions& options);
// Levels 2..10 search with a fixed budget: 25 playouts at level 2, then 100 at level 3 doubling
// per level up to 12,800 at level 10.
long levelPlayouts(int level);
// The options a level stands for (unchanged when no level is set): levels 2 to 10 are the normal
// player, move model included, with the level's playouts and without the judge's reading of
// decided fights.
PlayerOptions levelOptions(const PlayerOptions& options);

}  // namespace kosumi

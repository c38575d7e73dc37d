#pragma once
// The computer player: tree search (mcts.h on go_simulator.h), the tree kept between moves when
// the game continued from the searched position, ownership for analysis, and move_decision.h with
// the dead-stone judge for passing, resigning and cleanup.
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "search/game_end/dead_stone_judge.h"
#include "search/mcts.h"
#include "search/ownership.h"
#include "search/player.h"

namespace kosumi {

class GoSimulator;
class NodeEvaluator;

// Whether a decided game's fight gets the dead-stone judge's reading on this board
// (move_decision.h). By default on boards up to kSmallBoard: there it passes the eye spaces and
// fights of regress/ and played even in games; on 19x19 it passed no more problems and won fewer
// games (README, Strength).
bool readsDecidedFights(const PlayerOptions& options, int boardSize);

// A search's playouts by the move they made at the root (indexed by point): how many, and the sum
// of their final margins for Black.
struct RootTallies {
  std::vector<uint64_t> visits;
  std::vector<double> marginSums;
};

class MctsPlayer final : public Player {
 public:
  explicit MctsPlayer(const PlayerOptions& options);
  ~MctsPlayer() override;

  MoveChoice chooseMove(const Game& game, const MoveRequest& request) override;
  SearchAnalysis analysis() const override { return analysis_; }
  bool ponders() const override { return options_.ponder && options_.playouts == 0; }
  const PlayerOptions& options() const override { return options_; }
  void setOptions(const PlayerOptions& options) override;

  // Nodes in the tree now, and the most it may hold.
  long treeNodes() const { return pool_->used(); }
  long treeCapacity() const { return pool_->capacity(); }
  // Visits of the tree's root: playouts of the last search plus those it inherited.
  long rootVisits() const { return pool_->operator[](0).visits.load(std::memory_order_relaxed); }

 private:
  // Where the tree's root stands, to recognise a later position that continues from it.
  struct TreeKey {
    int size = 0;
    std::vector<SetupStone> setup;
    std::vector<MoveRecord> moves;
    Color toMove = Color::Black;
    Rules rules;
  };
  SearchStats search(const Game& game, Color toMove, const Rules& rules, const SearchLimits& limits,
                     const MoveRequest* request, PlayoutPolicyKind policy);
  // Whether this game continues from the last search's root under the same rules.
  bool continuesLastSearch(const Game& game, const Rules& rules) const;
  void prepareTree(const Game& game, Color toMove, const Rules& rules);
  int threadCount() const;
  // One evaluator a thread for this board, made when the board or the thread count changes; kept
  // between searches with their caches.
  void prepareEvaluators(int boardSize, int threads);
  uint64_t searchSeed(const Game& game, Color toMove) const;
  void collectOwnership(const std::vector<std::unique_ptr<GoSimulator>>& sims);
  // Sums the simulators' playouts and margins per root move (GoSimulator::rootMoveVisits and
  // rootMoveMarginSums).
  static RootTallies collectRootTallies(std::span<const std::unique_ptr<GoSimulator>> sims);
  // blackMargin: the playouts' average final margin for Black, when known; perMove: this
  // search's playouts by root move so far, for each candidate's own score.
  SearchAnalysis snapshot(Color toMove, long playouts, const Ownership* ownership,
                          std::optional<double> blackMargin, const RootTallies& perMove) const;

  PlayerOptions options_;
  uint64_t seed_;
  std::unique_ptr<NodePool> pool_;
  std::unique_ptr<Mcts> mcts_;
  bool treeValid_ = false;
  TreeKey key_;
  Ownership ownership_;
  std::optional<double> meanMargin_;  // Black's average final margin over the last search
  SearchAnalysis analysis_;
  // Decides, with the search, whether a pass is safe at the end of the game. Made anew when the
  // options change its budget.
  std::unique_ptr<DeadStoneJudge> judge_;
  std::vector<std::unique_ptr<NodeEvaluator>> evaluators_;
};

}  // namespace kosumi

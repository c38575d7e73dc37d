#pragma once
// Go behind the Simulator interface: one per search thread, each with its own board copy,
// random generator and ownership counts.
//
// Legality in the tree: root moves are checked with Game::legality, so the game's ko rule
// (superko included) holds for the move actually played. Below the root only Board::check
// applies (occupied, suicide, the simple-ko point): a deeper superko cycle is rare, costs a
// history lookup per node to detect, and can only mislead the estimate of one line, never
// produce an illegal move.
//
// Two passes in a row end a line of play. Under dead=as-is the board is then scored as it
// stands (dead stones count for their owner, which is what makes the search capture them
// before passing); under dead=marked a playout settles which stones are dead first.
//
// With a life target (a stone's point), a playout is not scored: it is won by the target's owner
// when the stone is still there at its end, and lost when it was captured. The tree then offers
// only the moves near the target's chain (and the pass), so a search reads whether that chain
// can live or be killed, as the dead-stone judge asks, without spending its playouts on the rest
// of the board.
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "playouts/heavy_policy.h"
#include "playouts/light_policy.h"
#include "playouts/move_model.h"
#include "playouts/rng.h"
#include "search/move_priors.h"
#include "search/node_evaluator.h"
#include "search/search_params.h"
#include "search/simulator.h"

namespace kosumi {

class GoSimulator final : public Simulator {
 public:
  // `rules` are those the search evaluates with (cleanup searches use dead=as-is).
  GoSimulator(const Game& game, Color toMove, const Rules& rules, uint64_t seed,
              PlayoutPolicyKind policy = PlayoutPolicyKind::Heavy, Point lifeTarget = kNullPoint);
  // The tree's priors add the model's probabilities (move_priors.h), and a node's moves are
  // listed most probable first (for progressive widening); the model must outlive the simulator.
  // The weight comes from searchParams, which knows the board's size.
  void useMoveModel(const MoveModel* model, double priorWeight) {
    model_ = model;
    priorWeight_ = priorWeight;
  }

  // The network evaluates the positions whose moves the tree asks for, unless its share of
  // the priors is 0 beside a model: its probabilities give the priors (policyShare of the
  // probability addModelPrior reads, the rest the move model's) and the order of the moves. Its
  // value is positionValue(), a lookup in the evaluator's cache after generateMoves. The
  // evaluator belongs to this simulator's thread and must outlive it; null: no network.
  void useNetwork(NodeEvaluator* evaluator, double policyShare = SearchParams{}.networkPolicyShare) {
    network_ = evaluator;
    networkPolicyShare_ = float(policyShare);
  }

  Color rootToMove() const override { return rootColor_; }
  int maxMoves() const override { return root_.geometry().area() + 1; }
  int maxPlayoutMoves() const override;
  void resetToRoot() override;
  int generateMoves(MoveCandidate* out, bool atRoot) override;
  void play(Point move) override;
  PlayoutOutcome finish(Point* record) override;
  std::optional<float> positionValue() override;

  // Playouts finished by this simulator, and in how many of them each point ended as Black's
  // and as White's (stones, or empty points next to one colour only).
  long playouts() const { return playouts_; }
  // Sum of the final margins of those playouts, Black's point of view, komi included.
  double marginSum() const { return marginSum_; }
  const std::vector<uint32_t>& owned(Color c) const { return owned_[index(c)]; }
  // Playouts through each root move (the first move of the descent, by point) and the sum of
  // their final margins (Black's view, komi included).
  const std::vector<uint32_t>& rootMoveVisits() const { return rootMoveVisits_; }
  const std::vector<double>& rootMoveMarginSums() const { return rootMoveMarginSums_; }

 private:
  void countOwnership();
  // The network's answer for the current position.
  NodeEvaluator::Result evaluateNetwork();
  // Writes the network's probabilities over the board's points into `probability` (blended with
  // the model's already there, when there is a model), and returns the pass's probability,
  // given the model's.
  float addNetworkProbabilities(float* probability, float passProbability);

  const Game& game_;
  Rules rules_;
  Board root_;
  Color rootColor_;
  int rootPasses_;
  Board board_;
  Color toMove_;
  int passes_ = 0;
  Rng rng_;
  PlayoutPolicyKind policyKind_;
  const MoveModel* model_ = nullptr;
  double priorWeight_ = SearchParams{}.priorWeight;
  NodeEvaluator* network_ = nullptr;
  float networkPolicyShare_ = 1.0f;
  // The last three moves of the current line (the game's, then the tree's): the model reads two,
  // the network three.
  Point last_ = kNullPoint, secondLast_ = kNullPoint, thirdLast_ = kNullPoint;
  // The three moves before the root.
  Point rootThirdLast_ = kNullPoint, rootSecondLast_ = kNullPoint, rootLast_ = kNullPoint;
  Point lifeTarget_;
  Color targetOwner_;
  Bitboard moveArea_;  // the tree's moves with a life target; unused without
  LightPolicy light_;
  HeavyPolicy heavy_;
  long playouts_ = 0;
  double marginSum_ = 0;
  std::vector<uint32_t> owned_[2];
  Point firstMove_ = kNullPoint;  // the current descent's move at the root, if it made one
  std::vector<uint32_t> rootMoveVisits_;
  std::vector<double> rootMoveMarginSums_;
};

}  // namespace kosumi

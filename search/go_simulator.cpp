#include "search/go_simulator.h"

#include <algorithm>

#include "engine/score.h"
#include "playouts/playout.h"
#include "search/move_priors.h"

namespace kosumi {

namespace {
// How far from the target's chain the tree's moves reach in a life search: its liberties, and
// the points an escape, an eye or a capture around them needs.
constexpr int kLifeAreaSteps = 4;
}  // namespace

GoSimulator::GoSimulator(const Game& game, Color toMove, const Rules& rules, uint64_t seed,
                         PlayoutPolicyKind policy, Point lifeTarget)
    : game_(game), rules_(rules), root_(game.board()), rootColor_(toMove), board_(game.board()),
      toMove_(toMove), rng_(seed), policyKind_(policy), lifeTarget_(lifeTarget),
      targetOwner_(lifeTarget == kNullPoint ? Color::Empty : game.board().at(lifeTarget)) {
  // A pass by the opponent just before counts towards ending the game; anything longer is
  // capped, so the root itself is never terminal.
  rootPasses_ = game.opponentJustPassed(toMove) ? 1 : 0;
  if (lifeTarget != kNullPoint) {
    // The chain, its liberties and what lies within three steps of them.
    const int stride = root_.geometry().stride();
    moveArea_ = root_.chainStones(lifeTarget);
    // Step by step within the board, so that the area does not run through the wall column to
    // the other side.
    const Bitboard& onBoard = kBoardMasks[root_.size()];
    for (int i = 0; i < kLifeAreaSteps; ++i) moveArea_ = moveArea_.dilate(stride) & onBoard;
  }
  const auto& moves = game.moves();
  if (moves.size() >= 1) rootLast_ = moves.back().point;
  if (moves.size() >= 2) rootSecondLast_ = moves[moves.size() - 2].point;
  if (moves.size() >= 3) rootThirdLast_ = moves[moves.size() - 3].point;
  last_ = rootLast_;
  secondLast_ = rootSecondLast_;
  thirdLast_ = rootThirdLast_;
  owned_[0].assign(kMaxPoints, 0);
  owned_[1].assign(kMaxPoints, 0);
  rootMoveVisits_.assign(kMaxPoints, 0);
  rootMoveMarginSums_.assign(kMaxPoints, 0.0);
}

int GoSimulator::maxPlayoutMoves() const { return playoutMoveCap(root_.size()); }

void GoSimulator::resetToRoot() {
  last_ = rootLast_;
  secondLast_ = rootSecondLast_;
  thirdLast_ = rootThirdLast_;
  board_ = root_;
  toMove_ = rootColor_;
  passes_ = rootPasses_;
  firstMove_ = kNullPoint;
}

int GoSimulator::generateMoves(MoveCandidate* out, bool atRoot) {
  if (passes_ >= 2) return 0;
  int n = 0;
  const Geometry& g = board_.geometry();
  const Bitboard vital = vitalPoints(board_);
  // The model's or the network's probabilities (or a blend), by point, when there is either;
  // then the order in which the node lists its moves.
  float probability[kMaxPoints];
  float passProbability = 0;
  if (model_) passProbability = model_->evaluate(board_, toMove_, MoveHistory{last_, secondLast_}, probability);
  if (network_ && (!model_ || networkPolicyShare_ > 0))
    passProbability = addNetworkProbabilities(probability, passProbability);
  const bool ranked = model_ || network_;
  // Board order rather than the empty list's, so children do not depend on capture history.
  for (int y = 0; y < g.size(); ++y) {
    for (int x = 0; x < g.size(); ++x) {
      const Point p = g.point(x, y);
      if (board_.at(p) != Color::Empty) continue;
      if (lifeTarget_ != kNullPoint && !moveArea_.test(p)) continue;
      const bool legal = atRoot ? game_.legality(toMove_, p) == MoveLegality::Legal
                                : board_.check(p, toMove_) == MoveLegality::Legal;
      if (!legal) continue;
      out[n] = movePrior(board_, p, toMove_, vital);
      if (ranked) {
        // Tactics first whatever the model says (a capture, a rescue, a vital point): widening
        // must not hide the move a fight turns on behind the model's shape moves.
        const bool urgent = isUrgent(out[n]);
        addModelPrior(out[n], probability[p], priorWeight_);
        if (urgent) probability[p] += 1.0f;
      }
      ++n;
    }
  }
  out[n] = movePrior(board_, kPass, toMove_, vital);
  if (ranked) addModelPrior(out[n], passProbability, priorWeight_);
  ++n;
  if (ranked) {
    // Best first, for progressive widening (SearchParams); ties keep the order of the list
    // above (points grow row by row, the pass last), as a stable sort would. std::sort with that
    // order as the tie-break, because stable_sort takes a buffer from the heap at every expansion.
    auto probabilityOf = [&](const MoveCandidate& m) { return m.move == kPass ? passProbability : probability[m.move]; };
    auto listed = [](const MoveCandidate& m) { return m.move == kPass ? int(kMaxPoints) : int(m.move); };
    std::sort(out, out + n, [&](const MoveCandidate& a, const MoveCandidate& b) {
      const float pa = probabilityOf(a), pb = probabilityOf(b);
      return pa != pb ? pa > pb : listed(a) < listed(b);
    });
  }
  return n;
}

NodeEvaluator::Result GoSimulator::evaluateNetwork() {
  const Point recent[network::kRecentMoves] = {last_, secondLast_, thirdLast_};
  return network_->evaluate(board_, toMove_, rules_.komi, recent);
}

std::optional<float> GoSimulator::positionValue() {
  if (!network_ || passes_ >= 2) return std::nullopt;
  return evaluateNetwork().value;
}

float GoSimulator::addNetworkProbabilities(float* probability, float passProbability) {
  const NodeEvaluator::Result r = evaluateNetwork();
  // Without a model the network's probabilities stand alone.
  const float share = model_ ? networkPolicyShare_ : 1.0f;
  const Geometry& g = board_.geometry();
  for (int y = 0; y < g.size(); ++y)
    for (int x = 0; x < g.size(); ++x) {
      const Point p = g.point(x, y);
      const float net = r.policy[network_->policyIndex(p)];
      probability[p] = share * net + (1.0f - share) * (model_ ? probability[p] : 0.0f);
    }
  return share * r.policy[network_->policyIndex(kPass)] + (1.0f - share) * passProbability;
}

void GoSimulator::play(Point move) {
  if (firstMove_ == kNullPoint) firstMove_ = move;
  thirdLast_ = secondLast_;
  secondLast_ = last_;
  last_ = move;
  if (move == kPass) {
    board_.pass(toMove_);
    ++passes_;
  } else {
    board_.play(move, toMove_);
    passes_ = 0;
  }
  toMove_ = opponent(toMove_);
}

PlayoutOutcome GoSimulator::finish(Point* record) {
  PlayoutOutcome out;
  double margin;
  if (passes_ >= 2 && rules_.dead == DeadStones::AsIs) {
    margin = scoreBoard(board_, rules_, Bitboard()).margin();
  } else {
    PlayoutResult r;
    if (policyKind_ == PlayoutPolicyKind::Heavy) {
      heavy_.startPlayout();
      r = runPlayout(board_, toMove_, heavy_, rng_, rules_, record);
    } else {
      r = runPlayout(board_, toMove_, light_, rng_, rules_, record);
    }
    margin = r.margin;
    out.moves = r.moves;
  }
  out.blackHalfWins = margin > 0 ? 2 : margin < 0 ? 0 : 1;
  if (lifeTarget_ != kNullPoint)
    out.blackHalfWins = (board_.at(lifeTarget_) == targetOwner_) == (targetOwner_ == Color::Black) ? 2 : 0;
  if (firstMove_ != kNullPoint) {
    ++rootMoveVisits_[size_t(firstMove_)];
    rootMoveMarginSums_[size_t(firstMove_)] += margin;
  }
  countOwnership();
  marginSum_ += margin;
  ++playouts_;
  return out;
}

void GoSimulator::countOwnership() {
  const Geometry& g = board_.geometry();
  const int s = g.stride();
  for (int y = 0; y < g.size(); ++y) {
    for (int x = 0; x < g.size(); ++x) {
      const Point p = g.point(x, y);
      Color c = board_.at(p);
      if (c == Color::Empty) {
        bool seen[4] = {false, false, false, false};
        seen[uint8_t(board_.at(Point(p - s)))] = true;
        seen[uint8_t(board_.at(Point(p - 1)))] = true;
        seen[uint8_t(board_.at(Point(p + 1)))] = true;
        seen[uint8_t(board_.at(Point(p + s)))] = true;
        if (seen[0] == seen[1]) continue;
        c = seen[0] ? Color::Black : Color::White;
      }
      ++owned_[index(c)][p];
    }
  }
}

}  // namespace kosumi

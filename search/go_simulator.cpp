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
  last_ = rootLast_;
  secondLast_ = rootSecondLast_;
  owned_[0].assign(kMaxPoints, 0);
  owned_[1].assign(kMaxPoints, 0);
  rootMoveVisits_.assign(kMaxPoints, 0);
  rootMoveMarginSums_.assign(kMaxPoints, 0.0);
}

int GoSimulator::maxPlayoutMoves() const { return playoutMoveCap(root_.size()); }

void GoSimulator::resetToRoot() {
  last_ = rootLast_;
  secondLast_ = rootSecondLast_;
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
  // The model's probabilities, by point, when there is a model; then the order in which the
  // node lists its moves.
  float probability[kMaxPoints];
  float passProbability = 0;
  if (model_) passProbability = model_->evaluate(board_, toMove_, MoveHistory{last_, secondLast_}, probability);
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
      if (model_) {
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
  if (model_) addModelPrior(out[n], passProbability, priorWeight_);
  ++n;
  if (model_) {
    // Best first, for progressive widening (SearchParams); ties keep board order.
    auto probabilityOf = [&](const MoveCandidate& m) { return m.move == kPass ? passProbability : probability[m.move]; };
    std::stable_sort(out, out + n, [&](const MoveCandidate& a, const MoveCandidate& b) {
      return probabilityOf(a) > probabilityOf(b);
    });
  }
  return n;
}

void GoSimulator::play(Point move) {
  if (firstMove_ == kNullPoint) firstMove_ = move;
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

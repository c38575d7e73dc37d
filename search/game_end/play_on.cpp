#include "search/game_end/play_on.h"

#include "engine/score.h"

namespace kosumi {

namespace {
// A move near the doubtful chains is preferred to the search's best move when its win rate is
// at most this much lower.
constexpr double kPlayOnSlack = 0.05;
// Candidates tried, in the search's order, for the move that mends a shortage of liberties.
constexpr size_t kShortageTries = 40;

// What every step of the play-on choice reads.
struct PlayOnPosition {
  const Game& game;
  const DecisionInput& in;
  const Ownership& ownership;
  const StoneJudgment& j;
  const EndOfGameCheck& check;
  // The player's territory by the judge's verdict under territory scoring, where a stone inside
  // it costs its point; empty under area scoring, where such a stone costs nothing.
  Bitboard ownTerritory;

  const Board& board() const { return game.board(); }
  Color color() const { return in.color; }
  bool costsAPoint(Point p) const { return ownTerritory.test(p); }
  // A legal move that does not fill the player's own eye.
  bool playable(Point m) const {
    return m != kNullPoint && m != kPass && game.legality(color(), m) == MoveLegality::Legal &&
           !board().isOwnEye(m, color());
  }
};

// The judge's dead stones were c's living chain `chain` dead instead: the opponent's dead chains
// touching it come alive with it gone (a race lost, dead_stone_judge.h).
Bitboard deadWithOwnChainDead(const Board& board, const StoneJudgment& j, const Bitboard& chain) {
  const int s = board.geometry().stride();
  Bitboard dead = j.dead | chain;
  (chain.neighbours(s) & j.dead).forEach([&](Point p) {
    if (dead.test(p)) dead = dead.andNot(board.chainStones(p));
  });
  return dead;
}

// Step 1: the move after which no chain of the player's is short of liberties, or kNullPoint.
Point mendShortage(const PlayOnPosition& at) {
  if (at.check.shortOfLiberties.empty()) return kNullPoint;
  const Board& board = at.board();
  std::vector<Point> tries;
  for (const RootCandidate& r : at.in.ranked)
    if (r.move != kPass && tries.size() < kShortageTries) tries.push_back(r.move);
  const int s = board.geometry().stride();
  (at.check.shortOfLiberties.neighbours(s) & board.emptyPoints()).forEach([&](Point p) { tries.push_back(p); });
  for (Point p : tries) {
    if (!at.playable(p)) continue;
    Board after = board;
    after.play(p, at.color());
    if (chainsShortOfLiberties(after, at.color(), at.j).empty()) return p;
  }
  return kNullPoint;
}

// The search's best acceptable move outside the player's territory, or null.
const RootCandidate* bestOutsideTerritory(const PlayOnPosition& at) {
  for (const RootCandidate& r : at.in.ranked)
    if (r.move != kPass && acceptableMove(at.game, at.ownership, at.color(), r.move, false) && !at.costsAPoint(r.move))
      return &r;
  return nullptr;
}

// Whether a reading's move inside the player's own territory is worth the point it costs: it
// defends a chain of the player's that the judge counts dead or whose death would cost the game,
// or attacks a chain the judge left alive, or one that lives if its owner moves first and whose
// life would cost the player the game.
bool worthAPoint(const PlayOnPosition& at, const ChainReading& r) {
  const Color c = at.color();
  const bool mine = at.board().at(r.chain.first()) == c;
  const bool judgedDead = !(r.chain & at.j.dead).empty();
  if (mine) return judgedDead || !winsFor(c, at.game.score(deadWithOwnChainDead(at.board(), at.j, r.chain)).margin());
  if (!judgedDead) return true;
  return !(r.chain & at.j.unsettled).empty() && !winsFor(c, at.game.score(at.j.dead.andNot(r.chain)).margin());
}

// The reading's move for one doubtful chain: for the player's own chain its defence, else its
// attack; for the opponent's its attack. Inside the player's territory only when insideToo and
// the move is worth its point.
Point readingMoveFor(const PlayOnPosition& at, const ChainReading& r, bool insideToo) {
  const bool mine = at.board().at(r.chain.first()) == at.color();
  for (Point m : {mine ? r.defend : r.attack, mine ? r.attack : kNullPoint}) {
    if (!at.playable(m)) continue;
    if (at.costsAPoint(m) && !(insideToo && worthAPoint(at, r))) continue;
    return m;
  }
  return kNullPoint;
}

// The judge's own reading of each doubtful chain, largest first.
Point readingMove(const PlayOnPosition& at, bool insideToo) {
  for (const ChainReading& r : at.j.readings) {
    if ((r.chain & at.check.doubtful).empty()) continue;
    if (const Point m = readingMoveFor(at, r, insideToo); m != kNullPoint) return m;
  }
  return kNullPoint;
}

// The search's move on the doubtful chains' liberties or the points next to those, at most
// kPlayOnSlack below the best move's win rate, or kNullPoint.
Point moveNearDoubt(const PlayOnPosition& at, const RootCandidate& best) {
  const Board& board = at.board();
  const int s = board.geometry().stride();
  // Grown one step at a time within the board: a step past the left edge lands on the wall
  // column, and the next would reach the far end of the row below.
  const Bitboard near = (at.check.doubtful.dilate(s) & kBoardMasks[board.size()]).dilate(s) & board.emptyPoints();
  for (const RootCandidate& r : at.in.ranked)
    if (r.move != kPass && near.test(r.move) && r.winrate >= best.winrate - kPlayOnSlack &&
        acceptableMove(at.game, at.ownership, at.color(), r.move, false) && !at.costsAPoint(r.move))
      return r.move;
  return kNullPoint;
}

// Step 2, the result in doubt.
PlayOn settleDoubt(const PlayOnPosition& at, const RootCandidate* best) {
  if (const Point m = readingMove(at, false); m != kNullPoint) return {m, MoveRule::SettleDoubt};
  if (best)
    if (const Point m = moveNearDoubt(at, *best); m != kNullPoint) return {m, MoveRule::NearDoubt};
  if (const Point m = readingMove(at, true); m != kNullPoint) return {m, MoveRule::SettleDoubt};
  if (best) return {best->move, MoveRule::PlayOnBest};
  return {kNullPoint, MoveRule::PassNothingToSettle};
}

// Step 3: the search's best neutral point, else the first.
Point dameMove(const PlayOnPosition& at) {
  for (const RootCandidate& r : at.in.ranked)
    if (r.move != kPass && at.check.dame.test(r.move)) return r.move;
  return at.check.dame.first();
}

}  // namespace

PlayOn playOnMove(const Game& game, const DecisionInput& in, const Ownership& ownership, const StoneJudgment& j,
                  const EndOfGameCheck& check) {
  PlayOnPosition at{game, in, ownership, j, check, Bitboard()};
  if (const Point m = mendShortage(at); m != kNullPoint) return {m, MoveRule::MendShortage};
  if (game.rules().scoring == Scoring::Territory) at.ownTerritory = territoryByJudgment(game.board(), in.color, j);
  const RootCandidate* best = bestOutsideTerritory(at);
  if (check.resultInDoubt)
    if (const PlayOn p = settleDoubt(at, best); p.move != kNullPoint) return p;
  if (!check.dame.empty()) return {dameMove(at), MoveRule::FillDame};
  if (best) return {best->move, MoveRule::PlayOnBest};
  return {kPass, MoveRule::PassNothingToSettle};
}

Point defenceOfUnsettled(const Game& game, Color c, const StoneJudgment& j) {
  const Board& board = game.board();
  for (const ChainReading& r : j.readings) {
    if ((r.chain & j.unsettled).empty() || board.at(r.chain.first()) != c) continue;
    const Point m = r.defend;
    if (m != kNullPoint && m != kPass && game.legality(c, m) == MoveLegality::Legal && !board.isOwnEye(m, c))
      return m;
  }
  return kNullPoint;
}

}  // namespace kosumi

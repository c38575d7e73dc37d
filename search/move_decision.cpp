#include "search/move_decision.h"

#include <algorithm>

#include "search/end_of_game.h"

namespace kosumi {

namespace {
constexpr float kSettled = 0.9f;
// A move near the doubtful chains is preferred to the search's best move when its win rate is
// at most this much lower.
constexpr double kPlayOnSlack = 0.05;
// Candidates tried, in the search's order, for the move that mends a shortage of liberties.
constexpr size_t kShortageTries = 40;

bool winsFor(Color c, double margin) { return c == Color::Black ? margin > 0 : margin < 0; }

bool pastOpening(const Game& game) {
  return int(game.moves().size()) >= std::max(10, game.geometry().area() / 3);
}

// Whether the player may play a candidate other than a pass: under territory scoring not inside
// its own settled territory, and never in its own eye unless the search chose it (first).
bool acceptable(const Game& game, const Ownership& ownership, Color c, Point p, bool first) {
  if (game.rules().scoring == Scoring::Territory && fillsSettledTerritory(game.board(), ownership, p, c))
    return false;
  return first || !game.board().isOwnEye(p, c);
}

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

// The move that keeps the player from passing, from what end_of_game.h found; kPass when no
// candidate will do.
Point playOnMove(const Game& game, const DecisionInput& in, const Ownership& ownership, const StoneJudgment& j,
                 const EndOfGameCheck& check) {
  const Board& board = game.board();
  const Color c = in.color;
  const int s = board.geometry().stride();
  if (!check.shortOfLiberties.empty()) {
    // The search's candidates first, then every point next to the short chains.
    std::vector<Point> tries;
    for (const RootCandidate& r : in.ranked)
      if (r.move != kPass && tries.size() < kShortageTries) tries.push_back(r.move);
    (check.shortOfLiberties.neighbours(s) & board.emptyPoints()).forEach([&](Point p) { tries.push_back(p); });
    for (Point p : tries) {
      if (game.legality(c, p) != MoveLegality::Legal || board.isOwnEye(p, c)) continue;
      Board after = board;
      after.play(p, c);
      if (chainsShortOfLiberties(after, c, j).empty()) return p;
    }
  }
  // Under territory scoring a stone inside the player's own territory (by the judge's verdict)
  // costs its point, so such a move is worth it only where it changes a verdict; under area
  // scoring it costs nothing.
  const Bitboard ownTerritory =
      game.rules().scoring == Scoring::Territory ? territoryByJudgment(board, c, j) : Bitboard();
  const auto costsAPoint = [&](Point p) { return ownTerritory.test(p); };
  // The search's best acceptable move outside the player's territory. Under territory scoring
  // a move inside it that no reading below asks for settles nothing the judge doubts and costs
  // a point: where there is no other, the player passes rather than play it.
  const RootCandidate* best = nullptr;
  for (const RootCandidate& r : in.ranked) {
    if (r.move != kPass && acceptable(game, ownership, c, r.move, false) && !costsAPoint(r.move)) {
      best = &r;
      break;
    }
  }
  if (check.resultInDoubt) {
    // The judge's own reading of each doubtful chain, largest first: the move that kills the
    // opponent's, the move that saves the player's (or, unread that way, the point the attacker
    // wanted). That settles the doubt the judge has, which is what the pass waits for.
    const auto readingMove = [&](bool insideToo) {
      for (const ChainReading& r : j.readings) {
        if ((r.chain & check.doubtful).empty()) continue;
        const bool mine = board.at(r.chain.first()) == c;
        const bool judgedDead = !(r.chain & j.dead).empty();
        // Inside its own territory the player defends a chain of its own the judge counts dead
        // or whose death would cost it the game, and attacks a chain the judge left alive or one
        // that lives if its owner moves first and whose life would cost the player the game:
        // anything else there is a point spent for nothing.
        const auto worthAPoint = [&] {
          if (mine) return judgedDead || !winsFor(c, game.score(deadWithOwnChainDead(board, j, r.chain)).margin());
          if (!judgedDead) return true;
          return !(r.chain & j.unsettled).empty() && !winsFor(c, game.score(j.dead.andNot(r.chain)).margin());
        };
        for (Point m : {mine ? r.defend : r.attack, mine ? r.attack : kNullPoint}) {
          if (m == kNullPoint || m == kPass || game.legality(c, m) != MoveLegality::Legal || board.isOwnEye(m, c))
            continue;
          if (costsAPoint(m) && !(insideToo && worthAPoint())) continue;
          return m;
        }
      }
      return kNullPoint;
    };
    // What costs nothing first: a reading's move outside the player's territory, then the
    // search's move near the doubtful chains (their liberties and the points next to those);
    // only then a reading's move that is worth its point.
    if (const Point m = readingMove(false); m != kNullPoint) return m;
    if (best) {
      // Grown one step at a time within the board: a step past the left edge lands on the wall
      // column, and the next would reach the far end of the row below.
      const Bitboard near = (check.doubtful.dilate(s) & kBoardMasks[board.size()]).dilate(s) & board.emptyPoints();
      for (const RootCandidate& r : in.ranked)
        if (r.move != kPass && near.test(r.move) && r.winrate >= best->winrate - kPlayOnSlack &&
            acceptable(game, ownership, c, r.move, false) && !costsAPoint(r.move))
          return r.move;
    }
    if (const Point m = readingMove(true); m != kNullPoint) return m;
    if (best) return best->move;
  }
  if (!check.dame.empty()) {
    for (const RootCandidate& r : in.ranked)
      if (r.move != kPass && check.dame.test(r.move)) return r.move;
    return check.dame.first();
  }
  return best ? best->move : kPass;
}

// The reading's move for the largest of c's unsettled chains (dead unless c moves first), or
// kNullPoint when there is none or it cannot be played.
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

// Dead stones marked after the game: the search's choice, with a pass checked as above.
MoveChoice decideMarked(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice;
  choice.winrate = in.ranked.front().winrate;
  const Color c = in.color;
  bool wantsPass = false;
  for (size_t i = 0; i < in.ranked.size(); ++i) {
    const RootCandidate& cand = in.ranked[i];
    if (cand.move == kPass) {
      wantsPass = true;
      break;
    }
    if (!acceptable(game, ownership, c, cand.move, i == 0)) continue;
    choice.move = cand.move;
    choice.winrate = cand.winrate;
    break;
  }
  if (!in.judgment) return choice;
  if (!wantsPass && game.opponentJustPassed(c)) {
    const StoneJudgment& j = in.judgment();
    wantsPass = winsFor(c, game.score(j.dead).margin());
    // Near the end a chain of the player's that dies if the opponent moves first but lives if
    // the player does is worth the move the reading found for it, whatever else the search
    // prefers: the search's playouts often leave such a chain alive, the opponent would not.
    if (!wantsPass) {
      const Point save = defenceOfUnsettled(game, c, j);
      if (save != kNullPoint) {
        choice.move = save;
        for (const RootCandidate& r : in.ranked)
          if (r.move == save) choice.winrate = r.winrate;
        return choice;
      }
    }
  }
  if (!wantsPass) return choice;
  const StoneJudgment& j = in.judgment();
  const bool mayPlayOn = movesPlayedOnAfterPasses(game, c) < maxPlayOnMoves(game);
  if (!winsFor(c, game.score(j.dead).margin()) && mayPlayOn) {
    // The search, counting the end its own way, likes the pass, but by the judge's count the
    // game ends lost: the player plays on while the opponent lets it.
    for (const RootCandidate& r : in.ranked) {
      if (r.move == kPass || !acceptable(game, ownership, c, r.move, false)) continue;
      choice.move = r.move;
      choice.winrate = r.winrate;
      return choice;
    }
  }
  choice.move = kPass;
  const EndOfGameCheck check = checkEndOfGame(game, c, j);
  if (check.passIsSafe() || !mayPlayOn) return choice;
  choice.move = playOnMove(game, in, ownership, j, check);
  for (const RootCandidate& r : in.ranked)
    if (r.move == choice.move) choice.winrate = r.winrate;
  return choice;
}

}  // namespace

bool fillsSettledTerritory(const Board& board, const Ownership& ownership, Point p, Color c) {
  if (p == kPass || ownership.empty() || ownership.of(p, c) < kSettled) return false;
  const int s = board.geometry().stride();
  for (Point q : {Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)}) {
    const Color at = board.at(q);
    if (at == Color::Wall) continue;
    if (at == opponent(c)) return false;
    if (at == c && board.liberties(q) < 3) return false;
    if (ownership.of(q, c) < kSettled) return false;
  }
  return true;
}

namespace {

// The search's decision, by the rules above, before a decided game's fight is considered.
MoveChoice decideBySearch(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice;
  const Board& board = game.board();
  const Rules& rules = game.rules();
  const Color c = in.color;
  if (in.ranked.empty()) return choice;  // a pass
  choice.winrate = in.ranked.front().winrate;

  if (in.resignThreshold > 0 && !in.cleanup && pastOpening(game) &&
      in.rootVisits >= kMinResignVisits && in.ranked.front().winrate < in.resignThreshold) {
    choice.resign = true;
    return choice;
  }
  // The board counted as it stands, for dead=as-is and for cleanup.
  const bool asIs = rules.dead == DeadStones::AsIs || in.cleanup;
  if (!asIs) return decideMarked(game, in, ownership);

  // Opponent stones our own judgment calls dead; cleanup must capture them before passing.
  const Bitboard dead = deadStones(board, ownership);
  const bool deadOpponentLeft = !(dead & board.stones(opponent(c))).empty();
  const bool winsNow = winsFor(c, game.score(Bitboard()).margin());
  const bool passAllowed = winsNow && !(in.cleanup && deadOpponentLeft);
  if (passAllowed && game.opponentJustPassed(c)) return choice;  // a pass ends the game with a win

  for (size_t i = 0; i < in.ranked.size(); ++i) {
    const RootCandidate& cand = in.ranked[i];
    if (cand.move == kPass) {
      if (passAllowed) return choice;
      continue;
    }
    if (!acceptable(game, ownership, c, cand.move, i == 0)) continue;
    choice.move = cand.move;
    choice.winrate = cand.winrate;
    return choice;
  }
  return choice;
}

// The search's candidate for the judge's move for the largest unsettled chain of at least
// kDecidedFightStones stones, either side's: the defence of the player's own, the attack on the
// opponent's; null when there is none or its move will not do: illegal, the player's own eye, a
// point of its settled territory under territory scoring, or a move the search did not try or
// found more than kDecidedFightSlack worse than its best.
const RootCandidate* decidedFightMove(const Game& game, const DecisionInput& in, const StoneJudgment& j,
                                      const Ownership& ownership) {
  const Board& board = game.board();
  const Color c = in.color;
  const double best = in.ranked.front().winrate;
  const auto tried = [&](Point m) -> const RootCandidate* {
    for (const RootCandidate& r : in.ranked)
      if (r.move == m) return r.visits > 0 && r.winrate >= best - kDecidedFightSlack ? &r : nullptr;
    return nullptr;
  };
  for (const ChainReading& r : j.readings) {
    if ((r.chain & j.unsettled).empty() || r.chain.count() < kDecidedFightStones) continue;
    const Point m = board.at(r.chain.first()) == c ? r.defend : r.attack;
    if (m == kNullPoint || m == kPass || game.legality(c, m) != MoveLegality::Legal) continue;
    if (!acceptable(game, ownership, c, m, false)) continue;
    if (const RootCandidate* candidate = tried(m)) return candidate;
  }
  return nullptr;
}

}  // namespace

MoveChoice decideMove(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice = decideBySearch(game, in, ownership);
  // Passes, resignation, cleanup and the moves after the opponent's pass keep their own rules.
  if (!in.readDecidedFights || !in.judgment || choice.move == kPass || choice.resign || in.cleanup ||
      game.opponentJustPassed(in.color))
    return choice;
  const double best = in.ranked.front().winrate;
  if (!decidedWinrate(best)) return choice;
  const RootCandidate* fight = decidedFightMove(game, in, in.judgment(), ownership);
  if (!fight || fight->move == choice.move) return choice;
  choice.move = fight->move;
  choice.winrate = fight->winrate;
  return choice;
}

}  // namespace kosumi

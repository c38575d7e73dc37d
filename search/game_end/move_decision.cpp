#include "search/game_end/move_decision.h"

#include <algorithm>

#include "engine/score.h"
#include "search/game_end/counted_dead.h"
#include "search/game_end/pass_obstacles.h"
#include "search/game_end/play_on.h"

namespace kosumi {

namespace {
constexpr float kSettled = 0.9f;

bool pastOpening(const Game& game) {
  return int(game.moves().size()) >= std::max(10, game.geometry().area() / 3);
}

// Whether the count of the game ended now wins for c: the board as it stands under dead=as-is
// and in cleanup, else with the judge's dead stones (counted_dead.h).
bool countWins(const Game& game, const DecisionInput& in, Color c) {
  const DeadStones handling = in.cleanup ? DeadStones::AsIs : game.rules().dead;
  return winsFor(c, game.score(countedDead(handling, std::nullopt, in.judgment)).margin());
}

// The choice of move m by `rule`, with the search's win rate for m when it ranked it.
void choose(MoveChoice& choice, const DecisionInput& in, Point m, MoveRule rule) {
  choice.move = m;
  choice.rule = rule;
  for (const RootCandidate& r : in.ranked)
    if (r.move == m) choice.winrate = r.winrate;
}

bool shouldResign(const Game& game, const DecisionInput& in) {
  return in.resignThreshold > 0 && !in.cleanup && pastOpening(game) && in.rootVisits >= kMinResignVisits &&
         in.ranked.front().winrate < in.resignThreshold;
}

// dead=as-is and cleanup: the board counts as it stands, so a pass is allowed only while that
// count wins and, in cleanup, no opponent stone the judge calls dead is left to capture.
MoveChoice decideAsIs(const Game& game, const DecisionInput& in, const Ownership& ownership, MoveChoice choice) {
  const Color c = in.color;
  const bool deadOpponentLeft =
      in.cleanup && in.judgment && !(in.judgment().dead & game.board().stones(opponent(c))).empty();
  const bool passAllowed = countWins(game, in, c) && !deadOpponentLeft;
  choice.rule = MoveRule::AsIsPassWins;
  if (passAllowed && game.opponentJustPassed(c)) return choice;  // a pass ends the game with a win
  for (size_t i = 0; i < in.ranked.size(); ++i) {
    const RootCandidate& cand = in.ranked[i];
    if (cand.move == kPass && passAllowed) return choice;
    if (cand.move == kPass || !acceptableMove(game, ownership, c, cand.move, i == 0)) continue;
    choice.move = cand.move;
    choice.winrate = cand.winrate;
    choice.rule = MoveRule::Search;
    return choice;
  }
  choice.rule = MoveRule::NothingToPlay;
  return choice;
}

// The search's first acceptable move, or a pass when it ranks the pass before any (wantsPass).
MoveChoice searchChoice(const Game& game, const DecisionInput& in, const Ownership& ownership, bool& wantsPass) {
  MoveChoice choice;
  choice.winrate = in.ranked.front().winrate;
  choice.rule = MoveRule::NothingToPlay;
  wantsPass = false;
  for (size_t i = 0; i < in.ranked.size(); ++i) {
    const RootCandidate& cand = in.ranked[i];
    if (cand.move == kPass) {
      wantsPass = true;
      choice.rule = MoveRule::SearchRanksPass;
      return choice;
    }
    if (!acceptableMove(game, ownership, in.color, cand.move, i == 0)) continue;
    choice.move = cand.move;
    choice.winrate = cand.winrate;
    choice.rule = MoveRule::Search;
    return choice;
  }
  return choice;
}

// The search likes the pass, but by the judge's count the game ends lost: the search's best
// acceptable move other than the pass, or kNullPoint.
Point playOnAgainstTheCount(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  for (const RootCandidate& r : in.ranked)
    if (r.move != kPass && acceptableMove(game, ownership, in.color, r.move, false)) return r.move;
  return kNullPoint;
}

// Dead stones marked after the game: the search's choice, with a pass checked as the header says.
MoveChoice decideMarked(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  const Color c = in.color;
  bool wantsPass = false;
  MoveChoice choice = searchChoice(game, in, ownership, wantsPass);
  if (!in.judgment) return choice;
  if (!wantsPass && game.opponentJustPassed(c)) {
    const StoneJudgment& j = in.judgment();
    wantsPass = countWins(game, in, c);
    // Near the end a chain of the player's that dies if the opponent moves first but lives if
    // the player does is worth the move the reading found for it, whatever else the search
    // prefers: the search's playouts often leave such a chain alive, the opponent would not.
    const Point save = wantsPass ? kNullPoint : defenceOfUnsettled(game, c, j);
    if (save != kNullPoint) {
      choose(choice, in, save, MoveRule::SaveUnsettled);
      return choice;
    }
  }
  if (!wantsPass) return choice;
  const StoneJudgment& j = in.judgment();
  const bool mayPlayOn = movesPlayedOnAfterPasses(game, c) < maxPlayOnMoves(game);
  const bool wins = countWins(game, in, c);
  if (!wins && mayPlayOn) {
    if (const Point m = playOnAgainstTheCount(game, in, ownership); m != kNullPoint) {
      choose(choice, in, m, MoveRule::PlayOnCountLoses);
      return choice;
    }
  }
  choice.move = kPass;
  const EndOfGameCheck check = checkEndOfGame(game, c, j);
  if (!mayPlayOn || check.passIsSafe()) {
    choice.rule = !mayPlayOn ? MoveRule::PassAcceptsCount : wins ? MoveRule::PassWins : MoveRule::NothingToPlay;
    return choice;
  }
  const PlayOn next = playOnMove(game, in, ownership, j, check);
  choose(choice, in, next.move, next.rule);
  return choice;
}

// The search's decision, by the rules above, before a decided game's fight is considered.
MoveChoice decideBySearch(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice;
  if (in.ranked.empty()) {
    choice.rule = MoveRule::NothingToPlay;
    return choice;
  }
  choice.winrate = in.ranked.front().winrate;
  if (shouldResign(game, in)) {
    choice.resign = true;
    choice.rule = MoveRule::Resign;
    return choice;
  }
  if (game.rules().dead == DeadStones::AsIs || in.cleanup) return decideAsIs(game, in, ownership, choice);
  return decideMarked(game, in, ownership);
}

// The search's candidate for the judge's move for the largest unsettled chain of at least
// kDecidedFightStones stones, either side's: the defence of the player's own, the attack on the
// opponent's; null when there is none or its move will not do: illegal, the player's own eye, a
// point of its settled territory under territory scoring, or a move the search did not try or
// found more than kDecidedFightSlack worse than its best.
const RootCandidate* decidedFightMove(const Game& game, const DecisionInput& in, const StoneJudgment& j,
                                      const Ownership& ownership) {
  const Board& board = game.board();
  const double best = in.ranked.front().winrate;
  const auto tried = [&](Point m) -> const RootCandidate* {
    for (const RootCandidate& r : in.ranked)
      if (r.move == m) return r.visits > 0 && r.winrate >= best - kDecidedFightSlack ? &r : nullptr;
    return nullptr;
  };
  for (const ChainReading& r : j.readings) {
    if ((r.chain & j.unsettled).empty() || r.chain.count() < kDecidedFightStones) continue;
    const Point m = board.at(r.chain.first()) == in.color ? r.defend : r.attack;
    if (m == kNullPoint || m == kPass || game.legality(in.color, m) != MoveLegality::Legal) continue;
    if (!acceptableMove(game, ownership, in.color, m, false)) continue;
    if (const RootCandidate* candidate = tried(m)) return candidate;
  }
  return nullptr;
}

// Whether the decided game's fight may overrule this choice at all: a move of the search's in a
// decided game, with a judgment at hand, no cleanup, and no pass of the opponent's to answer
// (passes, resignation, cleanup and the moves after the opponent's pass keep their own rules).
bool fightMayOverrule(const Game& game, const DecisionInput& in, const MoveChoice& choice) {
  return in.readDecidedFights && in.judgment && choice.move != kPass && !choice.resign && !in.cleanup &&
         !game.opponentJustPassed(in.color) && decidedWinrate(in.ranked.front().winrate);
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

bool acceptableMove(const Game& game, const Ownership& ownership, Color c, Point p, bool first) {
  if (game.rules().scoring == Scoring::Territory && fillsSettledTerritory(game.board(), ownership, p, c))
    return false;
  return first || !game.board().isOwnEye(p, c);
}

bool passingLoses(const Game& game, Color c, const Bitboard& dead) {
  return winsFor(opponent(c), game.score(dead).margin());
}

MoveChoice decideMove(const Game& game, const DecisionInput& in, const Ownership& ownership) {
  MoveChoice choice = decideBySearch(game, in, ownership);
  if (!fightMayOverrule(game, in, choice)) return choice;
  const RootCandidate* fight = decidedFightMove(game, in, in.judgment(), ownership);
  if (!fight || fight->move == choice.move) return choice;
  choice.move = fight->move;
  choice.winrate = fight->winrate;
  choice.rule = MoveRule::DecidedFight;
  return choice;
}

std::string_view moveRuleName(MoveRule rule) {
  switch (rule) {
    case MoveRule::Search: return "search";
    case MoveRule::NothingToPlay: return "nothing-to-play";
    case MoveRule::Resign: return "resign";
    case MoveRule::SearchRanksPass: return "search-ranks-pass";
    case MoveRule::PassWins: return "pass-wins";
    case MoveRule::PassAcceptsCount: return "pass-accepts-count";
    case MoveRule::PassNothingToSettle: return "pass-nothing-to-settle";
    case MoveRule::PlayOnCountLoses: return "play-on-count-loses";
    case MoveRule::SaveUnsettled: return "save-unsettled";
    case MoveRule::MendShortage: return "mend-shortage";
    case MoveRule::SettleDoubt: return "settle-doubt";
    case MoveRule::NearDoubt: return "near-doubt";
    case MoveRule::FillDame: return "fill-dame";
    case MoveRule::PlayOnBest: return "play-on-best";
    case MoveRule::AsIsPassWins: return "as-is-pass-wins";
    case MoveRule::DecidedFight: return "decided-fight";
    case MoveRule::Beginner: return "beginner";
    case MoveRule::BeginnerPassWins: return "beginner-pass";
  }
  return "?";
}

}  // namespace kosumi

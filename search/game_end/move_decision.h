#pragma once
// The end of the game in one place: from a finished search to the move actually played, and why
// (move_rule.h). Every player goes through here: tree search at every level calls decideMove, the
// beginner asks passingLoses. The rules, in the order they are tried:
//  - resign when the best win rate is below the threshold, past the opening and after enough
//    playouts;
//  - dead=as-is, and cleanup (kgs-genmove_cleanup): never pass while the board as it stands
//    loses, or (cleanup) while opponent stones the judge calls dead remain; play the best other
//    move;
//  - dead stones marked after the game (the usual rules): a pass is considered when the opponent
//    has passed and the judge's count wins, or when the search ranks the pass first; it is played
//    only when pass_obstacles.h finds nothing in its way (no result in doubt, no chain short of
//    liberties, no neutral point worth a point under area scoring). Otherwise the player plays on
//    (play_on.h). After maxPlayOnMoves such moves in a row it accepts the judge's count as it
//    stands. After the opponent's pass a chain of the player's that is unsettled (dead unless the
//    player moves first) gets the move the judge's reading found for it, whatever the search
//    prefers;
//  - territory scoring: never play inside our own settled territory, where a stone costs a point;
//  - when asked (readDecidedFights), in a game the search finds decided (its best win rate at
//    most kDecidedWinrate or at least 1 - kDecidedWinrate), while the opponent has not just
//    passed and there is no cleanup: the largest unsettled chain of at least kDecidedFightStones
//    stones (dead if its owner's opponent moves first, alive if its owner does) gets the judge's
//    reading instead of the search's move, the defence for the player's own chain, the attack
//    for the opponent's, when the search tried that move and found it at most kDecidedFightSlack
//    worse than its best. Near a decided result nearly every playout ends the same way whatever
//    the first move, so the win rates no longer tell the moves apart, while the reading, whose
//    playouts are won by the chain's fate alone, still does; the slack keeps the reading from
//    overruling a search that does tell them apart (a bigger threat elsewhere).
// Which stones are dead is the judge's to say (dead_stone_judge.h), for every rule here.
#include <functional>
#include <vector>

#include "engine/game.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/ownership.h"
#include "search/player.h"

namespace kosumi {

struct RootCandidate {
  Point move = kPass;
  long visits = 0;
  double winrate = 0.5;  // for the side to move
};

struct DecisionInput {
  Color color = Color::Black;
  bool cleanup = false;
  double resignThreshold = 0.1;
  long rootVisits = 0;  // playouts behind the root's statistics, reused ones included
  std::vector<RootCandidate> ranked;  // legal root moves, most visited first
  // The judge's verdict on the position, asked for only when a pass is considered or, in cleanup,
  // for the dead stones left to capture (it costs two short searches). Without it a pass is taken
  // as the search ranks it.
  std::function<const StoneJudgment&()> judgment;
  // Whether a decided game's unsettled chain gets the judge's reading (above); needs judgment.
  bool readDecidedFights = false;
};

// A win rate this far from 0 or 1, or closer, counts as a decided game.
constexpr double kDecidedWinrate = 0.25;
inline bool decidedWinrate(double winrate) { return winrate <= kDecidedWinrate || winrate >= 1 - kDecidedWinrate; }
// The fewest stones of a chain whose reading overrides the search in a decided game.
constexpr int kDecidedFightStones = 3;
// How much lower than the search's best a decided fight's move may be in the search's own win
// rate and still be played.
constexpr double kDecidedFightSlack = 0.05;

// The root's visits needed before resigning is considered.
constexpr long kMinResignVisits = 1000;

// The move (or pass, or resignation) to play; `move`, `resign`, `winrate` and `rule` are set.
MoveChoice decideMove(const Game& game, const DecisionInput& input, const Ownership& ownership);

// Whether c passing now, with the judged dead stones `dead` removed, loses the game (a tie does
// not lose). The beginner answers a pass with a pass unless this holds.
bool passingLoses(const Game& game, Color c, const Bitboard& dead);

// Whether c playing p would only fill c's settled territory: an empty point c owns at the end of
// nearly every playout, like all its neighbours, touching no opponent stone and no own chain
// short of liberties.
bool fillsSettledTerritory(const Board& board, const Ownership& ownership, Point p, Color c);

// Whether the player may play a candidate other than a pass: under territory scoring not inside
// its own settled territory, and never in its own eye unless the search chose it (first).
bool acceptableMove(const Game& game, const Ownership& ownership, Color c, Point p, bool first);

}  // namespace kosumi

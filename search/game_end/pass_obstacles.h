#pragma once
// What stands between the computer player and a pass at the end of a game, from the judge's view
// of the board (dead_stone_judge.h):
//  - the result in doubt: the game is won with the judge's verdict but lost if every doubtful
//    chain is judged against the player (its own dead, the opponent's alive). Passing then lets a
//    referee, or an opponent marking dead stones, turn the result; playing on settles the chains;
//  - a shortage of liberties: a living chain of the player's that the opponent could capture once
//    the neutral points are filled; the liberty it needs must be added before the game ends;
//  - neutral points (dame) the player can fill without harm, each a point under area scoring.
// The player consults this only when a pass is on the table: after the opponent's pass, or when
// the search itself ranks the pass first.
#include <vector>

#include "engine/game.h"
#include "search/game_end/dead_stone_judge.h"

namespace kosumi {

struct EndOfGameCheck {
  bool resultInDoubt = false;
  Bitboard shortOfLiberties;  // the player's chains that the filled neutral points would kill
  Bitboard dame;              // neutral points the player can fill safely (area scoring only)
  Bitboard doubtful;          // the judge's doubtful chains, both colours
  bool passIsSafe() const { return !resultInDoubt && shortOfLiberties.empty() && dame.empty(); }
};

EndOfGameCheck checkEndOfGame(const Game& game, Color c, const StoneJudgment& judgment);

// c's living chains (judgment.dead excluded) that the opponent could capture after filling every
// neutral point it can fill without putting itself in atari: chains captured on the way, a chain
// left in atari that cannot extend to two liberties, or two chains left in atari at once.
Bitboard chainsShortOfLiberties(const Board& board, Color c, const StoneJudgment& judgment);

// c's territory once the judge's dead chains are removed: the empty regions bordered by c's
// living stones alone (what territory scoring counts, prisoners aside).
Bitboard territoryByJudgment(const Board& board, Color c, const StoneJudgment& judgment);

// Moves after an opponent's pass in a row at the end of the game: how often c has already played
// on instead of answering a pass with a pass.
int movesPlayedOnAfterPasses(const Game& game, Color c);

// How many such moves c makes at most before it accepts the judge's verdict as it stands: doubt
// that this many moves did not settle is doubt the player cannot settle.
int maxPlayOnMoves(const Game& game);

}  // namespace kosumi

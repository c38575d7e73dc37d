#pragma once
// Dynamic komi for handicap games. A search that counts every playout as won or lost sees a
// lopsided game as decided: once one side leads by much, every move wins (or loses) nearly every
// playout and the win rates no longer tell good moves from bad. The side behind then plays wild
// moves, and past the point of no return throws stones away; the side ahead gives points away as
// long as it still wins. Handicap games are lopsided from the first move.
//
// With dynamic komi the search's playouts are won against a margin of its own instead of zero,
// taken from the margin the player's last search of the game expected (searchWinningMargin), but
// only once that search found the game nearly decided by the real count. The side that lost
// nearly every playout (kDynamicKomiLostWinrate) plays to lose by less than the margin it
// expects, beyond a few points of dead zone: about half its playouts are then "won", the win
// rates tell the moves apart again, and it keeps the game as close as it can, which is how it
// catches up. The side that won nearly every playout (kDynamicKomiSafeWinrate) plays to win by
// half its lead beyond the dead zone instead of by just enough. In between, and near an even
// score, the search plays to win. The first search of a game, cleanup after it
// (kgs-genmove_cleanup), the game's own score, resigning and every reported win rate count with
// the real komi.
#include <optional>

#include "engine/game.h"

namespace kosumi {

// The share of the expected margin beyond the dead zone that the side behind plays to keep, and
// the share of its lead the side ahead plays to win by.
constexpr double kDynamicKomiShareBehind = 1.0;
constexpr double kDynamicKomiShareAhead = 0.5;

// The dead zone on 19x19 (it scales with the board's points): within it the search plays to win.
constexpr double kDynamicKomiDeadZone19 = 3.0;

// The real win rates of the mover's last search beyond which the game counts as decided: at most
// kDynamicKomiLostWinrate the mover plays to lose by less, at least kDynamicKomiSafeWinrate to win
// by more.
constexpr double kDynamicKomiLostWinrate = 0.15;
constexpr double kDynamicKomiSafeWinrate = 0.85;

// The margin for Black above which the search counts a playout as Black's win (below it,
// White's), when the search expects Black's margin `expected` on a board of `points` points and
// `mover` is to play. `moverWinrate`: the mover's real win rate in its last search of this game,
// if known; without it, or between the two bounds, the search plays to win (0).
double searchWinningMargin(double expected, int points, Color mover, std::optional<double> moverWinrate);

// What a search of `game` for `mover` plays for (searchWinningMargin), 0 for the win alone: in
// handicap games (two stones or more) outside cleanup, once an earlier search gave `lastMargin`,
// Black's mean margin in the player's last search, when this game continues from it.
// `moverWinrate`: the mover's real win rate there, when it was the mover's search.
double dynamicWinningMargin(const Game& game, Color mover, bool cleanup, std::optional<double> lastMargin,
                            std::optional<double> moverWinrate);

}  // namespace kosumi

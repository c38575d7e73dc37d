#pragma once
// Counting a finished board under area or territory scoring: an empty region touching only one
// colour counts for that colour, touching both counts for neither, with no seki exception;
// area = living stones + territory; territory = territory + prisoners + the opponent's dead
// stones (the point a dead stone leaves is territory when only the opponent surrounds it); komi
// goes to White.
#include <string>

#include "engine/bitboard.h"
#include "engine/board.h"
#include "engine/rules.h"

namespace kosumi {

struct Score {
  Scoring scoring = Scoring::Area;
  double komi = 0;
  int stones[2] = {0, 0};     // living stones on the board, by colour
  int territory[2] = {0, 0};  // empty points (dead stones removed) surrounded by that colour alone
  int prisoners[2] = {0, 0};  // stones captured during play by that colour
  int deadCaptured[2] = {0, 0};  // dead stones of the opponent, credited to that colour
  Bitboard territoryPoints[2];
  Bitboard deadStones;  // the stones treated as dead

  // Area: stones + territory. Territory: territory + prisoners + dead captured. Komi to White.
  double points(Color c) const;
  // Black's points minus White's.
  double margin() const { return points(Color::Black) - points(Color::White); }
  // "B+3.5", "W+0.5", or "0" for a tie.
  std::string result() const;
};

// Whether a margin for Black (points(Black) - points(White)) wins the game for c; a tie wins for
// neither side.
inline bool winsFor(Color c, double blackMargin) { return c == Color::Black ? blackMargin > 0 : blackMargin < 0; }

// Scores the board under the rules. dead lists stones to treat as dead; it is ignored under
// dead=as-is, where the board counts exactly as it stands.
Score scoreBoard(const Board& board, const Rules& rules, const Bitboard& dead);

// The empty regions of a position: territory[c] gets regions bordered by c alone.
// `living` are the stones that count as on the board.
void territoryOf(const Geometry& geo, const Bitboard living[2], Bitboard territory[2]);

}  // namespace kosumi

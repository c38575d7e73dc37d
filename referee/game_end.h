#pragma once
// How a game ended, and its result as SGF's RE writes it: by score ("B+3.5", "W+0.5", "0" for a
// tie), by resignation ("W+R") or by an agreed draw ("0"). The one place that writes a result's
// text, for every face.
#include <optional>
#include <string>

#include "engine/bitboard.h"
#include "engine/game.h"

namespace kosumi {

enum class GameEnding { Score, Resign, Draw };
// "score", "resign", "draw".
const char* gameEndingName(GameEnding ending);

struct GameEnd {
  GameEnding how = GameEnding::Score;
  std::optional<Color> winner;  // none for a draw or a tie
  double margin = 0;            // Black's points minus White's; 0 for resignation and draw
  std::string text;             // as SGF's RE writes it
  Bitboard dead;                // the stones scored as dead
  bool marked = false;          // scored with the players' marks

  // c resigned: the opponent wins.
  static GameEnd resignation(Color resigner);
  // The players agreed on a draw.
  static GameEnd draw();
  // The game's board counted with `dead` (ignored under dead=as-is); marked when the players
  // marked them.
  static GameEnd scored(const Game& game, const Bitboard& dead, bool marked = false);
};

}  // namespace kosumi

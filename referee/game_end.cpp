#include "referee/game_end.h"

#include "engine/score.h"

namespace kosumi {

const char* gameEndingName(GameEnding ending) {
  switch (ending) {
    case GameEnding::Score: return "score";
    case GameEnding::Resign: return "resign";
    case GameEnding::Draw: return "draw";
  }
  return "score";
}

GameEnd GameEnd::resignation(Color resigner) {
  GameEnd e;
  e.how = GameEnding::Resign;
  e.winner = opponent(resigner);
  e.text = std::string(*e.winner == Color::Black ? "B" : "W") + "+R";
  return e;
}

GameEnd GameEnd::draw() {
  GameEnd e;
  e.how = GameEnding::Draw;
  e.text = "0";
  return e;
}

GameEnd GameEnd::scored(const Game& game, const Bitboard& dead, bool marked) {
  const Score s = game.score(dead);
  GameEnd e;
  e.how = GameEnding::Score;
  e.margin = s.margin();
  if (e.margin > 0) e.winner = Color::Black;
  if (e.margin < 0) e.winner = Color::White;
  e.text = s.result();
  e.dead = s.deadStones;
  e.marked = marked;
  return e;
}

}  // namespace kosumi

#pragma once
// The referee for servers and pages: one game under a rule set, answering every question a front
// end asks (is this move legal and why not, what did it capture, who is to move, what is the
// score under the rules in force) and, on request, the computer's move. Every method answers a
// JavaScript object; bad input (a malformed or off-board vertex, a colour that is not to move,
// garbage text) is answered {ok: false, reason: "invalid", error} and changes nothing.
#include <emscripten/val.h>

#include <memory>
#include <string>

#include "engine/game.h"
#include "search/game_end/dead_stone_judge.h"
#include "search/player.h"

namespace kosumi::web {

class RefereeGame {
 public:
  RefereeGame(Game game, PlayerOptions player);

  int size() const { return game_.size(); }
  std::string rules() const { return game_.rules().toString(); }
  double komi() const { return game_.rules().komi; }
  std::string toMove() const;
  int consecutivePasses() const { return game_.consecutivePasses(); }

  // {ok} or {ok: false, error}: "PRESET [overrides]" and/or komi, as in the constructor.
  emscripten::val setRules(const emscripten::val& options);
  // {ok: true} when colour may play vertex now, else {ok: false, reason, error}: reason is
  // occupied, suicide, ko or superko for a move the rules forbid, invalid for bad input.
  emscripten::val legality(const std::string& color, const std::string& vertex) const;
  // Plays it when legal: {ok: true, color, vertex, captured: [vertices]}; else as legality().
  emscripten::val play(const std::string& color, const std::string& vertex);
  // Every point colour may play now (passing aside), in A1, B1, ... order.
  emscripten::val legalMoves(const std::string& color) const;
  // {black, white}: stones each colour has captured.
  emscripten::val captures() const;
  // The stones row by row from the top: "." empty, "X" black, "O" white.
  emscripten::val rows() const;
  // [{color, vertex}] in order.
  emscripten::val moves() const;
  // Takes back the last move: {ok} or {ok: false, error}.
  emscripten::val undo();
  // The score under the rules in force. dead lists vertices of stones to remove (each names
  // its whole chain), used under dead=marked; an absent list counts nothing as dead.
  emscripten::val score(const emscripten::val& dead) const;
  // The stones the engine judges dead in the position (the same judge as final_score, whatever
  // the computer's mode or level), for a front end to propose before the players agree.
  emscripten::val judgeDead();
  // The game as SGF; result, when empty, is the score once both sides have passed.
  std::string sgf(const std::string& result) const;
  // The computer's move for the side to move (or options.color): {ok, move, color, played,
  // captured, seconds}. options: mode, level, playouts, time, seed, playoutPolicy, maxMemory,
  // resignThreshold, color, play (default true).
  emscripten::val genmove(const emscripten::val& options);

 private:
  // The player for these options, made anew only when they change.
  Player& playerFor(const PlayerOptions& options);

  Game game_;
  PlayerOptions baseOptions_;
  std::unique_ptr<Player> player_;
  PlayerOptions playerOptions_;
  DeadStoneJudge judge_;
};

// A game from SGF text: {ok: true, game} or {ok: false, error}. options as for a new game; the
// record's RU and KM apply over them.
emscripten::val refereeGameFromSgf(const std::string& text, const emscripten::val& options);
// A new game: {ok: true, game} or {ok: false, error}. options: size, rules, komi and the
// player's keys (the defaults of genmove).
emscripten::val newRefereeGame(const emscripten::val& options);

}  // namespace kosumi::web

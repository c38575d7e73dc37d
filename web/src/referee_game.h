#pragma once
// The referee for servers and pages: one game under a rule set, answering every question a front
// end asks (is this move legal and why not, what did it capture, who is to move, what is the
// score under the rules in force) and, on request, the computer's move. Every method answers a
// JavaScript object; bad input (a malformed or off-board vertex, a colour that is not to move,
// garbage text) is answered {ok: false, reason: "invalid", error} and changes nothing.
//
// The game's life (phases, marks, confirmations, resignation, draws, the result) is the
// Referee's (referee/referee.h); this class translates its answers into JavaScript objects and
// adds the computer's move. What the phase does not allow is answered {ok: false, reason:
// "phase", error} and changes nothing; bad input is refused before the phase is looked at.
#include <emscripten/val.h>

#include <memory>
#include <optional>
#include <string>

#include "engine/game.h"
#include "referee/referee.h"
#include "search/player.h"

namespace kosumi::web {

// How often a genmove asks its stopRequested function: short enough that a stop is answered
// well within a tenth of a second, long enough that the asking (each ask rides on the search's
// analysis callback, which also takes a snapshot of the search) costs nothing measurable: a
// one-second search took the same time with and without it, on 9x9 and on 19x19.
inline constexpr double kStopPollSeconds = 0.02;

class RefereeGame {
 public:
  // resumedAt as for Referee.
  RefereeGame(Game game, PlayerOptions player, Confirmation confirmation = Confirmation::One,
              std::optional<size_t> resumedAt = std::nullopt);

  int size() const { return game().size(); }
  std::string rules() const { return game().rules().toString(); }
  double komi() const { return game().rules().komi; }
  std::string toMove() const;
  // Passes in a row since play began or last resumed: two end play.
  int consecutivePasses() const;
  // "play", "marking" or "over".
  std::string phase() const;

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
  // Takes back the last move: {ok} or {ok: false, error}. During marking it takes back the last
  // pass, which returns the game to play with the marks cleared; refused once the game is over.
  emscripten::val undo();
  // The score under the rules in force, once both sides have passed. dead lists vertices of
  // stones to remove (each names its whole chain), used under dead=marked; an absent list counts
  // the marks (during marking) or the agreed dead stones (once over).
  emscripten::val score(const emscripten::val& dead) const;
  // The stones the engine judges dead in the position (the same judge as final_score, whatever
  // the computer's mode or level), for a front end to propose before the players agree.
  emscripten::val judgeDead();
  // The game as SGF; result, when empty, is the game's result once over, else the score of the
  // board as it stands once both sides have passed. A game scored with marked dead stones also
  // gets each side's territory, the dead stones it took among it, as TB and TW in its last node.
  std::string sgf(const std::string& result) const;

  // Marking: marks vertex's whole chain dead, or unmarks it when marked; {ok, dead, chain,
  // marks}. An empty point is {ok: false, reason: "empty"}. Any change clears confirmations.
  emscripten::val toggleDead(const std::string& vertex);
  // Marking: the marks become the engine's judgement (judgeDead); confirmations are cleared.
  emscripten::val proposeMarks();
  // The marked dead stones: during marking, the marks; once scored, the agreed ones.
  emscripten::val marks() const;
  // The colours that have confirmed the marks.
  emscripten::val confirmations() const;
  // Marking: colour accepts the marks; {ok, confirmed, complete}. Once one (or both) confirmed,
  // the game is over, scored with the marks.
  emscripten::val confirm(const std::string& color);
  // Marking: back to play, marks cleared; two more passes reach marking again.
  emscripten::val resume();
  // Before the end: colour resigns and the other side wins.
  emscripten::val resign(const std::string& color);
  // Before the end: colour offers a draw, which stands until the opponent answers it, moves
  // (play, pass or a played genmove decline it) or a move is taken back.
  emscripten::val offerDraw(const std::string& color);
  // The offerer's opponent accepts (the game is over, drawn) or declines the draw.
  emscripten::val answerDraw(const std::string& color, bool accept);
  // The colour whose draw offer stands, or "".
  std::string drawOffer() const;
  // {ok, phase, ended, winner, margin, text}: ended is score, resign or draw (null before the
  // end); winner null for a draw or jigo; margin Black's points minus White's (null for resign);
  // text as SGF's RE writes it: "B+3.5", "W+R", "0".
  emscripten::val result() const;
  // The computer's move for the side to move (or options.color): {ok, move, color, played,
  // captured, seconds}. options: mode, level, playouts, time, seed, playoutPolicy, maxMemory,
  // resignThreshold, color, play (default true). stopRequested, when a function, is called about
  // every kStopPollSeconds while the search runs; once it answers true the search ends with its
  // best move so far. It is how a worker's search is stopped from another thread: the thread is
  // inside this call, so only a function it calls can see the other thread's request.
  emscripten::val genmove(const emscripten::val& options, const emscripten::val& stopRequested);

  // The game as bytes (a Uint8Array, Referee::save), for the package to keep an idle game outside
  // the module's memory; loadRefereeGame makes it again. Not the player's options: the package
  // keeps those and gives them back to loadRefereeGame.
  emscripten::val save() const;
  // Replaces the game by save()'s bytes; refuses, changing nothing, bytes it did not write.
  Status load(const std::string& bytes);
  // About the bytes of the module's memory this game holds between calls, for the package's
  // budget of games kept in the module.
  double memoryBytes() const;

 private:
  const Game& game() const { return referee_.game(); }
  class Unparked;

  Referee referee_;
  PlayerOptions baseOptions_;
  // Between calls the game is parked (engine/game.h): a server's idle game holds its record,
  // not its board. Calls into this object in progress, the outermost one unparking and parking.
  mutable int calls_ = 0;
};

// A game from SGF text: {ok: true, game} or {ok: false, error}. options as for a new game; the
// record's RU and KM apply over them.
emscripten::val refereeGameFromSgf(const std::string& text, const emscripten::val& options);
// A new game: {ok: true, game} or {ok: false, error}. options: size, rules, komi and the
// player's keys (the defaults of genmove).
emscripten::val newRefereeGame(const emscripten::val& options);
// A game from RefereeGame::save's bytes, with the player's keys of options (as at its making):
// {ok: true, game} or {ok: false, error}.
emscripten::val loadRefereeGame(const emscripten::val& bytes, const emscripten::val& options);

}  // namespace kosumi::web
